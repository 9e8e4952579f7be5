// Walks every route the built app registered and proves its declared guard: no user or admin route
// answers without the right token. New routes are covered as soon as they are registered.
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
        'POST /api/listening/end user',
        'POST /api/chat/:stationId user',
        'GET /api/chat/:stationId public',
        'PATCH /api/admin/users/:userId admin',
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
