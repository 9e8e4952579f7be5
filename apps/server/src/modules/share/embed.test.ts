import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EMBED_HEIGHT, EMBED_WIDTH, OEmbed, type Station } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations } from '../../test-support/catalogue-stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const PUBLIC_URL = 'https://sauti.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Live African radio." />
    <title>Sauti: live African radio</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    String(policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const oembedAddress = (url: string, more = '') => `/api/oembed?url=${encodeURIComponent(url)}${more}`;

describe('the embeddable player and its oEmbed', () => {
  let test: TestApp;
  let app: FastifyInstance;
  let station: Station;
  let pageUrl: string;

  beforeAll(async () => {
    test = await startTestApp();
    const webDist = path.join(test.config.dataDir, 'web');
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    [station] = (await addStations(test.app, [{ name: 'Embed "<FM>" & Co', url: 'http://127.0.0.1:9/stream' }])) as [
      Station,
    ];
    app = await test.sibling({ webDist, publicUrl: PUBLIC_URL });
    pageUrl = `${PUBLIC_URL}/station/${station.slug}`;
  });
  afterAll(() => test.close());

  it("answers a station page's address with a rich oEmbed of the player's iframe", async () => {
    const response = await app.inject(oembedAddress(pageUrl, '&format=json'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const answer = OEmbed.parse(response.json());
    expect(answer).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Embed "<FM>" & Co',
      provider_name: 'Sauti',
      provider_url: `${PUBLIC_URL}/`,
      width: EMBED_WIDTH,
      height: EMBED_HEIGHT,
    });
    expect(answer.html).toContain(`<iframe src="${PUBLIC_URL}/embed/${station.slug}"`);
    expect(answer.html).toContain(`width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}"`);
    expect(answer.html).toContain('title="Embed &quot;&lt;FM&gt;&quot; &amp; Co on Sauti"');
    expect(answer.html).not.toContain('<FM>');
    expect(answer.thumbnail_url).toBe(`${PUBLIC_URL}/api/logos/${station.id}?size=256`);
    // The thumbnail is served by our logo route.
    expect((await app.inject(answer.thumbnail_url.slice(PUBLIC_URL.length))).statusCode).toBe(200);
  });

  it('takes the address as shared: json by default, with a query, over http', async () => {
    for (const url of [pageUrl, `${pageUrl}?utm_source=x`, pageUrl.replace('https:', 'http:')]) {
      const response = await app.inject(oembedAddress(url));
      expect(response.statusCode, url).toBe(200);
      expect(response.json().title).toBe(station.name);
    }
  });

  it('honours maxwidth and maxheight, and never grows past its own size', async () => {
    const small = await app.inject(oembedAddress(pageUrl, '&maxwidth=300&maxheight=90'));
    expect(small.statusCode).toBe(200);
    expect(small.json()).toMatchObject({ width: 300, height: 90 });
    expect(small.json().html).toContain('width="300" height="90"');
    const large = await app.inject(oembedAddress(pageUrl, '&maxwidth=2000&maxheight=1000'));
    expect(large.json()).toMatchObject({ width: EMBED_WIDTH, height: EMBED_HEIGHT });
    const tooSmall = await app.inject(oembedAddress(pageUrl, '&maxwidth=20'));
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().error.code).toBeTruthy();
  });

  it.each([
    ['another site', 'https://evil.example/station/x'],
    ['an unknown station', `${PUBLIC_URL}/station/no-such-station`],
    ['another of our pages', `${PUBLIC_URL}/discover`],
    ['our host under another scheme', `ftp://sauti.example/station/x`],
    ['not an address', 'station page'],
  ])('answers 404 for %s', async (_name, url) => {
    const response = await app.inject(oembedAddress(url));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers 501 for format=xml, as oEmbed asks of a format it does not offer', async () => {
    const response = await app.inject(oembedAddress(pageUrl, '&format=xml'));
    expect(response.statusCode).toBe(501);
    expect(response.json().error.message).toContain('json');
  });

  it('answers 400 without a url, or for a format oEmbed does not name', async () => {
    expect((await app.inject('/api/oembed')).statusCode).toBe(400);
    const yaml = await app.inject(oembedAddress(pageUrl, '&format=yaml'));
    expect(yaml.statusCode).toBe(400);
    expect(yaml.json().error.message).toContain('json or xml');
  });

  it("names the oEmbed in the station page's head, for discovery", async () => {
    const html = (await app.inject(`/station/${station.slug}`)).body;
    const href = `${PUBLIC_URL}/api/oembed?url=${encodeURIComponent(pageUrl)}&amp;format=json`;
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${href}"`);
  });

  it('serves the player page: logo through our logo route, name, play button and a link to the station page', async () => {
    const response = await app.inject({ url: `/embed/${station.slug}`, headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<h1>Embed &quot;&lt;FM&gt;&quot; &amp; Co</h1>');
    expect(html).toContain(`src="/api/logos/${station.id}?size=128"`);
    expect(html).toContain(`data-stream="/api/streams/${station.id}"`);
    expect(html).toContain(`<a href="${pageUrl}" target="_blank" rel="noopener">Écouter sur Sauti</a>`);
    expect(html).toContain('aria-label="Lecture"');
    // Light: no web app, only its own small page.
    expect(html).not.toContain('/assets/');
    expect(Buffer.byteLength(html)).toBeLessThan(8_000);
  });

  it('answers 404 for an unknown station', async () => {
    const response = await app.inject('/embed/no-such-station');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it("lets any site frame the player, and no other page: the player's policy against everyone else's", async () => {
    const embed = await app.inject(`/embed/${station.slug}`);
    const policy = directives(embed.headers['content-security-policy'] as string);
    expect(policy.get('frame-ancestors')).toEqual(['*']);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    // Its inline script runs by its hash, and nothing else does.
    const script = /<script>([\s\S]*?)<\/script>/.exec(embed.body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual([hash]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(embed.headers['x-content-type-options']).toBe('nosniff');

    for (const address of [
      `/station/${station.slug}`,
      '/',
      `/embed/no-such-station`,
      `/api/oembed?url=${encodeURIComponent(pageUrl)}`,
      '/api/stations',
      `/embed/${station.slug}/more`,
    ]) {
      const response = await app.inject(address);
      expect(directives(response.headers['content-security-policy'] as string).get('frame-ancestors'), address).toEqual(
        ["'none'"],
      );
      expect(response.headers['x-frame-options'], address).toBe('DENY');
    }
  });
});
