// Screenshots the suite leaves for people to look at (gitignored): apps/web/e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const folder = path.resolve(import.meta.dirname, '../screenshots');

/** A picture from the top of the page (the whole page when fullPage), with animations settled. */
export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage, animations: 'disabled' });
}
