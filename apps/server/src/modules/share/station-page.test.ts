import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { logoVersion } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Live African radio." />
    <title>Sauti: live African radio</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PUBLIC_URL = 'https://sauti.example';

describe('a shared station address', () => {
  let test: TestApp;
  let app: FastifyInstance;
  let slug: string;
  let stationId: string;

  beforeAll(async () => {
    test = await startTestApp();
    const webDist = path.join(test.config.dataDir, 'web');
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    const records = [
      aRadioBrowserRecord({
        name: 'Joy "<script>alert(1)</script>" & Friends',
        favicon: 'https://joy.example.com/logo.png',
        tags: 'highlife',
      }),
    ];
    const exportFile = path.join(test.config.dataDir, 'export.json');
    await writeFile(exportFile, JSON.stringify(records));
    await test.app.catalogueImport.importFile(exportFile);
    // A sibling on the same database, serving the little index.html above.
    app = await test.sibling({ webDist, publicUrl: PUBLIC_URL });
    const [station] = await app.inject('/api/stations?country=GH').then((response) => response.json());
    slug = station.slug;
    stationId = station.id;
  });
  afterAll(() => test.close());

  it("answers with the station's title, description and logo as Open Graph and Twitter tags", async () => {
    const response = await app.inject(`/station/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const escapedName = 'Joy &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; Friends';
    expect(html).toContain(`<title>${escapedName} · Listen live on Sauti</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapedName} · Listen live on Sauti" />`);
    // The logo from our own origin, never the station's host: a preview fetches nothing from it.
    const logo = `${PUBLIC_URL}/api/logos/${stationId}?size=256&amp;v=${logoVersion('https://joy.example.com/logo.png')}`;
    expect(html).toContain(`<meta property="og:image" content="${logo}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${logo}" />`);
    expect(html).not.toContain('joy.example.com');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toMatch(/<meta property="og:description" content="Listen to Joy [^"]+ live from Ghana/);
    expect(html).toContain(`/station/${slug}" />`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('names PUBLIC_URL in the canonical link and og:url, whatever Host or X-Forwarded-Host the request forged', async () => {
    const response = await app.inject({
      url: `/station/${slug}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    const pageUrl = `${PUBLIC_URL}/station/${slug}`;
    expect(response.body).toContain(`<link rel="canonical" href="${pageUrl}" />`);
    expect(response.body).toContain(`<meta property="og:url" content="${pageUrl}" />`);
    expect(response.body).not.toContain('evil.example');
  });

  it('gives every other page its canonical link under PUBLIC_URL, without the query', async () => {
    const response = await app.inject({ url: '/discover?genre=gospel', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/discover" />`);
    expect(response.body).not.toContain('evil.example');
  });

  it('keeps a path that looks like another host on our own host', async () => {
    const response = await app.inject({ url: '//evil.example/x' });
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}//evil.example/x" />`);
  });

  it('serves the plain app for an unknown station, which then shows its not-found page', async () => {
    const response = await app.inject('/station/no-such-station');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Sauti: live African radio</title>');
    expect(response.body).not.toContain('og:title');
  });
});
