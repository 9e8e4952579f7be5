import type { AddressInfo } from 'node:net';
import { CHAT_EVENTS, CHAT_PAGE_SIZE, type ChatMessage, type Station } from '@sauti/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, aListener, anAdminAccount, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { readEvents } from '../../test-support/server-sent-events';
import { someStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp, testRedisUrl } from '../../test-support/test-app';
import { CHAT_POSTS_PER_USER } from './service';

describe('station chat over HTTP', () => {
  const admin = anAdminAccount();
  let test: TestApp;
  let client: ApiClient;
  let stations: Station[];

  beforeAll(async () => {
    test = await startTestApp({ admin });
    client = apiClient(test.app);
    stations = await someStations(test.app, 4);
  });
  afterAll(() => test.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const station = (index: number) => stationAt(stations, index);
  const post = (token: string | undefined, stationRef: string, message: unknown) =>
    client.call('POST', `/api/chat/${stationRef}`, { token, body: { message } });
  const read = async (stationRef: string, query = '', token?: string) => {
    const response = await client.call('GET', `/api/chat/${stationRef}${query}`, { token });
    expect(response.statusCode).toBe(200);
    return response.json() as ChatMessage[];
  };
  const react = (token: string, messageId: string, emoji: string) =>
    client.call('PUT', `/api/chat/${messageId}/react`, { token, body: { emoji } });

  describe('posting', () => {
    it('stores a trimmed message and answers it as the spec shapes it', async () => {
      const listener = await aListener(test.app);
      const response = await post(listener.token, station(0).id, '   Habari za asubuhi!  \n');
      expect(response.statusCode).toBe(201);
      const message = response.json() as ChatMessage;
      expect(message).toEqual({
        id: expect.any(String),
        station_id: station(0).id,
        user_id: listener.user.id,
        username: listener.user.username,
        user_role: 'user',
        message: 'Habari za asubuhi!',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        emoji_reactions: {},
        my_reactions: [],
      });
      expect(await read(station(0).id)).toEqual([message]);
    });

    it('keeps HTML as literal text, exactly as typed', async () => {
      const listener = await aListener(test.app);
      const text = '<script>alert("hi")</script> <b>bold</b> &amp; <img src=x onerror=alert(1)>';
      const response = await post(listener.token, station(1).id, text);
      expect(response.json().message).toBe(text);
      const [stored] = await read(station(1).id);
      expect(stored?.message).toBe(text);
    });

    it.each([
      ['blank', '   \n\t '],
      ['only control characters', '\u0000\u0007'],
      ['zero-width only', '\u200B\u200C\u200D\uFEFF\u2060'],
      ['lone surrogate', 'hello \uD83D'],
      ['501 characters', 'a'.repeat(501)],
      ['not text', 42],
    ])('refuses a %s message with 400', async (_case, message) => {
      const listener = await aListener(test.app);
      const response = await post(listener.token, station(2).id, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('message');
    });

    it('removes bidi overrides that would make a message read differently from what was sent', async () => {
      const listener = await aListener(test.app);
      const response = await post(listener.token, station(2).id, 'pay \u202Eevil\u202C now');
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe('pay evil now');
    });

    it('counts 500 characters as people see them, so 500 emoji fit', async () => {
      const listener = await aListener(test.app);
      const response = await post(listener.token, station(2).id, '🔥'.repeat(500));
      expect(response.statusCode).toBe(201);
    });

    it('needs a logged-in user and a known station', async () => {
      expect((await post(undefined, station(0).id, 'hello')).statusCode).toBe(401);
      const listener = await aListener(test.app);
      expect((await post(listener.token, 'no-such-station', 'hello')).statusCode).toBe(404);
      expect((await client.call('GET', '/api/chat/no-such-station')).statusCode).toBe(404);
    });

    it(`allows ${CHAT_POSTS_PER_USER.limit} messages per 10 seconds per user, then answers a clear 429`, async () => {
      const listener = await aListener(test.app);
      for (let index = 0; index < CHAT_POSTS_PER_USER.limit; index += 1) {
        expect((await post(listener.token, station(3).id, `message ${index}`)).statusCode).toBe(201);
      }
      const refused = await post(listener.token, station(3).id, 'one too many');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'rate_limited',
        message: 'You are sending messages too quickly. Please wait a few seconds before sending another.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const someoneElse = await aListener(test.app);
      expect((await post(someoneElse.token, station(3).id, 'my turn')).statusCode).toBe(201);
    });

    it('refuses a suspended user', async () => {
      const listener = await aListener(test.app);
      expect((await post(listener.token, station(0).id, 'before')).statusCode).toBe(201);
      await client.call('PATCH', `/api/admin/users/${listener.user.id}`, {
        token: await adminToken(test.app, admin),
        body: { suspended: true },
      });
      expect((await post(listener.token, station(0).id, 'after')).statusCode).toBe(401);
    });
  });

  describe('reading', () => {
    it('answers the newest 50 oldest first, and older ones with ?before= a message id or a time', async () => {
      const [quiet] = await someStations(test.app, 1);
      if (!quiet) throw new Error('no station');
      vi.useFakeTimers({ toFake: ['Date'] });
      const base = Date.parse('2032-05-01T08:00:00.000Z');
      vi.setSystemTime(base);
      // Eleven posters, so 55 messages stay under the per-user limit.
      const posters = await Promise.all(Array.from({ length: 11 }, () => aListener(test.app)));
      for (let index = 0; index < 55; index += 1) {
        vi.setSystemTime(base + index * 1000);
        const poster = posters[index % posters.length] as Listener;
        expect((await post(poster.token, quiet.id, `message ${index}`)).statusCode).toBe(201);
      }
      const texts = (messages: ChatMessage[]) => messages.map((message) => message.message);
      const numbered = (from: number, to: number) =>
        Array.from({ length: to - from }, (_, offset) => `message ${from + offset}`);

      const newest = await read(quiet.id);
      expect(newest).toHaveLength(CHAT_PAGE_SIZE);
      expect(texts(newest)).toEqual(numbered(5, 55));

      const older = await read(quiet.id, `?before=${newest[0]?.id}`);
      expect(texts(older)).toEqual(numbered(0, 5));

      const beforeTime = new Date(base + 20_000).toISOString();
      expect(texts(await read(quiet.id, `?before=${beforeTime}&limit=3`))).toEqual(numbered(17, 20));
    });

    it('answers 400 for a ?before= that is neither a message of this chat nor a time', async () => {
      const listener = await aListener(test.app);
      const message = (await post(listener.token, station(1).id, 'elsewhere')).json() as ChatMessage;
      for (const before of ['nonsense', message.id, '2024-13-45T99:00']) {
        const response = await client.call('GET', `/api/chat/${station(0).id}?before=${before}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toContain('before');
      }
    });
  });

  describe('reactions', () => {
    it("toggle: a user's second identical reaction takes the first back, so counts cannot be inflated", async () => {
      const author = await aListener(test.app);
      const fan = await aListener(test.app);
      const other = await aListener(test.app);
      const message = (await post(author.token, station(2).id, 'Sauti ya Africa!')).json() as ChatMessage;

      const first = await react(fan.token, message.id, '👍');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ emoji_reactions: { '👍': 1 }, my_reactions: ['👍'] });
      const second = await react(fan.token, message.id, '👍');
      expect(second.json()).toMatchObject({ emoji_reactions: {}, my_reactions: [] });

      for (const reactor of [fan, fan, fan, other]) await react(reactor.token, message.id, '❤️');
      await react(other.token, message.id, '🔥');
      const [seenByFan] = (await read(station(2).id, '', fan.token)).filter((found) => found.id === message.id);
      expect(seenByFan).toMatchObject({ emoji_reactions: { '❤️': 2, '🔥': 1 }, my_reactions: ['❤️'] });
      const [seenAnonymously] = (await read(station(2).id)).filter((found) => found.id === message.id);
      expect(seenAnonymously).toMatchObject({ emoji_reactions: { '❤️': 2, '🔥': 1 }, my_reactions: [] });
    });

    it('accepts only the five reactions', async () => {
      const listener = await aListener(test.app);
      const message = (await post(listener.token, station(2).id, 'react to me')).json() as ChatMessage;
      for (const emoji of ['👍', '❤️', '😂', '🎵', '🔥']) {
        expect((await react(listener.token, message.id, emoji)).statusCode).toBe(200);
      }
      const refused = await react(listener.token, message.id, '💩');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain('emoji');
    });

    it('answers 404 for an unknown message and 401 anonymously', async () => {
      const listener = await aListener(test.app);
      expect((await react(listener.token, 'no-such-message', '👍')).statusCode).toBe(404);
      const anonymous = await client.call('PUT', '/api/chat/whatever/react', { body: { emoji: '👍' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('live events', () => {
    it('pushes new messages and reaction counts to everyone watching the station', async () => {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
      const author = await aListener(test.app);
      const fan = await aListener(test.app);
      let posted: ChatMessage | undefined;
      const { events } = await readEvents(`${base}/api/stations/${station(3).id}/events`, 2, async () => {
        posted = (await post(author.token, station(3).id, 'live <i>now</i>')).json() as ChatMessage;
        await react(fan.token, posted.id, '🎵');
      });
      expect(events).toEqual([
        { event: CHAT_EVENTS.message, data: posted },
        {
          event: CHAT_EVENTS.reactions,
          data: { message_id: posted?.id, station_id: station(3).id, emoji_reactions: { '🎵': 1 } },
        },
      ]);
    });

    it.runIf(testRedisUrl)('reach listeners connected to another instance through Redis', async () => {
      const other = await test.sibling();
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const author = await aListener(test.app);
      let posted: ChatMessage | undefined;
      const { events } = await readEvents(`${otherBase}/api/stations/${station(0).id}/events`, 1, async () => {
        posted = (await post(author.token, station(0).id, 'from the first instance')).json() as ChatMessage;
      });
      expect(events).toEqual([{ event: CHAT_EVENTS.message, data: posted }]);
    });
  });
});
