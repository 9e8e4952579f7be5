import { createHash, randomInt } from 'node:crypto';
import { type AuthResponse, PASSWORD_IS_IDENTITY, type RegisterRequest, type User } from '@sauti/contract';
import { PASSWORD_TOO_WEAK } from '@sauti/contract/password-strength';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { A_PASSWORD, adminToken, aListener, anAdminAccount, aRegistration } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { LOGIN_PER_ACCOUNT_AND_CLIENT, LOGIN_PER_CLIENT, LOGIN_SLOWDOWN, loginDelayMs } from './login-limits';
import { REGISTER_PER_CLIENT, REGISTRATION_REFUSED, TOKEN_LIFETIME_MS, USERNAME_TAKEN } from './service';

describe('accounts over HTTP', () => {
  const admin = anAdminAccount();
  let test: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    test = await startTestApp({ admin });
    client = apiClient(test.app);
  });
  afterAll(() => test.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string) => client.call('GET', '/api/auth/me', { token });

  describe('register', () => {
    it('creates an ordinary account and answers a working token with the user', async () => {
      const registration = aRegistration({ email: 'Amina.Wanjiru@Example.org', country: 'ke', preferred_language: '' });
      const response = await client.call('POST', '/api/auth/register', { body: registration });
      expect(response.statusCode).toBe(201);
      const body = response.json() as AuthResponse;
      expect(body.user).toMatchObject({
        email: 'Amina.Wanjiru@Example.org',
        username: registration.username,
        role: 'user',
        country: 'KE',
        preferred_language: null,
      });
      expect(body.user).not.toHaveProperty('password');
      expect(body.user).not.toHaveProperty('password_hash');
      const current = await me(body.access_token);
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual(body.user);
    });

    it('keeps the password as an argon2id hash and the token only as its SHA-256', async () => {
      const { token, user } = await aListener(test.app);
      const db = test.app.database.db;
      const row = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(A_PASSWORD);
      const tokens = await db.selectFrom('auth_tokens').selectAll().where('user_id', '=', user.id).execute();
      expect(tokens.map((stored) => stored.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    });

    it('refuses an email that has an account, in any case, without saying that it has one', async () => {
      const { email } = await aListener(test.app);
      const response = await client.call('POST', '/api/auth/register', {
        body: aRegistration({ email: email.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'conflict', message: REGISTRATION_REFUSED });
      expect(REGISTRATION_REFUSED).not.toMatch(/exists|is registered|in use|already has/i);
    });

    it('refuses a username that exists in another case with 409', async () => {
      const { user } = await aListener(test.app);
      const response = await client.call('POST', '/api/auth/register', {
        body: aRegistration({ username: user.username.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/username is taken/);
    });

    it.each([
      [
        'Cyrillic look-alikes of every letter',
        (name: string) => name.replace('paco_l', '\u0440\u0430\u0441\u043E_\u04CF'),
      ],
      ['a digit one for an l', (name: string) => name.replace('l', '1')],
      ['a capital I for an l', (name: string) => name.replace('l', 'I')],
      ['full-width letters', (name: string) => name.replace('a', '\uFF41')],
    ])('refuses a username that only differs from a taken one by %s', async (_case, lookAlike) => {
      const taken = `paco_l_${randomInt(1e6, 1e7)}`;
      await aListener(test.app, { username: taken });
      const copy = lookAlike(taken);
      expect(copy).not.toBe(taken);
      const response = await client.call('POST', '/api/auth/register', { body: aRegistration({ username: copy }) });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'conflict', message: USERNAME_TAKEN });
    });

    it.each([
      ['a Hangul filler', 'admin\u3164'],
      ['a half-width Hangul filler', '\uFFA0admin'],
      ['a zero-width space', 'ad\u200Bmin'],
      ['a Cyrillic letter among Latin ones', 'p\u0430ypal_fan'],
    ])(
      'refuses a username holding %s with 400 beside the field, so it cannot pass for another',
      async (_case, username) => {
        const response = await client.call('POST', '/api/auth/register', { body: aRegistration({ username }) });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('bad_input');
        expect(Object.keys(response.json().error.fields)).toEqual(['username']);
      },
    );

    it.each([
      ['12345678', 'This is a heavily used password.'],
      ['password', 'This is a heavily used password.'],
      ['PassWord', 'This is a heavily used password.'],
      [' sunshine ', 'used password.'],
      ['password1', 'This is a commonly used password.'],
      ['abcdefgh', 'Common character sequences like "abc" are easy to guess.'],
      ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      ['qwertyuiop', 'used password.'],
      ['motdepasse', 'used password.'],
      ['kilimanjaro', 'Single words are easy to guess.'],
    ])('refuses the weak password %j, saying why beside the password field', async (password, why) => {
      const response = await client.call('POST', '/api/auth/register', { body: aRegistration({ password }) });
      expect(response.statusCode).toBe(400);
      const said = response.json().error.fields.password as string;
      expect(said.startsWith(`${PASSWORD_TOO_WEAK}.`)).toBe(true);
      expect(said).toContain(why);
      expect(response.json().error.message).toContain('password');
    });

    it('refuses a password built from the account’s own email, and accepts a few uncommon words', async () => {
      const registration = aRegistration();
      const local = registration.email.split('@')[0] ?? '';
      const own = await client.call('POST', '/api/auth/register', { body: { ...registration, password: `${local}!` } });
      expect(own.statusCode).toBe(400);
      expect(own.json().error.fields.password).toContain('personal');
      const fine = await client.call('POST', '/api/auth/register', {
        body: { ...registration, password: 'jollof rice at noon' },
      });
      expect(fine.statusCode).toBe(201);
    });

    it.each([
      ['the email address', (r: RegisterRequest) => r.email],
      ["the email's part before the @", (r: RegisterRequest) => r.email.split('@')[0] ?? ''],
      ['the username, in another case', (r: RegisterRequest) => r.username.toUpperCase()],
    ])('refuses a password that is %s, saying why beside the field', async (_case, passwordOf) => {
      const registration = aRegistration();
      registration.password = passwordOf(registration);
      const response = await client.call('POST', '/api/auth/register', { body: registration });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ password: PASSWORD_IS_IDENTITY });
    });

    it.each([
      ['a password under 8 characters', { password: 'short1' }, 'password'],
      ['a malformed email', { email: 'not-an-email' }, 'email'],
      ['a missing username', { username: '' }, 'username'],
      ['a username with markup', { username: '<b>x</b>' }, 'username'],
      ['a country that is not a code', { country: 'Kenya' }, 'country'],
    ])('refuses %s with 400 naming the field', async (_case, override, field) => {
      const response = await client.call('POST', '/api/auth/register', { body: aRegistration(override) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_input');
      expect(response.json().error.message).toContain(field);
    });

    it(`limits one client to ${REGISTER_PER_CLIENT.limit} registrations an hour`, async () => {
      const crowd = apiClient(test.app);
      const first = aRegistration();
      expect((await crowd.call('POST', '/api/auth/register', { body: first })).statusCode).toBe(201);
      for (let index = 1; index < REGISTER_PER_CLIENT.limit; index += 1) {
        // Refused as duplicates before any hashing, so these are cheap, and they still count.
        const response = await crowd.call('POST', '/api/auth/register', {
          body: aRegistration({ email: first.email }),
        });
        expect(response.statusCode).toBe(409);
      }
      const response = await crowd.call('POST', '/api/auth/register', { body: aRegistration() });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBeDefined();
    });
  });

  describe('login', () => {
    it('logs in with the email in any case and answers a new working token', async () => {
      const { email, user } = await aListener(test.app);
      const response = await client.call('POST', '/api/auth/login', {
        body: { email: email.toUpperCase(), password: A_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as AuthResponse;
      expect(body.user.id).toBe(user.id);
      expect((await me(body.access_token)).json()).toMatchObject({ id: user.id });
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      const { email } = await aListener(test.app);
      const wrongPassword = await client.call('POST', '/api/auth/login', {
        body: { email, password: 'not the password' },
      });
      const unknownEmail = await client.call('POST', '/api/auth/login', {
        body: { email: `nobody-${email}`, password: A_PASSWORD },
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownEmail.json());
      expect(wrongPassword.json().error.message).toBe('Incorrect email or password.');
    });

    it('refuses an email of ill-formed Unicode like any failed login, not with a 500', async () => {
      const response = await client.call('POST', '/api/auth/login', {
        body: { email: 'listener\ud800@example.org', password: 'not the password' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Incorrect email or password.');
    });

    const login = (from: ApiClient, email: string, password: string) =>
      from.call('POST', '/api/auth/login', { body: { email, password } });

    it(`lets the right password in from another address after ${LOGIN_PER_ACCOUNT_AND_CLIENT.limit} wrong ones, and refuses the guesser's next`, async () => {
      const { email } = await aListener(test.app);
      const guesser = apiClient(test.app);
      for (let attempt = 0; attempt < LOGIN_PER_ACCOUNT_AND_CLIENT.limit; attempt += 1) {
        expect((await login(guesser, email, `guess ${attempt}`)).statusCode).toBe(401);
      }
      const owner = await login(apiClient(test.app), email, A_PASSWORD);
      expect(owner.statusCode).toBe(200);
      const next = await login(guesser, email, A_PASSWORD);
      expect(next.statusCode).toBe(429);
      expect(next.json().error.message).toMatch(/Too many login attempts/);
      expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('forgets the typos of an address once the right password comes from it', async () => {
      const { email } = await aListener(test.app);
      const owner = apiClient(test.app);
      for (let attempt = 0; attempt < LOGIN_PER_ACCOUNT_AND_CLIENT.limit - 1; attempt += 1) {
        expect((await login(owner, email, `typo ${attempt}`)).statusCode).toBe(401);
      }
      expect((await login(owner, email, A_PASSWORD)).statusCode).toBe(200);
      for (let attempt = 0; attempt < LOGIN_PER_ACCOUNT_AND_CLIENT.limit - 1; attempt += 1) {
        expect((await login(owner, email, `typo again ${attempt}`)).statusCode).toBe(401);
      }
      expect((await login(owner, email, A_PASSWORD)).statusCode).toBe(200);
    });

    it(`slows, but never refuses, the right password after ${LOGIN_SLOWDOWN.afterFailures} failures from many addresses`, async () => {
      const { email } = await aListener(test.app);
      const guessers = [apiClient(test.app), apiClient(test.app), apiClient(test.app)];
      for (let attempt = 0; attempt < LOGIN_SLOWDOWN.afterFailures; attempt += 1) {
        const guesser = guessers[attempt % guessers.length] as ApiClient;
        expect((await login(guesser, email, `guess ${attempt}`)).statusCode).toBe(401);
      }
      const started = performance.now();
      const owner = await login(apiClient(test.app), email, A_PASSWORD);
      const waited = performance.now() - started;
      expect(owner.statusCode).toBe(200);
      // A lower bound only: the answer was held back at least the first delay (timers may fire a
      // millisecond early).
      expect(waited).toBeGreaterThanOrEqual(loginDelayMs(LOGIN_SLOWDOWN.afterFailures) - 2);
    });

    it('holds each attempt back longer as failures pile up, up to a few seconds', () => {
      const delays = [0, 19, 20, 21, 22, 25, 100].map(loginDelayMs);
      expect(delays.slice(0, 2)).toEqual([0, 0]);
      expect(delays[2]).toBe(LOGIN_SLOWDOWN.firstDelayMs);
      for (let index = 3; index < delays.length; index += 1) {
        expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1] ?? 0);
      }
      expect(delays.at(-1)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
      expect(LOGIN_SLOWDOWN.maxDelayMs).toBeLessThanOrEqual(5000);
    });

    // Fifty-one argon2 verifications in a row: on a busy 2-core machine that alone can pass 20 s.
    it(`stops one client after ${LOGIN_PER_CLIENT.limit} attempts across accounts`, async () => {
      const guesser = apiClient(test.app);
      for (let attempt = 0; attempt < LOGIN_PER_CLIENT.limit; attempt += 1) {
        const response = await guesser.call('POST', '/api/auth/login', {
          body: { email: `guess-${attempt}-${guesser.address}@example.org`, password: 'password' },
        });
        expect(response.statusCode).toBe(401);
      }
      const { email } = await aListener(test.app);
      const response = await guesser.call('POST', '/api/auth/login', { body: { email, password: A_PASSWORD } });
      expect(response.statusCode).toBe(429);
    }, 60_000);
  });

  describe('tokens', () => {
    it('logout revokes the token it was sent with at once, and only that one', async () => {
      const { token, email } = await aListener(test.app);
      const other = (
        (await client.call('POST', '/api/auth/login', { body: { email, password: A_PASSWORD } })).json() as AuthResponse
      ).access_token;
      const logout = await client.call('POST', '/api/auth/logout', { token });
      expect(logout.statusCode).toBe(204);
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(200);
    });

    it('a token works until 30 days after it was issued, then answers 401', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const issuedAt = new Date('2030-01-01T00:00:00.000Z');
      vi.setSystemTime(issuedAt);
      const { token } = await aListener(test.app);
      vi.setSystemTime(issuedAt.getTime() + TOKEN_LIFETIME_MS - 1000);
      expect((await me(token)).statusCode).toBe(200);
      vi.setSystemTime(issuedAt.getTime() + TOKEN_LIFETIME_MS);
      const expired = await me(token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('unauthorized');
    });

    it.each([
      ['no token', undefined],
      ['a made-up token', 'x'.repeat(43)],
      ['an absurdly long token', 'x'.repeat(5000)],
    ])('GET /api/auth/me with %s answers 401', async (_case, token) => {
      const response = await me(token as string);
      expect(response.statusCode).toBe(401);
    });

    it('a malformed Authorization header counts as anonymous', async () => {
      const response = await test.app.inject({ url: '/api/auth/me', headers: { authorization: 'Basic abc' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('the admin account and suspension', () => {
    it('ADMIN_EMAIL and ADMIN_PASSWORD make an admin that can log in', async () => {
      const token = await adminToken(test.app, admin);
      const current = (await me(token)).json() as User;
      expect(current.role).toBe('admin');
      expect(current.email).toBe(admin.email);
    });

    it('suspending a user revokes their token at once and refuses their login with 403', async () => {
      const { token, user, email } = await aListener(test.app);
      const update = await client.call('PATCH', `/api/admin/users/${user.id}`, {
        token: await adminToken(test.app, admin),
        body: { suspended: true },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json()).toMatchObject({ id: user.id, suspended: true });
      expect((await me(token)).statusCode).toBe(401);
      const login = await client.call('POST', '/api/auth/login', { body: { email, password: A_PASSWORD } });
      expect(login.statusCode).toBe(403);
      expect(login.json().error.message).toBe('This account is suspended.');
    });

    it('an admin can make a user premium, which the user then sees', async () => {
      const { token, user } = await aListener(test.app);
      const update = await client.call('PATCH', `/api/admin/users/${user.id}`, {
        token: await adminToken(test.app, admin),
        body: { role: 'premium' },
      });
      expect(update.json()).toMatchObject({ role: 'premium', suspended: false });
      expect((await me(token)).json()).toMatchObject({ role: 'premium' });
    });

    it('an admin cannot suspend their own account', async () => {
      const token = await adminToken(test.app, admin);
      const self = (await me(token)).json() as User;
      const response = await client.call('PATCH', `/api/admin/users/${self.id}`, { token, body: { suspended: true } });
      expect(response.statusCode).toBe(403);
      expect((await me(token)).statusCode).toBe(200);
    });

    it('a changed ADMIN_PASSWORD replaces the old one at the next start and logs out old sessions', async () => {
      const oldToken = await adminToken(test.app, admin);
      const changed = { email: admin.email, password: 'a brand new admin password' };
      const restarted = await test.sibling({ admin: changed });
      const restartedClient = apiClient(restarted);
      expect((await restartedClient.call('GET', '/api/auth/me', { token: oldToken })).statusCode).toBe(401);
      const oldLogin = await restartedClient.call('POST', '/api/auth/login', { body: admin });
      expect(oldLogin.statusCode).toBe(401);
      expect((await adminToken(restarted, changed)).length).toBeGreaterThan(20);
      await restarted.close();
      admin.password = changed.password;
    });
  });

  describe('caching', () => {
    it('tells browsers and proxies never to store an answer that carries a token or a user', async () => {
      const registration = aRegistration();
      const registered = await client.call('POST', '/api/auth/register', { body: registration });
      expect(registered.statusCode).toBe(201);
      const { access_token: token } = registered.json() as AuthResponse;
      const login = { email: registration.email, password: A_PASSWORD };
      const answers = {
        register: registered,
        login: await client.call('POST', '/api/auth/login', { body: login }),
        'failed login': await client.call('POST', '/api/auth/login', { body: { ...login, password: 'not it at all' } }),
        me: await me(token),
        'me without a valid token': await me('not-a-token'),
        'a /api/me call': await client.call('GET', '/api/me/blocks', { token }),
        'unprefixed me': await client.call('GET', '/auth/me', { token }),
        'unprefixed login': await client.call('POST', '/auth/login', { body: login }),
        'an unprefixed /me call': await client.call('GET', '/me/blocks', { token }),
        logout: await client.call('POST', '/api/auth/logout', { token }),
      };
      for (const [name, answer] of Object.entries(answers))
        expect(answer.headers['cache-control'], name).toBe('no-store');
      expect([answers.login.statusCode, answers['failed login'].statusCode, answers.me.statusCode]).toEqual([
        200, 401, 200,
      ]);
    });

    it('leaves public answers cacheable', async () => {
      const stations = await client.call('GET', '/api/stations');
      expect(stations.statusCode).toBe(200);
      expect(stations.headers['cache-control']).not.toBe('no-store');
      expect((await client.call('GET', '/api/authors')).headers['cache-control']).toBeUndefined();
    });
  });
});
