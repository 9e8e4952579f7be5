// Walks every route the built app registered and proves its declared guard: no user or admin route
// answers without the right token, and no public route looks up who is calling. New routes are
// covered as soon as they are registered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, aListener, anAdminAccount } from './test-support/accounts';
import { type ApiClient, apiClient } from './test-support/api-client';
import { startTestApp, type TestApp } from './test-support/test-app';

describe('every route answers only the callers its access allows', () => {
  let test: TestApp;
  let client: ApiClient;
  let userToken: string;

  beforeAll(async () => {
    const admin = anAdminAccount();
    test = await startTestApp({ admin });
    client = apiClient(test.app);
    userToken = (await aListener(test.app)).token;
    // Proves the admin account and the user token are real, so the refusals below are the guard's.
    expect((await client.call('GET', '/api/auth/me', { token: await adminToken(test.app, admin) })).json().role).toBe(
      'admin',
    );
    expect((await client.call('GET', '/api/auth/me', { token: userToken })).statusCode).toBe(200);
  });
  afterAll(() => test.close());

  const routes = () => test.app.declaredRoutes;
  const guarded = (access: 'user' | 'admin') => routes().filter((route) => route.access === access);
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
        'POST /api/listening/end user',
        'POST /api/chat/:stationId user',
        'GET /api/chat/:stationId optional',
        'PATCH /api/admin/users/:userId admin',
        'DELETE /api/admin/users/:userId admin',
        'GET /api/analytics/dashboard admin',
        'GET /api/admin/stations admin',
        'PATCH /api/admin/stations/:id admin',
        'POST /api/admin/stations/:id/merge admin',
        'PUT /api/countries/:code/discoverable admin',
        'GET /api/admin/inbox admin',
        'GET /api/admin/inbox/:id admin',
        'POST /api/admin/submissions/:id/approve admin',
        'GET /api/admin/audit admin',
      ]),
    );
    const apiRoutes = routes().filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
    expect(apiRoutes.filter((route) => route.access === undefined)).toEqual([]);
  });

  it('every user and admin route answers 401 without a token, or with a token that is not ours', async () => {
    const refused = [...guarded('user'), ...guarded('admin')];
    expect(refused.length).toBeGreaterThan(10);
    for (const route of refused) {
      for (const token of [undefined, 'not-a-real-token']) {
        const response = await callAs(route.method, route.url, token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        if (route.method !== 'HEAD') expect(response.json().error.code).toBe('unauthorized');
      }
    }
  });

  it("every admin route answers 403 to an ordinary user's valid token", async () => {
    expect(guarded('admin').length).toBeGreaterThan(0);
    for (const route of guarded('admin')) {
      const response = await callAs(route.method, route.url, userToken);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(response.json().error.code).toBe('forbidden');
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
      expect.arrayContaining(['GET /api/stations', 'GET /api/stations/:id', 'GET /api/countries']),
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
