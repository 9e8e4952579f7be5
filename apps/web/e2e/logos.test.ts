// Station logos through our origin in Chromium (issue 28): Home and a station's page show logos, and
// no request from the page goes to any host but ours; a station's logo host hears from our server
// once, not from each listener's browser.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aRadioBrowserExport } from '@sauti/contract/testing';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type RunningServer, startServer } from './support/server';

/** A real 40 x 20 PNG: a wide blue logo. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAJElEQVRIx2OQ9bsxIIhh1OJRi0ctHrV41OJRi0ctHrV45FgMALhD8Y6iEN6XAAAAAElFTkSuQmCC',
  'base64',
);
const LOGO_STATION = 'Sauti Logo FM';

describe('station logos in Chromium', () => {
  let logoHost: Server;
  let logoRequests: string[];
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    logoRequests = [];
    logoHost = createServer((request, response) => {
      logoRequests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': LOGO_PNG.length });
      response.end(LOGO_PNG);
    });
    await new Promise<void>((resolve) => logoHost.listen(0, '127.0.0.1', resolve));
    const logoUrl = `http://127.0.0.1:${(logoHost.address() as AddressInfo).port}/logo.png`;
    // The generated export's logos live on *.example.com hosts, as real ones live on the stations' own.
    catalogue = await writeCatalogueFile([
      ...aRadioBrowserExport().records,
      aRadioBrowserRecord({ name: LOGO_STATION, tags: 'gospel', countrycode: 'GH', favicon: logoUrl, votes: 900 }),
    ]);
    [server, browser] = await Promise.all([
      startServer({ CATALOGUE_FILE: catalogue.file, SAFE_FETCH_ALLOW: `127.0.0.1:${new URL(logoUrl).port}` }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await catalogue?.remove();
    await new Promise((resolve) => logoHost?.close(resolve));
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  /** A page that records every request it makes, whatever its kind. */
  async function watchedPage(): Promise<{ page: Page; requests: Request[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    return { page, requests };
  }

  const elsewhere = (requests: Request[]) =>
    requests
      .map((request) => request.url())
      .filter((url) => !url.startsWith('data:') && new URL(url).origin !== server.baseUrl);

  it('loads Home and a station with their logos from our origin only', async () => {
    const { page, requests } = await watchedPage();
    await page.goto(server.baseUrl);
    const featured = page.getByRole('list', { name: 'Featured stations', exact: true });
    await featured.getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    const images = requests.filter((request) => request.resourceType() === 'image');
    expect(images.some((request) => new URL(request.url()).pathname.startsWith('/api/logos/'))).toBe(true);
    expect(elsewhere(requests)).toEqual([]);

    const [station] = (await (
      await fetch(`${server.baseUrl}/api/stations?search=${encodeURIComponent(LOGO_STATION)}`)
    ).json()) as Array<{ id: string; slug: string }>;
    await page.goto(`${server.baseUrl}/station/${station?.slug}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: LOGO_STATION }).waitFor();
    // The station's own logo, drawn by our server as a square WebP of a served size.
    const logo = dialog.locator(`img[src^="/api/logos/${station?.id}?"]`);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(128);
    await page.waitForLoadState('networkidle');
    expect(elsewhere(requests)).toEqual([]);
    // The browser asked our origin for two sizes (1x and 2x); the logo's host was asked once, by our server.
    expect(logoRequests).toEqual(['/logo.png']);
    await page.close();
  });
});
