// Playlists in Chromium (issue 30, point 4), at 360 and 1280 px: a listener builds a list of three
// stations from the station cards' menus, reorders it by keyboard and by pointer, plays it, and sees the
// second station (whose stream nothing answers) skipped and the third playing; a shared list opens
// read-only by its link. A list made over the API plays past its failing station in Arabic too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar.json';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { pageForNewUser as pageForListener } from './support/listener';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const FIRST = 'Mwanzo FM';
const FAILING = 'Kimya Radio';
const THIRD = 'Tatu Highlife';

describe('playlists in Chromium', () => {
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  let users = 0;

  beforeAll(async () => {
    fake = await startFakeIcecast(FIRST, 'Morning show');
    catalogue = await writeCatalogueFile([
      aRadioBrowserRecord({ name: FIRST, countrycode: 'GH', url: fake.streamUrl, votes: 30 }),
      // Nothing listens on port 9: neither the gateway nor the browser can start this one.
      aRadioBrowserRecord({ name: FAILING, countrycode: 'GH', url: 'http://127.0.0.1:9/silence.mp3', votes: 20 }),
      aRadioBrowserRecord({
        name: THIRD,
        countrycode: 'GH',
        url: `http://127.0.0.1:${fake.port}/tatu.mp3`,
        votes: 10,
      }),
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

  function pageForNewUser(width: number): Promise<Page> {
    users += 1;
    return pageForListener(browser, server.baseUrl, `lister_${width}_${users}`, width);
  }

  /** The text of the menu item that has focus, or what has focus instead. */
  const focusedItem = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.getAttribute('role')?.startsWith('menuitem')
        ? focused.textContent?.trim()
        : `not a menu item: ${focused?.outerHTML.slice(0, 80)}`;
    });

  /** Opens a station card's menu and its "Add to playlist" page, by keyboard or by pointer. */
  async function openAddToPlaylist(page: Page, station: string, by: 'keyboard' | 'pointer') {
    const more = page.getByRole('button', { name: `More for ${station}` }).first();
    const menu = page.getByRole('menu');
    if (by === 'keyboard') {
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedItem(page)).toBe('View details');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedItem(page)).toBe('Add to playlist');
      await page.keyboard.press('Enter');
      // The lists replace the menu's items, and Back takes focus.
      await expect.poll(() => focusedItem(page)).toBe('Back');
    } else {
      await more.click();
      await menu.getByRole('menuitem', { name: 'Add to playlist' }).click();
    }
    await menu.getByRole('menuitem', { name: 'New playlist' }).waitFor();
    return menu;
  }

  const rows = (page: Page) =>
    page
      .getByRole('list', { name: 'Stations in this playlist' })
      .getByRole('listitem')
      .getByRole('link')
      .allTextContents();
  const statusLine = (page: Page) => page.getByRole('region', { name: 'Player' }).getByRole('status').textContent();

  for (const width of [360, 1280]) {
    it(`builds a list of three at ${width} px, reorders it, and plays it past the station that fails`, async () => {
      const page = await pageForNewUser(width);
      const listName = `Road trip ${width}`;
      await page.goto(`${server.baseUrl}/discover`);

      const submenu = await openAddToPlaylist(page, FIRST, 'pointer');
      await submenu.getByRole('menuitem', { name: 'New playlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'New playlist' });
      await dialog.getByRole('textbox', { name: 'Playlist name' }).fill(listName);
      await dialog.getByRole('button', { name: 'Create playlist' }).click();
      await expect.poll(() => dialog.getByRole('status').textContent()).toContain(`with ${FIRST} in it`);
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      for (const [station, by] of [
        [FAILING, 'keyboard'],
        [THIRD, 'pointer'],
      ] as const) {
        const menu = await openAddToPlaylist(page, station, by);
        const item = menu.getByRole('menuitemcheckbox', { name: listName });
        if (by === 'keyboard') {
          // The listener's lists arrive after the menu opens; until then "New playlist" comes first.
          await item.waitFor();
          await page.keyboard.press('ArrowDown');
          await expect.poll(() => focusedItem(page)).toBe(listName);
          await page.keyboard.press('Enter');
        } else {
          await item.click();
        }
        await expect.poll(() => item.getAttribute('aria-checked')).toBe('true');
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.count()).toBe(0);
      }

      // From the submenu's "Your playlists", then the list's own page.
      await (await openAddToPlaylist(page, FIRST, 'pointer')).getByRole('menuitem', { name: 'Your playlists' }).click();
      await page.getByRole('link', { name: new RegExp(listName) }).click();
      await expect.poll(() => rows(page)).toEqual([FIRST, FAILING, THIRD]);

      // Reordering: a keyboard press moves the first down, and focus stays on its button to go on; a click
      // moves it back up.
      await page.getByRole('button', { name: `Move ${FIRST} down` }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => rows(page)).toEqual([FAILING, FIRST, THIRD]);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Move ${FIRST} down`);
      await page.getByRole('button', { name: `Move ${FIRST} up` }).click();
      await expect.poll(() => rows(page)).toEqual([FIRST, FAILING, THIRD]);

      await page.getByRole('button', { name: 'Play the playlist' }).click();
      await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(new RegExp(`${FIRST}\\s*·\\s*playing`));
      await expect.poll(() => page.getByText(`Playing 1 of 3: ${FIRST}`).count()).toBe(1);

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect
        .poll(() => page.getByText(`Skipped ${FAILING}: it did not start.`).count(), { timeout: 45_000 })
        .toBe(1);
      await expect.poll(() => page.getByText(`Playing 3 of 3: ${THIRD}`).count()).toBe(1);
      await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(new RegExp(`${THIRD}\\s*·\\s*playing`));

      const box = await page.getByRole('list', { name: 'Stations in this playlist' }).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `playlist-playing-${width}`);
      await page.context().close();
    }, 120_000);
  }

  /** A station's id by its name, as the catalogue lists it. */
  async function stationId(name: string): Promise<string> {
    const found = (await (await fetch(`${server.baseUrl}/api/stations?search=${encodeURIComponent(name)}`)).json()) as {
      id: string;
      name: string;
    }[];
    return found.find((station) => station.name === name)?.id ?? '';
  }

  for (const width of [360, 1280]) {
    it(`plays a list past the station that fails in Arabic at ${width} px`, async () => {
      const username = `qaima_${width}`;
      const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${username}@example.com`, password: 'correct horse battery', username }),
      });
      const { access_token } = (await registered.json()) as { access_token: string };
      const created = await fetch(`${server.baseUrl}/api/playlists`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `رحلة ${width}`,
          station_ids: await Promise.all([FIRST, FAILING, THIRD].map(stationId)),
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };

      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } });
      await context.addInitScript((token) => {
        localStorage.setItem('sauti.access_token', token);
        localStorage.setItem('sauti.language', 'ar');
      }, access_token);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/playlists/${id}`);
      const say = (key: 'playlists.playingAt' | 'playlists.skipped', values: Record<string, string | number>) =>
        Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), ar[key]);
      const arabicStatus = () =>
        page.getByRole('region', { name: ar['player.region'] }).getByRole('status').textContent();

      await page.getByRole('button', { name: ar['playlists.play'] }).click();
      await expect
        .poll(() => page.getByText(say('playlists.playingAt', { position: 1, total: 3, name: FIRST })).count(), {
          timeout: 15_000,
        })
        .toBe(1);
      await page.getByRole('button', { name: ar['playlists.next'], exact: true }).click();
      await expect
        .poll(() => page.getByText(say('playlists.skipped', { name: FAILING })).count(), { timeout: 45_000 })
        .toBe(1);
      await expect
        .poll(() => page.getByText(say('playlists.playingAt', { position: 3, total: 3, name: THIRD })).count())
        .toBe(1);
      await expect.poll(arabicStatus, { timeout: 15_000 }).toContain(THIRD);
      await expect.poll(arabicStatus).toContain(ar['player.status.playing']);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }, 120_000);
  }

  it('opens a shared list read-only by its link (here in Arabic), and a private one not at all', async () => {
    const owner = await pageForNewUser(1280);
    await owner.goto(`${server.baseUrl}/playlists`);
    await owner.getByRole('textbox', { name: 'Playlist name' }).fill('Shared sounds');
    await owner.getByRole('button', { name: 'Create playlist' }).click();
    await owner.getByRole('link', { name: /Shared sounds/ }).click();
    await owner.waitForURL(/\/playlists\/[^/]+$/);
    const link = owner.url();

    // The stranger reads Arabic: the page is right to left and in their words.
    const stranger = await browser.newPage({ viewport: { width: 360, height: 740 }, locale: 'ar-EG' });
    await stranger.goto(link);
    await expect.poll(() => stranger.getByText('قائمة التشغيل هذه خاصة أو غير موجودة.').count()).toBe(1);

    // The box shows what the server holds: it ticks once the list is public.
    await owner.getByRole('checkbox', { name: 'Share by link' }).click();
    await expect.poll(() => owner.getByRole('checkbox', { name: 'Share by link' }).isChecked()).toBe(true);
    await expect.poll(() => owner.getByRole('textbox', { name: 'Link to this playlist' }).inputValue()).toBe(link);
    await stranger.reload();
    await expect.poll(() => stranger.getByRole('heading', { name: 'Shared sounds' }).count()).toBe(1);
    expect(await stranger.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await stranger.getByRole('button', { name: 'تشغيل القائمة' }).count()).toBe(1);
    expect(await stranger.getByRole('checkbox').count()).toBe(0);
    expect(await stranger.getByRole('button', { name: 'حذف قائمة التشغيل' }).count()).toBe(0);
    expect(await stranger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(stranger)).toEqual([]);
    await saveScreenshot(stranger, 'playlist-shared-ar-360');
    await stranger.close();
    await owner.context().close();
  });

  it("imports another player's file into the favourites and offers the unknown station as a submission", async () => {
    const page = await pageForNewUser(360);
    await page.goto(`${server.baseUrl}/playlists`);
    const m3u = [
      '#EXTM3U',
      '#EXTINF:-1,My Mwanzo',
      fake.streamUrl,
      '#EXTINF:-1,Nyota Radio',
      'https://nyota.example.org/live',
    ].join('\n');
    await page
      .getByLabel('Import a file into your favorites')
      .setInputFiles({ name: 'from-another-player.m3u', mimeType: 'audio/x-mpegurl', buffer: Buffer.from(m3u) });
    await expect.poll(() => page.getByText('Matched: 1. New in your favorites: 1.').count()).toBe(1);
    expect(await page.getByText('Not on Sauti yet (1):').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'playlists-import-360');

    await page.getByRole('link', { name: 'Submit this station' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /Station name/ }).inputValue()).toBe('Nyota Radio');
    expect(await page.getByRole('textbox', { name: /Stream URL/ }).inputValue()).toBe('https://nyota.example.org/live');

    await page.goto(`${server.baseUrl}/favorites`);
    await expect.poll(() => page.getByRole('heading', { name: FIRST }).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
