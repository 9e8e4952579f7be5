// The hardened edge in Chromium (issue 14): every screen of the app under the server's real
// Content-Security-Policy without a single violation, a sandboxed ad frame that still renders, share
// links under PUBLIC_URL, and the register form saying why a password or username is refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { cspViolations } from './support/csp';
import { type RunningServer, startServer } from './support/server';

/** Every path the route table declares, read from it so that a new screen is visited too. */
function declaredRoutes(): string[] {
  const table = readFileSync(path.resolve(import.meta.dirname, '../src/app/page-routes.tsx'), 'utf8');
  const paths = [...table.matchAll(/'(\/[^']*)'/g)].map((match) => match[1] as string);
  return [...new Set(paths)];
}

describe('the hardened edge in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let station: { slug: string; name: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    const stations = (await (await fetch(`${server.baseUrl}/api/stations?limit=1`)).json()) as Array<typeof station>;
    station = stations[0] as typeof station;
  });
  afterAll(async () => {
    await server?.stop();
    await browser?.close();
  });

  const screenShown = () => page.locator('h1, [role="dialog"]').first().waitFor();

  it('serves every page with a CSP that allows no inline script but its own first-paint guard', async () => {
    const response = await page.goto(`${server.baseUrl}/about`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    await screenShown();
    // The guard ran (Home's headline was dropped on /about) rather than being blocked.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['About Sauti']);
  });

  it('shows every screen of the route table without a CSP violation', async () => {
    const routes = declaredRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/', '/discover', '/station/:slug', '/register', '/help-center']));
    for (const route of routes) {
      const address = route.replace(':slug', station.slug);
      await page.goto(`${server.baseUrl}${address}`);
      await screenShown();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(cspViolations(browser), address).toEqual([]);
    }
    await page.goto(`${server.baseUrl}/no/such/page`);
    await screenShown();
    expect(cspViolations(browser)).toEqual([]);
  });

  it('opens the dialogs and the assistant without a CSP violation', async () => {
    await page.goto(`${server.baseUrl}/discover`);
    const cards = page.getByRole('list', { name: 'Stations' }).getByRole('listitem');
    await cards.first().getByRole('heading').getByRole('button').click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open assistant' }).click();
    await page.getByRole('dialog', { name: 'Sauti assistant' }).waitFor();
    await page.keyboard.press('Escape');
    expect(cspViolations(browser)).toEqual([]);
  });

  // Images from elsewhere are the app policy's to refuse (img-src 'self' data:); an HTML ad that shows
  // remote images is served from /api/ads/frame/:id under a policy of its own (modules/ads/routes.ts).
  it('renders static HTML and data: images in a sandboxed srcdoc ad frame under the policy', async () => {
    await page.goto(`${server.baseUrl}/`);
    await screenShown();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', '');
      frame.title = 'Advertisement';
      frame.srcdoc =
        '<p style="color: red">Advertise here</p><img alt="banner" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
      document.body.append(frame);
    });
    const ad = page.frameLocator('iframe[title="Advertisement"]');
    await ad.getByText('Advertise here').waitFor();
    expect(
      await ad
        .getByRole('img', { name: 'banner', exact: true })
        .evaluate((image) => (image as HTMLImageElement).complete),
    ).toBe(true);
    expect(refused).toEqual([]);
    expect(cspViolations(browser)).toEqual([]);
  });

  it('shares a station under PUBLIC_URL, not the address the page was reached at', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    const port = new URL(server.baseUrl).port;
    // Without the Web Share API (as desktop Linux Chromium is), the details offer to copy the link.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    );
    await page.goto(`${server.baseUrl}/station/${station.slug}`);
    const dialog = page.getByRole('dialog', { name: station.name });
    await dialog.waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `http://localhost:${port}/station/${station.slug}`,
    );
    await dialog.getByRole('button', { name: 'Copy link' }).first().click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`http://localhost:${port}/station/${station.slug}`);
  });

  it('keeps a chat message made only of zero-width characters from being sent', async () => {
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'esi@example.com', password: 'a long and rare phrase', username: 'esi_listens' }),
    });
    const { access_token } = (await registered.json()) as { access_token: string };
    const listener = await context.newPage();
    await listener.addInitScript((token) => localStorage.setItem('sauti.access_token', token), access_token);
    await listener.goto(server.baseUrl);
    const featured = listener.getByRole('list', { name: 'Featured stations', exact: true });
    const name = (await featured.getByRole('heading').first().textContent()) ?? '';
    await listener
      .getByRole('button', { name: `Chat about ${name}` })
      .first()
      .click();
    const chat = listener.getByRole('dialog', { name: `${name} chat` });
    const message = chat.getByRole('textbox', { name: 'Message' });
    await message.fill('\u200B\u200D\u2060\uFEFF');
    expect(await chat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await message.fill('\u200BHabari');
    expect(await chat.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await listener.close();
    expect(cspViolations(browser)).toEqual([]);
  });

  it('says beside the fields why a common password or a look-alike username is refused', async () => {
    const taken = 'kwame_radio';
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kwame@example.com', password: 'correct horse battery', username: taken }),
    });
    expect(registered.status).toBe(201);

    await page.goto(`${server.baseUrl}/register`);
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('textbox', { name: 'Email' }).fill('ama@example.com');
    await form.getByLabel('Password').fill('password');
    await form.getByRole('textbox', { name: 'Username' }).fill('ama_listens');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('is too easy to guess. This is a heavily used password.').waitFor();

    await form.getByLabel('Password').fill('aaaaaaaa');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Repeated characters like "aaa" are easy to guess.').waitFor();

    await form.getByLabel('Password').fill('ama@example.com');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('must not be your email address or username').waitFor();

    await form.getByLabel('Password').fill('a long and rare phrase');
    await form.getByRole('textbox', { name: 'Username' }).fill('kwame_rad1o');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'looks too much like one that is' }).waitFor();
    expect(cspViolations(browser)).toEqual([]);
  });
});
