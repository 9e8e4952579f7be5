// Starts the real app for a test: a fresh SQLite file, or a fresh PostgreSQL schema when
// TEST_DATABASE_URL is set (and Redis pub/sub when TEST_REDIS_URL is set), so suites run on both.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type CheckSettings, type Config, DEFAULT_GATEWAY, type GatewaySettings, testConfig } from '../config';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Builds a second app on the same database and data folder, like a restart or another instance. */
  sibling(overrides?: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-test-'));
  if (!testDatabaseUrl) {
    return { dataDir, databaseUrl: undefined, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gateway timings short enough for tests, long enough for a busy two-core machine. */
export const TEST_GATEWAY: GatewaySettings = {
  ...DEFAULT_GATEWAY,
  connectTimeoutMs: 3000,
  responseTimeoutMs: 3000,
  openDeadlineMs: 4000,
  idleCloseMs: 300,
  reconnectMinMs: 100,
  reconnectMaxMs: 1000,
  reconnectGiveUpMs: 8000,
  stallTimeoutMs: 3000,
};

/** Stream checks for tests: no scheduler unless a test starts one, quick polling, a 5 s check. */
export const TEST_CHECKS: CheckSettings = {
  ...testConfig().checks,
  scheduler: false,
  deadlineMs: 5000,
  pollMs: 20,
  tickMs: 200,
  leaseMs: 2000,
  // Test stations' homepages are made up (https://example.org/): no check may reach out to them.
  readStreamInfo: false,
};

/**
 * The test app may fetch from any port on 127.0.0.1, where the tests' fake Radio Browser and radio
 * servers listen. Tests that prove refusal pass their own `safeFetchAllow` (one port, or none), or
 * build a SafeFetch of their own.
 */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    redisUrl: testRedisUrl,
    // Counters and channels left in Redis by earlier runs must not reach this one.
    redisNamespace: `test-${randomBytes(6).toString('hex')}`,
    radioBrowserUrl: 'http://127.0.0.1:9',
    radioBrowserTimeoutMs: 500,
    // Plays report back to Radio Browser only in the tests of that report, against a fake of it.
    radioBrowserReport: false,
    safeFetchAllow: ['127.0.0.1:*'],
    gateway: TEST_GATEWAY,
    checks: TEST_CHECKS,
    ...overrides,
  });
  // A failed start would otherwise leave its PostgreSQL schema or temp folder behind.
  const app = await buildApp(config).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const siblings: FastifyInstance[] = [];
  return {
    app,
    config,
    async sibling(more = {}) {
      const next = await buildApp({ ...config, ...more });
      siblings.push(next);
      return next;
    },
    async close() {
      await Promise.all(siblings.map((sibling) => sibling.close()));
      await app.close();
      await database.drop();
    },
  };
}
