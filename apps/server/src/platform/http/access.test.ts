import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuthenticatedUser, registerAccessControl } from './access';
import { registerErrorHandler } from './error-handler';

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

let lookups = 0;
/** user/station pairs the fake ownership check answers yes to. */
const OWNED = new Set(['owner-1/station-a']);

/** A bare Fastify with our access control; the caller is read from the x-test-role header. */
function guardedApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  open.push(app);
  registerErrorHandler(app);
  lookups = 0;
  registerAccessControl(
    app,
    () => async (request) => {
      lookups += 1;
      const role = request.headers['x-test-role'];
      if (typeof role !== 'string') return null;
      const id = request.headers['x-test-user'];
      return { id: typeof id === 'string' ? id : 'u1', username: 'tester', role: role as AuthenticatedUser['role'] };
    },
    async (userId, stationId) => OWNED.has(`${userId}/${stationId}`),
  );
  return app;
}

describe('access control', () => {
  it('refuses to start with an /api route that does not declare its access', async () => {
    const app = guardedApp();
    const declare = async () => {
      app.get('/api/secret', async () => ({ secret: true }));
      await app.ready();
    };
    await expect(declare()).rejects.toThrow('Route GET /api/secret does not declare its access');
  });

  it('refuses an undeclared route inside a plugin registered under /api', async () => {
    const app = guardedApp();
    const declare = async () => {
      await app.register(
        async (api) => {
          api.post('/admin/purge', async () => ({ purged: true }));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(declare()).rejects.toThrow('Route POST /api/admin/purge does not declare its access');
  });

  it('lets anyone call a public route without ever asking who they are', async () => {
    const app = guardedApp();
    app.get('/api/open', { config: { access: 'public' } }, async (request) => ({ user: request.user?.role ?? null }));
    const response = await app.inject('/api/open');
    const withToken = await app.inject({ url: '/api/open', headers: { 'x-test-role': 'user' } });
    expect([response.statusCode, withToken.statusCode]).toEqual([200, 200]);
    expect(withToken.json()).toEqual({ user: null });
    expect(lookups).toBe(0);
  });

  it('lets anyone call an optional route, and tells it who the caller is when they say', async () => {
    const app = guardedApp();
    app.get('/api/chat', { config: { access: 'optional' } }, async (request) => ({ user: request.user?.role ?? null }));
    const anonymous = await app.inject('/api/chat');
    const user = await app.inject({ url: '/api/chat', headers: { 'x-test-role': 'premium' } });
    expect([anonymous.statusCode, user.statusCode]).toEqual([200, 200]);
    expect([anonymous.json(), user.json()]).toEqual([{ user: null }, { user: 'premium' }]);
    expect(lookups).toBe(2);
  });

  it('asks an anonymous caller of a user route to log in, and lets a user through', async () => {
    const app = guardedApp();
    app.get('/api/me', { config: { access: 'user' } }, async (request) => ({ role: request.user?.role }));
    const anonymous = await app.inject('/api/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const user = await app.inject({ url: '/api/me', headers: { 'x-test-role': 'user' } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual({ role: 'user' });
  });

  it('keeps non-admins out of an admin route', async () => {
    const app = guardedApp();
    app.delete('/api/stations/:id', { config: { access: 'admin' } }, async () => ({ deleted: true }));
    const anonymous = await app.inject({ method: 'DELETE', url: '/api/stations/x' });
    const user = await app.inject({ method: 'DELETE', url: '/api/stations/x', headers: { 'x-test-role': 'user' } });
    const premium = await app.inject({
      method: 'DELETE',
      url: '/api/stations/x',
      headers: { 'x-test-role': 'premium' },
    });
    const admin = await app.inject({ method: 'DELETE', url: '/api/stations/x', headers: { 'x-test-role': 'admin' } });
    expect([anonymous.statusCode, user.statusCode, premium.statusCode, admin.statusCode]).toEqual([401, 403, 403, 200]);
    expect(user.json()).toEqual({ error: { code: 'forbidden', message: 'This needs an admin account.' } });
  });

  it('lets an owner of the station in the path through an owner route, an admin too, and nobody else', async () => {
    const app = guardedApp();
    app.get('/api/studio/stations/:id', { config: { access: 'owner' } }, async () => ({ ok: true }));
    app.get('/api/studio/stations/:stationId/stats', { config: { access: 'owner' } }, async () => ({ ok: true }));
    const call = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ url, headers })).statusCode;
    const owner = { 'x-test-role': 'user', 'x-test-user': 'owner-1' };
    const stranger = { 'x-test-role': 'user', 'x-test-user': 'someone-else' };
    for (const url of ['/api/studio/stations/station-a', '/api/studio/stations/station-a/stats']) {
      expect(await call(url)).toBe(401);
      expect(await call(url, owner)).toBe(200);
      expect(await call(url, stranger)).toBe(403);
      expect(await call(url, { 'x-test-role': 'moderator' })).toBe(403);
      expect(await call(url, { 'x-test-role': 'admin' })).toBe(200);
    }
    expect(await call('/api/studio/stations/station-b', owner)).toBe(403);
    const refused = await app.inject({ url: '/api/studio/stations/station-b', headers: owner });
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('refuses to start with an owner route that names no station', async () => {
    const app = guardedApp();
    const declare = async () => {
      app.get('/api/studio/everything', { config: { access: 'owner' } }, async () => ({}));
      await app.ready();
    };
    await expect(declare()).rejects.toThrow('Owner route GET /api/studio/everything names no station');
  });
});
