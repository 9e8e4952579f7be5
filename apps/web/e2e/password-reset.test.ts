// A forgotten password in Chromium (issue 30, point 2), at a phone's 360 px and a desktop's 1280 px, in
// English and Arabic: "Forgot password?" on the login form, the reset link read from the mail a real
// SMTP server started here received, a new password set through that link, and a login with it; an
// email confirmed through its mailed link. A server without SMTP_URL says on the form that it sends no mail.
import { linkIn, startTestMailbox, type TestMailbox } from '@sauti/contract/testing/mailbox';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { horizontalOverflow } from './support/layout';
import { freePort, type RunningServer, startServer } from './support/server';

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple elephant marmalade';
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];
const LANGUAGES = { en, ar };

/** A catalogue message with its {values} filled in and its <tags> dropped, as the page shows it. */
const shown = (message: string, values: Record<string, string> = {}) =>
  message.replace(/<\/?\w+>/g, '').replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');

describe('resetting a forgotten password in Chromium', () => {
  let mailbox: TestMailbox;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    const port = await freePort();
    [server, browser] = await Promise.all([
      startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: mailbox.url }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await server?.stop();
    await mailbox?.close();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  async function newPage(viewport: { width: number; height: number }, language: string): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await page.addInitScript((choice) => localStorage.setItem('sauti.language', choice), language);
    return page;
  }

  async function register(username: string): Promise<string> {
    const email = `${username}@example.com`;
    const response = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: OLD_PASSWORD, username }),
    });
    expect(response.status).toBe(201);
    return email;
  }

  for (const viewport of VIEWPORTS) {
    for (const [language, words] of Object.entries(LANGUAGES)) {
      it(`requests a link, follows it from the mail, sets a new password and logs in with it (${language}, ${viewport.width} px)`, async () => {
        const username = `reset_${language}_${viewport.width}`;
        const email = await register(username);
        const page = await newPage(viewport, language);

        await page.goto(`${server.baseUrl}/login`);
        await page.getByRole('link', { name: words['accountMail.forgot'] }).click();
        await page.waitForURL((url) => url.pathname === '/reset-password');
        const request = page.getByRole('form', { name: words['accountMail.resetTitle'] });
        await request.getByRole('textbox', { name: words['auth.email'] }).fill(email);
        expect(await seriousViolations(page, 'main')).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await request.getByRole('button', { name: words['accountMail.send'] }).click();
        await expect
          .poll(() => page.getByRole('status').allTextContents())
          .toContain(shown(words['accountMail.sent'], { email }));

        const mail = await mailbox.next(email, /reset your sauti password/i);
        const link = linkIn(mail, server.baseUrl, '/reset-password');
        await page.goto(link.toString());
        const choose = page.getByRole('form', { name: words['accountMail.newPasswordTitle'] });
        await choose.getByLabel(words['accountMail.newPassword']).fill(NEW_PASSWORD);
        expect(await seriousViolations(page, 'main')).toEqual([]);
        await choose.getByRole('button', { name: words['accountMail.setPassword'] }).click();
        const done = page.getByRole('status').filter({ hasText: shown(words['accountMail.passwordSet']) });
        await done.waitFor();

        // The message's one link: "Log in".
        await done.getByRole('link').click();
        await page.waitForURL((url) => url.pathname === '/login');
        const login = page.getByRole('form', { name: words['account.login'] });
        await login.getByRole('textbox', { name: words['auth.email'] }).fill(email);
        await login.getByLabel(words['auth.password']).fill(NEW_PASSWORD);
        await login.getByRole('button', { name: words['account.login'] }).click();
        await page.getByText(shown(words['account.loggedInAs'], { username })).waitFor();
      });
    }
  }

  it('refuses the same link a second time', async () => {
    const email = await register('reset_twice');
    await fetch(`${server.baseUrl}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const link = linkIn(await mailbox.next(email, /reset your sauti password/i), server.baseUrl, '/reset-password');
    const page = await newPage(VIEWPORTS[0] ?? { width: 360, height: 740 }, 'en');
    for (const expected of ['accountMail.passwordSet', 'accountMail.linkRefused'] as const) {
      await page.goto(link.toString());
      const choose = page.getByRole('form', { name: en['accountMail.newPasswordTitle'] });
      await choose.getByLabel(en['accountMail.newPassword']).fill(NEW_PASSWORD);
      await choose.getByRole('button', { name: en['accountMail.setPassword'] }).click();
      await page.getByText(shown(en[expected])).waitFor();
    }
  });
  it('confirms the email of a new account through the link mailed after registering', async () => {
    const email = await register('confirm_me');
    const link = linkIn(await mailbox.next(email, /confirm your email/i), server.baseUrl, '/confirm-email');
    const page = await newPage(VIEWPORTS[0] ?? { width: 360, height: 740 }, 'ar');
    await page.goto(link.toString());
    const confirm = page.getByRole('button', { name: ar['accountMail.confirm'] });
    await confirm.waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await confirm.click();
    await page.getByRole('status').filter({ hasText: ar['accountMail.confirmed'] }).waitFor();
  });
});

describe('a server without mail in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await server?.stop();
    await browser?.close();
  });

  it('says on the reset form that it sends no mail, in Arabic too', async () => {
    for (const [language, words] of Object.entries(LANGUAGES)) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.addInitScript((choice) => localStorage.setItem('sauti.language', choice), language);
      await page.goto(`${server.baseUrl}/reset-password`);
      await page
        .getByRole('alert')
        .filter({ hasText: shown(words['accountMail.mailOff']) })
        .waitFor();
      expect(await page.getByRole('form', { name: words['accountMail.resetTitle'] }).count()).toBe(0);
      await context.close();
    }
  });
});
