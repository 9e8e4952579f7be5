import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

describe('the web app in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists stations from the API on the home page', async () => {
    const page = await browser.newPage();
    await page.goto(server.baseUrl);
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.close();
  });
});
