// Discovery as a new listener meets it (issue 15), on a 360 px phone and a 1280 px desktop: honest
// numbers and listener words, tiles and links that all lead somewhere, a sort that sorts, the
// playing station's chat, and an assistant button that covers nothing you can press.
import { aRadioBrowserExport } from '@sauti/contract/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, checkedRecently, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const PLAYABLE = 'Sauti Discovery Test FM';
const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 780 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

interface Stats {
  stations: number;
  countries_with_stations: number;
  genres_with_stations: number;
  languages: number;
}
interface NamedStation {
  name: string;
}

/**
 * Every box on screen that the launcher must not cover: what can be pressed or typed in, and the stat
 * tiles. Screen-reader-only text (1 px) and what is not rendered are left out.
 */
function launcherOverlaps(): string[] {
  const launcher = document.querySelector('button[aria-label="Open assistant"]');
  if (!launcher) return ['no launcher'];
  const own = launcher.getBoundingClientRect();
  const targets = document.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [role="button"], [role="switch"], dl > div',
  );
  const overlaps: string[] = [];
  for (const target of targets) {
    if (target === launcher) continue;
    const box = target.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || target.checkVisibility?.() === false) continue;
    const apart = box.right <= own.left || box.left >= own.right || box.bottom <= own.top || box.top >= own.bottom;
    if (!apart)
      overlaps.push(`${target.tagName} "${(target.textContent ?? '').trim().slice(0, 40)}" at y=${window.scrollY}`);
  }
  return overlaps;
}

