// The embeddable player on another site: a page served from a second origin frames /embed/{slug} with
// the snippet our oEmbed gives, and a listener plays the station inside that frame.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const STATION = 'Sauti Embed FM';
const STREAM_TITLE = 'Embed Band - Evening Song';

/** A site of someone else's, on its own port (so its own origin), showing whatever page it is given. */
async function startOtherSite(page: () => string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

describe('the embeddable player in Chromium', () => {
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  let otherSite: { url: string; close(): Promise<void> };
  let snippet = '';
  let slug = '';
  let stationPage = '';

  beforeAll(async () => {
    fake = await startFakeIcecast(STATION, STREAM_TITLE);
    catalogue = await writeCatalogueFile([
      aRadioBrowserRecord({ name: STATION, tags: 'gospel', countrycode: 'GH', url: fake.streamUrl, votes: 50 }),
    ]);
    [server, browser] = await Promise.all([
      startServer({ CATALOGUE_FILE: catalogue.file, SAFE_FETCH_ALLOW: '127.0.0.1:*' }),
      launchBrowser(),
    ]);
    const [station] = await fetch(`${server.baseUrl}/api/stations?q=${encodeURIComponent(STATION)}`).then((response) =>
      response.json(),
    );
    slug = station.slug;
    // PUBLIC_URL is http://localhost:{port} by default: the station page's address as shared.
    stationPage = `http://localhost:${new URL(server.baseUrl).port}/station/${slug}`;
    const oembed = await fetch(`${server.baseUrl}/api/oembed?url=${encodeURIComponent(stationPage)}&format=json`);
    expect(oembed.status).toBe(200);
    snippet = (await oembed.json()).html;
    otherSite = await startOtherSite(
      () => `<!doctype html><html lang="en"><head><title>A fan's blog</title></head>
<body><h1>My favourite station</h1>${snippet}</body></html>`,
    );
  });
  afterAll(async () => {
    await otherSite?.close();
    await server?.stop();
    await fake?.stop();
    await catalogue?.remove();
    // Last: it fails the suite when a page (the framed player too) reported a CSP violation.
    await browser?.close();
  });

  it.each(VIEWPORTS)('plays inside a frame on another origin ($name)', async ({ name, viewport }) => {
    const context = await browser.newContext({ viewport });
    const page: Page = await context.newPage();
    await page.goto(otherSite.url);
    expect(new URL(page.url()).origin).not.toBe(new URL(snippet.match(/src="([^"]+)"/)?.[1] ?? '').origin);
    const player = page.frameLocator('iframe');
    await expect.poll(() => player.getByRole('heading', { name: STATION }).count(), { timeout: 15_000 }).toBe(1);
    const link = player.getByRole('link', { name: 'Listen on Sauti' });
    expect(await link.getAttribute('href')).toBe(stationPage);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await player.locator('img').getAttribute('src')).toMatch(/^\/api\/logos\/[^/?]+\?size=128/);

    await player.getByRole('button', { name: 'Play' }).click();
    const state = () => player.locator('main').getAttribute('data-state');
    await expect.poll(state, { timeout: 15_000 }).toBe('playing');
    const frame = page.frames().find((each) => each.url().includes('/embed/'));
    expect(await frame?.evaluate(() => document.querySelector('main')?.dataset.stream)).toMatch(/^\/api\/streams\//);
    expect(fake.connections()).toBeGreaterThan(0);
    // The title comes from the station's live events, as the app's player hears it.
    await expect.poll(() => player.locator('p').textContent(), { timeout: 15_000 }).toBe(STREAM_TITLE);
    await saveScreenshot(page, `embed-${name}`);

    await player.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(state).toBe('stopped');
    await context.close();
  });

  it('will not be framed elsewhere: the app itself stays out of other sites', async () => {
    const framed = await startOtherSite(
      () => `<!doctype html><html><body><iframe src="${server.baseUrl}/station/${slug}"></iframe></body></html>`,
    );
    const page = await browser.newPage();
    const refused = page.waitForEvent('console', (message) =>
      /frame-ancestors|Refused to display/i.test(message.text()),
    );
    await page.goto(framed.url);
    await refused;
    await page.close();
    await framed.close();
  });

  it("offers the snippet to copy in the station's details", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/station/${slug}`);
    await page.getByText('Embed on your site').click();
    const code = page.getByRole('textbox', { name: /Paste this code into your website/ });
    await expect.poll(() => code.inputValue(), { timeout: 15_000 }).toBe(snippet);
    await page.close();
  });
});
