// Scale-out figures: the same mixed workload against one instance behind HAProxy and against two,
// side by side, on one PostgreSQL and one Redis. Browse and search (80%) and station reads (20%) are
// driven by wrk (a C load generator, so the load takes little of the 2 cores) while chat posts go out at a steady rate to SSE listeners and relay
// listeners hold audio streams. Then: how long one station's change takes to reach the other
// instance, and one station's incremental index update at 50,000 stations (no rebuild).
// Needs PostgreSQL (BENCH_DATABASE_URL, else this machine's), Redis (BENCH_REDIS_URL, else this
// machine's) and haproxy; says so and skips when one is missing.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Station } from '@sauti/contract';
import { GENRE_IDS, STATION_PAGE_MAX } from '@sauti/contract';
import pg from 'pg';
import { CatalogueIndex } from '../apps/server/src/modules/catalogue/catalogue-index';
import { type FakeStation, startFakeStation } from '../apps/server/src/test-support/fake-radio';
import { aRadioBrowserRecord } from '../apps/server/src/test-support/radio-browser-builders';
import { redisAnswers } from '../apps/web/e2e/support/services';
import { ensureHaproxy, type RunningHaproxy, startHaproxy } from '../scripts/lib/haproxy.mjs';
import { machineBusySeconds, processCpuSeconds } from './cpu-time';
import { pick, seededRandom } from './seeded-random';
import { freePort, type ServerProcess, startServerProcess } from './server-process';
import { percentile, round } from './stats';
import type { BenchContext, Benchmark, BenchSection } from './types';
import { hasWrk, type WrkOptions, wrkLoad } from './wrk-load';

const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const SECONDS = 15;
// Unmeasured load first, so neither side's figures include V8 compiling an instance's code while it is
// still cold (the second instance has served nothing before its side).
const WARM_SECONDS = 5;
const CONNECTIONS = 32;
// The paced sides: each instance gets the same load, a quarter of what one instance answered flat out,
// from this many connections per instance; so the machine has cores to spare and neither side's
// figures are about contention for them.
const PACED_SHARE = 0.25;
const PACED_CONNECTIONS_PER_INSTANCE = 8;
const SSE_LISTENERS = 100;
const RELAY_STATIONS = 5;
const RELAY_LISTENERS = 20;
const CHAT_POSTS_PER_SECOND = 10;
// Each poster posts every POSTERS / rate = 4 s: under the 5 per 10 s limit, which stays on.
const POSTERS = 40;
const PROPAGATION_SAMPLES = 20;
const SYNTHETIC_SIZE = 50_000;
const UPDATE_SAMPLES = 2000;
const ADMIN = { email: 'cluster-bench@bench.invalid', password: 'cluster bench password' };

interface Side {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  chatPosted: number;
  chatErrors: number;
  chatP99Ms: number;
  eventsDelivered: number;
  eventsExpected: number;
  relayDropped: number;
  /** Cores the whole machine kept busy during the load: instances, HAProxy, wrk, databases, kernel. */
  machineBusyCores: number;
  /** Cores the instances used, together. */
  instanceCores: number;
  /** Requests answered per second of CPU the instances used, together: what a request costs them. */
  requestsPerInstanceCoreSecond: number;
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const CHAT_EVENT = 'event: chat_message';

/**
 * An SSE connection that counts chat_message events until closed. `opened` resolves once its
 * answer's head arrived (the server sends it once the stream is subscribed), or it failed.
 */
function countChatEvents(url: string): { opened: Promise<void>; count(): number; close(): void } {
  const controller = new AbortController();
  let seen = 0;
  // The end of the text read so far: an event line may be split between two reads.
  let carried = '';
  const answered = fetch(url, { signal: controller.signal });
  const opened = answered.then(
    () => undefined,
    () => undefined,
  );
  void answered
    .then(async (response) => {
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        const text = carried + chunk.value;
        seen += text.split(CHAT_EVENT).length - 1;
        carried = text.slice(-(CHAT_EVENT.length - 1));
      }
    })
    .catch(() => undefined);
  return { opened, count: () => seen, close: () => controller.abort() };
}

