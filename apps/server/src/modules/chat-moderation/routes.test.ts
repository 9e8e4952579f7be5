import type { AddressInfo } from 'node:net';
import {
  type AuditPage,
  CHAT_EVENTS,
  type ChatMessage,
  type ChatStatus,
  type ModerationReport,
  type Station,
} from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, aListener, anAdminAccount, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { eventOfFrame, type ReceivedEvent, takeFrames } from '../../test-support/server-sent-events';
import { someStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

/** Opens a station's event stream, runs `onOpen`, and reads its chat events until one named `last` arrives. */
async function chatEvents(
  url: string,
  last: string,
  onOpen: () => Promise<void>,
  token?: string,
): Promise<ReceivedEvent[]> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { signal: controller.signal, headers });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no body');
  const events: ReceivedEvent[] = [];
  let buffer = '';
  await onOpen();
  while (!events.some((event) => event.event === last)) {
    const { value, done } = await reader.read();
    if (done) break;
    const { frames, rest } = takeFrames(buffer + value);
    buffer = rest;
    for (const frame of frames) {
      const received = eventOfFrame(frame);
      if (received?.event.startsWith('chat_')) events.push({ event: received.event, data: received.data });
    }
  }
  controller.abort();
  return events;
}

describe('chat moderation over HTTP', () => {
  const admin = anAdminAccount();
  let test: TestApp;
  let client: ApiClient;
  let stations: Station[];
  let adminTok: string;
  let moderator: Listener;
  let base: string;

  beforeAll(async () => {
    test = await startTestApp({ admin });
    client = apiClient(test.app);
    stations = await someStations(test.app, 6);
    adminTok = await adminToken(test.app, admin);
    moderator = await aListener(test.app);
    const promoted = await client.call('PATCH', `/api/admin/users/${moderator.user.id}`, {
      token: adminTok,
      body: { role: 'moderator' },
    });
    expect(promoted.json().role).toBe('moderator');
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => test.close());

  const station = (index: number) => stationAt(stations, index);
  const post = (token: string, stationRef: string, message: string) =>
    client.call('POST', `/api/chat/${stationRef}`, { token, body: { message } });
  const posted = async (token: string, stationRef: string, message: string) => {
    const response = await post(token, stationRef, message);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ChatMessage;
  };
  const read = async (stationRef: string, token?: string) =>
    (await client.call('GET', `/api/chat/${stationRef}`, { token })).json() as ChatMessage[];
  const ids = (messages: ChatMessage[]) => messages.map((message) => message.id);
  const report = (token: string, messageId: string, body: unknown = { reason: 'spam' }) =>
    client.call('POST', `/api/chat/messages/${messageId}/report`, { token, body });
  const queue = async (status: 'open' | 'resolved', token = moderator.token) => {
    const response = await client.call('GET', `/api/admin/moderation/reports?status=${status}`, { token });
    expect(response.statusCode).toBe(200);
    return response.json() as ModerationReport[];
  };
  const audit = async (action: string) =>
    ((await client.call('GET', `/api/admin/audit?action=${action}`, { token: adminTok })).json() as AuditPage).items;

  describe('reports and the queue', () => {
    it('takes one report per person and message, and lists it in the queue with its text, station, author and reasons', async () => {
      const author = await aListener(test.app);
      const reporter = await aListener(test.app);
      const other = await aListener(test.app);
      const message = await posted(author.token, station(0).id, 'buy cheap followers at example.com');

      const first = await report(reporter.token, message.id, { reason: 'spam', details: 'a link farm' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message_id: message.id, reason: 'spam', hidden: false });
      const again = await report(reporter.token, message.id, { reason: 'abuse' });
      expect(again.statusCode).toBe(409);
      expect((await report(other.token, message.id, { reason: 'abuse' })).statusCode).toBe(201);

      const [entry] = (await queue('open')).filter((found) => found.message_id === message.id);
      expect(entry).toMatchObject({
        message_id: message.id,
        station_id: station(0).id,
        station_name: station(0).name,
        message: 'buy cheap followers at example.com',
        author: { id: author.user.id, username: author.user.username },
        reasons: ['spam', 'abuse'],
        details: ['a link farm'],
        report_count: 2,
        hidden: false,
        status: 'open',
        resolution: null,
      });
      const count = await client.call('GET', '/api/admin/moderation/reports/count', { token: moderator.token });
      expect(count.json().open).toBeGreaterThanOrEqual(1);
    });

    it('refuses a report without a known reason, of an unknown message, of your own message, or anonymously', async () => {
      const author = await aListener(test.app);
      const reporter = await aListener(test.app);
      const message = await posted(author.token, station(0).id, 'mine');
      expect((await report(reporter.token, message.id, { reason: 'boring' })).statusCode).toBe(400);
      expect((await report(reporter.token, 'no-such-message')).statusCode).toBe(404);
      expect((await report(author.token, message.id)).statusCode).toBe(400);
      expect(
        (await client.call('POST', `/api/chat/messages/${message.id}/report`, { body: { reason: 'spam' } })).statusCode,
      ).toBe(401);
    });

    it('hides a message reported by three different people from everyone at once, live too', async () => {
      const author = await aListener(test.app);
      const reporters = [await aListener(test.app), await aListener(test.app), await aListener(test.app)];
      const message = await posted(author.token, station(1).id, 'something vile');
      expect(ids(await read(station(1).id))).toContain(message.id);

      const events = await chatEvents(`${base}/api/stations/${station(1).id}/events`, CHAT_EVENTS.removed, async () => {
        for (const [index, reporter] of reporters.entries()) {
          const receipt = (await report(reporter.token, message.id, { reason: 'hate' })).json();
          expect(receipt.hidden).toBe(index === 2);
        }
      });
      expect(events).toEqual([
        { event: CHAT_EVENTS.removed, data: { message_id: message.id, station_id: station(1).id } },
      ]);
      expect(ids(await read(station(1).id))).not.toContain(message.id);
      expect(ids(await read(station(1).id, author.token))).not.toContain(message.id);
      const [entry] = (await queue('open')).filter((found) => found.message_id === message.id);
      expect(entry).toMatchObject({ hidden: true, report_count: 3 });
    });

    it('dismissing the reports shows a hidden message again; removing it from the queue resolves it for good', async () => {
      const author = await aListener(test.app);
      const reporters = [await aListener(test.app), await aListener(test.app), await aListener(test.app)];
      const kept = await posted(author.token, station(2).id, 'an honest opinion');
      const spam = await posted(author.token, station(2).id, 'spam spam spam');
      for (const reporter of reporters) {
        await report(reporter.token, kept.id);
        await report(reporter.token, spam.id);
      }
      expect(ids(await read(station(2).id))).toEqual([]);

      const dismissed = await client.call('POST', `/api/admin/moderation/reports/${kept.id}/resolve`, {
        token: moderator.token,
        body: { action: 'dismiss', reason: 'fair comment' },
      });
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.json()).toMatchObject({
        status: 'resolved',
        resolution: 'dismissed',
        resolved_by: moderator.user.username,
      });
      expect(ids(await read(station(2).id))).toEqual([kept.id]);

      const removed = await client.call('POST', `/api/admin/moderation/reports/${spam.id}/resolve`, {
        token: moderator.token,
        body: { action: 'remove' },
      });
      expect(removed.json()).toMatchObject({ resolution: 'removed', hidden: true });
      const twice = await client.call('POST', `/api/admin/moderation/reports/${spam.id}/resolve`, {
        token: moderator.token,
        body: { action: 'remove' },
      });
      expect(twice.statusCode).toBe(409);
      expect(ids(await read(station(2).id))).toEqual([kept.id]);
      expect((await queue('open')).map((entry) => entry.message_id)).not.toContain(spam.id);
      expect((await queue('resolved')).map((entry) => entry.message_id)).toEqual(
        expect.arrayContaining([kept.id, spam.id]),
      );

      const [dismissal] = await audit('chat_report.dismiss');
      expect(dismissal).toMatchObject({
        admin_username: moderator.user.username,
        target_kind: 'chat_message',
        target_id: kept.id,
        after: { resolution: 'dismissed', reason: 'fair comment' },
      });
      expect((await audit('chat_message.remove')).map((entry) => entry.target_id)).toContain(spam.id);
    });
  });

  describe('removing a message', () => {
    it('lets the author remove their own, and tells every open chat at once', async () => {
      const author = await aListener(test.app);
      const message = await posted(author.token, station(3).id, 'oops, wrong chat');
      const events = await chatEvents(`${base}/api/stations/${station(3).id}/events`, CHAT_EVENTS.removed, async () => {
        const removed = await client.call('DELETE', `/api/chat/messages/${message.id}`, { token: author.token });
        expect(removed.statusCode).toBe(204);
      });
      expect(events).toEqual([
        { event: CHAT_EVENTS.removed, data: { message_id: message.id, station_id: station(3).id } },
      ]);
      expect(ids(await read(station(3).id))).not.toContain(message.id);
      expect(
        (await client.call('DELETE', `/api/chat/messages/${message.id}`, { token: author.token })).statusCode,
      ).toBe(404);
    });

    it("refuses someone else's message to a listener, and lets a moderator or an admin remove any", async () => {
      const author = await aListener(test.app);
      const stranger = await aListener(test.app);
      const first = await posted(author.token, station(3).id, 'first');
      const second = await posted(author.token, station(3).id, 'second');
      const refused = await client.call('DELETE', `/api/chat/messages/${first.id}`, { token: stranger.token });
      expect(refused.statusCode).toBe(403);
      expect(
        (await client.call('DELETE', `/api/chat/messages/${first.id}`, { token: moderator.token })).statusCode,
      ).toBe(204);
      expect((await client.call('DELETE', `/api/chat/messages/${second.id}`, { token: adminTok })).statusCode).toBe(
        204,
      );
      expect(ids(await read(station(3).id))).not.toEqual(expect.arrayContaining([first.id]));
      expect(ids(await read(station(3).id))).not.toContain(second.id);
      expect((await audit('chat_message.remove')).map((entry) => entry.target_id)).toEqual(
        expect.arrayContaining([first.id, second.id]),
      );
    });
  });

  describe('mutes', () => {
    it("refuses a muted person's post with 403 'muted' saying until when, and lifting it lets them post", async () => {
      const listener = await aListener(test.app);
      const muted = await client.call('POST', `/api/admin/moderation/users/${listener.user.id}/mute`, {
        token: moderator.token,
        body: { minutes: 30, reason: 'flooding' },
      });
      expect(muted.statusCode).toBe(201);
      const until = muted.json().until as string;
      expect(Date.parse(until) - Date.now()).toBeGreaterThan(29 * 60_000);

      const refused = await post(listener.token, station(4).id, 'let me talk');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('muted');
      expect(refused.json().error.message).toContain(until);
      const status = (
        await client.call('GET', `/api/chat/${station(4).id}/status`, { token: listener.token })
      ).json() as ChatStatus;
      expect(status).toMatchObject({ muted_until: until, mute_reason: 'flooding' });

      const lifted = await client.call('DELETE', `/api/admin/moderation/users/${listener.user.id}/mute`, {
        token: moderator.token,
      });
      expect(lifted.statusCode).toBe(204);
      expect((await post(listener.token, station(4).id, 'thank you')).statusCode).toBe(201);
      expect((await audit('user.mute'))[0]).toMatchObject({
        target_id: listener.user.id,
        after: { reason: 'flooding', minutes: 30 },
      });
      expect((await audit('user.unmute'))[0]).toMatchObject({ target_id: listener.user.id });
    });

    it("a mute in one station's chat leaves the others open", async () => {
      const listener = await aListener(test.app);
      await client.call('POST', `/api/admin/moderation/users/${listener.user.id}/mute`, {
        token: moderator.token,
        body: { minutes: 5, station_id: station(4).id },
      });
      expect((await post(listener.token, station(4).id, 'here')).statusCode).toBe(403);
      expect((await post(listener.token, station(5).id, 'there')).statusCode).toBe(201);
    });
  });

  describe('the moderator role', () => {
    it('a moderator may work the queue and mute, and is refused the rest of the admin area', async () => {
      for (const path of [
        '/api/admin/users',
        '/api/admin/stations',
        '/api/admin/audit',
        '/api/admin/moderation/word-filters/en',
      ]) {
        const response = await client.call('GET', path, { token: moderator.token });
        expect(response.statusCode, path).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
      const settings = await client.call('PUT', `/api/admin/stations/${station(5).id}/chat-settings`, {
        token: moderator.token,
        body: { slow_mode_seconds: 10, enabled: true },
      });
      expect(settings.statusCode).toBe(403);
      expect((await client.call('GET', '/api/admin/moderation/reports', { token: moderator.token })).statusCode).toBe(
        200,
      );
    });

    it("a listener is refused the queue, and a moderator's role shows beside their messages", async () => {
      const listener = await aListener(test.app);
      expect((await client.call('GET', '/api/admin/moderation/reports', { token: listener.token })).statusCode).toBe(
        403,
      );
      const message = await posted(moderator.token, station(5).id, 'keep it friendly, everyone');
      expect(message.user_role).toBe('moderator');
      expect((await read(station(5).id)).find((found) => found.id === message.id)?.user_role).toBe('moderator');
    });
  });
  describe('word filters', () => {
    it('English and French start from a maintained list; other languages start empty', async () => {
      const english = await client.call('GET', '/api/admin/moderation/word-filters/en', { token: adminTok });
      expect(english.statusCode).toBe(200);
      expect(english.json().words.length).toBeGreaterThan(100);
      expect(
        (await client.call('GET', '/api/admin/moderation/word-filters/fr', { token: adminTok })).json().words.length,
      ).toBeGreaterThan(20);
      expect((await client.call('GET', '/api/admin/moderation/word-filters/sw', { token: adminTok })).json()).toEqual({
        language: 'sw',
        words: [],
      });
      expect(
        (await client.call('GET', '/api/admin/moderation/word-filters/swahili', { token: adminTok })).statusCode,
      ).toBe(400);
    });

    it("refuses a message holding a filtered word with 400 'message_blocked', after folding case, accents, look-alikes and separators", async () => {
      const saved = await client.call('PUT', '/api/admin/moderation/word-filters/sw', {
        token: adminTok,
        body: { words: ['mbaya', 'mbaya', 'neno baya'] },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ language: 'sw', words: ['mbaya', 'neno baya'] });
      const listener = await aListener(test.app);
      for (const text of ['wewe ni mbaya', 'MBAYA!', 'mbáyá', 'm.b.a.y.a', 'm b a y a', 'mb4y4', 'neno-BAYA kabisa']) {
        // One listener per text: refused posts count toward the per-user rate too.
        const refused = await post((await aListener(test.app)).token, station(0).id, text);
        expect(refused.statusCode, text).toBe(400);
        expect(refused.json().error.code).toBe('message_blocked');
      }
      expect((await post(listener.token, station(0).id, 'mbayana is a place name')).statusCode).toBe(201);
      expect((await audit('word_filter.update'))[0]).toMatchObject({
        target_id: 'sw',
        after: { count: 2, added: ['mbaya', 'neno baya'] },
      });

      await client.call('PUT', '/api/admin/moderation/word-filters/sw', { token: adminTok, body: { words: [] } });
      expect((await post(listener.token, station(0).id, 'sasa si mbaya')).statusCode).toBe(201);
    });
  });

  describe('slow mode and closing a chat', () => {
    const setSettings = (stationRef: string, body: unknown) =>
      client.call('PUT', `/api/admin/stations/${stationRef}/chat-settings`, { token: adminTok, body });

    it("enforces slow mode with 429 'slow_mode' and Retry-After, and tells open chats", async () => {
      const events = await chatEvents(`${base}/api/stations/${station(5).id}/events`, 'chat_settings', async () => {
        const saved = await setSettings(station(5).id, { slow_mode_seconds: 60, enabled: true });
        expect(saved.json()).toEqual({ station_id: station(5).id, slow_mode_seconds: 60, enabled: true });
      });
      expect(events).toEqual([
        { event: 'chat_settings', data: { station_id: station(5).id, slow_mode_seconds: 60, enabled: true } },
      ]);
      const listener = await aListener(test.app);
      expect((await post(listener.token, station(5).id, 'first')).statusCode).toBe(201);
      const refused = await post(listener.token, station(5).id, 'second');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('slow_mode');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Moderators keep the room in order whatever its pace.
      await posted(moderator.token, station(5).id, 'one');
      await posted(moderator.token, station(5).id, 'two');
      const status = (await client.call('GET', `/api/chat/${station(5).id}/status`)).json() as ChatStatus;
      expect(status).toMatchObject({ slow_mode_seconds: 60, enabled: true, muted_until: null });
      expect((await setSettings(station(5).id, { slow_mode_seconds: 601, enabled: true })).statusCode).toBe(400);
      await setSettings(station(5).id, { slow_mode_seconds: 0, enabled: true });
      expect((await post(listener.token, station(5).id, 'back to normal')).statusCode).toBe(201);
    });

    it("a closed chat refuses posts with 403 'chat_closed' until it opens again, and each change is audited", async () => {
      const listener = await aListener(test.app);
      await setSettings(station(4).id, { slow_mode_seconds: 0, enabled: false });
      const refused = await post(listener.token, station(4).id, 'hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('chat_closed');
      await setSettings(station(4).id, { slow_mode_seconds: 0, enabled: true });
      expect((await post(listener.token, station(4).id, 'hello!')).statusCode).toBe(201);
      const [entry] = await audit('station.chat_settings');
      expect(entry).toMatchObject({ target_id: station(4).id, before: { enabled: false }, after: { enabled: true } });
    });
  });

  describe('blocking someone for yourself', () => {
    it("hides a blocked person's messages from the blocker's lists only, and undoing it brings them back", async () => {
      const blocker = await aListener(test.app);
      const pest = await aListener(test.app);
      const other = await aListener(test.app);
      const fromPest = await posted(pest.token, station(2).id, 'look at me');
      const fromOther = await posted(other.token, station(2).id, 'hello all');

      const blocked = await client.call('POST', '/api/me/blocks', {
        token: blocker.token,
        body: { user_id: pest.user.id },
      });
      expect(blocked.statusCode).toBe(201);
      expect(blocked.json()).toMatchObject({ user_id: pest.user.id, username: pest.user.username });
      expect((await client.call('GET', '/api/me/blocks', { token: blocker.token })).json()).toEqual([blocked.json()]);
      const seen = ids(await read(station(2).id, blocker.token));
      expect(seen).toContain(fromOther.id);
      expect(seen).not.toContain(fromPest.id);
      expect(ids(await read(station(2).id, other.token))).toContain(fromPest.id);
      expect(ids(await read(station(2).id))).toContain(fromPest.id);

      const self = await client.call('POST', '/api/me/blocks', {
        token: blocker.token,
        body: { user_id: blocker.user.id },
      });
      expect(self.statusCode).toBe(400);
      expect(
        (await client.call('POST', '/api/me/blocks', { token: blocker.token, body: { user_id: 'nobody' } })).statusCode,
      ).toBe(404);

      expect((await client.call('DELETE', `/api/me/blocks/${pest.user.id}`, { token: blocker.token })).statusCode).toBe(
        204,
      );
      expect(ids(await read(station(2).id, blocker.token))).toContain(fromPest.id);
      expect((await client.call('GET', '/api/me/blocks', { token: blocker.token })).json()).toEqual([]);
    });

    it("a blocker's live event stream leaves out the blocked person's messages; others still get them", async () => {
      const blocker = await aListener(test.app);
      const pest = await aListener(test.app);
      const friend = await aListener(test.app);
      await client.call('POST', '/api/me/blocks', { token: blocker.token, body: { user_id: pest.user.id } });
      let fromFriend: ChatMessage | undefined;
      let fromPest: ChatMessage | undefined;
      const url = `${base}/api/stations/${station(3).id}/events`;
      let seenByOthers: Promise<ReceivedEvent[]> | undefined;
      await new Promise<void>((opened) => {
        seenByOthers = chatEvents(url, CHAT_EVENTS.removed, async () => opened());
      });
      const seenByBlocker = await chatEvents(
        url,
        CHAT_EVENTS.removed,
        async () => {
          fromPest = await posted(pest.token, station(3).id, 'live from the pest');
          fromFriend = await posted(friend.token, station(3).id, 'live from a friend');
          // A last event both streams get, so each stops reading after everything above.
          await client.call('DELETE', `/api/chat/messages/${fromFriend.id}`, { token: friend.token });
        },
        blocker.token,
      );
      expect(seenByBlocker.map((event) => event.event)).toEqual([CHAT_EVENTS.message, CHAT_EVENTS.removed]);
      expect(seenByBlocker[0]?.data).toEqual(fromFriend);
      expect(
        (await (seenByOthers as Promise<ReceivedEvent[]>)).map((event) => (event.data as { id?: string }).id),
      ).toEqual([fromPest?.id, fromFriend?.id, undefined]);
      // Live messages name their author, so a browser's chat (which sends no token) can drop them too.
      expect((await (seenByOthers as Promise<ReceivedEvent[]>))[0]?.data).toMatchObject({ user_id: pest.user.id });
    });
  });
});
