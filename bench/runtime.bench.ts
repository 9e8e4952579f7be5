// Runtime figures: the built server on Node 20 (the runtime Sauti left, bench/node20-baseline.ts) beside
// the pinned Node 24, without and with the module compile cache (NODE_COMPILE_CACHE, which npm start,
// the CLI, the worker and npm run cluster turn on), all in one run and in turns, so every column meets
// the same machine. For each: cold start on the shared catalogue (spawn to the first 200 of
// /api/health/ready, median of several starts), then a search listing under wrk, and the server's
// memory after that load.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildQueries } from './catalogue.bench';
import { processCpuSeconds } from './cpu-time';
import { importedCatalogue } from './imported-catalogue';
import { node20Baseline } from './node20-baseline';
import { seededRandom } from './seeded-random';
import { type ServerProcess, startServerProcess, untilReady } from './server-process';
import { percentile, round } from './stats';
import type { BenchContext, Benchmark } from './types';
import { hasWrk, type WrkResult, wrkLoad } from './wrk-load';

const STARTS = 5;
const CONNECTIONS = 32;
const WARM_SECONDS = 2;
const LOAD_SECONDS = 3;
const LOAD_ROUNDS = 5;
const METRICS_TOKEN = 'runtime-bench-metrics-token';

interface Column {
  key: string;
  title: string;
  node: string;
  script: string;
  env: Record<string, string>;
  /** This runtime's copy of the imported catalogue. */
  dataDir: string;
}

interface Start {
  /** Spawn to the first answer of /api/health: the process listens. */
  answersMs: number;
  /** Spawn to the first 200 of /api/health/ready: catalogue loaded and warm-up done. */
  readyMs: number;
  /** CPU the server used until ready, all its threads: what a busy machine does not stretch. */
  cpuMs: number;
}

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  requestsPerCpuSecond: number;
  rssMb: number;
  heapUsedMb: number;
}

/** One round of load on one server, with the CPU the server used in it. */
type Round = WrkResult & { cpuSeconds: number };

interface Measured {
  starts: Start[];
  load?: Load;
}

function serverEnv(dataDir: string, context: BenchContext): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(context.repoRoot, 'apps/web/dist'),
    RADIO_BROWSER_URL: 'http://127.0.0.1:9',
    RADIO_BROWSER_REPORT: 'false',
    METRICS_TOKEN,
  };
}

async function started(context: BenchContext, column: Column) {
  const server = await startServerProcess(
    context.repoRoot,
    { ...serverEnv(column.dataDir, context), ...column.env },
    column.script,
    column.node,
  );
  await untilReady(server.baseUrl);
  const readyMs = performance.now() - server.spawnedAt;
  const cpuMs = processCpuSeconds(server.child.pid as number) * 1000;
  return { server, start: { answersMs: server.startMs, readyMs, cpuMs } };
}

async function coldStart(context: BenchContext, column: Column): Promise<Start> {
  const { server, start } = await started(context, column);
  await server.stop();
  return start;
}

/** The server's own figures from its Prometheus metrics, in MiB. */
async function serverMemory(baseUrl: string): Promise<{ rssMb: number; heapUsedMb: number }> {
  const text = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
    (response) => response.text(),
  );
  const mib = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]) / 2 ** 20;
  return { rssMb: mib('process_resident_memory_bytes'), heapUsedMb: mib('nodejs_heap_size_used_bytes') };
}

/**
 * Every column's server running at once, loaded one at a time in rounds, in turns: on a shared machine a
 * single long run per column would compare what else the machine was doing as much as the runtimes.
 */
