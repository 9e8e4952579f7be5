// Stream checker figures: checks per minute in one process against 1,000 fake stations on 127.0.0.1
// that behave like real ones (an answer after 50–500 ms, 10% dead, 5% never answering), the process's
// memory across three runs of all of them, and the time a 50,000-station catalogue would take; then one
// "Run Stream Error Correction" over the same stations (every failing one tried at its other addresses).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { aRadioBrowserRecord, startFakeRadioBrowser } from '../apps/server/src/test-support/radio-browser-builders';
import { round } from './stats';
import type { Benchmark } from './types';

const STATIONS = 1000;
const SERVERS = 4;
const RUNS = 3;
const CATALOGUE = 50_000;
const TARGET_PER_MINUTE = 3000;
// Radio Browser's checker as configured (etc/config-example.toml): batches of 100 stations, one batch a
// minute, 10 at a time.
const RADIO_BROWSER_PER_MINUTE = 100;

const mb = (bytes: number) => round(bytes / 2 ** 20, 1);

async function startFakeStations(): Promise<{ ports: number[]; stop(): Promise<number> }> {
  const worker = new Worker(new URL('./fake-stations.mjs', import.meta.url), { workerData: { servers: SERVERS } });
  const { ports } = await new Promise<{ ports: number[] }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { ports, stop: () => worker.terminate() };
}

export const run: Benchmark = async (context) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-checker-bench-'));
  const stations = await startFakeStations();
  const config = testConfig({ dataDir, radioBrowserUrl: 'http://127.0.0.1:9', safeFetchAllow: ['127.0.0.1:*'] });
  const app = await buildApp({
    ...config,
    checks: { ...config.checks, scheduler: false, answerWithinMs: 30 * 60_000 },
  });
  try {
    const records = Array.from({ length: STATIONS }, (_, n) => {
      const url = `http://127.0.0.1:${stations.ports[n % SERVERS]}/s/${n}`;
      return aRadioBrowserRecord({ name: `Bench Station ${n}`, url, url_resolved: url, countrycode: 'GH' });
    });
    const radioBrowser = await startFakeRadioBrowser(records);
    await app.catalogueImport.syncRadioBrowser({ baseUrl: radioBrowser.url, timeoutMs: 30_000 });
    await radioBrowser.close();

    const samples: Array<{ rss: number; heap: number }> = [];
    const sampler = setInterval(() => {
      const memory = process.memoryUsage();
      samples.push({ rss: memory.rss, heap: memory.heapUsed });
    }, 250);
    const perRun: Array<{ ms: number; working: number; failed: number; rssPeak: number; heapPeak: number }> = [];
    try {
      for (let index = 0; index < RUNS; index += 1) {
        context.log(`checker: run ${index + 1} of ${RUNS} over ${STATIONS} stations`);
        const from = samples.length;
        const started = performance.now();
        const { run } = await app.streamHealth.verifyAll();
        const ms = performance.now() - started;
        if (run.status !== 'done') throw new Error(`run ${run.run_id} ended ${run.status}`);
        const window = samples.slice(from);
        perRun.push({
          ms,
          working: run.working_stations,
          failed: run.total_stations - run.working_stations,
          rssPeak: Math.max(...window.map((sample) => sample.rss)),
          heapPeak: Math.max(...window.map((sample) => sample.heap)),
        });
      }
    } finally {
      clearInterval(sampler);
    }
    context.log(`checker: one repair run over ${STATIONS} stations`);
    const repairStarted = performance.now();
    const { run: repair } = await app.streamHealth.fixStreamErrors();
    const repairMs = performance.now() - repairStarted;
    if (repair.status !== 'done') throw new Error(`repair run ${repair.run_id} ended ${repair.status}`);
    const repairPerMinute = (STATIONS * 60_000) / repairMs;
    const totalMs = perRun.reduce((sum, each) => sum + each.ms, 0);
    const perMinute = (STATIONS * RUNS * 60_000) / totalMs;
    const first = perRun[0] as (typeof perRun)[number];
    const last = perRun.at(-1) as (typeof perRun)[number];
    const rssGrowth = (last.rssPeak - first.rssPeak) / first.rssPeak;
    return {
      name: 'checker',
      figures: {
        checker_stations: STATIONS,
        checker_runs: RUNS,
        checker_concurrency: config.checks.concurrency,
        checker_checks_per_minute: Math.round(perMinute),
        checker_run_ms: perRun.map((each) => Math.round(each.ms)).join(' / '),
        checker_working_per_run: first.working,
        checker_failed_per_run: first.failed,
        checker_rss_peak_mb_per_run: perRun.map((each) => mb(each.rssPeak)).join(' / '),
        checker_heap_peak_mb_per_run: perRun.map((each) => mb(each.heapPeak)).join(' / '),
        checker_minutes_for_50k_stations: round(CATALOGUE / perMinute, 1),
        repair_stations_per_minute: Math.round(repairPerMinute),
        repair_run_ms: Math.round(repairMs),
        repair_errors_detected: repair.errors_detected,
        repair_unfixed_listed: repair.unfixed_stations.length,
        radio_browser_configured_checks_per_minute: RADIO_BROWSER_PER_MINUTE,
        radio_browser_minutes_for_50k_stations: CATALOGUE / RADIO_BROWSER_PER_MINUTE,
      },
      targets: [
        {
          label: `at least ${TARGET_PER_MINUTE.toLocaleString('en')} checks a minute with one process`,
          met: perMinute >= TARGET_PER_MINUTE,
        },
        {
          label: `stream repair at ${TARGET_PER_MINUTE.toLocaleString('en')} stations a minute or more`,
          met: repairPerMinute >= TARGET_PER_MINUTE,
        },
        {
          label: 'memory flat over the runs (peak RSS of the last run within 15% of the first)',
          met: rssGrowth <= 0.15,
        },
      ],
      notes: [
        `Each run checks all ${STATIONS} stations through the real app (verify-all: queue, checks recorded, results applied); a run's time includes applying its results to the catalogue.`,
        'Fake stations answer after 50–500 ms; 10% are dead (404), 5% accept and never answer (a check gives up on them after the response timeout), the rest send 1.6 s of MP3 at once and hold the connection. They run in a worker thread of the same process, so RSS includes them.',
        'The repair run checks each station and probes it for a permanent redirect together; a failing one is then tried at every other address at once (the other scheme, Radio Browser, merged duplicates).',
        `Radio Browser's checker, as configured in its example config, checks ${RADIO_BROWSER_PER_MINUTE} stations a minute per server (batches of 100, a 60 s pause, 10 at a time).`,
      ],
    };
  } finally {
    await app.close();
    await stations.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};
