// Merging two stations in Chromium (issue 28, point 6), as an admin on a desktop and on a 360 px phone:
// choosing the station to keep shows both side by side and merges nothing until the admin confirms;
// the merge's audit log entry then has "Undo", which brings the merged station and its stream back.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountEnv, logInAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { horizontalOverflow } from './support/layout';
import { signedInPage } from './support/listener';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 780 } },
] as const;

const kept = (name: string) => `Coast Gospel ${name}`;
const duplicate = (name: string) => `Pwani Injili ${name}`;
const duplicateStream = (name: string) => `http://127.0.0.1:9/pwani-${name}.mp3`;

describe('merging stations in Chromium', () => {
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  let adminToken: string;
  const contexts: BrowserContext[] = [];

  const stationNamed = async (name: string) => {
    const response = await fetch(`${server.baseUrl}/api/stations?search=${encodeURIComponent(name)}`);
    const found = ((await response.json()) as Array<{ id: string; name: string; url: string }>).find(
      (station) => station.name === name,
    );
    return found ?? null;
  };

  beforeAll(async () => {
    catalogue = await writeCatalogueFile(
      VIEWPORTS.flatMap(({ name }) => [
        aRadioBrowserRecord({ name: kept(name), countrycode: 'KE', url: `http://127.0.0.1:9/coast-${name}.mp3` }),
        aRadioBrowserRecord({ name: duplicate(name), countrycode: 'KE', url: duplicateStream(name) }),
      ]),
    );
    [server, browser] = await Promise.all([
      startServer({ CATALOGUE_FILE: catalogue.file, SAFE_FETCH_ALLOW: '127.0.0.1:*', ...adminAccountEnv }),
      launchBrowser(),
    ]);
    adminToken = await logInAdmin(server.baseUrl);
  });
  afterAll(async () => {
    await server?.stop();
    await catalogue?.remove();
    await browser?.close();
  });

  describe.each(VIEWPORTS)('as an admin on a $name', ({ name, viewport }) => {
    let page: Page;

    beforeAll(async () => {
      page = await signedInPage(browser, adminToken, { viewport });
      contexts.push(page.context());
    });

    it('shows both stations side by side and merges only once the admin confirms', async () => {
      const before = await stationNamed(duplicate(name));
      expect(before).not.toBeNull();
      await page.goto(`${server.baseUrl}/admin/stations`);
      await page.getByLabel('Search stations').fill(duplicate(name));
      const row = page
        .getByRole('list', { name: 'Stations' })
        .getByRole('listitem')
        .filter({ hasText: duplicate(name) })
        .first();
      await row.getByRole('button', { name: 'Merge', exact: true }).click();
      await row.getByLabel('Find the station to keep').fill(kept(name));
      await row.getByRole('button', { name: `Merge into ${kept(name)}` }).click();

      const confirmation = row.getByRole('region', { name: `Merge ${duplicate(name)} into ${kept(name)}?` });
      await confirmation.waitFor();
      await confirmation.getByText('Merged, then removed').waitFor();
      await confirmation.getByText('Kept', { exact: true }).waitFor();
      await confirmation.getByText(duplicateStream(name)).waitFor();
      expect(await confirmation.getByText(kept(name), { exact: true }).count()).toBeGreaterThan(0);
      // Choosing the station to keep merged nothing yet.
      expect(await stationNamed(duplicate(name))).not.toBeNull();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-merge-confirm-${name}`, true);

      await confirmation.getByRole('button', { name: 'Confirm merge' }).click();
      await page
        .getByText(`${duplicate(name)} was merged into ${kept(name)}. You can undo it from the audit log.`)
        .waitFor();
      await expect.poll(() => stationNamed(duplicate(name))).toBeNull();
    });

    it('undoes the merge from its audit log entry: the merged station and its stream come back', async () => {
      await page.goto(`${server.baseUrl}/admin/audit`);
      const entry = page
        .getByRole('list', { name: 'Audit Log' })
        .getByRole('listitem')
        .filter({ hasText: 'station.merge' })
        .filter({ hasText: kept(name) })
        .first();
      await entry.getByRole('button', { name: `Undo station.merge on ${kept(name)}` }).click();
      await page.getByText(`Undone: ${duplicate(name)} is back as it was.`).waitFor();
      await entry.getByText(/^Undone /).waitFor();
      expect(await entry.getByRole('button', { name: /^Undo/ }).count()).toBe(0);
      await expect.poll(async () => (await stationNamed(duplicate(name)))?.url).toBe(duplicateStream(name));
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-merge-undone-${name}`, true);
    });
  });
});
