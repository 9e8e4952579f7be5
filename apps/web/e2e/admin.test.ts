// The admin area in Chromium (issue 11), as an admin on a desktop and on a 360 px phone: the dashboard's
// charts, hiding a country from /discover, adding a station from a fake radio server and playing it,
// approving a submission, and "Verify All" with its progress bar followed to the end; axe finds no
// serious violation. Visitors and non-admins are told the area needs an admin.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountEnv, logInAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { horizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const GHANA_STATION = 'Accra Admin FM';
const KENYA_STATION = 'Nairobi Admin FM';
const HELD_STATION = 'Held Line FM';

/**
 * A stream host that answers nobody until released: "Verify All" then stays part-way, so the test can
 * see the progress bar move before it lets the last check end.
 */
interface HeldStreamHost {
  url: string;
  held(): number;
  release(): void;
  stop(): Promise<void>;
}

async function startHeldStreamHost(): Promise<HeldStreamHost> {
  let waiting: ServerResponse[] = [];
  const server: Server = createServer((_request, response) => {
    waiting.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/held.mp3`,
    held: () => waiting.length,
    release() {
      for (const response of waiting) response.writeHead(404).end();
      waiting = [];
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 780 } },
] as const;

describe('the admin area in Chromium', () => {
  let fake: FakeIcecast;
  let heldHost: HeldStreamHost;
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  let adminToken: string;
  const contexts: BrowserContext[] = [];

  const api = async (method: string, url: string, body?: unknown, token?: string) =>
    fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    [fake, heldHost] = await Promise.all([startFakeIcecast(GHANA_STATION, 'Admin Morning'), startHeldStreamHost()]);
    catalogue = await writeCatalogueFile([
      aRadioBrowserRecord({ name: GHANA_STATION, countrycode: 'GH', url: fake.streamUrl, votes: 90 }),
      aRadioBrowserRecord({
        name: KENYA_STATION,
        countrycode: 'KE',
        url: `http://127.0.0.1:${fake.port}/nairobi.mp3`,
        votes: 80,
      }),
      aRadioBrowserRecord({ name: HELD_STATION, countrycode: 'GH', url: heldHost.url, votes: 70 }),
    ]);
    [server, browser] = await Promise.all([
      startServer({
        CATALOGUE_FILE: catalogue.file,
        SAFE_FETCH_ALLOW: '127.0.0.1:*',
        ...adminAccountEnv,
      }),
      launchBrowser(),
    ]);
    adminToken = await logInAdmin(server.baseUrl);
    for (const { name } of VIEWPORTS) {
      const sent = await api('POST', '/api/inbox/submissions', {
        stationName: `Submitted ${name} FM`,
        streamUrl: `http://127.0.0.1:${fake.port}/submitted-${name}.mp3`,
        country: 'GH',
        language: 'en',
        genre: 'gospel',
        submitterName: 'Kojo',
        submitterEmail: 'kojo@example.org',
      });
      expect(sent.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([fake?.stop(), heldHost?.stop(), catalogue?.remove()]);
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  async function newPage(viewport: { width: number; height: number }, token: string | null): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    if (token) await context.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
    return context.newPage();
  }

  it('tells an anonymous visitor the area needs an admin, with a way to log in', async () => {
    const page = await newPage({ width: 360, height: 780 }, null);
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByRole('form', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    // Not one admin call was answered to a visitor.
    expect((await api('GET', '/api/analytics/dashboard')).status).toBe(401);
  });

  it('tells a logged-in listener who is not an admin why the area stays closed', async () => {
    const registered = await api('POST', '/api/auth/register', {
      email: 'listener@example.org',
      password: 'listener password',
      username: 'listener',
    });
    const { access_token } = (await registered.json()) as { access_token: string };
    const page = await newPage({ width: 1280, height: 900 }, access_token);
    await page.goto(`${server.baseUrl}/admin/stations`);
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    await page.getByText('You are logged in as listener, which is not an admin account.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Login' }).count()).toBe(0);
  });

  describe.each(VIEWPORTS)('as an admin on a $name', ({ name, viewport }) => {
    let page: Page;
    const tabs = () => page.getByRole('navigation', { name: 'Admin sections' });

    beforeAll(async () => {
      page = await newPage(viewport, adminToken);
    });

    it('shows the dashboard with its figures and charts, within the screen', async () => {
      await page.goto(`${server.baseUrl}/admin`);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.getByText('Total Stations').waitFor();
      for (const caption of [
        'Listening hours per day (30 days)',
        'New users per day (30 days)',
        'Plays by country (30 days)',
      ]) {
        await page.getByRole('figure', { name: caption }).locator('svg.recharts-surface').waitFor();
      }
      await page.getByRole('heading', { name: 'Stream health' }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-dashboard-${name}`, true);
    });

    it('hides a country from /discover with its toggle, and shows it again', async () => {
      await tabs().getByRole('link', { name: 'Countries' }).click();
      const kenya = page.getByRole('switch', { name: 'Kenya discoverable' });
      await kenya.waitFor();
      expect(await kenya.isChecked()).toBe(true);
      await kenya.uncheck();
      await page.getByText('Kenya is now hidden from listeners.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${server.baseUrl}/discover`);
      const stations = page.getByRole('list', { name: 'Stations' });
      await stations.getByText(GHANA_STATION).first().waitFor();
      expect(await stations.getByText(KENYA_STATION).count()).toBe(0);

      await page.goto(`${server.baseUrl}/admin/countries`);
      await page.getByRole('switch', { name: 'Kenya discoverable' }).check();
      await page.getByText('Kenya is discoverable again.').waitFor();
      await page.goto(`${server.baseUrl}/discover`);
      await page.getByRole('list', { name: 'Stations' }).getByText(KENYA_STATION).first().waitFor();
    });

    it('adds a station from a radio server after checking its stream, and plays it', async () => {
      const station = `Added ${name} FM`;
      await page.goto(`${server.baseUrl}/admin/add-station`);
      const form = page.getByRole('form', { name: 'Add Station' });
      await form.getByLabel('Station name').fill(station);
      await form.getByLabel('Streaming URL').fill(`http://127.0.0.1:${fake.port}/added-${name}.mp3`);
      await form.getByLabel('Country').selectOption('GH');
      await form.getByRole('button', { name: 'Add Station' }).click();
      await page.getByText('The stream plays.').waitFor();
      await page.getByText(`${station} was added.`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Open its page' }).click();
      const dialog = page.getByRole('dialog', { name: station });
      await dialog
        .getByRole('button', { name: `Play ${station}` })
        .first()
        .click();
      // The player behind the dialog says so too, but the open dialog hides it from the accessibility tree.
      await dialog.getByText(/now playing/i).waitFor({ timeout: 15_000 });
      await dialog.getByRole('button', { name: /^Pause/ }).waitFor();
    });

    it('approves a submitted station, which joins the catalogue', async () => {
      const submitted = `Submitted ${name} FM`;
      await page.goto(`${server.baseUrl}/admin/inbox`);
      const entry = page.getByRole('list', { name: 'Inbox' }).getByRole('listitem').filter({ hasText: submitted });
      await entry.getByRole('button', { expanded: false }).click();
      await entry.getByRole('link', { name: 'Reply to kojo@example.org' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await entry.getByRole('button', { name: 'Approve', exact: true }).click();
      await page.getByText(`${submitted} was approved and added to the stations.`).waitFor();
      const listed = (await (
        await api('GET', `/api/stations?search=${encodeURIComponent(submitted)}`)
      ).json()) as Array<{
        name: string;
      }>;
      expect(listed.map((station) => station.name)).toContain(submitted);
    });

    it('runs Verify All with a live progress bar that reaches the end, then lists the results', async () => {
      await page.goto(`${server.baseUrl}/admin/verification`);
      await page.getByRole('button', { name: 'Verify All' }).click();
      await page.getByRole('button', { name: 'Verifying...' }).waitFor();
      const bar = page.getByRole('progressbar', { name: 'Verification progress' });
      // Every station but the held one is checked; the bar shows the run part-way.
      await expect.poll(() => heldHost.held(), { timeout: 15_000 }).toBeGreaterThan(0);
      const position = async () => ({
        checked: Number(await bar.getAttribute('aria-valuenow')),
        total: Number(await bar.getAttribute('aria-valuemax')),
      });
      await expect
        .poll(
          async () => {
            const { checked, total } = await position();
            return total > 0 ? total - checked : null;
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      heldHost.release();
      await page.getByRole('button', { name: 'Verify All' }).waitFor({ timeout: 15_000 });
      const total = Number(await bar.getAttribute('aria-valuemax'));
      expect(total).toBeGreaterThanOrEqual(4);
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(total);
      const results = page.getByRole('table', { name: 'Verification results' });
      await expect.poll(() => results.getByRole('row').filter({ hasText: HELD_STATION }).textContent()).toMatch(/No/);
      expect(await results.getByRole('row').filter({ hasText: GHANA_STATION }).textContent()).toMatch(/Yes/);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-verification-${name}`, true);
    });
  });
});
