import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { horizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };

describe('browsing stations in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  const api = async <T>(path: string) => (await fetch(`${server.baseUrl}${path}`)).json() as Promise<T>;
  const apiTotal = async (path: string) =>
    Number((await fetch(`${server.baseUrl}${path}`)).headers.get('x-total-count'));
  const found = (count: number) =>
    page.getByRole('status').filter({ hasText: `${count.toLocaleString('en')} station` });
  const cards = () => page.getByRole('list', { name: 'Stations' }).getByRole('listitem');

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await browser.newPage({ viewport: DESKTOP });
  });
  afterAll(async () => {
    await server?.stop();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  it('shows live counts from the API and eight featured stations in two groups of four on Home', async () => {
    const { total_stations } = await api<{ total_stations: number }>('/api/stations/count');
    await page.goto(server.baseUrl);
    const numbers = page.getByRole('region', { name: 'Sauti in numbers' });
    await numbers.getByText(total_stations.toLocaleString('en'), { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Featured stations', exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Featured stations', exact: true }).getByRole('listitem').count()).toBe(
      4,
    );
    expect(await page.getByRole('list', { name: 'More featured stations' }).getByRole('listitem').count()).toBe(4);
    expect(await page.title()).toBe('Sauti: live African radio');
    await saveScreenshot(page, 'home-1280', true);
  });

  it('has no serious or critical accessibility violation on Home', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lands on Discover filtered by country from a country tile', async () => {
    const kenya = await apiTotal('/api/stations?country=KE&limit=1');
    await page.getByRole('list', { name: 'Highlighted countries' }).getByRole('link', { name: /Kenya/ }).click();
    await page.waitForURL(/\/discover\?country=KE$/);
    await found(kenya).waitFor();
    expect(await page.getByLabel('Country').inputValue()).toBe('KE');
  });

  it('lands on Discover filtered by genre from a genre tile', async () => {
    await page.goto(server.baseUrl);
    const tile = page.getByRole('region', { name: 'Explore by genre' }).getByRole('link').first();
    // Tiles are ordered by their live counts; read the first once the counts are in.
    await tile.getByText(/stations$/).waitFor();
    const href = (await tile.getAttribute('href')) ?? '';
    const genre = new URLSearchParams(href.split('?')[1]).get('genre') ?? '';
    const total = await apiTotal(`/api/stations?genre=${genre}&limit=1`);
    await tile.click();
    await page.waitForURL(new RegExp(`/discover\\?genre=${genre}$`));
    await found(total).waitFor();
    expect(await page.getByLabel('Genre').inputValue()).toBe(genre);
  });

  it('mirrors filters into the URL and restores them from it, Back included', async () => {
    await page.goto(`${server.baseUrl}/discover?country=ng&genre=gospel`);
    const total = await apiTotal('/api/stations?country=NG&genre=gospel&limit=1');
    await found(total).waitFor();
    expect(await page.getByLabel('Country').inputValue()).toBe('NG');
    expect(await page.getByLabel('Genre').inputValue()).toBe('gospel');

    await page.getByLabel('Language', { exact: true }).selectOption('en');
    await page.waitForURL(/language=en/);
    expect(new URL(page.url()).searchParams.get('country')?.toUpperCase()).toBe('NG');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('language'));
    await expect.poll(() => page.getByLabel('Language', { exact: true }).inputValue()).toBe('');
    await page.goForward();
    await page.waitForURL(/language=en/);
    await expect.poll(() => page.getByLabel('Language', { exact: true }).inputValue()).toBe('en');
  });

  it('finds a station from a misspelt search as you type', async () => {
    await page.goto(`${server.baseUrl}/discover`);
    await page.getByLabel('Search').pressSequentially('wazobya', { delay: 30 });
    await page.waitForURL(/search=wazobya/);
    await page
      .getByRole('button', { name: /^Play Wazobia/ })
      .first()
      .waitFor();
  });

  it('shows the empty state, and Clear filters brings every station back', async () => {
    const everything = await apiTotal('/api/stations?limit=1');
    await page.goto(`${server.baseUrl}/discover?search=qqxxzzqq&country=GH`);
    await page.getByRole('heading', { name: 'No stations found' }).waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await found(everything).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Search').inputValue()).toBe('');
  });

  it('clears every filter with Clear All', async () => {
    await page.goto(`${server.baseUrl}/discover?genre=talk&language=fr`);
    await page.getByLabel('Genre').waitFor();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => page.getByLabel('Genre').inputValue()).toBe('');
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('');
  });

  it('pages past the first 100 stations', async () => {
    await page.goto(`${server.baseUrl}/discover`);
    // The first card shows once the list arrived; the count is read after that, not raced against it.
    await cards().first().waitFor();
    await expect.poll(() => cards().count()).toBe(100);
    await page.getByRole('button', { name: 'Load more stations' }).click();
    await expect.poll(() => cards().count()).toBeGreaterThan(100);
  });

  it('has no serious or critical accessibility violation on Discover', async () => {
    await page.goto(`${server.baseUrl}/discover`);
    await cards().first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'discover-1280');
  });

  it("opens a card's details, which close on Escape and give focus back", async () => {
    await page.goto(server.baseUrl);
    const featured = page.getByRole('list', { name: 'Featured stations', exact: true });
    const opener = featured.getByRole('heading').first().getByRole('button');
    const name = (await opener.textContent()) ?? '';
    await expect.poll(() => featured.getByRole('button', { name: `Play ${name}` }).count()).toBe(1);
    await opener.click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await dialog.getByText('Stream Health').waitFor();
    expect(await dialog.getByText('Bitrate').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'modal-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
  });

  it('keeps keyboard focus inside the detail dialog, opened from the card menu with the keyboard', async () => {
    await page.goto(server.baseUrl);
    const featured = page.getByRole('list', { name: 'Featured stations', exact: true });
    const more = featured.getByRole('button', { name: /^More for / }).first();
    const name = ((await more.getAttribute('aria-label')) ?? '').replace(/^More for /, '');
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'View details' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens a station from its shareable address and returns Home when closed', async () => {
    const [station] = await api<Array<{ slug: string; name: string }>>('/api/stations?country=GH&limit=1');
    if (!station) throw new Error('The catalogue has no Ghanaian station.');
    await page.goto(`${server.baseUrl}/station/${station.slug}`);
    const dialog = page.getByRole('dialog', { name: station.name });
    await dialog.waitFor();
    expect(await page.title()).toBe(`${station.name} · Sauti`);
    await dialog.getByRole('button', { name: 'Back to Stations' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('says a station is not found for an unknown address', async () => {
    await page.goto(`${server.baseUrl}/station/no-such-station-anywhere`);
    await page.getByRole('heading', { name: 'Station not found' }).waitFor();
  });

  it('fits a 360-pixel phone screen without sideways scrolling', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(server.baseUrl);
    await page.getByRole('list', { name: 'Featured stations', exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'home-360', true);

    await page.goto(`${server.baseUrl}/discover`);
    await cards().first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'discover-360');

    await cards().first().getByRole('heading').getByRole('button').click();
    await page.getByRole('dialog').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'modal-360');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
  });
});
