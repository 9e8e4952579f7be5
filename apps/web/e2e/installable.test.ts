// Installable and offline (issue 16) in Chromium: a valid manifest with icons, and after one visit
// the app opens offline with the stations it last showed and says that live radio needs a connection.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en.json';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

describe('Sauti as an installed app in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await server?.stop();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  /** Once the worker controls the page and holds the lists this visit showed. */
  async function waitUntilKeptOffline(page: Page) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const keptLists = () =>
      page.evaluate(async () => {
        const lists = await caches.open('sauti-lists');
        return (await lists.keys()).map((request) => new URL(request.url).pathname);
      });
    // The page fetches its lists again once the worker takes over; each is kept as its answer lands.
    await expect
      .poll(keptLists, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['/api/stations/featured', '/api/catalogue/stats']));
  }

  it('links a manifest whose icons load, and registers a worker that precached the shell', async () => {
    const page = await browser.newPage();
    await page.goto(server.baseUrl);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(new URL(href ?? '', server.baseUrl).href);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Sauti: live African radio',
      short_name: 'Sauti',
      start_url: '/',
      display: 'standalone',
    });
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, server.baseUrl).href);
      expect(image.headers()['content-type']).toBe(icon.type);
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);

    await waitUntilKeptOffline(page);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.includes('precache'));
      if (!precache) return [];
      return (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname);
    });
    expect(precached).toContain('/');
    expect(precached.some((path) => /^\/assets\/index-.+\.js$/.test(path))).toBe(true);
    expect(precached.some((path) => path.startsWith('/api/'))).toBe(false);
    await page.close();
  });

  it('opens Home offline after one visit, with its stations and the offline notice', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    const featured = page.getByRole('list', { name: en['home.featured.heading'], exact: true });
    const firstStation = (await featured.getByRole('heading').first().textContent()) ?? '';
    expect(firstStation).not.toBe('');
    expect(await page.getByText(en['offline.banner']).count()).toBe(0);
    await waitUntilKeptOffline(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en['home.hero.title'] }).waitFor();
    await featured.getByRole('heading', { name: firstStation }).first().waitFor();
    await page.getByRole('status').filter({ hasText: en['offline.banner'] }).waitFor();

    // Another page address opens the same shell.
    await page.goto(`${server.baseUrl}/discover`);
    await page.getByRole('heading', { level: 1, name: en['discover.title'] }).waitFor();

    await context.setOffline(false);
    await expect.poll(() => page.getByText(en['offline.banner']).count()).toBe(0);
    await context.close();
  });

  it("keeps a logged-in listener's favourites for offline use, and forgets them at logout", async () => {
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nia@example.org', password: 'long enough secret', username: 'nia' }),
    });
    const { access_token: token } = (await registered.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    const [station] = (await (await fetch(`${server.baseUrl}/api/stations?limit=1`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    if (!station) throw new Error('The catalogue has no station');
    await fetch(`${server.baseUrl}/api/favorites/${station.id}`, { method: 'POST', headers: auth });

    const context = await browser.newContext();
    await context.addInitScript((value) => {
      if (!localStorage.getItem('sauti.access_token')) localStorage.setItem('sauti.access_token', value);
    }, token);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/favorites`);
    const favorites = page.getByRole('list', { name: en['favorites.list'] });
    await favorites.getByRole('heading', { name: station.name }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const keptForAccount = () =>
      page.evaluate(async () =>
        (await caches.has('sauti-account'))
          ? (await (await caches.open('sauti-account')).keys()).map((request) => new URL(request.url).pathname)
          : [],
      );
    await expect.poll(keptForAccount, { timeout: 15_000 }).toContain('/api/favorites');

    await context.setOffline(true);
    await page.reload();
    await favorites.getByRole('heading', { name: station.name }).waitFor();
    await context.setOffline(false);

    await page.getByRole('banner').getByRole('button', { name: en['account.logout'] }).click();
    await expect.poll(keptForAccount).toEqual([]);
    await context.close();
  });
});
