import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations } from './test-support/catalogue-stations';
import { type FakeStation, startFakeStation } from './test-support/fake-radio';
import { startTestApp, type TestApp } from './test-support/test-app';

const GUARD = "if(location.pathname!=='/')document.getElementById('root').replaceChildren()";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Live African radio." />
    <title>Sauti: live African radio</title>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div><script>${GUARD}</script></body>
</html>`;

/** The head of a response that may never end (audio, live events): read, then the connection closed. */
function headersOf(url: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      request.destroy();
    });
    request.on('error', reject);
  });
}

type Headers = IncomingHttpHeaders | OutgoingHttpHeaders;

function directives(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSecurityHeaders(headers: Headers): void {
  const csp = directives(headers);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')?.[0]).toBe("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // Station logos come through GET /api/logos/:id: images from our origin only, plus data: URLs.
  expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('microphone=(self)');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
}

describe('security headers on every response', () => {
  let test: TestApp;
  let radio: FakeStation;
  let station: Station;
  let base: string;
  let webDist: string;

  beforeAll(async () => {
    radio = await startFakeStation();
    webDist = await mkdtemp(path.join(os.tmpdir(), 'sauti-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("sauti");');
    test = await startTestApp({ webDist });
    [station] = (await addStations(test.app, [{ name: 'Headers FM', url: radio.streamUrl }])) as [Station];
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await test?.close();
    await radio?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each([
    ['Home', () => '/'],
    ['a station page', () => `/station/${station.slug}`],
    ['a client route', () => '/discover?genre=gospel'],
    ['an API answer', () => '/api/stations'],
    ['a built asset', () => '/assets/app.js'],
    ['an unknown API path', () => '/api/no-such-thing'],
    ['a call refused for want of a login', () => '/api/auth/me'],
    ['the sitemap', () => '/sitemap.xml'],
  ])('%s carries them', async (_name, address) => {
    const response = await fetch(`${base}${address()}`);
    await response.arrayBuffer();
    expectSecurityHeaders(Object.fromEntries(response.headers));
  });

  it("a station's relayed audio carries them", async () => {
    const { status, headers } = await headersOf(`${base}/api/streams/${station.id}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('audio/');
    expectSecurityHeaders(headers);
  });

  it("a station's live events carry them", async () => {
    const { status, headers } = await headersOf(`${base}/api/stations/${station.id}/events`);
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/event-stream');
    expectSecurityHeaders(headers);
  });

  it("lets the built page's one inline script run by its hash, and no other inline script", async () => {
    const csp = directives(Object.fromEntries((await fetch(`${base}/`)).headers));
    const hash = `'sha256-${createHash('sha256').update(GUARD).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", hash]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('leaves HSTS and upgrade-insecure-requests out while PUBLIC_URL is http', async () => {
    const response = await test.app.inject('/');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(directives(response.headers).has('upgrade-insecure-requests')).toBe(false);
    expect(directives(response.headers).get('media-src')).toContain('http:');
  });

  it('asks for HTTPS (HSTS, upgrade-insecure-requests, https-only streams) when PUBLIC_URL is https', async () => {
    const secure = await test.sibling({ publicUrl: 'https://sauti.example' });
    const response = await secure.inject('/api/stations');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('media-src')).not.toContain('http:');
    expectSecurityHeaders(response.headers);
  });
});
