import type { Station } from '@sauti/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations } from '../../test-support/catalogue-stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { SITEMAP_PAGES, sitemapRoutes } from './sitemap';

const PUBLIC_URL = 'https://sauti.example';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap and robots.txt', () => {
  let test: TestApp;
  let stations: Station[];

  beforeAll(async () => {
    test = await startTestApp({ publicUrl: PUBLIC_URL });
    stations = await addStations(test.app, [
      { name: 'Sitemap FM', url: 'https://streams.example.org/sitemap' },
      { name: 'Crawler & Sons Radio', url: 'https://streams.example.org/crawler' },
    ]);
  });
  afterAll(() => test.close());

  it('lists the static pages and every station page under PUBLIC_URL, whatever Host the request forged', async () => {
    const response = await test.app.inject({ url: '/sitemap.xml', headers: FORGED });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = locations(response.body);
    expect(listed).toEqual(expect.arrayContaining(SITEMAP_PAGES.map((page) => `${PUBLIC_URL}${page}`)));
    for (const station of stations) expect(listed).toContain(`${PUBLIC_URL}/station/${station.slug}`);
    expect(listed).toHaveLength(SITEMAP_PAGES.length + stations.length);
    expect(response.body).not.toContain('evil.example');
  });

  it('points robots at the sitemap under PUBLIC_URL and keeps crawlers out of the API', async () => {
    const response = await test.app.inject({ url: '/robots.txt', headers: FORGED });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).not.toContain('evil.example');
  });

  it('splits a catalogue larger than one file allows into numbered sitemaps behind an index', async () => {
    const app = Fastify();
    await app.register(sitemapRoutes, { catalogue: test.app.catalogue, publicUrl: PUBLIC_URL, maxUrls: 5 });
    const total = SITEMAP_PAGES.length + stations.length;
    const files = Math.ceil(total / 5);
    const index = await app.inject('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex');
    expect(locations(index.body)).toEqual(
      Array.from({ length: files }, (_, n) => `${PUBLIC_URL}/sitemap-${n + 1}.xml`),
    );
    const parts = await Promise.all(locations(index.body).map((url) => app.inject(new URL(url ?? '').pathname)));
    const listed = parts.flatMap((part) => locations(part.body));
    expect(listed).toHaveLength(total);
    expect(new Set(listed).size).toBe(total);
    expect((await app.inject(`/sitemap-${files + 1}.xml`)).statusCode).toBe(404);
    await app.close();
  });
});
