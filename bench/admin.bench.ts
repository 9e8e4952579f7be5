// Admin figures: the admin stations list at 50,000 stations (the export's, and synthetic ones made
// from them), a filtered, sorted page over HTTP against the built server, as an admin. SQLite always;
// PostgreSQL too when BENCH_DATABASE_URL names a database the bench may create a schema in.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GENRE_IDS, StationHealth } from '@sauti/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { insertStations, type NewStationRow } from '../apps/server/src/modules/catalogue/repo';
import { pick, seededRandom } from './seeded-random';
import { startServerProcess } from './server-process';
import { round } from './stats';
import type { BenchContext, Benchmark } from './types';

const STATIONS = 50_000;
const ADMIN = { email: 'bench-admin@example.org', password: 'bench admin password' };
/** The target is one admin's pages, one after another; four admins at once are measured beside it. */
const ADMINS_AT_ONCE = 4;
const WARM_UP_S = 3;
const DURATION_S = 10;

/** Filtered, sorted pages as an admin asks for them: by country, genre, state, a name, deep pages. */
const PAGES = [
  'country=NG&sort=name&page=3',
  'genre=gospel&active=true&sort=popular',
  'search=radio&sort=name',
  'health=good&country=KE&sort=newest',
  'search=fm&country=GH&sort=updated',
  'boosted=false&premium=false&sort=country&page=10',
  'active=true&hidden=false&sort=name&page=100',
  'deleted=true&sort=updated',
  'search=gospel%20fm&sort=popular',
];

/** Rows like the export's, with new names, countries, genres, health, states and dates. */
function syntheticRows(templates: readonly NewStationRow[], count: number, random: () => number): NewStationRow[] {
  const words = [...new Set(templates.flatMap((row) => row.name.split(/\s+/)))].filter((word) => word.length > 1);
  const countries = [...new Set(templates.map((row) => row.country))];
  const start = Date.parse('2019-01-01T00:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const template = pick(templates, random);
    const created = new Date(start + Math.floor(random() * 7 * 365 * 24 * 3600_000)).toISOString();
    return {
      ...template,
      id: `synthetic-${i}`,
      slug: `synthetic-${i}`,
      source_id: `synthetic-${i}`,
      name: `${pick(words, random)} ${pick(words, random)} ${Math.floor(random() * 1000)}`,
      country: pick(countries, random),
      genre: pick(GENRE_IDS, random),
      health: pick(StationHealth.options, random),
      is_active: random() < 0.95 ? 1 : 0,
      boosted: random() < 0.02 ? 1 : 0,
      is_premium: random() < 0.02 ? 1 : 0,
      deleted_at: random() < 0.01 ? created : null,
      clicks: Math.floor(random() * 2000),
      votes: Math.floor(random() * 5000),
      created_at: created,
      updated_at: created,
    };
  });
}

/** Imports the export, then fills up to 50,000 stations, through the app's own migrations and writes. */
async function seed(context: BenchContext, env: { dataDir: string; databaseUrl: string | undefined }) {
  const app = await buildApp(testConfig({ dataDir: env.dataDir, databaseUrl: env.databaseUrl }));
  try {
    await app.catalogueImport.importFile(context.sharedExport);
    const db = app.database.db;
    const templates = await db.selectFrom('stations').selectAll().execute();
    const rows = syntheticRows(templates, STATIONS - templates.length, seededRandom(2026));
    await db.transaction().execute((trx) => insertStations(trx, rows));
  } finally {
    await app.close();
  }
}

