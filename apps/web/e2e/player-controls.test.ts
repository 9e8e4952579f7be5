// The full-screen player's controls in Chromium (issue 30, point 6), in English and Arabic at a phone's
// 360 px and a desktop's 1280 px: a labelled Stop, favourite, sharing without a share sheet (copy and
// WhatsApp), chat and the station's recent songs; one listener count shared with the station's details;
// the sleep timer fading out and stopping on the page's own clock (advanced, never waited for);
// "Recently played" kept on the device for a listener without an account; casting only where the
// browser sees a device; axe finds no serious issue on the full-screen player.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { horizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const STATION = 'Sauti Controls FM';
const STREAM_TITLE = 'Controls Band - Evening Song';
const PASSWORD = 'controls password';

/** "1 listening": this listener alone, counted in the station's plural words. */
const LANGUAGES = [
  { code: 'en', words: en, oneListening: '1 listening' },
  { code: 'ar', words: ar, oneListening: 'مستمع واحد' },
] as const;
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

type Words = typeof en;
/** A catalogue message with its simple {placeholders} filled, as the page shows it. */
function say(words: Words, key: keyof Words, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), words[key]);
}

declare global {
  interface Window {
    /** The player's audio element, caught when it first plays (it is never attached to the page). */
    playerAudio?: HTMLMediaElement;
    castPrompts: number;
  }
}

function catchTheAudio() {
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    window.playerAudio = this;
    return play.call(this);
  };
}

/** A browser without the Web Share API (as desktop Linux Chromium is): sharing falls back to links. */
function withoutShareSheet() {
  Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
}

/** A Remote Playback API that sees one device and counts the prompts to pick it. */
function withCastDevice() {
  window.castPrompts = 0;
  const remote = {
    state: 'disconnected',
    watchAvailability(callback: (available: boolean) => void) {
      setTimeout(() => callback(true), 0);
      return Promise.resolve(1);
    },
    cancelWatchAvailability: () => Promise.resolve(),
    prompt() {
      window.castPrompts += 1;
      return Promise.resolve();
    },
  };
  Object.defineProperty(HTMLMediaElement.prototype, 'remote', { get: () => remote, configurable: true });
}

