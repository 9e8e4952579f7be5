import {
  type AccountExport,
  type AccountSession,
  type AuthResponse,
  type Station,
  type User,
  WRONG_PASSWORD,
} from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_PASSWORD, aListener, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { someStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { EMAIL_TAKEN, LAST_USED_GRANULARITY_MS, USERNAME_TAKEN } from '../auth';

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const NEW_PASSWORD = 'lagos sunrise harmattan 42';

describe('your own account over HTTP', () => {
  let test: TestApp;
  let client: ApiClient;
  let stations: Station[];

  beforeAll(async () => {
    test = await startTestApp();
    client = apiClient(test.app);
    stations = await someStations(test.app, 3);
  });
  afterAll(() => test.close());

  const login = (email: string, password = A_PASSWORD, userAgent = LAPTOP) =>
    client.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } });
  const loginToken = async (email: string, password = A_PASSWORD, userAgent = LAPTOP) => {
    const response = await login(email, password, userAgent);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as AuthResponse).access_token;
  };
  const me = (token: string) => client.call('GET', '/api/me', { token });
  const patch = (listener: Listener, body: unknown) => client.call('PATCH', '/api/me', { token: listener.token, body });
  const sessions = async (token: string) => {
    const response = await client.call('GET', '/api/me/sessions', { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AccountSession[];
  };

  describe('details', () => {
    it('answers the account and changes each field registration takes', async () => {
      const listener = await aListener(test.app);
      expect((await me(listener.token)).json()).toEqual(listener.user);
      const name = `renamed_${listener.user.id.slice(0, 8)}`;
      const email = `New.${listener.email}`;
      const response = await patch(listener, { username: name, email, country: 'gh', preferred_language: 'AR' });
      expect(response.statusCode, response.body).toBe(200);
      const changed = response.json() as User;
      expect(changed).toMatchObject({ username: name, email, country: 'GH', preferred_language: 'ar' });
      expect((await me(listener.token)).json()).toEqual(changed);
      // A new address is not confirmed yet.
      expect(changed.email_confirmed).toBe(false);
      // The new address logs in, case aside; the old one no longer does.
      expect((await login(email.toUpperCase())).statusCode).toBe(200);
      expect((await login(listener.email)).statusCode).toBe(401);
    });

    it('clears the country and language when sent empty, and leaves the rest alone', async () => {
      const listener = await aListener(test.app, { country: 'NG', preferred_language: 'fr' });
      const response = await patch(listener, { country: '', preferred_language: null });
      expect(response.json()).toMatchObject({
        username: listener.user.username,
        email: listener.email,
        country: null,
        preferred_language: null,
      });
    });

    it('refuses a username or email another account has, with 409 and a plain message', async () => {
      const taken = await aListener(test.app);
      const listener = await aListener(test.app);
      const name = await patch(listener, { username: taken.user.username.toUpperCase() });
      expect(name.statusCode).toBe(409);
      expect(name.json().error).toEqual({ code: 'conflict', message: USERNAME_TAKEN });
      const email = await patch(listener, { email: taken.email.toUpperCase() });
      expect(email.statusCode).toBe(409);
      expect(email.json().error).toEqual({ code: 'conflict', message: EMAIL_TAKEN });
      expect((await me(listener.token)).json()).toEqual(listener.user);
    });

    it('keeps its own username and email when sent again in other case', async () => {
      const listener = await aListener(test.app);
      const response = await patch(listener, {
        username: listener.user.username.toUpperCase(),
        email: listener.email.toUpperCase(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().username).toBe(listener.user.username.toUpperCase());
    });

    it('answers 400 by field for a malformed change, and for no change at all', async () => {
      const listener = await aListener(test.app);
      const bad = await patch(listener, { email: 'not an email', country: 'Kenya' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('bad_input');
      expect(bad.json().error.message).toMatch(/email/);
      expect(bad.json().error.message).toMatch(/country/);
      expect((await patch(listener, {})).statusCode).toBe(400);
      expect((await patch(listener, { role: 'admin' })).statusCode).toBe(400);
      expect((await me(listener.token)).json().role).toBe('user');
    });

    it('answers the preferred language at every login, the one chosen at sign-up first', async () => {
      const listener = await aListener(test.app, { preferred_language: 'ar' });
      expect(listener.user.preferred_language).toBe('ar');
      expect(((await login(listener.email)).json() as AuthResponse).user.preferred_language).toBe('ar');
      await patch(listener, { preferred_language: 'sw' });
      expect(((await login(listener.email)).json() as AuthResponse).user.preferred_language).toBe('sw');
    });
  });

  describe('password', () => {
    it('changes it after the current one and logs out every other device, not this one', async () => {
      const listener = await aListener(test.app);
      const other = await loginToken(listener.email, A_PASSWORD, PHONE);
      const response = await client.call('POST', '/api/me/password', {
        token: listener.token,
        body: { current_password: A_PASSWORD, new_password: NEW_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(204);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(listener.token)).statusCode).toBe(200);
      expect((await login(listener.email, A_PASSWORD)).statusCode).toBe(401);
      expect((await login(listener.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong current password or a weak new one, by field, and changes nothing', async () => {
      const listener = await aListener(test.app);
      const other = await loginToken(listener.email);
      const wrong = await client.call('POST', '/api/me/password', {
        token: listener.token,
        body: { current_password: 'not my password', new_password: NEW_PASSWORD },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ current_password: WRONG_PASSWORD });
      const weak = await client.call('POST', '/api/me/password', {
        token: listener.token,
        body: { current_password: A_PASSWORD, new_password: 'password1' },
      });
      expect(weak.statusCode).toBe(400);
      expect(Object.keys(weak.json().error.fields)).toEqual(['new_password']);
      const itself = await client.call('POST', '/api/me/password', {
        token: listener.token,
        body: { current_password: A_PASSWORD, new_password: listener.email },
      });
      expect(Object.keys(itself.json().error.fields)).toEqual(['new_password']);
      expect((await me(other)).statusCode).toBe(200);
      expect((await login(listener.email, A_PASSWORD)).statusCode).toBe(200);
    });

    it('stops answering password guesses made with a token after a few', async () => {
      const listener = await aListener(test.app);
      const guess = () =>
        client.call('DELETE', '/api/me', { token: listener.token, body: { password: 'a wrong guess' } });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await guess()).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
      expect((await me(listener.token)).statusCode).toBe(200);
    });
  });

  describe('signed-in devices', () => {
    it('lists each device by its browser and system, marks this one, and revokes one by its id', async () => {
      const listener = await aListener(test.app);
      const phone = await loginToken(listener.email, A_PASSWORD, PHONE);
      const laptop = await loginToken(listener.email, A_PASSWORD, LAPTOP);
      const listed = await sessions(laptop);
      expect(listed).toHaveLength(3);
      const current = listed.find((session) => session.current);
      expect(current).toMatchObject({ browser: 'Firefox', os: 'Linux' });
      const onPhone = listed.find((session) => session.os === 'Android');
      expect(onPhone).toMatchObject({ browser: 'Chrome', current: false });
      expect(JSON.stringify(listed)).not.toContain(phone);

      const revoked = await client.call('DELETE', `/api/me/sessions/${onPhone?.id}`, { token: laptop });
      expect(revoked.statusCode).toBe(204);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(laptop)).statusCode).toBe(200);
      expect((await sessions(laptop)).map((session) => session.id)).not.toContain(onPhone?.id);
    });

    it("answers 404 for another user's device, and leaves it signed in", async () => {
      const owner = await aListener(test.app);
      const stranger = await aListener(test.app);
      const [device] = await sessions(owner.token);
      const response = await client.call('DELETE', `/api/me/sessions/${device?.id}`, { token: stranger.token });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
      expect((await me(owner.token)).statusCode).toBe(200);
    });

    it('notes when a device was last used, at most every few minutes', async () => {
      const listener = await aListener(test.app);
      const [before] = await sessions(listener.token);
      const longAgo = new Date(Date.now() - LAST_USED_GRANULARITY_MS - 1000).toISOString();
      await test.app.database.db
        .updateTable('auth_tokens')
        .set({ last_used_at: longAgo })
        .where('user_id', '=', listener.user.id)
        .execute();
      await me(listener.token);
      const [after] = await sessions(listener.token);
      expect(after?.id).toBe(before?.id);
      expect(Date.parse(after?.last_used_at ?? '')).toBeGreaterThan(Date.parse(longAgo) + 1000);
      // Within the granularity, a request writes nothing.
      const [again] = await sessions(listener.token);
      expect(again?.last_used_at).toBe(after?.last_used_at);
    });
  });

  describe('a copy of your data', () => {
    it('holds the profile, favourites, playlists, listening history and chat messages, as a file', async () => {
      const listener = await aListener(test.app);
      const stranger = await aListener(test.app);
      const [first, second] = [stationAt(stations, 0), stationAt(stations, 1)];
      const token = listener.token;
      expect((await client.call('POST', `/api/favorites/${first.id}`, { token })).statusCode).toBe(200);
      const list = await client.call('POST', '/api/playlists', {
        token,
        body: { name: 'Evening', station_ids: [second.id, first.id] },
      });
      expect(list.statusCode).toBe(201);
      const session = await client.call('POST', `/api/listening/start?station_id=${second.id}`, { token });
      expect(session.statusCode, session.body).toBe(201);
      const posted = await client.call('POST', `/api/chat/${first.id}`, { token, body: { message: 'Habari!' } });
      expect(posted.statusCode, posted.body).toBe(201);
      await client.call('POST', `/api/chat/${first.id}`, { token: stranger.token, body: { message: 'Not mine' } });

      const response = await client.call('GET', '/api/me/export', { token });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="sauti-account-\d{4}-\d\d-\d\d\.json"$/,
      );
      const copy = response.json() as AccountExport;
      expect(copy.profile).toEqual(listener.user);
      expect(copy.favorites).toEqual([{ id: first.id, name: first.name, url: first.url, country: first.country }]);
      expect(copy.playlists).toMatchObject([{ name: 'Evening', public: false }]);
      expect(copy.playlists[0]?.stations.map((station) => station.id)).toEqual([second.id, first.id]);
      expect(copy.listening_history).toMatchObject([
        { station_id: second.id, station_name: second.name, end_time: null },
      ]);
      expect(copy.chat_messages).toMatchObject([
        { station_id: first.id, station_name: first.name, message: 'Habari!', removed: false },
      ]);
      expect(JSON.stringify(copy)).not.toMatch(/password|token_hash|Not mine/);
    });
  });

  describe('deleting your account', () => {
    it('after the password: every device is logged out and the account, its chat messages and its data go', async () => {
      const listener = await aListener(test.app);
      const other = await loginToken(listener.email, A_PASSWORD, PHONE);
      const station = stationAt(stations, 2);
      const posted = await client.call('POST', `/api/chat/${station.id}`, {
        token: listener.token,
        body: { message: 'Goodbye' },
      });
      expect(posted.statusCode).toBe(201);
      const db = test.app.database.db;

      const response = await client.call('DELETE', '/api/me', {
        token: listener.token,
        body: { password: A_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(204);
      expect((await me(listener.token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect(await db.selectFrom('auth_tokens').select('id').where('user_id', '=', listener.user.id).execute()).toEqual(
        [],
      );
      expect(await db.selectFrom('users').select('id').where('id', '=', listener.user.id).execute()).toEqual([]);
      expect(
        await db.selectFrom('chat_messages').select('id').where('user_id', '=', listener.user.id).execute(),
      ).toEqual([]);
      expect((await login(listener.email)).statusCode).toBe(401);
      // The username is free again.
      expect((await aListener(test.app, { username: listener.user.username })).user.username).toBe(
        listener.user.username,
      );
    });

    it('refuses without the right password and keeps everything', async () => {
      const listener = await aListener(test.app);
      const wrong = await client.call('DELETE', '/api/me', { token: listener.token, body: { password: 'nope' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ password: WRONG_PASSWORD });
      expect((await client.call('DELETE', '/api/me', { token: listener.token, body: {} })).statusCode).toBe(400);
      expect((await me(listener.token)).statusCode).toBe(200);
    });
  });
});
