// Layout in Chromium (issue 30, point 9), in English (left to right) and Arabic (right to left) at a
// phone's 360 px and a desktop's 1280 px: Home and Discover centred (the main column's left and right
// margins equal within 2 px), their headings and cards lined up edge to edge, and on a phone the admin
// area's tab bar and its list's filters fit without sideways scrolling.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountEnv, logInAdmin } from './support/admin';
import { launchBrowser } from './support/browser';
import { horizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

const LANGUAGES = [
  { code: 'en', dir: 'ltr', start: 'left' },
  { code: 'ar', dir: 'rtl', start: 'right' },
] as const;

interface Edges {
  left: number;
  right: number;
}

/** The box's distance from the viewport's left and right edges. */
async function edges(locator: Locator): Promise<Edges> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: document.documentElement.clientWidth - box.right };
  });
}

function boxesOf(elements: Element[]): Edges[] {
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: box.right };
  });
}

describe('page layout in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(adminAccountEnv), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await server?.stop();
    await browser?.close();
  });

  async function newPage(viewport: { width: number; height: number }, language: string, token?: string) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript((code) => localStorage.setItem('sauti.language', code), language);
    if (token) await context.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
    return context.newPage();
  }

  /** Opens `path` in `language` and waits for its first grid of station cards. */
  async function openCards(
    viewport: { width: number; height: number },
    language: (typeof LANGUAGES)[number],
    path: string,
  ): Promise<{ page: Page; grid: Locator }> {
    const page = await newPage(viewport, language.code);
    await page.goto(`${server.baseUrl}${path}`);
    await page.locator(`html[dir="${language.dir}"]`).waitFor({ state: 'attached' });
    const grid = page
      .locator('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .first();
    await grid.waitFor();
    return { page, grid };
  }

  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      it(`centres Home in ${language.code} at ${viewport.width} px, headings in line with the cards`, async () => {
        const { page, grid } = await openCards(viewport, language, '/');
        const cards = await edges(grid);
        const title = await edges(page.getByRole('heading', { level: 1 }));
        expect(Math.abs(cards.left - cards.right)).toBeLessThanOrEqual(2);
        // The headline starts where the cards do: on the left in English, on the right in Arabic.
        expect(Math.abs(title[language.start] - cards[language.start])).toBeLessThanOrEqual(2);
        expect(await horizontalOverflow(page)).toBe(0);
        await saveScreenshot(page, `layout-home-${language.code}-${viewport.width}`);
      });

      it(`centres Discover in ${language.code} at ${viewport.width} px, headings in line with the cards`, async () => {
        const { page, grid } = await openCards(viewport, language, '/discover');
        const column = await page.locator('main aside').evaluate((aside) => {
          const parent = aside.parentElement as HTMLElement;
          const box = parent.getBoundingClientRect();
          const style = getComputedStyle(parent);
          return {
            left: box.left + Number.parseFloat(style.paddingLeft),
            right: document.documentElement.clientWidth - box.right + Number.parseFloat(style.paddingRight),
          };
        });
        const title = await edges(page.getByRole('heading', { level: 1 }));
        expect(Math.abs(column.left - column.right)).toBeLessThanOrEqual(2);
        expect(Math.abs(title[language.start] - column[language.start])).toBeLessThanOrEqual(2);
        // The cards end where the column does, on the side away from the filters too.
        const cards = await edges(grid);
        const end = language.start === 'left' ? 'right' : 'left';
        expect(Math.abs(cards[end] - column[end])).toBeLessThanOrEqual(2);
        expect(await horizontalOverflow(page)).toBe(0);
        await saveScreenshot(page, `layout-discover-${language.code}-${viewport.width}`);
      });
    }
  }

  it('fits the admin tab bar and the station filters on a 360 px phone', async () => {
    const token = await logInAdmin(server.baseUrl);
    for (const language of LANGUAGES) {
      const page: Page = await newPage({ width: 360, height: 780 }, language.code, token);
      await page.goto(`${server.baseUrl}/admin/stations`);
      const tabs = page.locator('main nav').filter({ has: page.locator('a[aria-current="page"]') });
      await tabs.waitFor();
      const filters = page.locator('main select');
      await filters.first().waitFor();
      // Every tab and every filter is on the screen: none scrolled out of view sideways.
      for (const box of [
        ...(await tabs.getByRole('link').evaluateAll(boxesOf)),
        ...(await filters.evaluateAll(boxesOf)),
        ...(await page.locator('main input[type="search"], main input[type="text"]').evaluateAll(boxesOf)),
      ]) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(360);
      }
      expect(await tabs.getByRole('link').count()).toBeGreaterThan(5);
      expect(await tabs.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, `layout-admin-stations-${language.code}-360`);
    }
  });
});