describe('the full-screen player in Chromium', () => {
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    fake = await startFakeIcecast(STATION, STREAM_TITLE);
    catalogue = await writeCatalogueFile([
      aRadioBrowserRecord({ name: STATION, tags: 'highlife', countrycode: 'GH', url: fake.streamUrl, votes: 40 }),
      aRadioBrowserRecord({ name: 'Another Controls FM', countrycode: 'KE', url: 'http://127.0.0.1:9/a.mp3' }),
    ]);
    [server, browser] = await Promise.all([
      startServer({ CATALOGUE_FILE: catalogue.file, SAFE_FETCH_ALLOW: '127.0.0.1:*' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await server?.stop();
    await fake?.stop();
    await catalogue?.remove();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  async function register(username: string): Promise<string> {
    const response = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${username}@example.org`, password: PASSWORD, username }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function newPage(
    viewport: { width: number; height: number },
    language: string,
    { token, scripts = [] }: { token?: string; scripts?: Array<() => void> } = {},
  ): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await context.addInitScript((code) => localStorage.setItem('sauti.language', code), language);
    if (token) await context.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
    await context.addInitScript(catchTheAudio);
    for (const script of scripts) await context.addInitScript(script);
    return context.newPage();
  }

  /** Plays the station from Discover and waits until the bar says it plays. */
  async function playStation(page: Page, words: Words): Promise<void> {
    await page.goto(`${server.baseUrl}/discover?search=${encodeURIComponent(STATION)}`);
    await playFromCard(page, words);
  }

  /** Presses the station card's Play on the page shown and waits until the bar says it plays. */
  async function playFromCard(page: Page, words: Words): Promise<void> {
    await page
      .getByRole('button', { name: say(words, 'station.playName', { name: STATION }), exact: true })
      .first()
      .click();
    await expect
      .poll(() => bar(page, words).getByRole('status').textContent(), { timeout: 15_000 })
      .toContain(words['player.status.playing']);
  }

  const bar = (page: Page, words: Words) => page.getByRole('region', { name: words['player.region'] });

  async function openFullScreen(page: Page, words: Words) {
    await bar(page, words).getByRole('button', { name: words['player.openFullScreen'] }).click();
    const dialog = page.getByRole('dialog', { name: words['player.nowPlaying'] });
    await dialog.getByRole('heading', { name: words['player.sleep.heading'] }).waitFor();
    return dialog;
  }

  for (const { code, words, oneListening } of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      describe(`in ${code} at ${viewport.width} px`, () => {
        it('offers a labelled Stop, favourite, copy and WhatsApp links, chat and recent songs, and one listener count', async () => {
          const token = await register(`controls${code}${viewport.width}`);
          const page = await newPage(viewport, code, { token, scripts: [withoutShareSheet] });
          await playStation(page, words);
          // The title has been heard, so the station's recent songs hold it.
          await expect
            .poll(() => bar(page, words).getByRole('status').textContent(), { timeout: 15_000 })
            .toContain(STREAM_TITLE);
          const dialog = await openFullScreen(page, words);
          expect(await horizontalOverflow(page)).toBe(0);

          // Recent songs.
          const history = dialog.getByRole('list').filter({ hasText: STREAM_TITLE });
          await history.waitFor({ timeout: 15_000 });

          // The listener count: the same words as the station's details, counting this listener.
          const describedBy = (await dialog.getAttribute('aria-describedby')) ?? '';
          const audience = page.locator(`[id="${describedBy}"] span`).last();
          await expect.poll(() => audience.textContent(), { timeout: 10_000 }).toBe(oneListening);

          expect(await seriousViolations(page)).toEqual([]);
          await saveScreenshot(page, `player-controls-${code}-${viewport.width}`);

          // Favourite.
          await dialog.getByRole('button', { name: words['station.addFavorite'] }).click();
          await dialog.getByRole('button', { name: words['station.favorited'] }).waitFor();
          expect(
            await dialog.getByRole('button', { name: words['station.favorited'] }).getAttribute('aria-pressed'),
          ).toBe('true');

          // Sharing without a share sheet: the link copied, and WhatsApp with the station's address.
          await dialog.getByRole('button', { name: words['station.sharing.copyLink'] }).click();
          await dialog.getByRole('button', { name: words['station.linkCopied'] }).waitFor();
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          expect(copied).toMatch(/\/station\/[^/]+$/);
          const whatsApp = await dialog
            .getByRole('link', { name: words['station.sharing.whatsApp'] })
            .getAttribute('href');
          expect(whatsApp).toContain('https://wa.me/?text=');
          expect(decodeURIComponent(whatsApp?.split('text=')[1] ?? '')).toContain(copied);

          // Chat opens over the player and closes back to it.
          await dialog.getByRole('button', { name: words['chat.open'], exact: true }).click();
          const chat = page.getByRole('dialog', { name: say(words, 'chat.title', { name: STATION }) });
          await chat.getByRole('textbox', { name: words['chat.message'] }).waitFor();
          await page.keyboard.press('Escape');
          await expect.poll(() => chat.count()).toBe(0);
          expect(await dialog.count()).toBe(1);

          // The station's details say the same count.
          await dialog.getByRole('button', { name: words['player.minimise'] }).click();
          await expect.poll(() => dialog.count()).toBe(0);
          await page
            .getByRole('list', { name: words['discover.results'] })
            .getByRole('button', { name: STATION, exact: true })
            .click();
          const details = page.getByRole('dialog', { name: STATION });
          const listeners = details
            .locator('dt', { hasText: words['station.fact.listeners'] })
            .locator('xpath=following-sibling::dd');
          await expect.poll(() => listeners.textContent()).toBe(oneListening);
          await page.keyboard.press('Escape');
          await expect.poll(() => details.count()).toBe(0);

          // Stop: a button with its word on it, which stops the station.
          const again = await openFullScreen(page, words);
          const stop = again.getByRole('button', { name: words['player.stop'], exact: true });
          expect(await stop.textContent()).toContain(words['player.stop']);
          await stop.click();
          await expect.poll(() => again.textContent()).toContain(`${STATION} · ${words['player.status.paused']}`);
          expect(await page.evaluate(() => window.playerAudio?.paused)).toBe(true);
          await page.close();
        });

        it("fades out and stops at the sleep timer's end, on the page's clock", async () => {
          const page = await newPage(viewport, code);
          await page.clock.install();
          await playStation(page, words);
          const dialog = await openFullScreen(page, words);
          expect(await page.evaluate(() => window.playerAudio?.volume)).toBeCloseTo(0.7);

          await dialog.getByRole('button', { name: say(words, 'player.sleep.minutes', { minutes: 15 }) }).click();
          const timer = dialog.getByRole('timer');
          await timer.waitFor();
          const started = (await timer.textContent()) ?? '';

          // Half-way through the last 30 seconds: playing at half the volume.
          await page.clock.runFor(15 * 60_000 - 15_000);
          expect(await timer.textContent()).not.toBe(started);
          expect(await page.evaluate(() => window.playerAudio?.volume ?? 1)).toBeGreaterThan(0.7 * 0.4);
          expect(await page.evaluate(() => window.playerAudio?.volume ?? 1)).toBeLessThan(0.7 * 0.6);
          expect(await dialog.textContent()).toContain(`${STATION} · ${words['player.status.playing']}`);

          await page.clock.runFor(16_000);
          await expect.poll(() => dialog.textContent()).toContain(`${STATION} · ${words['player.status.paused']}`);
          expect(await page.evaluate(() => window.playerAudio?.paused)).toBe(true);
          // The next play is at the chosen volume again, and the timer is gone.
          expect(await page.evaluate(() => window.playerAudio?.volume)).toBeCloseTo(0.7);
          expect(await timer.count()).toBe(0);

          // A timer cancelled before its end never stops the station.
          await dialog.getByRole('button', { name: words['player.play'], exact: true }).click();
          await expect
            .poll(() => dialog.textContent(), { timeout: 15_000 })
            .toContain(`${STATION} · ${words['player.status.playing']}`);
          await dialog.getByRole('button', { name: say(words, 'player.sleep.minutes', { minutes: 30 }) }).click();
          await dialog.getByRole('button', { name: words['player.sleep.cancel'] }).click();
          await page.clock.runFor(31 * 60_000);
          expect(await dialog.textContent()).toContain(`${STATION} · ${words['player.status.playing']}`);

          // Closing the player ends its timer: a station played afterwards plays on.
          await dialog.getByRole('button', { name: say(words, 'player.sleep.minutes', { minutes: 15 }) }).click();
          await dialog.getByRole('button', { name: words['player.close'] }).click();
          await expect.poll(() => dialog.count()).toBe(0);
          await playFromCard(page, words);
          await page.clock.runFor(16 * 60_000);
          expect(await bar(page, words).getByRole('status').textContent()).toContain(words['player.status.playing']);
          await page.close();
        });

        it('shows the played station under Recently played on Home after a reload, without an account', async () => {
          const page = await newPage(viewport, code);
          await page.goto(server.baseUrl);
          expect(await page.getByRole('list', { name: words['home.recent.heading'] }).count()).toBe(0);
          await playStation(page, words);
          await bar(page, words).getByRole('button', { name: words['player.close'] }).click();
          await page.goto(server.baseUrl);
          await page.reload();
          const recent = page.getByRole('list', { name: words['home.recent.heading'] });
          await recent.getByRole('heading', { name: STATION }).waitFor();
          expect(await recent.getByRole('article').count()).toBe(1);
          await page.close();
        });
      });
    }
  }

  it('offers casting only where the browser sees a device', async () => {
    const withDevice = await newPage({ width: 1280, height: 900 }, 'en', { scripts: [withCastDevice] });
    await playStation(withDevice, en);
    const dialog = await openFullScreen(withDevice, en);
    await dialog.getByRole('button', { name: 'Cast' }).click();
    expect(await withDevice.evaluate(() => window.castPrompts)).toBe(1);
    await withDevice.close();

    const without = await newPage({ width: 1280, height: 900 }, 'en');
    await playStation(without, en);
    const plain = await openFullScreen(without, en);
    await plain.getByRole('list').filter({ hasText: STREAM_TITLE }).waitFor({ timeout: 15_000 });
    expect(await plain.getByRole('button', { name: 'Cast' }).count()).toBe(0);
    await without.close();
  });

  it("offers to stop at the end of the current show when the station's schedule has one on now", async () => {
    const [station] = (await (
      await fetch(`${server.baseUrl}/api/stations?search=${encodeURIComponent(STATION)}`)
    ).json()) as { id: string }[];
    // A programme from the top of this hour (UTC) for two hours, saved as the studio saves it.
    const now = new Date();
    const hour = (offset: number) => `${String((now.getUTCHours() + offset) % 24).padStart(2, '0')}:00`;
    const day = now.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
    const programmes = [{ day, start: hour(0), end: hour(2), title: 'The Evening Show', host: '', description: '' }];
    const db = new Database(path.join(server.dataDir, 'sauti.sqlite'), { fileMustExist: true });
    try {
      db.prepare(
        'INSERT INTO station_schedules (station_id, timezone, programmes, updated_at) VALUES (?, ?, ?, ?)',
      ).run(station?.id, 'UTC', JSON.stringify(programmes), now.toISOString());
    } finally {
      db.close();
    }
    const page = await newPage({ width: 360, height: 740 }, 'en');
    await page.clock.install();
    await playStation(page, en);
    const dialog = await openFullScreen(page, en);
    await dialog.getByRole('button', { name: en['player.sleep.endOfShow'] }).click();
    await dialog.getByRole('timer').waitFor();
    // When the show ends, so does the listening.
    const toShowEnd = 2 * 3_600_000 - (now.getTime() % 3_600_000);
    await page.clock.runFor(toShowEnd + 2_000);
    await expect.poll(() => dialog.textContent()).toContain(`${STATION} · ${en['player.status.paused']}`);
    await page.close();
  });
});
