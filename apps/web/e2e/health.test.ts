import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountEnv, logInAdmin } from './support/admin';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { type RunningServer, startServer } from './support/server';

const HEALTHY = 'Checked Daily FM';
const QUIET = 'Gone Quiet FM';
const IMPORTED = 'Radio Browser Only FM';

interface StationRow {
  id: string;
  slug: string;
  name: string;
}

describe('stream health in Chromium', () => {
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let stations: Record<string, StationRow>;
  let token: string;

  const api = async (method: string, url: string, token?: string) =>
    fetch(`${server.baseUrl}${url}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const card = (name: string) =>
    page.getByRole('list', { name: 'Stations' }).getByRole('listitem').filter({ hasText: name });

  beforeAll(async () => {
    fake = await startFakeIcecast(HEALTHY, 'Morning Show');
    catalogue = await writeCatalogueFile([
      // Radio Browser's word on the stream, which our check's measurement replaces.
      aRadioBrowserRecord({ name: HEALTHY, url: fake.streamUrl, votes: 90, codec: 'AAC', bitrate: 64 }),
      // Nothing listens on port 9.
      aRadioBrowserRecord({ name: QUIET, url: 'http://127.0.0.1:9/quiet.mp3', votes: 80 }),
      // Three more that nothing answers: a Verify All then fails mostly at network level.
      ...['One', 'Two', 'Three'].map((n) =>
        aRadioBrowserRecord({ name: `Unreachable ${n} FM`, url: `http://127.0.0.1:9/unreachable-${n}.mp3` }),
      ),
      aRadioBrowserRecord({
        name: IMPORTED,
        url: 'http://127.0.0.1:9/imported.mp3',
        votes: 70,
        lastchecktime_iso8601: '2026-01-01T00:00:00Z',
      }),
    ]);
    [server, browser] = await Promise.all([
      startServer({
        CATALOGUE_FILE: catalogue.file,
        SAFE_FETCH_ALLOW: '127.0.0.1:*',
        ...adminAccountEnv,
        // One failed check takes a station off the air, so the test need not wait 12 hours.
        CHECK_FAILURES_TO_HIDE: '1',
        CHECK_HIDE_AFTER_HOURS: '0',
      }),
      launchBrowser(),
    ]);
    const listed = (await (await api('GET', '/api/stations?limit=20')).json()) as StationRow[];
    stations = Object.fromEntries(listed.map((station) => [station.name, station]));
    token = await logInAdmin(server.baseUrl);
    for (const name of [HEALTHY, QUIET]) {
      const checked = await api('POST', `/api/admin/stations/${stations[name]?.id}/check`, token);
      expect(checked.status).toBe(200);
    }
    page = await browser.newPage();
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
    await catalogue?.remove();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  it("shows a card's health and how long ago our check was, and labels Radio Browser's check as its own", async () => {
    await page.goto(`${server.baseUrl}/discover`);
    const healthy = card(HEALTHY);
    await healthy.getByText('Stream Health: Good').waitFor();
    expect(await healthy.textContent()).toMatch(/checked (now|\d+ seconds? ago|\d+ minutes? ago)/);
    expect(await card(IMPORTED).textContent()).toMatch(/last checked by Radio Browser \d+ (months?|years?) ago/);
  });

  it('shows the health and its check time in the detail dialog, with the real codec and bitrate', async () => {
    await card(HEALTHY).getByRole('button', { name: HEALTHY, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: HEALTHY });
    await dialog.getByText('Stream Health: Good').waitFor();
    expect(await dialog.textContent()).toMatch(/checked (now|\d+ seconds? ago|\d+ minutes? ago)/);
    expect(await dialog.getByText('128 kbps').count()).toBe(1);
    expect(await dialog.getByText('MP3', { exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('stores a report sent from the card\'s "Report station"', async () => {
    await card(HEALTHY)
      .getByRole('button', { name: `More for ${HEALTHY}` })
      .click();
    await page.getByRole('menuitem', { name: 'Report station' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${HEALTHY}` });
    await dialog.getByLabel('Its details are wrong').check();
    await dialog.getByLabel(/Note/).fill('The station moved to another frequency.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText("Thank you for telling us. We'll look into this station.").waitFor();
    const database = new Database(path.join(server.dataDir, 'sauti.sqlite'), { readonly: true });
    try {
      const rows = database.prepare('select station_id, reason, note, status from station_reports').all();
      expect(rows).toEqual([
        {
          station_id: stations[HEALTHY]?.id,
          reason: 'wrong_details',
          note: 'The station moved to another frequency.',
          status: 'new',
        },
      ]);
    } finally {
      database.close();
    }
  });

  it('leaves an off-air station out of lists, and opens its own link with an "off air right now" notice', async () => {
    await page.goto(`${server.baseUrl}/discover`);
    await card(HEALTHY).waitFor();
    expect(await card(QUIET).count()).toBe(0);
    await page.goto(`${server.baseUrl}/station/${stations[QUIET]?.slug}`);
    const dialog = page.getByRole('dialog', { name: QUIET });
    await dialog.getByText('Off air right now').waitFor();
    expect(await dialog.getByText('Stream Health: Off air').count()).toBe(1);
  });
  // Last: its Verify All changes what the cards above show.
  it('counts the four kinds on the dashboard and says a run that failed at network level was not applied', async () => {
    const run = (await (await api('POST', '/api/stations/verify-all', token)).json()) as {
      applied: boolean;
      network_failures: number;
    };
    expect(run).toMatchObject({ applied: false, network_failures: 5 });
    const admin = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await admin.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
    const dashboard = await admin.newPage();
    try {
      await dashboard.goto(`${server.baseUrl}/admin`);
      const health = dashboard.getByRole('region', { name: 'Stream health' });
      await health.getByText('Working: 1').waitFor();
      await health.getByText('Down: 0').waitFor();
      await health.getByText('Not yet checked by us: 0').waitFor();
      await health.getByText('Unknown (our check could not tell): 5').waitFor();
      await health
        .getByRole('status')
        .getByText(/not applied: 5 of 6 failed at network level/)
        .waitFor();
    } finally {
      await admin.close();
    }
  });
});