async function searchLoad(context: BenchContext, columns: Column[], paths: string[]) {
  const servers: Array<{ column: Column; server: ServerProcess }> = [];
  try {
    for (const column of columns) servers.push({ column, server: (await started(context, column)).server });
    for (const { server } of servers)
      await wrkLoad(server.baseUrl, paths, { connections: CONNECTIONS, seconds: WARM_SECONDS });
    const rounds = new Map<Column, Round[]>(columns.map((column) => [column, []]));
    for (let round = 0; round < LOAD_ROUNDS; round += 1) {
      context.log(`runtime: search under load, round ${round + 1} of ${LOAD_ROUNDS} on each runtime`);
      for (const { column, server } of rotated(servers, round)) {
        const pid = server.child.pid as number;
        const cpuBefore = processCpuSeconds(pid);
        const load = await wrkLoad(server.baseUrl, paths, { connections: CONNECTIONS, seconds: LOAD_SECONDS });
        rounds.get(column)?.push({ ...load, cpuSeconds: processCpuSeconds(pid) - cpuBefore });
      }
    }
    const loads = new Map<Column, Load>();
    for (const { column, server } of servers) {
      const runs = rounds.get(column) ?? [];
      const medianOf = (of: (load: Round) => number) => percentile(runs.map(of), 50);
      loads.set(column, {
        requestsPerSecond: medianOf((load) => load.requestsPerSecond),
        p99Ms: medianOf((load) => load.p99Ms),
        requestsPerCpuSecond: medianOf((load) => (load.requestsPerSecond * LOAD_SECONDS) / load.cpuSeconds),
        errors: runs.reduce((sum, load) => sum + load.errors, 0),
        ...(await serverMemory(server.baseUrl)),
      });
    }
    return loads;
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

/** The columns in another order at each turn, so none always follows the same one. */
const rotated = <T>(items: readonly T[], by: number) => items.map((_, at) => items[(at + by) % items.length] as T);

const median = (starts: readonly Start[], of: keyof Start) =>
  round(
    percentile(
      starts.map((start) => start[of]),
      50,
    ),
    0,
  );

export const run: Benchmark = async (context) => {
  const baseline = await node20Baseline(context.repoRoot, context.log);
  if ('skipped' in baseline) context.log(`runtime: Node 20 column skipped: ${baseline.skipped}`);
  const work = await mkdtemp(path.join(os.tmpdir(), 'sauti-bench-runtime-'));
  const dist = path.join(context.repoRoot, 'apps/server/dist/main.js');
  const node24 = `Node ${process.versions.node}`;
  // Each runtime on a copy of its own of the catalogue, so no server reads a database another is writing.
  const column = (key: string, title: string, node: string, script: string, env: Record<string, string> = {}) => ({
    key,
    title,
    node,
    script,
    env,
    dataDir: path.join(work, key),
  });
  const cached = column('node24_cache', `${node24}, compile cache`, process.execPath, dist, {
    NODE_COMPILE_CACHE: path.join(work, 'compile-cache'),
  });
  const columns: Column[] = [
    ...('skipped' in baseline
      ? []
      : [column('node20', `Node ${baseline.version.slice(1)}`, baseline.node, baseline.script)]),
    column('node24', node24, process.execPath, dist),
    cached,
  ];
  context.log('runtime: importing the export');
  const { dataDir, stations } = await importedCatalogue(context);
  try {
    for (const { dataDir: copy } of columns) await cp(dataDir, copy, { recursive: true });
    const measured = new Map<string, Measured>(columns.map(({ key }) => [key, { starts: [] }]));
    context.log('runtime: a first start that fills the compile cache');
    const firstWithCache = await coldStart(context, cached);
    for (let turn = 0; turn < STARTS; turn += 1) {
      context.log(`runtime: cold start ${turn + 1} of ${STARTS} on each runtime`);
      for (const each of rotated(columns, turn)) measured.get(each.key)?.starts.push(await coldStart(context, each));
    }
    if (hasWrk()) {
      const paths = buildQueries(stations, seededRandom(2026))
        .slice(0, 200)
        .map((query) => `/api/stations?search=${encodeURIComponent(query.search)}&limit=20`);
      const loads = await searchLoad(context, columns, paths);
      for (const each of columns) (measured.get(each.key) as Measured).load = loads.get(each);
    }
    return section(columns, measured, firstWithCache, baseline);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }
};

function section(
  columns: Column[],
  measured: Map<string, Measured>,
  firstWithCache: Start,
  baseline: Awaited<ReturnType<typeof node20Baseline>>,
) {
  const of = (column: Column) => measured.get(column.key) as Measured;
  const load = (column: Column, of: keyof Load, digits: number) => {
    const value = measured.get(column.key)?.load?.[of];
    return value === undefined ? Number.NaN : round(value, digits);
  };
  const rows: Array<[string, string, (column: Column) => number]> = [
    ['cold start, spawn to ready (median ms)', 'cold_start_ready_ms', (column) => median(of(column).starts, 'readyMs')],
    ['CPU used until ready (median ms)', 'cold_start_cpu_ms', (column) => median(of(column).starts, 'cpuMs')],
    ['spawn to listening (median ms)', 'cold_start_listening_ms', (column) => median(of(column).starts, 'answersMs')],
    ['search listing (requests/s)', 'http_search_requests_per_s', (column) => load(column, 'requestsPerSecond', 0)],
    ['search listing p99 (ms)', 'http_search_latency_p99_ms', (column) => load(column, 'p99Ms', 1)],
    [
      'searches per server CPU second',
      'http_search_requests_per_cpu_s',
      (column) => load(column, 'requestsPerCpuSecond', 0),
    ],
    ['errors under load', 'http_errors', (column) => load(column, 'errors', 0)],
    ['server RSS after load (MiB)', 'rss_after_load_mb', (column) => load(column, 'rssMb', 0)],
    ['heap used after load (MiB)', 'heap_used_after_load_mb', (column) => load(column, 'heapUsedMb', 1)],
  ];
  const figures: Record<string, number | string> = {};
  for (const [, name, value] of rows) for (const column of columns) figures[`${name}_${column.key}`] = value(column);
  figures.first_start_empty_compile_cache_ready_ms = round(firstWithCache.readyMs, 0);
  const shown = (value: number) => (Number.isNaN(value) ? '–' : String(value));
  return {
    name: 'runtime',
    figures: { ...figures, ...('skipped' in baseline ? { node20: `skipped: ${baseline.skipped}` } : {}) },
    table: {
      header: ['', ...columns.map((column) => column.title)],
      rows: rows.map(([label, , value]) => [label, ...columns.map((column) => shown(value(column)))]),
    },
    notes: [
      `${STARTS} cold starts on each runtime, in turns, on the shared export already imported; ready includes the server's warm-up (WARM_UP); wall times on a shared machine vary with its other work, the CPU a start used is steadier. The compile cache's first start, which fills it, took ${round(firstWithCache.readyMs, 0)} ms to ready.`,
      `Load: the ${columns.length} servers run at once and wrk loads one at a time, ${CONNECTIONS} connections over 200 searches of the catalogue bench, ${LOAD_ROUNDS} rounds of ${LOAD_SECONDS} s each in turns after ${WARM_SECONDS} s of warming; requests/s, p99 and searches per CPU second are the rounds' medians, CPU is the server's own (all threads, from /proc), memory its own /metrics after the last round.`,
      'skipped' in baseline
        ? `Node 20: skipped, ${baseline.skipped}.`
        : 'Node 20 runs the same bundle with better-sqlite3 12 (13 needs Node 22 or later), prepared in bench/.node20-baseline/.',
      ...(hasWrk() ? [] : ['No /usr/bin/wrk: the load figures were not measured.']),
    ],
  };
}
