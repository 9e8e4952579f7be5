import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test-support/eventually';
import { startTcpProxy, type TcpProxy } from '../../test-support/tcp-proxy';
import { startTestApp, type TestApp, testDatabaseUrl, testRedisUrl } from '../../test-support/test-app';

describe('GET /api/health, /api/health/live and /api/health/ready', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test?.close());

  it('reports ok, the database in use and how many stations are served', async () => {
    const response = await test.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      stations: 0,
      database: testDatabaseUrl ? 'postgres' : 'sqlite',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers live while the process answers, never cached', async () => {
    const response = await test.app.inject('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers ready with what it checked while it serves, never cached', async () => {
    const response = await test.app.inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: testRedisUrl ? { database: 'ok', redis: 'ok' } : { database: 'ok' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 draining once told to drain, while everything else still serves', async () => {
    const draining = await test.sibling();
    draining.readiness.drain();
    const ready = await draining.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', checks: {} });
    expect((await draining.inject('/api/health/live')).statusCode).toBe(200);
    expect((await draining.inject('/api/stations')).statusCode).toBe(200);
    expect((await test.app.inject('/api/health/ready')).statusCode).toBe(200);
  });
});

/** An instance whose database or Redis goes through a proxy the test cuts off, beside one that reaches them directly. */
function cutOffCases(dependency: 'database' | 'redis') {
  return () => {
    let test: TestApp;
    let proxy: TcpProxy;
    let cutOff: FastifyInstance;

    beforeAll(async () => {
      test = await startTestApp();
      const direct = (dependency === 'database' ? test.config.databaseUrl : test.config.redisUrl) ?? '';
      const { hostname, port } = new URL(direct);
      proxy = await startTcpProxy({ host: hostname, port: Number(port) });
      const through = proxy.through(direct);
      cutOff = await test.sibling(dependency === 'database' ? { databaseUrl: through } : { redisUrl: through });
    });
    afterAll(async () => {
      proxy?.restore();
      await test?.close();
      await proxy?.close();
    });

    const readiness = async (app: FastifyInstance) => {
      const response = await app.inject('/api/health/ready');
      return { status: response.statusCode, body: response.json() };
    };

    it(`answers 503 unavailable within a couple of seconds when ${dependency} is cut off, and 200 once it is back`, async () => {
      expect((await readiness(cutOff)).status).toBe(200);
      proxy.cutOff();
      const started = Date.now();
      const cut = await readiness(cutOff);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(cut).toEqual({ status: 503, body: { status: 'unavailable', checks: expect.any(Object) } });
      expect(cut.body.checks[dependency]).toBe('unreachable');
      // Only the instance that lost it: the one reaching it directly is still ready.
      expect((await readiness(test.app)).status).toBe(200);

      proxy.restore();
      await eventually(async () => (await readiness(cutOff)).status === 200, 15_000);
    });
  };
}

describe.skipIf(!testDatabaseUrl)('readiness when PostgreSQL drops off the network', cutOffCases('database'));
describe.skipIf(!testRedisUrl)('readiness when Redis drops off the network', cutOffCases('redis'));
