// Walks every route the built app registered and proves its declared guard: no user or admin route
// answers without the right token, and no public route looks up who is calling. New routes are
// covered as soon as they are registered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, aListener, anAdminAccount } from './test-support/accounts';
import { type ApiClient, apiClient } from './test-support/api-client';
import { addOwnStation } from './test-support/stations';
import { startTestApp, type TestApp } from './test-support/test-app';

describe('every route answers only the callers its access allows', () => {
  let test: TestApp;
  let client: ApiClient;
  let userToken: string;
  let moderatorToken: string;
  let adminSessionToken: string;
  let ownerToken: string;
  let ownedStationId: string;

  beforeAll(async () => {
    const admin = anAdminAccount();
    test = await startTestApp({ admin });
    client = apiClient(test.app);
    userToken = (await aListener(test.app)).token;
    const moderator = await aListener(test.app);
    moderatorToken = moderator.token;
    const token = await adminToken(test.app, admin);
    adminSessionToken = token;
    const owner = await aListener(test.app);
    ownerToken = owner.token;
    ownedStationId = (await addOwnStation(test.app, { name: 'Owned Route FM' })).id;
    // The owner as a verified claim leaves them (the claim flow itself is tested in station-owners).
    await test.app.database.db
      .insertInto('station_owners')
      .values({
        station_id: ownedStationId,
        user_id: owner.user.id,
        claim_id: null,
        invited_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await client.call('PATCH', `/api/admin/users/${moderator.user.id}`, { token, body: { role: 'moderator' } });
    // Proves the accounts and tokens are real, so the refusals below are the guard's.
    expect((await client.call('GET', '/api/auth/me', { token })).json().role).toBe('admin');
    expect((await client.call('GET', '/api/auth/me', { token: moderatorToken })).json().role).toBe('moderator');
    expect((await client.call('GET', '/api/auth/me', { token: userToken })).statusCode).toBe(200);
  });
  afterAll(() => test.close());

  const routes = () => test.app.declaredRoutes;
  const guarded = (access: 'user' | 'moderator' | 'owner' | 'admin') =>
    routes().filter((route) => route.access === access);
  /** Any value fills a path parameter: the guard answers before the route looks at it. */
  const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x').replace('*', 'x');
  const callAs = (method: string, url: string, token?: string) =>
    client.call(method as 'GET', concrete(url), { token });

  it('knows the routes of every feature, and every /api route declares its access', () => {
    const declared = routes().map((route) => `${route.method} ${route.url} ${route.access}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        'GET /api/stations public',
        'GET /api/auth/me user',
        'GET /api/auth/mail-status public',
        'POST /api/auth/password-reset public',
        'POST /api/auth/password-reset/confirm public',
        'POST /api/auth/email-confirmation user',
        'POST /api/auth/email-confirmation/confirm public',
        'POST /api/favorites/:stationId user',
        'GET /api/favorites/export user',
        'POST /api/favorites/import user',
        'GET /api/playlists user',
        'POST /api/playlists user',
        'GET /api/playlists/:id optional',
        'PATCH /api/playlists/:id user',
        'DELETE /api/playlists/:id user',
        'PUT /api/playlists/:id/stations/:stationId user',
        'DELETE /api/playlists/:id/stations/:stationId user',
        'GET /api/playlists/:id/export optional',
        'GET /api/stations/:id/history public',
        'GET /api/stations/:id/try-instead public',
        'GET /api/stations/:id/schedule public',
        'PUT /api/studio/stations/:id/schedule owner',
        'GET /api/studio/stations/:id/stats owner',
        'POST /api/listening/end user',
        'POST /api/chat/:stationId user',
        'GET /api/chat/:stationId optional',
        'PATCH /api/admin/users/:userId admin',
        'DELETE /api/admin/users/:userId admin',
        'GET /api/admin/quality admin',
        'POST /api/admin/quality/fixes admin',
        'POST /api/admin/quality/descriptions admin',
        'GET /api/analytics/dashboard admin',
        'GET /api/admin/stations admin',
        'PATCH /api/admin/stations/:id admin',
        'POST /api/admin/stations/:id/merge admin',
        'PUT /api/countries/:code/discoverable admin',
        'GET /api/admin/inbox admin',
        'GET /api/admin/inbox/:id admin',
        'POST /api/admin/submissions/:id/approve admin',
        'GET /api/admin/audit admin',
        'POST /api/admin/audit/:id/undo admin',
        'DELETE /api/ads/advertisements/:id admin',
        'POST /api/chat/messages/:messageId/report user',
        'DELETE /api/chat/messages/:messageId user',
        'GET /api/admin/moderation/reports moderator',
        'POST /api/admin/moderation/users/:userId/mute moderator',
        'DELETE /api/admin/moderation/users/:userId/mute moderator',
        'PUT /api/admin/moderation/word-filters/:language admin',
        'PUT /api/admin/stations/:id/chat-settings admin',
        'POST /api/me/blocks user',
        'DELETE /api/me/blocks/:userId user',
        'GET /api/me user',
        'PATCH /api/me user',
        'POST /api/me/password user',
        'GET /api/me/sessions user',
        'DELETE /api/me/sessions/:id user',
        'GET /api/me/export user',
        'DELETE /api/me user',
        'GET /api/studio/stations user',
        'GET /api/studio/stations/:id/owners owner',
        'GET /api/stations/:id/broadcaster public',
        'POST /api/stations/:id/claims user',
        'POST /api/claims/:claimId/verify user',
        'POST /api/claims/:claimId/review user',
        'POST /api/admin/claims/:claimId/approve admin',
        'POST /api/admin/claims/:claimId/reject admin',
        'GET /api/studio/stations/:id owner',
        'PATCH /api/studio/stations/:id owner',
        'POST /api/studio/stations/:id/check owner',
        'POST /api/studio/stations/:id/logo owner',
        'GET /api/station-uploads/:file public',
        'POST /api/studio/stations/:id/owners owner',
        'DELETE /api/studio/stations/:id/owners/:userId owner',
        'POST /api/admin/station-edits/:editId/approve admin',
        'POST /api/admin/station-edits/:editId/reject admin',
      ]),
    );
    const apiRoutes = routes().filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
    expect(apiRoutes.filter((route) => route.access === undefined)).toEqual([]);
  });

  it('every user and admin route answers 401 without a token, or with a token that is not ours', async () => {
    const refused = [...guarded('user'), ...guarded('moderator'), ...guarded('owner'), ...guarded('admin')];
    expect(refused.length).toBeGreaterThan(10);
    for (const route of refused) {
      for (const token of [undefined, 'not-a-real-token']) {
        const response = await callAs(route.method, route.url, token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        if (route.method !== 'HEAD') expect(response.json().error.code).toBe('unauthorized');
      }
    }
  });

  it("every admin and moderator route answers 403 to an ordinary user's valid token", async () => {
    expect(guarded('admin').length).toBeGreaterThan(0);
    expect(guarded('moderator').length).toBeGreaterThan(0);
    for (const route of [...guarded('admin'), ...guarded('moderator')]) {
      const response = await callAs(route.method, route.url, userToken);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(response.json().error.code).toBe('forbidden');
    }
  });

  it('every owner route answers 403 to a user or a moderator who does not own the station, and lets its owners and admins through', async () => {
    const ownerRoutes = guarded('owner');
    expect(ownerRoutes.length).toBeGreaterThan(0);
    const onStation = (url: string, stationId: string) => concrete(url.replace(/:(id|stationId)\b/, stationId));
    for (const route of ownerRoutes) {
      const label = `${route.method} ${route.url}`;
      for (const token of [userToken, moderatorToken]) {
        const refused = await client.call(route.method as 'GET', onStation(route.url, ownedStationId), { token });
        expect(refused.statusCode, label).toBe(403);
        if (route.method !== 'HEAD') expect(refused.json().error.code).toBe('forbidden');
      }
      const otherStation = await client.call(route.method as 'GET', onStation(route.url, 'another-station'), {
        token: ownerToken,
      });
      expect(otherStation.statusCode, label).toBe(403);
      for (const token of [ownerToken, adminSessionToken]) {
        const admitted = await client.call(route.method as 'GET', onStation(route.url, ownedStationId), { token });
        expect([401, 403], label).not.toContain(admitted.statusCode);
      }
    }
  });

  it("every admin route answers 403 to a moderator's valid token, and no moderator route does", async () => {
    for (const route of guarded('admin')) {
      const response = await callAs(route.method, route.url, moderatorToken);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(response.json().error.code).toBe('forbidden');
    }
    for (const route of guarded('moderator')) {
      const response = await callAs(route.method, route.url, moderatorToken);
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
  });
});

describe('only routes that read the caller look them up', () => {
  let test: TestApp;
  let lookups = 0;

  beforeAll(async () => {
    test = await startTestApp();
    test.app.useAuthenticator(async () => {
      lookups += 1;
      return null;
    });
  });
  afterAll(() => test.close());

  it('no public route runs the authenticator, even when a token comes along', async () => {
    const client = apiClient(test.app);
    const publicRoutes = test.app.declaredRoutes.filter((route) => route.access === 'public');
    expect(publicRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/stations',
        'GET /api/stations/:id',
        'GET /api/stations/:id/history',
        'GET /api/stations/:id/schedule',
        'GET /api/countries',
      ]),
    );
    for (const route of publicRoutes) {
      await client.call(route.method as 'GET', route.url.replace(/:[A-Za-z_]+/g, 'x'), { token: 'a-token' });
    }
    expect(lookups).toBe(0);
  });

  it('an optional route and a user route do run it', async () => {
    const client = apiClient(test.app);
    lookups = 0;
    expect((await client.call('GET', '/api/chat/x', { token: 'a-token' })).statusCode).toBe(404);
    expect((await client.call('GET', '/api/favorites', { token: 'a-token' })).statusCode).toBe(401);
    expect(lookups).toBe(2);
  });
});