/** A relay listener reading audio until closed; `dropped` when its stream ended before that. */
function listenToRelay(url: string): Promise<{ dropped(): boolean; close(): void }> {
  return new Promise((resolve, reject) => {
    let closing = false;
    let ended = false;
    const request = get(url, { agent: false }, (response) => {
      response.on('error', () => undefined);
      response.once('close', () => {
        ended = !closing;
      });
      response.once('data', () =>
        resolve({
          dropped: () => ended,
          close: () => {
            closing = true;
            request.destroy();
          },
        }),
      );
      response.resume();
    });
    request.on('error', reject);
  });
}

async function mixedWorkload(
  context: BenchContext,
  base: string,
  stations: Station[],
  tokens: string[],
  label: string,
  instancePids: number[],
  load: WrkOptions,
): Promise<Side> {
  const random = seededRandom(7);
  const words = [...new Set(stations.flatMap((station) => station.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)))].filter(
    (word) => word.length >= 4,
  );
  const countries = [...new Set(stations.map((station) => station.country))];
  const browse = [
    ...Array.from({ length: 4 }, () => `/api/stations?search=${encodeURIComponent(pick(words, random))}&limit=20`),
    ...Array.from({ length: 2 }, () => `/api/stations?country=${pick(countries, random)}&limit=20`),
    `/api/stations?genre=${pick(GENRE_IDS, random)}&limit=20`,
    '/api/countries',
  ];
  const reads = Array.from({ length: 2 }, () => `/api/stations/${pick(stations, random).id}`);
  const chatStation = stations[0] as Station;

  const relayStations = stations.filter((station) => station.name.startsWith('Cluster Bench Relay'));
  const relays = await Promise.all(
    Array.from({ length: RELAY_LISTENERS }, (_, index) =>
      listenToRelay(`${base}/api/streams/${relayStations[index % relayStations.length]?.id}`),
    ),
  );
  const listeners = Array.from({ length: SSE_LISTENERS }, () =>
    countChatEvents(`${base}/api/stations/${chatStation.id}/events`),
  );
  // Every post counts for every listener, so none is posted before all of them are subscribed.
  await Promise.all(listeners.map((listener) => listener.opened));
  const chatLatencies: number[] = [];
  let chatPosted = 0;
  let chatErrors = 0;
  let posting = true;
  const poster = (async () => {
    const started = performance.now();
    for (let sent = 0; posting; sent += 1) {
      const due = started + (sent * 1000) / CHAT_POSTS_PER_SECOND;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      if (!posting) break;
      const token = tokens[sent % tokens.length];
      const at = performance.now();
      void fetch(`${base}/api/chat/${chatStation.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: `bench ${label} ${sent}` }),
      }).then(
        (response) => {
          chatLatencies.push(performance.now() - at);
          if (response.status === 201) chatPosted += 1;
          else chatErrors += 1;
        },
        () => {
          chatErrors += 1;
        },
      );
    }
  })();
  context.log(`cluster: ${label}: ${WARM_SECONDS} s of warm-up load`);
  await wrkLoad(base, [...browse, ...reads], { connections: CONNECTIONS, seconds: WARM_SECONDS });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  context.log(`cluster: ${label}: ${SECONDS} s of mixed load`);
  const instancesBefore = sum(instancePids.map(processCpuSeconds));
  const machineBefore = machineBusySeconds();
  const loadStarted = performance.now();
  const result = await wrkLoad(base, [...browse, ...reads], load);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const machineBusyCores = (machineBusySeconds() - machineBefore) / loadSeconds;
  const instanceCores = (sum(instancePids.map(processCpuSeconds)) - instancesBefore) / loadSeconds;
  posting = false;
  await poster;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const delivered = listeners.reduce((sum, listener) => sum + listener.count(), 0);
  for (const listener of listeners) listener.close();
  const relayDropped = relays.filter((relay) => relay.dropped()).length;
  for (const relay of relays) relay.close();
  return {
    requestsPerSecond: round(result.requestsPerSecond, 0),
    p99Ms: round(result.p99Ms, 1),
    errors: result.errors,
    chatPosted,
    chatErrors,
    chatP99Ms: round(percentile(chatLatencies, 99), 1),
    eventsDelivered: delivered,
    eventsExpected: chatPosted * SSE_LISTENERS,
    relayDropped,
    machineBusyCores: round(machineBusyCores, 2),
    instanceCores: round(instanceCores, 2),
    requestsPerInstanceCoreSecond: round(result.requestsPerSecond / Math.max(0.01, instanceCores), 0),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One station's change on A until B lists it, by the catalogue's change log and pub/sub. */
async function propagation(a: string, b: string, stations: Station[]): Promise<number[]> {
  const { access_token: token } = await json<{ access_token: string }>(`${a}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const samples: number[] = [];
  for (let n = 0; n < PROPAGATION_SAMPLES; n += 1) {
    const station = stations[(n * 7) % stations.length] as Station;
    const name = `${station.name.slice(0, 60)} ${n}`;
    const started = performance.now();
    await json(`${a}/api/admin/stations/${station.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    for (;;) {
      const seen = await json<Station>(`${b}/api/stations/${station.id}`);
      if (seen.name === name) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Incremental updates of one station each in an index of 50,000, as every instance applies them. */
function incrementalUpdates(real: Station[]): number[] {
  const random = seededRandom(11);
  const synthetic = Array.from({ length: SYNTHETIC_SIZE }, (_, i) => ({
    ...pick(real, random),
    id: `synthetic-${i}`,
    slug: `synthetic-${i}`,
    name: `${pick(real, random).name} ${i}`,
  }));
  const countries = [...new Map(real.map((station) => [station.country, station])).values()].map((station) => ({
    code: station.country,
    name: station.country_name,
    flag: '',
    discoverable: true,
  }));
  const index = new CatalogueIndex(
    synthetic.map((station) => ({ station, clickTrend: 0 })),
    countries,
  );
  return Array.from({ length: UPDATE_SAMPLES }, (_, n) => {
    const station = pick(synthetic, random);
    const started = performance.now();
    index.upsert({ station: { ...station, name: `${station.name} v${n}`, clicks: n }, clickTrend: 0 });
    return performance.now() - started;
  });
}

async function reachable(): Promise<string | undefined> {
  if (!ensureHaproxy({ install: true })) return 'haproxy is missing (apt-get install haproxy)';
  if (!hasWrk()) return 'wrk is missing (apt-get install wrk)';
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return `PostgreSQL does not answer at ${DATABASE_URL}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return (await redisAnswers(REDIS_URL)) ? undefined : `Redis does not answer at ${REDIS_URL}`;
}

export const run: Benchmark = async (context): Promise<BenchSection> => {
  const missing = await reachable();
  if (missing) return { name: 'cluster', figures: { skipped: true }, notes: [`Skipped: ${missing}.`] };

  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sauti-cluster-bench-'));
  const radios: FakeStation[] = [];
  const instances: ServerProcess[] = [];
  let balancer: RunningHaproxy | undefined;
  try {
    for (let n = 0; n < RELAY_STATIONS; n += 1) radios.push(await startFakeStation());
    // The shared export plus the relay listeners' fake stations, in a file of this run only.
    const exported = JSON.parse(await readFile(context.sharedExport, 'utf8')) as unknown[];
    const catalogueFile = path.join(folder, 'catalogue.json');
    const relayRecords = radios.map((radio, n) =>
      aRadioBrowserRecord({ name: `Cluster Bench Relay ${n}`, url: radio.streamUrl, url_resolved: radio.streamUrl }),
    );
    await writeFile(catalogueFile, JSON.stringify([...exported, ...relayRecords]));
    const url = new URL(DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL,
      REDIS_NAMESPACE: schema,
      DATA_DIR: folder,
      CATALOGUE_FILE: catalogueFile,
      RADIO_BROWSER_URL: 'http://127.0.0.1:9',
      RADIO_BROWSER_REPORT: 'false',
      SAFE_FETCH_ALLOW: '127.0.0.1:*',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every load generator is 127.0.0.1: one client, as far as the per-client caps can tell.
      MAX_EVENT_STREAMS_PER_CLIENT: '100000',
      MAX_RELAY_LISTENERS_PER_CLIENT: '100000',
    };
    context.log('cluster: starting two instances on PostgreSQL and Redis');
    instances.push(await startServerProcess(context.repoRoot, env));
    instances.push(await startServerProcess(context.repoRoot, env));
    const [a, b] = instances as [ServerProcess, ServerProcess];

    const stations: Station[] = [];
    for (let offset = 0; ; offset += STATION_PAGE_MAX) {
      const page = await json<Station[]>(`${a.baseUrl}/api/stations?limit=${STATION_PAGE_MAX}&offset=${offset}`);
      stations.push(...page);
      if (page.length < STATION_PAGE_MAX) break;
    }
    context.log(`cluster: registering ${POSTERS} posters`);
    const tokens: string[] = [];
    for (let n = 0; n < POSTERS; n += 1) {
      const registered = await json<{ access_token: string }>(`${a.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` },
        body: JSON.stringify({
          email: `poster-${n}-${schema}@bench.invalid`,
          password: 'bench password',
          username: `p${n}_${schema.slice(-6)}`,
        }),
      });
      tokens.push(registered.access_token);
    }

    const portOf = (server: ServerProcess) => Number(new URL(server.baseUrl).port);
    const measure = async (members: ServerProcess[], label: string, load: WrkOptions) => {
      balancer = await startHaproxy({
        port: await freePort(),
        servers: members.map((server, n) => ({ name: `sauti${n + 1}`, port: portOf(server) })),
      });
      const pids = members.map((server) => server.child.pid ?? 0);
      const side = await mixedWorkload(context, balancer.url, stations, tokens, label, pids, load);
      await balancer.stop();
      balancer = undefined;
      // The next side's posters start a fresh rate-limit window.
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      return side;
    };
    const flatOut = { connections: CONNECTIONS, seconds: SECONDS };
    const one = await measure([a], '1 instance, flat out', flatOut);
    const two = await measure([a, b], '2 instances, flat out', flatOut);
    const pacedPerInstance = Math.max(50, one.requestsPerSecond * PACED_SHARE);
    const paced = (instances: number) => ({
      connections: PACED_CONNECTIONS_PER_INSTANCE * instances,
      seconds: SECONDS,
      delayMs: (PACED_CONNECTIONS_PER_INSTANCE * 1000) / pacedPerInstance,
    });
    const pacedOne = await measure([a], '1 instance, paced', paced(1));
    const pacedTwo = await measure([a, b], '2 instances, paced', paced(2));
    // Read now, so it is the load the throughput was measured under.
    const loadAverage = os.loadavg()[0] ?? 0;

    context.log('cluster: a station change on A until B shows it');
    const spread = await propagation(a.baseUrl, b.baseUrl, stations);
    context.log(`cluster: incremental index updates at ${SYNTHETIC_SIZE.toLocaleString('en')} stations`);
    const updates = incrementalUpdates(stations);
    const ratio = round(two.requestsPerSecond / Math.max(1, one.requestsPerSecond), 2);
    const ceiling = round(os.cpus().length / Math.max(0.01, one.machineBusyCores), 2);
    const perCoreRatio = (of: Side, to: Side) =>
      round(of.requestsPerInstanceCoreSecond / Math.max(1, to.requestsPerInstanceCoreSecond), 2);
    const pacedPerCoreRatio = perCoreRatio(pacedTwo, pacedOne);
    const noErrors = [one, two, pacedOne, pacedTwo].every(
      (side) =>
        side.errors === 0 &&
        side.chatErrors === 0 &&
        side.relayDropped === 0 &&
        side.eventsDelivered === side.eventsExpected,
    );
    const figures: BenchSection['figures'] = {};
    for (const [label, side] of [
      ['one', one],
      ['two', two],
      ['paced_one', pacedOne],
      ['paced_two', pacedTwo],
    ] as const) {
      figures[`${label}_instance_requests_per_s`] = side.requestsPerSecond;
      figures[`${label}_instance_p99_ms`] = side.p99Ms;
      figures[`${label}_instance_errors`] = side.errors;
      figures[`${label}_instance_chat_posts`] = side.chatPosted;
      figures[`${label}_instance_chat_errors`] = side.chatErrors;
      figures[`${label}_instance_chat_post_p99_ms`] = side.chatP99Ms;
      figures[`${label}_instance_chat_events_delivered`] = `${side.eventsDelivered}/${side.eventsExpected}`;
      figures[`${label}_instance_relay_listeners_dropped`] = `${side.relayDropped}/${RELAY_LISTENERS}`;
      figures[`${label}_instance_cores_used_by_instances`] = side.instanceCores;
      figures[`${label}_instance_cores_busy_on_machine`] = side.machineBusyCores;
      figures[`${label}_instance_requests_per_instance_core_s`] = side.requestsPerInstanceCoreSecond;
    }
    figures.paced_requests_per_s_per_instance = round(pacedPerInstance, 0);
    figures.paced_requests_per_instance_core_ratio_two_to_one = pacedPerCoreRatio;
    figures.requests_per_instance_core_ratio_two_to_one = perCoreRatio(two, one);
    figures.throughput_ratio_two_to_one = ratio;
    figures.throughput_ratio_ceiling_on_this_machine = ceiling;
    figures.machine_load_average = round(loadAverage, 1);
    figures.station_change_reaches_other_instance_p50_ms = round(percentile(spread, 50), 1);
    figures.station_change_reaches_other_instance_max_ms = round(Math.max(...spread), 1);
    figures.incremental_index_update_p50_ms_at_50000 = round(percentile(updates, 50), 3);
    figures.incremental_index_update_p99_ms_at_50000 = round(percentile(updates, 99), 3);
    return {
      name: 'cluster',
      figures,
      targets: [
        {
          label:
            'a second instance adds no overhead per request: requests per instance-core-second with two instances at least 0.9x of one, each instance under the same paced load',
          met: pacedPerCoreRatio >= 0.9,
        },
        {
          label: `two instances give at least 1.6x the throughput of one (at most ${ceiling}x on this machine, see below)`,
          met: ratio >= 1.6,
        },
        {
          label: 'no errors, refused chat posts, undelivered chat events or dropped relay listeners on either side',
          met: noErrors,
        },
        {
          label: 'one station updated in the index under 50 ms (p99) at 50,000 stations',
          met: percentile(updates, 99) < 50,
        },
      ],
      notes: [
        `Both sides go through HAProxy (one server, then two), so the ratio is about instances, not the proxy. ${CONNECTIONS} wrk connections (one thread) for ${SECONDS} s, after ${WARM_SECONDS} s of the same load unmeasured: searches, country and genre lists and the country list (80%), station reads (20%); meanwhile ${CHAT_POSTS_PER_SECOND} chat posts a second to ${SSE_LISTENERS} SSE listeners and ${RELAY_LISTENERS} relay listeners on ${RELAY_STATIONS} stations.`,
        `Everything (load generator, HAProxy, PostgreSQL, Redis, both instances) shares this machine's ${os.cpus().length} cores, so a second instance competes with the load for the same CPUs.`,
        "cores_busy_on_machine is all the CPU the machine spent during the load (every process, the kernel and its loopback network work), from /proc/stat; cores_used_by_instances is the instances' own share, from each instance's /proc/<pid>/stat (user and system time), added up. " +
          `throughput_ratio_ceiling_on_this_machine is ${os.cpus().length} cores over the one-instance side's busy cores: the most two instances could give here if each request cost the machine what it did with one instance, before any contention.`,
        'requests_per_instance_core_s is requests answered per second over the cores the instances used: requests per second of instance CPU. Its ratio, two instances over one, is the scale-out figure this machine can state honestly: at 1.0 a second instance costs nothing per request, so on cores of their own (the load generator, HAProxy and the databases elsewhere) two instances would answer twice the requests of one; below 1.0 is the overhead a second instance adds per request. The raw throughput ratio cannot show that here, since with one instance the machine is already mostly busy.',
        `The paced sides give each instance the same load, ${PACED_SHARE * 100}% of what one instance answered flat out (paced_requests_per_s_per_instance), from ${PACED_CONNECTIONS_PER_INSTANCE} wrk connections per instance that each wait between an answer and their next request: twice the requests for two instances. With cores to spare, requests per instance-core-second then shows what a second instance itself adds per request (pub/sub, shared counters, its own caches), which is the target; flat out, both instances and the load generator contend for 2 cores, and requests_per_instance_core_ratio_two_to_one also carries that contention (fewer requests per event-loop turn, more context switches), which more cores would take away.`,
        'machine_load_average: the 1-minute load average just after the two-instance side; above the core count, other work shared the machine, and both ratios then include contention for the cores (context switches and caches shared with that work cost CPU time too).',
      ],
    };
  } finally {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all(radios.map((radio) => radio.close()));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    await rm(folder, { recursive: true, force: true });
  }
};