describe('discovery in Chromium', () => {
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;

  const api = async <T>(path: string) => (await fetch(`${server.baseUrl}${path}`)).json() as Promise<T>;
  const apiTotal = async (path: string) =>
    Number((await fetch(`${server.baseUrl}${path}`)).headers.get('x-total-count'));

  beforeAll(async () => {
    fake = await startFakeIcecast(PLAYABLE, 'Test Artist - Test Song');
    // A realistic catalogue, and one station that really plays (from the fake Icecast server).
    catalogue = await writeCatalogueFile([
      ...checkedRecently(aRadioBrowserExport().records),
      aRadioBrowserRecord({ name: PLAYABLE, tags: 'gospel', countrycode: 'GH', url: fake.streamUrl }),
    ]);
    [server, browser] = await Promise.all([
      startServer({ CATALOGUE_FILE: catalogue.file, SAFE_FETCH_ALLOW: '127.0.0.1:*' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
    await catalogue?.remove();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  describe.each(SIZES)('on a $name', ({ name, viewport }) => {
    let page: Page;
    const cardNames = () =>
      page.getByRole('list', { name: 'Stations' }).getByRole('heading', { level: 3 }).allTextContents();
    const found = () => page.getByRole('status').filter({ hasText: /stations? found/ });

    beforeAll(async () => {
      page = await browser.newPage({ viewport });
    });
    afterAll(async () => {
      await page?.close();
    });

    it('shows the catalogue figures on Home exactly as /api/catalogue/stats gives them', async () => {
      const stats = await api<Stats>('/api/catalogue/stats');
      await page.goto(server.baseUrl);
      const numbers = page.getByRole('region', { name: 'Sauti in numbers' });
      const figure = (label: string) =>
        numbers
          .locator('dl > div')
          .filter({ has: page.locator('dt', { hasText: label }) })
          .locator('dd');
      await figure('Live stations').getByText(stats.stations.toLocaleString('en'), { exact: true }).waitFor();
      expect(await figure('Countries').textContent()).toBe(stats.countries_with_stations.toLocaleString('en'));
      expect(await figure('Genres').textContent()).toBe(stats.genres_with_stations.toLocaleString('en'));
      expect(await figure('Languages').textContent()).toBe(stats.languages.toLocaleString('en'));
    });

    it('never shows "0 listening" on a card, on Home or on Discover', async () => {
      const featured = page.getByRole('list', { name: 'Featured stations', exact: true }).getByRole('article');
      await featured.first().waitFor();
      expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(8);
      for (const text of await page.getByRole('article').allTextContents()) expect(text).not.toMatch(/\b0 listening/);

      await page.goto(`${server.baseUrl}/discover`);
      await found().waitFor();
      const cards = await page.getByRole('list', { name: 'Stations' }).getByRole('article').allTextContents();
      expect(cards.length).toBeGreaterThan(20);
      for (const text of cards) expect(text).not.toMatch(/\b0 listening/);
      // Popularity in words stands in for a silent live count on some cards.
      expect(cards.some((text) => /Very popular|Popular|Well liked/.test(text))).toBe(true);
    });

    it('leads from every country tile to stations, or to the suggestion form with the country chosen', async () => {
      await page.goto(server.baseUrl);
      const browserRegion = page.getByRole('region', { name: 'Explore by country' });
      await browserRegion.getByRole('button', { name: /Show all \d+ countries/ }).click();
      const hrefs = await browserRegion
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const countries = await api<Array<{ code: string; station_count: number }>>('/api/countries');
      expect(hrefs).toHaveLength(countries.length);
      expect(countries.length).toBe(54);
      for (const href of hrefs) {
        const url = new URL(href, server.baseUrl);
        const code = url.searchParams.get('country') ?? '';
        if (url.pathname === '/discover')
          expect(await apiTotal(`/api/stations?country=${code}&limit=1`), href).toBeGreaterThan(0);
        else {
          expect(url.pathname, href).toBe('/submit-station');
          expect(countries.find((country) => country.code === code)?.station_count, href).toBe(0);
        }
      }

      const empty = hrefs.find((href) => href.startsWith('/submit-station'));
      expect(empty).toBeDefined();
      await browserRegion.locator(`a[href="${empty}"]`).click();
      await page.waitForURL(/\/submit-station\?country=/);
      const form = page.getByRole('form', { name: 'Submit a station' });
      const country = await form.getByLabel('Country').inputValue();
      const code = new URL(empty ?? '', server.baseUrl).searchParams.get('country') ?? '';
      expect([code, 'other']).toContain(country);
      if (country === 'other') expect(await form.getByLabel('Notes for our team').inputValue()).toMatch(/^Country: /);
    });

    it('links only genres that have stations, in the tiles and in the footer', async () => {
      await page.goto(server.baseUrl);
      const tiles = page.getByRole('list', { name: 'Explore by genre' }).getByRole('link');
      await tiles.first().waitFor();
      const footerGenres = page.getByRole('contentinfo').locator('a[href*="genre="]');
      await footerGenres.first().waitFor();
      const hrefs = [
        ...(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
        ...(await footerGenres.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
      ];
      expect(hrefs.length).toBeGreaterThanOrEqual(6);
      for (const href of hrefs) {
        const genre = new URL(href, server.baseUrl).searchParams.get('genre');
        expect(await apiTotal(`/api/stations?genre=${genre}&limit=1`), href).toBeGreaterThan(0);
      }
    });

    it('changes the order of Discover with the sort control', async () => {
      await page.goto(`${server.baseUrl}/discover`);
      await found().waitFor();
      const popular = (await cardNames()).slice(0, 10);
      await page.getByLabel('Sort by').selectOption('name');
      await page.waitForURL(/sort=name/);
      const byName = (await api<NamedStation[]>('/api/stations?sort=name&limit=10')).map((station) => station.name);
      await expect.poll(async () => (await cardNames()).slice(0, 10), { timeout: 15_000 }).toEqual(byName);
      expect(byName).not.toEqual(popular);
      await page.getByLabel('Sort by').selectOption('newest');
      const newest = (await api<NamedStation[]>('/api/stations?sort=newest&limit=10')).map((station) => station.name);
      await expect.poll(async () => (await cardNames()).slice(0, 10), { timeout: 15_000 }).toEqual(newest);
    });

    it('shows "Listeners also like" in the station dialog, and opens one of them in its place', async () => {
      await page.goto(`${server.baseUrl}/discover?country=NG`);
      await found().waitFor();
      const first = page.getByRole('list', { name: 'Stations' }).getByRole('heading', { level: 3 }).first();
      const name = (await first.textContent()) ?? '';
      await first.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { level: 2, name }).waitFor();
      const similar = dialog.getByRole('region', { name: 'Listeners also like' }).getByRole('button');
      await similar.first().waitFor();
      const ids = await api<Array<{ id: string; name: string }>>(
        `/api/stations/${(await api<Array<{ id: string }>>('/api/stations?country=NG&limit=1'))[0]?.id}/similar`,
      );
      expect(await similar.count()).toBe(ids.length);
      const other = ids[0]?.name ?? '';
      await similar.filter({ hasText: other }).first().click();
      await dialog.getByRole('heading', { level: 2, name: other }).waitFor();
      await page.keyboard.press('Escape');
    });

    it('keeps the assistant button clear of everything pressable and every stat tile, all the way down', async () => {
      for (const path of ['/', '/discover']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByRole('article').first().waitFor();
        if (path === '/') await page.getByRole('button', { name: /Show all \d+ countries/ }).click();
        const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        const overlaps: string[] = [];
        for (let y = 0; y <= bottom + viewport.height / 3; y += viewport.height / 3) {
          await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, bottom));
          overlaps.push(...(await page.evaluate(launcherOverlaps)));
        }
        expect(overlaps, path).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `discovery-discover-${name}`);
    });

    it("opens the playing station's chat from Home and from Discover", async () => {
      await page.goto(`${server.baseUrl}/discover?search=${encodeURIComponent(PLAYABLE)}`);
      await page
        .getByRole('button', { name: `Play ${PLAYABLE}` })
        .first()
        .click();
      const player = page.getByRole('region', { name: 'Player' });
      await expect.poll(() => player.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/·\s*playing/);

      // The page's own button says so in words; the cards' chat buttons are icons with the same name.
      const chatButton = page
        .getByRole('main')
        .getByRole('button', { name: `Chat about ${PLAYABLE}` })
        .filter({ hasText: 'Chat about' });
      await chatButton.click();
      await page.getByRole('dialog', { name: `${PLAYABLE} chat` }).waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      await chatButton.click();
      await page.getByRole('dialog', { name: `${PLAYABLE} chat` }).waitFor();
      await page.keyboard.press('Escape');
    });
  });
});
