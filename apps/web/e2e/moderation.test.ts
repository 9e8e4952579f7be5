// Chat moderation in Chromium (issue 26), on a phone and a desktop: a listener reports a message, a
// moderator mutes its author and removes it from the queue, the message leaves a second listener's open
// chat without a reload, and the muted author is told why they cannot post.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountEnv, logInAdmin } from './support/admin';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const PASSWORD = 'correct horse battery';

describe('chat moderation in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminToken: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(adminAccountEnv), launchBrowser()]);
    adminToken = await logInAdmin(server.baseUrl);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await server?.stop();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  async function api(method: string, path: string, token: string | null, body?: unknown) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: response.status === 204 ? null : await response.json() };
  }

  async function register(username: string): Promise<{ id: string; token: string }> {
    const { status, json } = await api('POST', '/api/auth/register', null, {
      email: `${username}@example.com`,
      password: PASSWORD,
      username,
    });
    expect(status).toBe(201);
    return { id: json.user.id, token: json.access_token };
  }

  async function pageFor(token: string, width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 780 : 900 } });
    contexts.push(context);
    await context.addInitScript((value) => localStorage.setItem('sauti.access_token', value), token);
    return context.newPage();
  }

  /** Opens the chat of the first featured station; answers the dialog and the station's id. */
  async function openChat(page: Page): Promise<{ dialog: ReturnType<Page['getByRole']>; stationId: string }> {
    await page.goto(server.baseUrl);
    const featured = page.getByRole('list', { name: 'Featured stations', exact: true });
    await featured.waitFor();
    const station = (await featured.getByRole('heading').first().textContent()) ?? '';
    const listed = page.waitForResponse((response) => /\/api\/chat\/[^/]+$/.test(new URL(response.url()).pathname));
    const streaming = page.waitForResponse((response) => response.url().endsWith('/events'));
    await page
      .getByRole('button', { name: `Chat about ${station}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `${station} chat` });
    await dialog.getByRole('log', { name: 'Chat messages' }).waitFor();
    const stationId = new URL((await listed).url()).pathname.split('/').at(-1) ?? '';
    await streaming;
    return { dialog, stationId };
  }

  describe.each([360, 1280])('at %i px', (width) => {
    it('a report reaches the queue, removal leaves open chats live, and a muted author sees why', async () => {
      const author = await register(`author${width}`);
      const reporter = await register(`reporter${width}`);
      const bystander = await register(`bystander${width}`);
      const moderator = await register(`moderator${width}`);
      const promoted = await api('PATCH', `/api/admin/users/${moderator.id}`, adminToken, { role: 'moderator' });
      expect(promoted.json.role).toBe('moderator');

      const reporterPage = await pageFor(reporter.token, width);
      const bystanderPage = await pageFor(bystander.token, width);
      const { dialog: reporterChat, stationId } = await openChat(reporterPage);
      const { dialog: bystanderChat } = await openChat(bystanderPage);
      const text = `Buy followers now ${width}`;
      expect((await api('POST', `/api/chat/${stationId}`, author.token, { message: text })).status).toBe(201);
      const bystanderLog = bystanderChat.getByRole('log', { name: 'Chat messages' });
      await expect.poll(() => bystanderLog.textContent()).toContain(text);

      await reporterChat.getByRole('button', { name: `Report author${width}'s message` }).click();
      await reporterChat.getByLabel('Why?').selectOption('spam');
      await reporterChat.getByRole('button', { name: 'Send report' }).click();
      await reporterChat.getByText('Thank you. A moderator will look at it.').waitFor();

      const moderatorPage = await pageFor(moderator.token, width);
      await moderatorPage.goto(`${server.baseUrl}/admin`);
      await moderatorPage.getByRole('link', { name: /^Moderation \(\d+\)$/ }).waitFor();
      // Nothing else of the admin area is offered to a moderator.
      expect(await moderatorPage.getByRole('link', { name: 'Users' }).count()).toBe(0);
      const queue = moderatorPage.getByRole('list', { name: 'Reported messages' });
      const item = queue.getByRole('listitem').filter({ hasText: text });
      await item.waitFor();
      await item.getByLabel(`Mute author${width} for`).selectOption('60');
      await item.getByRole('button', { name: 'Mute', exact: true }).click();
      await item.getByText(`author${width} is muted until`).waitFor();
      await item.getByRole('button', { name: 'Remove message' }).click();

      // Gone from the second listener's open chat, without a reload.
      await expect.poll(() => bystanderLog.textContent(), { timeout: 5_000 }).not.toContain(text);

      const authorPage = await pageFor(author.token, width);
      const { dialog: authorChat } = await openChat(authorPage);
      await authorChat.getByText(/A moderator muted you in this chat until/).waitFor();
      await authorChat.getByRole('textbox', { name: 'Message' }).fill('let me speak');
      expect(await authorChat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    });
  });
});
