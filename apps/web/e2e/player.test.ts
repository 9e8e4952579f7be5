import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const GOSPEL_STATION = 'Sauti Test Gospel';
const STREAM_TITLE = 'Sauti Choir - Morning Praise';
const DEAD_STATION = 'Dead Air FM';
/** Two records of one broadcaster: the import keeps the first and its 64 kbps duplicate as an alternate. */
const LIGHT_STATION = 'Sauti Light FM';
const LOGO = 'http://127.0.0.1:9/sauti-light-logo.png';

declare global {
  interface Window {
    /** The player's audio element, caught when it first plays (it is never attached to the page). */
    playerAudio?: HTMLMediaElement;
    /** Every "{station} · {status}" line the player bar has shown, in order. */
    playerStates: string[];
  }
}

/** Records the audio element and the bar's status lines, so short-lived states are not missed. */
function watchThePlayer() {
  window.playerStates = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    window.playerAudio = this;
    return play.call(this);
  };
  new MutationObserver(() => {
    const line = document.querySelector('section[aria-label="Player"] [role="status"] p')?.textContent?.trim();
    if (line && line !== window.playerStates.at(-1)) window.playerStates.push(line);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

describe('the player in Chromium', () => {
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let lightStream: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeIcecast(GOSPEL_STATION, STREAM_TITLE);
    lightStream = `http://127.0.0.1:${fake.port}/light-64.mp3`;
    catalogue = await writeCatalogueFile([
      aRadioBrowserRecord({ name: GOSPEL_STATION, tags: 'gospel', countrycode: 'GH', url: fake.streamUrl, votes: 50 }),
      // Nothing listens on port 9: neither the gateway nor the browser can reach this station.
      // Gospel too: "try instead" keeps the genre of the station that will not play.
      aRadioBrowserRecord({
        name: DEAD_STATION,
        tags: 'gospel',
        countrycode: 'GH',
        url: 'http://127.0.0.1:9/dead.mp3',
      }),
      aRadioBrowserRecord({
        name: LIGHT_STATION,
        countrycode: 'KE',
        url: `http://127.0.0.1:${fake.port}/light-128.mp3`,
        bitrate: 128,
        favicon: LOGO,
      }),
      aRadioBrowserRecord({ name: LIGHT_STATION, countrycode: 'KE', url: lightStream, bitrate: 64 }),
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

  async function openDiscover(): Promise<Page> {
    const page = await browser.newPage();
    await page.addInitScript(watchThePlayer);
    await page.goto(`${server.baseUrl}/discover`);
    return page;
  }

  const statusLine = (page: Page) => page.getByRole('region', { name: 'Player' }).getByRole('status').textContent();

  it('plays through the gateway, shows the now-playing title, pauses, resumes and stops', async () => {
    const page = await openDiscover();
    await page
      .getByRole('button', { name: `Play ${GOSPEL_STATION}` })
      .first()
      .click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/Sauti Test Gospel\s*·\s*playing/);

    const states = await page.evaluate(() => window.playerStates);
    expect(states.findIndex((line) => line.endsWith('loading'))).toBeGreaterThanOrEqual(0);
    expect(states.findIndex((line) => line.endsWith('loading'))).toBeLessThan(
      states.findIndex((line) => line.endsWith('playing')),
    );
    const source = await page.evaluate(() => window.playerAudio?.currentSrc ?? '');
    expect(new URL(source).origin).toBe(server.baseUrl);
    expect(new URL(source).pathname).toMatch(/^\/api\/streams\/[^/]+$/);
    expect(await page.evaluate(() => window.playerAudio?.paused)).toBe(false);
    expect(fake.connections()).toBeGreaterThan(0);

    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toContain(STREAM_TITLE);
    // The lock screen shows the same title.
    await expect
      .poll(() =>
        page.evaluate(() => [navigator.mediaSession.metadata?.artist, navigator.mediaSession.metadata?.title]),
      )
      .toEqual(['Sauti Choir', 'Morning Praise']);

    const player = page.getByRole('region', { name: 'Player' });
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => statusLine(page)).toMatch(/·\s*paused/);
    expect(await page.evaluate(() => window.playerAudio?.paused)).toBe(true);

    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/·\s*playing/);

    // Space toggles and M mutes while no text field has focus.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect.poll(() => statusLine(page)).toMatch(/·\s*paused/);
    await page.keyboard.press('Space');
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/·\s*playing/);
    await page.keyboard.press('m');
    await expect.poll(() => page.evaluate(() => window.playerAudio?.muted)).toBe(true);
    await page.keyboard.press('M');
    await expect.poll(() => page.evaluate(() => window.playerAudio?.muted)).toBe(false);

    await player.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => statusLine(page)).toMatch(/·\s*paused/);
    expect(await page.evaluate(() => window.playerAudio?.paused)).toBe(true);
    await page.close();
  });

  it("records a logged-in listener's session, so the station shows under Recently played", async () => {
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'listener@example.org', password: 'long enough secret', username: 'listener' }),
    });
    const { access_token: token } = (await registered.json()) as { access_token: string };
    const page = await browser.newPage();
    await page.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
    await page.addInitScript(watchThePlayer);
    await page.goto(`${server.baseUrl}/discover`);
    await page
      .getByRole('button', { name: `Play ${GOSPEL_STATION}` })
      .first()
      .click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/playing/);
    const recent = async () => {
      const response = await fetch(`${server.baseUrl}/api/listening/recent`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as Array<{ name: string }>).map((station) => station.name);
    };
    await expect.poll(recent, { timeout: 10_000 }).toEqual([GOSPEL_STATION]);
    await page.close();
  });

  it('shows why a dead station cannot play and recovers when the offered station is chosen', async () => {
    const page = await openDiscover();
    await page
      .getByRole('button', { name: `Play ${DEAD_STATION}` })
      .first()
      .click();
    const player = page.getByRole('region', { name: 'Player' });
    await expect
      .poll(() => player.getByRole('alert').textContent(), { timeout: 30_000 })
      .toMatch(/^Unable to play "Dead Air FM": \S/);
    expect(await statusLine(page)).toMatch(/·\s*error/);
    await saveScreenshot(page, 'player-error-1280');

    await player.getByRole('button', { name: `Try ${GOSPEL_STATION} instead` }).click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/Sauti Test Gospel\s*·\s*playing/);
    expect(await player.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('pauses while still loading without reporting an error', async () => {
    const page = await openDiscover();
    await page
      .getByRole('button', { name: `Play ${GOSPEL_STATION}` })
      .first()
      .click();
    const player = page.getByRole('region', { name: 'Player' });
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => statusLine(page)).toMatch(/·\s*paused/);
    // Longer than a retry pause: an interrupted attempt must not come back as a failure.
    await page.waitForTimeout(1_500);
    expect(await statusLine(page)).toMatch(/·\s*paused/);
    expect(await player.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('opens the full-screen player on a 360 px phone and minimises back to the bar', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await page.goto(`${server.baseUrl}/discover`);
    await page
      .getByRole('button', { name: `Play ${GOSPEL_STATION}` })
      .first()
      .click();
    const player = page.getByRole('region', { name: 'Player' });
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/·\s*playing/);

    await player.getByRole('button', { name: 'Open full-screen player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Now playing' });
    await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toContain('Ghana');
    await expect.poll(() => dialog.textContent(), { timeout: 5_000 }).toContain('1 listening');
    expect(await dialog.getByRole('slider', { name: 'Volume' }).inputValue()).toBe('0.7');
    const volume = dialog.getByRole('slider', { name: 'Volume' });
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await volume.inputValue()).toBe('0.6');
    // The gateway's audio is same-origin, so the visualizer can read it.
    await expect.poll(() => dialog.getByRole('img', { name: 'Audio visualizer' }).count()).toBe(1);
    expect(await dialog.getByText('Visualizer unavailable for this stream').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'player-full-screen-360');

    await dialog.getByRole('button', { name: 'Minimise player' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const box = await player.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
    // The assistant's launcher floats above the bar rather than over its controls.
    const launcher = await page.getByRole('button', { name: 'Open assistant' }).boundingBox();
    expect((launcher?.y ?? 0) + (launcher?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
    await saveScreenshot(page, 'player-bar-360');
    await page.close();
  });

  it('in low-data mode plays the lighter stream, skips logos and the visualizer, and meters the data', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await page.addInitScript(watchThePlayer);
    const logoRequests: string[] = [];
    // Logos come through our origin (GET /api/logos/:id), never from the station's host.
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/logos/')) logoRequests.push(request.url());
    });
    await page.goto(`${server.baseUrl}/discover?search=${encodeURIComponent(LIGHT_STATION)}`);
    await expect.poll(() => logoRequests.length).toBeGreaterThan(0);

    await page.getByRole('contentinfo').getByRole('switch', { name: 'Low-data mode' }).check();
    expect(await page.evaluate(() => localStorage.getItem('sauti.lowData'))).toBe('on');
    logoRequests.length = 0;
    await page.reload();
    await page
      .getByRole('button', { name: `Play ${LIGHT_STATION}` })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(logoRequests).toEqual([]);

    await page
      .getByRole('button', { name: `Play ${LIGHT_STATION}` })
      .first()
      .click();
    const player = page.getByRole('region', { name: 'Player' });
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/Sauti Light FM\s*·\s*playing/);
    // The 64 kbps duplicate, played directly: the gateway relays only the station's own stream.
    expect(await page.evaluate(() => window.playerAudio?.currentSrc)).toBe(lightStream);
    await player.getByText(/MB used · about 29 MB an hour/).waitFor();

    await player.getByRole('button', { name: 'Open full-screen player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Now playing' });
    await dialog.getByText('about 29 MB an hour').waitFor();
    expect(await dialog.getByRole('img', { name: 'Audio visualizer' }).count()).toBe(0);
    await saveScreenshot(page, 'player-low-data-360');

    await dialog.getByRole('switch', { name: 'Low-data mode' }).uncheck();
    await dialog.getByRole('img', { name: 'Audio visualizer' }).waitFor();
    expect(await dialog.getByText('about 29 MB an hour').count()).toBe(0);
    await page.close();
  });
});
