// The admin's Quality tab in Chromium (issue 28.7), on a desktop and a 360 px phone: findings with their
// reasons, a one-click fix that takes a junk station off the lists, and the descriptions panel; axe
// finds no serious violation and nothing overflows the screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountEnv, logInAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { horizontalOverflow } from './support/layout';
import { signedInPage } from './support/listener';
import { type RunningServer, startServer } from './support/server';

const VIEWPORTS = [
  { name: 'desktop', junk: '#0#', viewport: { width: 1280, height: 900 } },
  { name: 'phone', junk: '###', viewport: { width: 360, height: 780 } },
] as const;

describe('the admin Quality tab in Chromium', () => {
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  let adminToken: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    catalogue = await writeCatalogueFile([
      aRadioBrowserRecord({ name: '#0#', countrycode: 'KE', url: 'http://127.0.0.1:9/zero.mp3' }),
      aRadioBrowserRecord({ name: '###', countrycode: 'KE', url: 'http://127.0.0.1:9/hash.mp3' }),
      aRadioBrowserRecord({ name: 'CHENNAI LIVE', countrycode: 'UG', url: 'http://127.0.0.1:9/chennai.mp3' }),
      aRadioBrowserRecord({ name: 'Nairobi Fine FM', countrycode: 'KE', url: 'http://127.0.0.1:9/fine.mp3' }),
    ]);
    [server, browser] = await Promise.all([
      startServer({ CATALOGUE_FILE: catalogue.file, ...adminAccountEnv }),
      launchBrowser(),
    ]);
    adminToken = await logInAdmin(server.baseUrl);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await server?.stop();
    await catalogue?.remove();
    await browser?.close();
  });

  describe.each(VIEWPORTS)('as an admin on a $name', ({ junk, viewport }) => {
    let page: Page;

    beforeAll(async () => {
      page = await signedInPage(browser, adminToken, { viewport });
      contexts.push(page.context());
    });

    it('lists what looks wrong with the reason, and hides a junk station in one click', async () => {
      await page.goto(`${server.baseUrl}/admin/quality`);
      await page.getByRole('heading', { name: 'Quality', level: 2 }).waitFor();
      const findings = page.getByRole('list', { name: 'Findings' });
      await findings.getByText('Its name or city mentions Chennai, in India, but it is filed under Uganda.').waitFor();
      await findings.getByText(`“${junk}” has no letters: it is not a station's name.`).waitFor();
      expect(await findings.getByText('Nairobi Fine FM').count()).toBe(0);
      await page.getByText('Every station has a description.').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page
        .getByRole('group', { name: `Fixes for ${junk}` })
        .getByRole('button', { name: 'Hide from listeners' })
        .click();
      await page.getByRole('status').getByText(`${junk} is hidden from listeners.`).waitFor();
      const listed = (await (await fetch(`${server.baseUrl}/api/stations?limit=100`)).json()) as Array<{
        name: string;
      }>;
      expect(listed.map((item) => item.name)).toContain('CHENNAI LIVE');
      expect(listed.map((item) => item.name)).not.toContain(junk);
      expect(await findings.getByText(`“${junk}” has no letters: it is not a station's name.`).count()).toBe(0);
    });
  });
});
