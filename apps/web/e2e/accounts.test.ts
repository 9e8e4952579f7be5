// Accounts in Chromium (issue 6): registering through the form, a favourite heart that lands on
// /favorites, and station chat between two users, live through SSE and by polling when SSE is blocked.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const PASSWORD = 'correct horse battery';

describe('accounts, favourites and chat in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await server?.stop();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    return context.newPage();
  }

  /** A second user, registered through the API and handed to a fresh browser context by its token. */
  async function pageForNewUser(username: string): Promise<Page> {
    const response = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${username}@example.com`, password: PASSWORD, username }),
    });
    expect(response.status).toBe(201);
    const { access_token } = (await response.json()) as { access_token: string };
    const page = await newPage();
    await page.addInitScript((token) => localStorage.setItem('sauti.access_token', token), access_token);
    return page;
  }

  async function firstFeaturedStation(page: Page): Promise<string> {
    const featured = page.getByRole('list', { name: 'Featured stations', exact: true });
    await featured.waitFor();
    return (await featured.getByRole('heading').first().textContent()) ?? '';
  }

  async function openChat(page: Page, station: string) {
    await page
      .getByRole('button', { name: `Chat about ${station}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `${station} chat` });
    await dialog.getByRole('log', { name: 'Chat messages' }).waitFor();
    return dialog;
  }

  let amina: Page;

  it('registers through the form, hearts a station and finds it on /favorites', async () => {
    amina = await newPage();
    await amina.goto(`${server.baseUrl}/register`);
    const form = amina.getByRole('form', { name: 'Register' });
    await form.getByRole('textbox', { name: 'Email' }).fill('amina@example.com');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('textbox', { name: 'Username' }).fill('amina');
    await form.getByRole('button', { name: 'Create account' }).click();
    await amina.getByText('Logged in as amina').waitFor();
    expect(new URL(amina.url()).pathname).toBe('/');

    const station = await firstFeaturedStation(amina);
    const heart = amina.getByRole('button', { name: `Favorite ${station}` }).first();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await amina.getByRole('link', { name: 'Favorites' }).click();
    const favorites = amina.getByRole('list', { name: 'Favorite stations' });
    await favorites.waitFor();
    expect(await favorites.getByRole('heading').allTextContents()).toEqual([station]);
  });

  it('shows a message posted in one page in the other within 1 s through SSE, and within 6 s by polling', async () => {
    await amina.goto(server.baseUrl);
    const station = await firstFeaturedStation(amina);
    const aminaChat = await openChat(amina, station);

    const kofi = await pageForNewUser('kofi');
    await kofi.goto(server.baseUrl);
    await firstFeaturedStation(kofi);
    const kofiStream = kofi.waitForResponse((response) => response.url().endsWith('/events'));
    const kofiChat = await openChat(kofi, station);
    await kofiStream;

    await aminaChat.getByRole('textbox', { name: 'Message' }).fill('Habari from Amina <b>live</b>');
    const sentAt = Date.now();
    await aminaChat.getByRole('button', { name: 'Send' }).click();
    const kofiLog = kofiChat.getByRole('log', { name: 'Chat messages' });
    await expect
      .poll(() => kofiLog.textContent(), { timeout: 1_000, interval: 50 })
      .toContain('Habari from Amina <b>live</b>');
    expect(Date.now() - sentAt).toBeLessThan(1_000);

    // A third page without SSE: the chat falls back to the 5 s poll.
    const polling = await pageForNewUser('zola');
    await polling.route('**/api/stations/*/events', (route) => route.abort());
    await polling.goto(server.baseUrl);
    await firstFeaturedStation(polling);
    const pollingLog = (await openChat(polling, station)).getByRole('log', { name: 'Chat messages' });
    await expect.poll(() => pollingLog.textContent()).toContain('Habari from Amina');

    await aminaChat.getByRole('textbox', { name: 'Message' }).fill('Second one, by polling');
    await aminaChat.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => pollingLog.textContent(), { timeout: 6_000, interval: 100 })
      .toContain('Second one, by polling');
  });

  it("shares one event stream between the player and the chat of the playing station, and it carries the chat's messages", async () => {
    await amina.goto(server.baseUrl);
    const station = await firstFeaturedStation(amina);
    const aminaChat = await openChat(amina, station);

    const listener = await pageForNewUser('nia');
    await listener.addInitScript(() => {
      const scope = window as unknown as { EventSource: typeof EventSource; eventStreams: EventSource[] };
      const NativeEventSource = scope.EventSource;
      scope.eventStreams = [];
      scope.EventSource = class extends NativeEventSource {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          scope.eventStreams.push(this);
        }
      };
    });
    await listener.goto(server.baseUrl);
    await firstFeaturedStation(listener);
    await listener
      .getByRole('button', { name: `Play ${station}` })
      .first()
      .click();
    await listener.getByRole('region', { name: 'Player' }).waitFor();
    const listenerLog = (await openChat(listener, station)).getByRole('log', { name: 'Chat messages' });
    const streams = () =>
      listener.evaluate(() =>
        (window as unknown as { eventStreams: EventSource[] }).eventStreams.map((stream) => stream.url),
      );
    expect(await streams()).toEqual([expect.stringMatching(/\/api\/stations\/[^/]+\/events$/)]);

    // Faster than the 5 s poll: the message came over the stream the player opened.
    await aminaChat.getByRole('textbox', { name: 'Message' }).fill('One stream for everyone');
    await aminaChat.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => listenerLog.textContent(), { timeout: 2_000, interval: 50 })
      .toContain('One stream for everyone');
    expect(await streams()).toHaveLength(1);
  });

  it('asks anonymous visitors to log in before chatting, in a dialog that fits a 360 px phone', async () => {
    const visitor = await newPage({ width: 360, height: 640 });
    await visitor.goto(server.baseUrl);
    const station = await firstFeaturedStation(visitor);
    const chat = await openChat(visitor, station);
    await chat.getByText('Please log in to join the chat').waitFor();
    expect(await chat.getByRole('button', { name: 'Send' }).count()).toBe(0);
    const box = await chat.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
    await visitor.keyboard.press('Escape');
    await expect.poll(() => chat.count()).toBe(0);
  });
});