async function measure(context: BenchContext, env: Record<string, string>) {
  const server = await startServerProcess(context.repoRoot, {
    ...env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    // The first admin read after a start makes the admin's view of the catalogue index: measured on its own.
    const started = performance.now();
    await fetch(`${server.baseUrl}/api/admin/stations`, { headers });
    const firstReadMs = performance.now() - started;
    const load = (connections: number, duration: number) =>
      autocannon({
        url: server.baseUrl,
        connections,
        duration,
        headers,
        requests: PAGES.map((query) => ({ method: 'GET', path: `/api/admin/stations?${query}&page_size=50` })),
      });
    // A short run first, so the figures are of the server's steady state, not of its code warming up.
    await load(ADMINS_AT_ONCE, WARM_UP_S);
    const one = await load(1, DURATION_S);
    const several = await load(ADMINS_AT_ONCE, DURATION_S);
    const [loadAverage] = os.loadavg();
    return {
      firstReadMs: round(firstReadMs, 0),
      p50: one.latency.p50,
      p99: one.latency.p99,
      severalP50: several.latency.p50,
      severalP99: several.latency.p99,
      severalRequestsPerSecond: round(several.requests.average, 0),
      errors: one.errors + one.non2xx + several.errors + several.non2xx,
      loadAverage: round(loadAverage ?? 0, 1),
    };
  } finally {
    await server.stop();
  }
}

async function onSqlite(context: BenchContext) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-bench-admin-'));
  try {
    await seed(context, { dataDir, databaseUrl: undefined });
    return await measure(context, { DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The same on PostgreSQL, in a schema of its own that is dropped afterwards. */
async function onPostgres(context: BenchContext, databaseUrl: string) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-bench-admin-'));
  try {
    await seed(context, { dataDir, databaseUrl: url.toString() });
    // A live database has long been vacuumed and analysed; autovacuum catching up on the fresh rows
    // during the measurement would be measured instead.
    await client.query(`VACUUM ANALYZE ${schema}.stations`);
    return await measure(context, { DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  } finally {
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

function figuresOf(measured: Measured, database: string): Record<string, number> {
  return {
    [`admin_list_p50_ms_${database}`]: measured.p50,
    [`admin_list_p99_ms_${database}`]: measured.p99,
    [`admin_list_${ADMINS_AT_ONCE}_admins_p50_ms_${database}`]: measured.severalP50,
    [`admin_list_${ADMINS_AT_ONCE}_admins_p99_ms_${database}`]: measured.severalP99,
    [`admin_list_${ADMINS_AT_ONCE}_admins_requests_per_s_${database}`]: measured.severalRequestsPerSecond,
    [`admin_list_errors_${database}`]: measured.errors,
    [`admin_list_first_read_ms_${database}`]: measured.firstReadMs,
    [`machine_load_average_${database}`]: measured.loadAverage,
  };
}

const target = (database: string, measured: Measured) => ({
  label: `admin stations page p99 under 50 ms at 50,000 stations (${database})`,
  met: measured.p99 < 50,
});

export const run: Benchmark = async (context) => {
  context.log(`admin: seeding ${STATIONS} stations on SQLite`);
  const sqlite = await onSqlite(context);
  const figures: Record<string, number> = { admin_stations: STATIONS, ...figuresOf(sqlite, 'sqlite') };
  const targets = [target('SQLite', sqlite)];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    context.log('admin: the same on PostgreSQL');
    const postgres = await onPostgres(context, postgresUrl);
    Object.assign(figures, figuresOf(postgres, 'postgres'));
    targets.push(target('PostgreSQL', postgres));
  }
  return {
    name: 'admin',
    figures,
    targets,
    notes: [
      `One admin's requests one after another for ${DURATION_S} s over HTTP (the target), then ${ADMINS_AT_ONCE} admins at once for as long, after a ${WARM_UP_S} s warm-up; each request one of ${PAGES.length} filtered, sorted pages of 50 (country, genre, state, name search, deep pages), totals counted.`,
      "first_read: the first admin list read after the server started, which makes the admin's view of the catalogue index (kept in step with every change after that).",
      `machine_load_average: the 1-minute load average as the run ended, on ${os.cpus().length} cores shared with other work; above the core count the figures include time spent waiting for a core.`,
    ],
  };
};
