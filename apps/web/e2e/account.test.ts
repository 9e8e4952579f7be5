// The account page in Chromium (issue 30, point 1), at 360 and 1280 px, in English and in Arabic: the
// language chosen at sign-up applies at login; a language chosen on the page applies at once and again
// at the next login; a password change logs another device out; a device is logged out from the list;
// the data download holds the account; and the account is deleted after its password. axe finds no
// serious issue on the page.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { horizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

type Language = 'en' | 'ar';
type Words = typeof en;
const WORDS: Record<Language, Words> = { en, ar: ar as Words };
const OTHER: Record<Language, Language> = { en: 'ar', ar: 'en' };

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'lagos sunrise harmattan 42';
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** A message with its {placeholders} filled in. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? `{${name}}`);
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('the account page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let users = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await server?.stop();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  const api = (path: string, init: { method?: string; token?: string; body?: unknown; userAgent?: string } = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.userAgent ? { 'user-agent': init.userAgent } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  /** Another device: a phone logging in to the same account. */
  const phoneLogin = async (email: string, password: string) => {
    const response = await api('/api/auth/login', { method: 'POST', body: { email, password }, userAgent: PHONE });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };

  const pageLanguage = (page: Page) =>
    page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  const expectLanguage = async (page: Page, language: Language) => {
    await expect.poll(() => pageLanguage(page)).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
  };

  /** Logs in through the form, in the language the page speaks now. */
  async function logIn(page: Page, words: Words, email: string) {
    await page.goto(`${server.baseUrl}/login`);
    const form = page.getByRole('form', { name: words['account.login'] });
    await form.getByLabel(exactly(words['auth.email'])).fill(email);
    await form.getByLabel(exactly(words['auth.password'])).fill(PASSWORD);
    await form.getByRole('button', { name: words['account.login'] }).click();
    await page.waitForURL(`${server.baseUrl}/`);
  }

  /** The header's avatar: the user menu's way to the account page. */
  async function openAccount(page: Page, words: Words, username: string) {
    await page
      .getByRole('banner')
      .getByRole('link', { name: fill(words['account.loggedInAs'], { username }) })
      .click();
    await page.getByRole('heading', { level: 1, name: words['myAccount.title'] }).waitFor();
    await page.getByRole('button', { name: words['myAccount.save'] }).waitFor();
  }

  async function chooseLanguage(page: Page, words: Words, language: Language) {
    const details = page.getByRole('form', { name: words['myAccount.details'] });
    await details.getByLabel(exactly(words['auth.preferredLanguage'])).selectOption(language);
    await details.getByRole('button', { name: words['myAccount.save'] }).click();
  }

  for (const width of [360, 1280]) {
    for (const language of ['en', 'ar'] as const) {
      it(`at ${width} px in ${language}: language, password, devices, data and deletion`, async () => {
        users += 1;
        const words = WORDS[language];
        const other = OTHER[language];
        const username = `account_${language}_${width}_${users}`;
        const email = `${username}@example.com`;
        // The language chosen at sign-up.
        const registered = await api('/api/auth/register', {
          method: 'POST',
          body: { email, password: PASSWORD, username, preferred_language: language },
        });
        expect(registered.status).toBe(201);
        let phone = await phoneLogin(email, PASSWORD);

        // The browser asks for the other language; the login applies the account's.
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 740 : 900 },
          locale: other === 'ar' ? 'ar-EG' : 'en-GB',
          acceptDownloads: true,
        });
        const page = await context.newPage();
        await logIn(page, WORDS[other], email);
        await expectLanguage(page, language);
        await openAccount(page, words, username);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, `account-${language}-${width}`);

        // Another language on the page applies at once...
        await chooseLanguage(page, words, other);
        await expectLanguage(page, other);
        await page.getByText(WORDS[other]['myAccount.saved']).waitFor();
        // ...and at the next login, whatever the header's language was meanwhile.
        await page.getByRole('banner').getByRole('button', { name: WORDS[other]['account.logout'] }).click();
        await page.getByRole('banner').getByLabel(WORDS[other]['language.label']).selectOption(language);
        await expectLanguage(page, language);
        await logIn(page, words, email);
        await expectLanguage(page, other);
        await openAccount(page, WORDS[other], username);
        await chooseLanguage(page, WORDS[other], language);
        await expectLanguage(page, language);

        // The password, by keyboard: the phone is logged out, this page is not.
        await page.getByLabel(exactly(words['myAccount.currentPassword'])).focus();
        await page.keyboard.type(PASSWORD);
        await page.keyboard.press('Tab');
        await page.keyboard.type(NEW_PASSWORD);
        await page.keyboard.press('Enter');
        await page.getByText(words['myAccount.passwordChanged']).waitFor();
        expect((await api('/api/me', { token: phone })).status).toBe(401);

        // A device logged out from the list.
        phone = await phoneLogin(email, NEW_PASSWORD);
        await page.reload();
        const phoneName = fill(words['myAccount.device'], { browser: 'Chrome', os: 'Android' });
        const logOutPhone = page.getByRole('button', {
          name: fill(words['myAccount.logOutDevice'], { device: phoneName }),
        });
        const devices = page.getByRole('region', { name: words['myAccount.devices'] });
        await logOutPhone.waitFor();
        expect(await devices.getByText(words['myAccount.thisDevice']).count()).toBe(1);
        expect(await devices.getByRole('listitem').count()).toBe(2);
        await logOutPhone.click();
        await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
        expect((await api('/api/me', { token: phone })).status).toBe(401);

        // A copy of the data.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: words['myAccount.download'] }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^sauti-account-\d{4}-\d\d-\d\d\.json$/);
        const copy = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
        expect(copy.profile).toMatchObject({ username, email, preferred_language: language });
        expect(Object.keys(copy)).toEqual(
          expect.arrayContaining(['favorites', 'playlists', 'listening_history', 'chat_messages']),
        );

        // Deleting: a wrong password first, then the right one.
        const deletion = page.getByRole('form', { name: words['myAccount.delete'] });
        const confirm = deletion.getByLabel(exactly(words['myAccount.deletePassword']));
        await confirm.fill('not my password');
        await deletion.getByRole('button', { name: words['myAccount.delete'] }).click();
        await deletion
          .getByText(language === 'en' ? 'is not your current password' : words['myAccount.wrongPassword'])
          .waitFor();
        await confirm.fill(NEW_PASSWORD);
        await deletion.getByRole('button', { name: words['myAccount.delete'] }).click();
        await page.waitForURL(`${server.baseUrl}/`);
        await page.getByRole('banner').getByRole('link', { name: words['account.login'] }).waitFor();
        const login = await api('/api/auth/login', { method: 'POST', body: { email, password: NEW_PASSWORD } });
        expect(login.status).toBe(401);
        await context.close();
      }, 120_000);
    }
  }

  it('shows a visitor who is not logged in the way to log in', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${server.baseUrl}/account`);
    await page.getByText(en['myAccount.loginFirst']).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: en['account.login'] }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
