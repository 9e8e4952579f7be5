// Layout checks that need the real browser.
import type { Page } from 'playwright-core';

/** How far the page is wider than the viewport, in CSS pixels (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
