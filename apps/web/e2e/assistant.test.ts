import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { type RunningServer, startServer } from './support/server';

const GOSPEL_STATION = 'Sauti Test Gospel';
const SILENT_JAZZ = 'Nairobi Silent Jazz';
const PLAYING_JAZZ = 'Sauti Test Jazz';

describe('the assistant in Chromium', () => {
  let fake: FakeIcecast;
  let jazz: FakeIcecast;
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [fake, jazz] = await Promise.all([startFakeIcecast(GOSPEL_STATION), startFakeIcecast(PLAYING_JAZZ)]);
    catalogue = await writeCatalogueFile([
      aRadioBrowserRecord({ name: GOSPEL_STATION, tags: 'gospel,christian', countrycode: 'GH', url: fake.streamUrl }),
      // Same country and genre but failing its last check: the assistant must prefer the healthy one.
      aRadioBrowserRecord({ name: 'Broken Gospel Accra', tags: 'gospel', countrycode: 'GH', lastcheckok: 0 }),
      aRadioBrowserRecord({ name: 'Accra Highlife', tags: 'highlife', countrycode: 'GH' }),
      aRadioBrowserRecord({ name: 'Lagos Gospel', tags: 'gospel', countrycode: 'NG' }),
      aRadioBrowserRecord({ name: 'Nairobi Talk', tags: 'news,talk', countrycode: 'KE' }),
      aRadioBrowserRecord({ name: 'Radio Brazza', tags: 'rumba', countrycode: 'CG' }),
      // The most played jazz station of Kenya answers nothing: the gateway may not reach its port.
      aRadioBrowserRecord({
        name: SILENT_JAZZ,
        tags: 'jazz',
        countrycode: 'KE',
        clickcount: 1000,
        url: 'http://127.0.0.1:9/live',
      }),
      aRadioBrowserRecord({ name: PLAYING_JAZZ, tags: 'jazz', countrycode: 'KE', url: jazz.streamUrl }),
    ]);
    [server, browser] = await Promise.all([
      startServer({
        CATALOGUE_FILE: catalogue.file,
        SAFE_FETCH_ALLOW: `127.0.0.1:${fake.port},127.0.0.1:${jazz.port}`,
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
    await jazz?.stop();
    await catalogue?.remove();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  async function openAssistant(page: Page) {
    await page.goto(server.baseUrl);
    await page.getByRole('button', { name: 'Open assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Sauti assistant' });
    return { panel, input: panel.getByRole('textbox', { name: 'Message the assistant' }) };
  }

  it("plays the gospel station from Ghana when asked, and pauses it on 'pause'", async () => {
    const page = await browser.newPage();
    const { panel, input } = await openAssistant(page);
    const conversation = panel.getByRole('log', { name: 'Conversation' });
    const player = page.getByRole('region', { name: 'Player' });

    await input.press('Enter');
    expect(await conversation.getByRole('listitem').count()).toBe(0);

    await input.fill('play gospel from Ghana');
    await input.press('Enter');
    await expect.poll(() => conversation.textContent()).toContain(`Tuning in to ${GOSPEL_STATION} (Gospel, Ghana).`);
    await expect.poll(() => player.textContent(), { timeout: 15_000 }).toMatch(/Sauti Test Gospel\s*·\s*playing/);
    expect(fake.connections()).toBeGreaterThan(0);

    await input.fill('pause');
    await input.press('Enter');
    await expect.poll(() => conversation.textContent()).toContain(`Pausing ${GOSPEL_STATION}.`);
    await expect.poll(() => player.textContent()).toMatch(/Sauti Test Gospel\s*·\s*paused/);
    expect(await player.getByRole('button', { name: 'Play', exact: true }).isVisible()).toBe(true);
    await page.close();
  });

  it('admits a pick that fails to start, in the language asked, and plays the next one', async () => {
    const page = await browser.newPage();
    // The first of the results is picked, so the silent station (the most played) is tried first.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    const { panel, input } = await openAssistant(page);
    const conversation = panel.getByRole('log', { name: 'Conversation' });
    const player = page.getByRole('region', { name: 'Player' });

    await input.fill('mets du jazz du Kenya');
    await input.press('Enter');
    await expect.poll(() => conversation.textContent()).toContain(`Je mets ${SILENT_JAZZ} (Jazz, Kenya).`);
    await expect
      .poll(() => conversation.textContent(), { timeout: 20_000 })
      .toContain(`Impossible de lire ${SILENT_JAZZ}. Je mets ${PLAYING_JAZZ} (Jazz, Kenya).`);
    await expect.poll(() => player.textContent(), { timeout: 15_000 }).toMatch(/Sauti Test Jazz\s*·\s*playing/);
    await page.close();
  });

  it('takes focus into the panel, closes on Escape and gives focus back to its button, on a 360 px phone', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    const { panel, input } = await openAssistant(page);
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);

    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    const launcher = page.getByRole('button', { name: 'Open assistant' });
    // Radix gives focus back after its close animation frame, so wait for it rather than read it at once.
    await expect.poll(() => launcher.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it("answers with the spec's messages when the server cannot be reached", async () => {
    // Requests the service worker answers (station lists) pass it, not page.route: this page goes without it.
    const page = await browser.newPage({ serviceWorkers: 'block' });
    const { panel, input } = await openAssistant(page);
    const conversation = panel.getByRole('log', { name: 'Conversation' });

    await page.route('**/api/stations?*', (route) => route.abort());
    await input.fill('play gospel from Ghana');
    await input.press('Enter');
    await expect.poll(() => conversation.textContent()).toContain('Sorry, I had trouble processing that message.');

    await page.route('**/api/assistant/interpret', (route) => route.abort());
    await input.fill('play gospel from Ghana');
    await input.press('Enter');
    await expect
      .poll(() => conversation.textContent())
      .toContain("I'm having trouble processing that request right now. Please try again!");
    expect(await page.getByRole('region', { name: 'Player' }).count()).toBe(0);
    await page.close();
  });

  it('asks which Congo, offers both as buttons, and plays from the one pressed, in the page language', async () => {
    const page = await browser.newPage();
    await page.goto(server.baseUrl);
    // The app sets the page's language once its messages have loaded, before it renders the launcher.
    const launcher = page.getByRole('button', { name: 'Open assistant' });
    await launcher.waitFor();
    await page.evaluate(() => {
      document.documentElement.lang = 'fr';
    });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Sauti assistant' });
    const conversation = panel.getByRole('log', { name: 'Conversation' });
    const input = panel.getByRole('textbox', { name: 'Message the assistant' });

    await input.fill('radio du Congo');
    await input.press('Enter');
    await expect
      .poll(() => conversation.textContent())
      .toContain('Vous voulez dire la RD Congo (Kinshasa) ou la République du Congo (Brazzaville)');
    await panel.getByRole('button', { name: 'République du Congo (Brazzaville)' }).click();
    await expect.poll(() => conversation.textContent()).toContain('Je mets Radio Brazza');
    await expect.poll(() => panel.getByRole('button', { name: 'RD Congo (Kinshasa)' }).count()).toBe(0);
    await page.close();
  });

  it('says so when the browser has no speech recognition', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const scope = window as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    const { panel } = await openAssistant(page);
    await panel.getByRole('button', { name: 'Speak your request' }).click();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe('Speech recognition is not supported in your browser.');
    await page.close();
  });
});
