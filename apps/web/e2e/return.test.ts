// Coming back to where you were (issue 30, points 3, 7 and 8), at a phone's 360 px and a desktop's
// 1280 px: logging in from a station's chat lands on that station with its chat open, a station's
// details have their own address that Back closes, and a message just sent never reads as in the future.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const PASSWORD = 'correct horse battery';
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];
/** Logging in from the chat, Back and the chat's clock are checked in a right-to-left language too. */
const LANGUAGES = [
  { code: 'en', words: en },
  { code: 'ar', words: ar },
] as const;
type Words = typeof en;

describe('returning to where you were in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await server?.stop();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  async function newPage(viewport: { width: number; height: number }, language = 'en'): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript((code) => localStorage.setItem('sauti.language', code), language);
    return context.newPage();
  }

  async function register(username: string): Promise<string> {
    const response = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${username}@example.com`, password: PASSWORD, username }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  /** Opens the details of the last station of Home's featured list (further down the page). */
  async function openLastFeatured(page: Page, words: Words = en): Promise<string> {
    const featured = page.getByRole('list', { name: words['home.featured.heading'], exact: true });
    await featured.waitFor();
    const name = featured.getByRole('heading').last();
    await name.scrollIntoViewIfNeeded();
    const station = (await name.textContent()) ?? '';
    await name.getByRole('button').click();
    await page.getByRole('dialog', { name: station }).waitFor();
    return station;
  }

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width} px`, () => {
      for (const { code, words } of LANGUAGES) {
        it(`logs in from a station's chat and comes back to that station with its chat open (${code})`, async () => {
          const user = `back${code}${viewport.width}`;
          await register(user);
          const page = await newPage(viewport, code);
          await page.goto(server.baseUrl);
          const station = await openLastFeatured(page, words);
          const stationPath = new URL(page.url()).pathname;
          expect(stationPath).toMatch(/^\/station\/[^/]+$/);

          const chatTitle = words['chat.title'].replace('{name}', station);
          await page
            .getByRole('dialog', { name: station })
            .getByRole('button', { name: words['chat.open'], exact: true })
            .click();
          const chat = page.getByRole('dialog', { name: chatTitle });
          await chat.getByText(words['chat.loginPrompt'].split('<login>')[0]?.trim() ?? '').waitFor();
          await chat.getByRole('link', { name: words['account.login'] }).click();
          await page.waitForURL((url) => url.pathname === '/login');
          expect(new URL(page.url()).searchParams.get('next')).toBe(`${stationPath}?chat=open`);

          const form = page.getByRole('form', { name: words['account.login'] });
          await form.getByRole('textbox', { name: words['auth.email'] }).fill(`${user}@example.com`);
          await form.getByLabel(words['auth.password']).fill(PASSWORD);
          await form.getByRole('button', { name: words['account.login'] }).click();

          await page.waitForURL((url) => url.pathname === stationPath);
          await page.getByRole('dialog', { name: station }).waitFor();
          await page
            .getByRole('dialog', { name: chatTitle })
            .getByRole('textbox', { name: words['chat.message'] })
            .waitFor();
        });
      }

      it('does not follow a next address to another site', async () => {
        await register(`away${viewport.width}`);
        const page = await newPage(viewport);
        await page.goto(`${server.baseUrl}/login?next=${encodeURIComponent('//example.com/phish')}`);
        const form = page.getByRole('form', { name: 'Login' });
        await form.getByRole('textbox', { name: 'Email' }).fill(`away${viewport.width}@example.com`);
        await form.getByLabel('Password').fill(PASSWORD);
        await form.getByRole('button', { name: 'Login' }).click();
        await page.getByText(`Logged in as away${viewport.width}`).waitFor({ state: 'attached' });
        expect(page.url()).toBe(`${server.baseUrl}/`);
      });

      it("keeps Discover's filters behind a station's details and after Back", async () => {
        const page = await newPage(viewport);
        await page.goto(`${server.baseUrl}/discover?country=ng`);
        const results = page.getByRole('list', { name: 'Stations' });
        const name = results.getByRole('heading').first();
        await name.waitFor();
        const station = (await name.textContent()) ?? '';
        await name.getByRole('button').click();
        await page.getByRole('dialog', { name: station }).waitFor();
        expect(new URL(page.url()).pathname).toMatch(/^\/station\/[^/]+$/);
        // Behind the details, Discover still shows its filtered list.
        expect(await page.getByLabel('Country').inputValue()).toBe('NG');

        await page.goBack();
        await expect.poll(() => page.getByRole('dialog', { name: station }).count()).toBe(0);
        expect(new URL(page.url()).search).toBe('?country=ng');
        expect(await page.getByLabel('Country').inputValue()).toBe('NG');
        expect(await results.getByRole('heading').first().textContent()).toBe(station);
      });

      for (const { code, words } of LANGUAGES) {
        it(`gives a station's details an address that Back closes, leaving Home's list where it was (${code})`, async () => {
          const page = await newPage(viewport, code);
          await page.goto(server.baseUrl);
          const featured = page.getByRole('list', { name: words['home.featured.heading'], exact: true });
          await featured.waitFor();
          await featured.getByRole('heading').last().scrollIntoViewIfNeeded();
          const scrolled = await page.evaluate(() => window.scrollY);
          expect(scrolled).toBeGreaterThan(0);

          const station = await openLastFeatured(page, words);
          const stationUrl = page.url();
          expect(new URL(stationUrl).pathname).toMatch(/^\/station\/[^/]+$/);

          await page.goBack();
          await expect.poll(() => page.getByRole('dialog', { name: station }).count()).toBe(0);
          expect(new URL(page.url()).pathname).toBe('/');
          await featured.waitFor();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 3);
          expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);

          // Opened directly, the address shows the same details.
          const direct = await newPage(viewport, code);
          await direct.goto(stationUrl);
          await direct.getByRole('dialog', { name: station }).waitFor();
        });

        it(`reads a message just sent as now, even with the page clock a minute ahead of the server (${code})`, async () => {
          const token = await register(`clock${code}${viewport.width}`);
          const page = await newPage(viewport, code);
          await page.clock.setFixedTime(Date.now() + 60_000);
          await page.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
          await page.goto(server.baseUrl);
          const featured = page.getByRole('list', { name: words['home.featured.heading'], exact: true });
          await featured.waitFor();
          const station = (await featured.getByRole('heading').first().textContent()) ?? '';
          await page
            .getByRole('button', { name: words['chat.openFor'].replace('{name}', station) })
            .first()
            .click();
          const chat = page.getByRole('dialog', { name: words['chat.title'].replace('{name}', station) });
          await chat
            .getByRole('textbox', { name: words['chat.message'] })
            .fill(`Right now in ${code} at ${viewport.width}`);
          await chat.getByRole('button', { name: words['chat.send'] }).click();
          const sent = chat.getByRole('listitem').filter({ hasText: `Right now in ${code} at ${viewport.width}` });
          await sent.waitFor();
          const now = new Intl.RelativeTimeFormat(code, { numeric: 'auto' }).format(0, 'second');
          expect(await sent.locator('time').textContent()).toBe(now);
        });
      }
    });
  }
});
