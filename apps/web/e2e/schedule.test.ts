// A station's schedule in Chromium (issue 29, point 3), at 360 and 1280 px: the station's owner, in
// Nairobi, sets tonight's show (on now) and the one after it (next) in the studio's schedule editor;
// a listener in New York opens the public station page and sees both, at New York's clock.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { horizontalOverflow } from './support/layout';
import { fillProgramme, HOUR_MS, wallClock } from './support/schedule';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const STATION = 'Sauti ya Jioni';
const OWNER_ZONE = 'Africa/Nairobi';
const LISTENER_ZONE = 'America/New_York';

/** "11:00 AM" as the listener's page writes a time, spaces made plain (ICU's narrow ones vary). */
const listenerTime = (instant: number) =>
  new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: LISTENER_ZONE }).format(instant).replace(/\s/g, ' ');
const plainSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('a station schedule in Chromium', () => {
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  let stationId: string;
  let stationSlug: string;
  let ownerToken: string;

  beforeAll(async () => {
    catalogue = await writeCatalogueFile([aRadioBrowserRecord({ name: STATION, countrycode: 'KE', votes: 40 })]);
    [server, browser] = await Promise.all([startServer({ CATALOGUE_FILE: catalogue.file }), launchBrowser()]);
    const found = (await (
      await fetch(`${server.baseUrl}/api/stations?search=${encodeURIComponent(STATION)}`)
    ).json()) as {
      id: string;
      slug: string;
    }[];
    stationId = found[0]?.id ?? '';
    stationSlug = found[0]?.slug ?? '';
    expect(stationId).not.toBe('');

    const username = 'jioni_owner';
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${username}@example.com`, password: 'correct horse battery', username }),
    });
    expect(registered.status).toBe(201);
    const { access_token, user } = (await registered.json()) as { access_token: string; user: { id: string } };
    ownerToken = access_token;
    // The owner as a verified claim leaves them (claiming is the broadcaster flow's own test).
    const db = new Database(path.join(server.dataDir, 'sauti.sqlite'), { fileMustExist: true });
    try {
      db.prepare(
        'INSERT INTO station_owners (station_id, user_id, claim_id, invited_by, created_at) VALUES (?, ?, NULL, NULL, ?)',
      ).run(stationId, user.id, new Date().toISOString());
    } finally {
      db.close();
    }
  });
  afterAll(async () => {
    await server?.stop();
    await catalogue?.remove();
    await browser?.close();
  });

  async function pageAt(width: number, timezoneId: string, token?: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 740 : 900 },
      timezoneId,
      locale: 'en-US',
    });
    const page = await context.newPage();
    if (token) await page.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
    return page;
  }

  for (const width of [360, 1280]) {
    it(`the owner sets tonight's show at ${width} px and a listener in New York sees it on now, and the next`, async () => {
      const thisHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
      const tonight = { title: `Jioni Live ${width}`, host: 'Amina' };
      const after = { title: `Usiku Mwema ${width}`, host: 'Juma' };

      const studio = await pageAt(width, OWNER_ZONE, ownerToken);
      await studio.goto(`${server.baseUrl}/studio/${stationId}?tab=schedule`);
      await studio.getByRole('heading', { name: 'Weekly schedule' }).waitFor();
      // The owner's own zone is the station's when it has none yet; a saved one stays.
      await expect.poll(() => studio.getByLabel('Station time zone').inputValue()).toBe(OWNER_ZONE);
      const remove = studio.getByRole('button', { name: /^Remove programme/ });
      while ((await remove.count()) > 0) await remove.first().click();

      await studio.getByRole('button', { name: 'Add programme' }).click();
      const now = wallClock(thisHour, OWNER_ZONE);
      const inAnHour = wallClock(thisHour + HOUR_MS, OWNER_ZONE);
      const inTwoHours = wallClock(thisHour + 2 * HOUR_MS, OWNER_ZONE);
      await fillProgramme(studio, 1, { day: now.day, start: now.time, end: inAnHour.time, ...tonight });
      await studio.getByRole('button', { name: 'Add programme' }).click();
      await fillProgramme(studio, 2, { day: inAnHour.day, start: inAnHour.time, end: inTwoHours.time, ...after });

      // Overlapping shows are refused in the owner's words before anything is sent.
      await studio
        .getByRole('group', { name: 'Programme 2' })
        .getByLabel('Starts')
        .fill(wallClock(thisHour + HOUR_MS / 2, OWNER_ZONE).time);
      await studio.getByRole('button', { name: 'Save schedule' }).click();
      await expect.poll(() => studio.getByRole('alert').textContent()).toBe('Programmes 1 and 2 overlap.');
      await studio.getByRole('group', { name: 'Programme 2' }).getByLabel('Starts').fill(inAnHour.time);
      await studio.getByRole('button', { name: 'Save schedule' }).click();
      await studio.getByText('Schedule saved.').waitFor();

      expect(await horizontalOverflow(studio)).toBe(0);
      expect(await seriousViolations(studio, 'main')).toEqual([]);
      await saveScreenshot(studio, `schedule-editor-${width}`, true);

      const saved = (await (await fetch(`${server.baseUrl}/api/stations/${stationId}/schedule`)).json()) as {
        timezone: string;
        programmes: { title: string }[];
      };
      expect(saved.timezone).toBe(OWNER_ZONE);
      expect(saved.programmes.map((programme) => programme.title).sort()).toEqual([tonight.title, after.title].sort());

      const listener = await pageAt(width, LISTENER_ZONE);
      await listener.goto(`${server.baseUrl}/station/${stationSlug}`);
      const details = listener.getByRole('dialog', { name: STATION });
      const schedule = details.getByRole('region', { name: 'Schedule' });
      await schedule.waitFor();
      const onNow = schedule.getByRole('definition').first();
      const next = schedule.getByRole('definition').nth(1);
      await expect.poll(() => onNow.textContent()).toContain(tonight.title);
      expect(await onNow.textContent()).toContain('with Amina');
      expect(plainSpaces(await onNow.locator('time').textContent())).toContain(
        `${listenerTime(thisHour)}–${listenerTime(thisHour + HOUR_MS)}`,
      );
      expect(await next.textContent()).toContain(after.title);
      expect(plainSpaces(await next.locator('time').textContent())).toContain(listenerTime(thisHour + HOUR_MS));
      expect(await schedule.getByRole('term').allTextContents()).toEqual(['On now', 'Next']);
      expect(await schedule.textContent()).toContain(`Times in your time zone (${LISTENER_ZONE})`);
      expect(await horizontalOverflow(listener)).toBe(0);
      expect(await seriousViolations(listener, 'section[aria-labelledby="station-schedule-heading"]')).toEqual([]);
      await saveScreenshot(listener, `schedule-station-${width}`);

      await studio.context().close();
      await listener.context().close();
    });
  }

  it("a listener who is not the owner gets no schedule editor: the studio says it is the owners'", async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'not_owner@example.com',
        password: 'correct horse battery',
        username: 'not_owner',
      }),
    });
    const { access_token } = (await response.json()) as { access_token: string };
    const page = await pageAt(1280, OWNER_ZONE, access_token);
    await page.goto(`${server.baseUrl}/studio/${stationId}?tab=schedule`);
    await page.getByText('Only this station’s owners can open its studio.').waitFor();
    expect(await page.getByRole('heading', { name: 'Weekly schedule' }).count()).toBe(0);
    await page.context().close();
  });
});
