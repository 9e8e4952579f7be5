// Stream gateway figures beside Debian's icecast2 relaying the same fake source: 1,000 listeners held
// on one station and 5,000 across 100 stations, CPU and memory per listener, and time to first audio
// byte for a new listener. Each listener checks the frame numbers the fake source stamps in its audio,
// so a byte lost, repeated or out of order shows. Everything runs on loopback; every loop is bounded
// and the whole section stops by itself in about four minutes.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeHost } from '../apps/server/src/test-support/fake-host';
import { FakeSource, FRAME_BYTES, FRAME_HEADER } from '../apps/server/src/test-support/fake-radio';
import { aRadioBrowserRecord } from '../apps/server/src/test-support/radio-browser-builders';
import { serverNodeFlags } from '../scripts/lib/server-flags.mjs';
import { processCpuSeconds } from './cpu-time';
import { freePort, startServerProcess } from './server-process';
import { percentile, round } from './stats';
import type { BenchContext, Benchmark } from './types';

const STATIONS = 100;
const ONE_STATION_LISTENERS = 1000;
const SPREAD_LISTENERS = 5000;
// Memory is also read at this many listeners, so the cost of each listener added after it shows apart
// from what a process spends once (its heap's young generation, one upstream and burst per station).
const MEMORY_BASE_LISTENERS = 1000;
const HOLD_MS = 12_000;
// Opened this many at a time: a busy icecast2 may leave a whole batch waiting for its 10 s timeout.
const RAMP_BATCH = 500;
const SETTLE_MS = 1000;
// A server counts as idle once its size changed by under 1% in half a second (10 s at most).
const IDLE_SAMPLE_MS = 500;
const IDLE_TRIES = 20;
const IDLE_STEADY_SHARE = 0.01;
const TTFB_SAMPLES = 20;
const BYTES_PER_SECOND = 16_000; // a 128 kbit/s station
// A listener that received less than this share of the audio sent while held counts as lossy.
const DELIVERY_FLOOR = 0.9;
const ICECAST = '/usr/bin/icecast2';

interface Server {
  name: string;
  port: number;
  pid: number;
  /** The path a listener of station n (1-based) asks for. */
  pathOf(station: number): string;
  stop(): Promise<void>;
}

interface Listener {
  socket: Socket;
  bytes: number;
  firstByteMs: number | null;
  closed: boolean;
  frames: FrameCheck;
}

/**
 * Follows the fake source's frames through a listener's audio: each starts with the same header and
 * ends with its number, one more than the last. Icecast may start a listener mid-frame, so the check
 * starts at the first header it finds; from then on a header out of place or a number skipped is a fault.
 */
interface FrameCheck {
  synced: boolean;
  /** Position in the current frame. */
  at: number;
  number: number;
  last: number | null;
  faults: number;
}

const SEQUENCE_AT = FRAME_BYTES - 4;

function followFrames(check: FrameCheck, chunk: Buffer): void {
  let i = 0;
  if (!check.synced) {
    const start = chunk.indexOf(FRAME_HEADER);
    if (start < 0) return;
    check.synced = true;
    check.at = 0;
    i = start;
  }
  while (i < chunk.length) {
    if (check.at < FRAME_HEADER.length) {
      if (chunk[i] !== FRAME_HEADER[check.at]) {
        check.faults += 1;
        check.synced = false;
        followFrames(check, chunk.subarray(i + 1));
        return;
      }
      i += 1;
      check.at += 1;
    } else if (check.at < SEQUENCE_AT) {
      const skip = Math.min(SEQUENCE_AT - check.at, chunk.length - i);
      i += skip;
      check.at += skip;
    } else {
      check.number = ((check.number << 8) | (chunk[i] ?? 0)) >>> 0;
      i += 1;
      check.at += 1;
      if (check.at === FRAME_BYTES) {
        if (check.last !== null && check.number !== check.last + 1) check.faults += 1;
        check.last = check.number;
        check.number = 0;
        check.at = 0;
      }
    }
  }
}

function rssKiB(pid: number): number {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0);
}

/**
 * The server's size once it has settled: a server that has just started may still be growing with
 * work of its own (the gateway reads its catalogue and warms up after it answers), which is not
 * what its listeners cost.
 */
async function settledRssKiB(pid: number): Promise<number> {
  let last = rssKiB(pid);
  for (let tries = 0; tries < IDLE_TRIES; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SAMPLE_MS));
    const now = rssKiB(pid);
    if (Math.abs(now - last) <= last * IDLE_STEADY_SHARE) return now;
    last = now;
  }
  return last;
}

/** A raw HTTP/1.0 listener: counts body bytes and the time to the first one. */
function openListener(port: number, requestPath: string, timeoutMs = 10_000): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const listener: Listener = {
      socket,
      bytes: 0,
      firstByteMs: null,
      closed: false,
      frames: { synced: false, at: 0, number: 0, last: null, faults: 0 },
    };
    let head = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no audio from ${requestPath} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(`GET ${requestPath} HTTP/1.0\r\nHost: bench\r\nUser-Agent: bench\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => {
      if (listener.firstByteMs !== null) {
        listener.bytes += chunk.length;
        followFrames(listener.frames, chunk);
        return;
      }
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!/^(HTTP\/1\.[01]|ICY) 200/.test(head)) {
        clearTimeout(timer);
        socket.destroy();
        reject(new Error(`${requestPath} answered ${head.split('\r\n')[0]}`));
        return;
      }
      const body = head.length - end - 4;
      if (body <= 0) return;
      listener.bytes += body;
      followFrames(listener.frames, chunk.subarray(chunk.length - body));
      listener.firstByteMs = performance.now() - started;
      clearTimeout(timer);
      resolve(listener);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      listener.closed = true;
      clearTimeout(timer);
      reject(new Error(`${requestPath} closed before audio`));
    });
  });
}

/** Opens listeners a batch at a time; those that got no audio are counted, not fatal. */
async function openMany(server: Server, paths: string[]): Promise<{ listeners: Listener[]; refused: number }> {
  const listeners: Listener[] = [];
  let refused = 0;
  for (let at = 0; at < paths.length; at += RAMP_BATCH) {
    const batch = paths.slice(at, at + RAMP_BATCH);
    for (const outcome of await Promise.allSettled(
      batch.map((requestPath) => openListener(server.port, requestPath)),
    )) {
      if (outcome.status === 'fulfilled') listeners.push(outcome.value);
      else refused += 1;
    }
  }
  return { listeners, refused };
}

interface Hold {
  held: number;
  dropped: number;
  lossy: number;
  /** Listeners whose audio had a frame out of place or missing. */
  faulty: number;
  cpuPercent: number;
  cpuUsPerListenerSecond: number;
  rssPerListenerKiB: number;
  /** Memory per listener beyond the first MEMORY_BASE_LISTENERS, when the hold has more. */
  rssPerAddedListenerKiB: number | null;
}

/**
 * Opens the listeners, holds them, and measures the server's CPU and memory while they listen;
 * memory against the server's size before its first listener, since allocators keep what they had,
 * and, for a large hold, also from its size at MEMORY_BASE_LISTENERS to its size at all of them.
 */
async function hold(server: Server, paths: string[], rssBefore: number): Promise<Hold> {
  let base: { listeners: number; rss: number } | null = null;
  const opened = await openMany(server, paths.slice(0, MEMORY_BASE_LISTENERS));
  const listeners = opened.listeners;
  let refused = opened.refused;
  if (paths.length > MEMORY_BASE_LISTENERS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    base = { listeners: listeners.length, rss: rssKiB(server.pid) };
    const more = await openMany(server, paths.slice(MEMORY_BASE_LISTENERS));
    listeners.push(...more.listeners);
    refused += more.refused;
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const bytesAtStart = listeners.map((listener) => listener.bytes);
  const cpuAtStart = processCpuSeconds(server.pid);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  const seconds = (performance.now() - started) / 1000;
  const cpu = processCpuSeconds(server.pid) - cpuAtStart;
  const rssDuring = rssKiB(server.pid);
  const expected = BYTES_PER_SECOND * seconds * DELIVERY_FLOOR;
  const dropped = refused + listeners.filter((listener) => listener.closed).length;
  const faulty = listeners.filter((listener) => listener.frames.faults > 0).length;
  const lossy = listeners.filter(
    (listener, i) => listener.frames.faults > 0 || listener.bytes - (bytesAtStart[i] ?? 0) < expected,
  ).length;
  for (const listener of listeners) listener.socket.destroy();
  const added = base ? listeners.length - base.listeners : 0;
  return {
    held: paths.length - dropped,
    dropped,
    lossy,
    faulty,
    cpuPercent: round((cpu / seconds) * 100, 1),
    cpuUsPerListenerSecond: round(((cpu / seconds) * 1e6) / Math.max(1, listeners.length), 1),
    rssPerListenerKiB: round(Math.max(0, rssDuring - rssBefore) / Math.max(1, listeners.length), 1),
    rssPerAddedListenerKiB: base && added > 0 ? round(Math.max(0, rssDuring - base.rss) / added, 1) : null,
  };
}

/** New listeners, one at a time, on a station that is already playing. */
async function timeToFirstByte(server: Server): Promise<{ p50: number; p95: number }> {
  // The first may wait while the server is still closing the thousands of listeners just hung up.
  const keeper = await openListener(server.port, server.pathOf(1), 60_000);
  const samples: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i += 1) {
    const listener = await openListener(server.port, server.pathOf(1));
    samples.push(listener.firstByteMs ?? Number.NaN);
    listener.socket.destroy();
  }
  keeper.socket.destroy();
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
}

async function measure(server: Server, log: (line: string) => void) {
  const rssIdle = await settledRssKiB(server.pid);
  log(`${server.name}: ${ONE_STATION_LISTENERS} listeners on one station`);
  const one = await hold(
    server,
    Array.from({ length: ONE_STATION_LISTENERS }, () => server.pathOf(1)),
    rssIdle,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  log(`${server.name}: ${SPREAD_LISTENERS} listeners across ${STATIONS} stations`);
  const spread = await hold(
    server,
    Array.from({ length: SPREAD_LISTENERS }, (_, i) => server.pathOf((i % STATIONS) + 1)),
    rssIdle,
  );
  log(`${server.name}: time to first byte`);
  const ttfb = await timeToFirstByte(server);
  return { one, spread, ttfb };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** Measures the server, then stops it, whether the measuring finished or failed. */
async function measureThenStop(server: Server, log: (line: string) => void): Promise<Measured> {
  try {
    return await measure(server, log);
  } finally {
    await server.stop();
  }
}

async function startGateway(context: BenchContext, sourcePort: number, dataDir: string): Promise<Server> {
  const records = Array.from({ length: STATIONS }, (_, i) =>
    aRadioBrowserRecord({
      name: `Bench Station ${i + 1}`,
      url: `http://127.0.0.1:${sourcePort}/s${i + 1}`,
      url_resolved: `http://127.0.0.1:${sourcePort}/s${i + 1}`,
      countrycode: 'GH',
    }),
  );
  const catalogueFile = path.join(dataDir, 'stations.json');
  await writeFile(catalogueFile, JSON.stringify(records));
  const gateway = await startServerProcess(context.repoRoot, {
    DATA_DIR: dataDir,
    CATALOGUE_FILE: catalogueFile,
    SAFE_FETCH_ALLOW: `127.0.0.1:${sourcePort}`,
    // Every listener comes from 127.0.0.1: one client, as far as the per-client cap can tell; the
    // instance's own cap (2,500 by default) is raised for the 5,000.
    MAX_RELAY_LISTENERS_PER_CLIENT: String(SPREAD_LISTENERS + TTFB_SAMPLES + 1),
    MAX_RELAY_LISTENERS: String(SPREAD_LISTENERS + TTFB_SAMPLES + 1),
  });
  const listed = (await (await fetch(`${gateway.baseUrl}/api/stations?limit=100&sort=name`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const idOf = new Map(listed.map((station) => [station.name, station.id]));
  return {
    name: 'gateway',
    port: Number(new URL(gateway.baseUrl).port),
    pid: gateway.child.pid ?? 0,
    pathOf: (station) => `/api/streams/${idOf.get(`Bench Station ${station}`)}`,
    stop: () => gateway.stop(),
  };
}

/** bench/bare-relay.mjs: what relaying costs a Node.js process before any framework or feature. */
async function startBareRelay(context: BenchContext, sourcePort: number): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeFlags, path.join(context.repoRoot, 'bench/bare-relay.mjs')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), SOURCE_PORT: String(sourcePort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare relay exited with code ${code}`)));
  });
  return relayProcess('bare Node relay', port, child);
}

/** A relay run as its own process whose listeners ask for /s<n>; stopping it waits for its exit. */
function relayProcess(name: string, port: number, child: ChildProcess): Server {
  return {
    name,
    port,
    pid: child.pid ?? 0,
    pathOf: (station) => `/s${station}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function icecastConfig(port: number, sourcePort: number, dir: string): string {
  const relays = Array.from(
    { length: STATIONS },
    (_, i) =>
      `<relay><server>127.0.0.1</server><port>${sourcePort}</port><mount>/s${i + 1}</mount>` +
      `<local-mount>/s${i + 1}</local-mount><on-demand>0</on-demand><relay-shoutcast-metadata>1</relay-shoutcast-metadata></relay>`,
  );
  return `<icecast>
  <limits><clients>${SPREAD_LISTENERS + 200}</clients><sources>${STATIONS + 10}</sources><queue-size>524288</queue-size>
    <client-timeout>30</client-timeout><header-timeout>15</header-timeout><source-timeout>10</source-timeout>
    <burst-size>65536</burst-size></limits>
  <authentication><source-password>bench</source-password><relay-password>bench</relay-password>
    <admin-user>admin</admin-user><admin-password>bench</admin-password></authentication>
  <hostname>127.0.0.1</hostname>
  <listen-socket><port>${port}</port><bind-address>127.0.0.1</bind-address></listen-socket>
  ${relays.join('\n  ')}
  <fileserve>0</fileserve>
  <paths><basedir>/usr/share/icecast2</basedir><logdir>${dir}</logdir><webroot>/usr/share/icecast2/web</webroot>
    <adminroot>/usr/share/icecast2/admin</adminroot><pidfile>${dir}/icecast.pid</pidfile></paths>
  <logging><accesslog>access.log</accesslog><errorlog>error.log</errorlog><loglevel>2</loglevel></logging>
  <security><chroot>0</chroot>${
    // Icecast refuses to run as root unless told which user to become once its port is open.
    process.getuid?.() === 0 ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>' : ''
  }</security>
</icecast>
`;
}

async function startIcecast(sourcePort: number, dir: string): Promise<Server> {
  const port = await freePort();
  const config = path.join(dir, 'icecast.xml');
  await writeFile(config, icecastConfig(port, sourcePort, dir));
  await chmod(dir, 0o777);
  const child: ChildProcess = spawn(ICECAST, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const server = relayProcess('icecast2', port, child);
  // Relays connect in the background; wait until the first and the last mount play.
  const deadline = Date.now() + 20_000;
  for (const station of [1, STATIONS]) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`icecast2 exited: ${errors.trim() || `code ${child.exitCode}`}`);
      const ok = await openListener(port, server.pathOf(station), 2000).then(
        (listener) => {
          listener.socket.destroy();
          return true;
        },
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error('icecast2 did not start relaying within 20 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return server;
}

/** The figures of both holds of one server, named `<server>_one_station_…` and `<server>_100_stations_…`. */
function holdFigures(server: string, measured: { one: Hold; spread: Hold }): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const [name, held] of [
    ['one_station', measured.one],
    [`${STATIONS}_stations`, measured.spread],
  ] as const) {
    Object.assign(figures, {
      [`${server}_${name}_listeners_held`]: held.held,
      [`${server}_${name}_listeners_lossy`]: held.lossy,
      [`${server}_${name}_frames_faulty`]: held.faulty,
      [`${server}_${name}_cpu_percent`]: held.cpuPercent,
      [`${server}_${name}_cpu_us_per_listener_s`]: held.cpuUsPerListenerSecond,
      [`${server}_${name}_rss_kib_per_listener`]: held.rssPerListenerKiB,
    });
    if (held.rssPerAddedListenerKiB !== null) {
      figures[`${server}_${name}_rss_kib_per_added_listener`] = held.rssPerAddedListenerKiB;
    }
  }
  return figures;
}

const ratio = (gateway: number, icecast: number) => round(gateway / Math.max(icecast, 0.1));

export const run: Benchmark = async (context) => {
  const source = new FakeSource({ metaint: 16000, bytesPerSecond: BYTES_PER_SECOND });
  const routes = Object.fromEntries(Array.from({ length: STATIONS }, (_, i) => [`/s${i + 1}`, source.route]));
  const host = await startFakeHost(routes);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-gateway-bench-'));
  const icecastDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-icecast-bench-'));
  const notes: string[] = [
    `Loopback listeners of a ${(BYTES_PER_SECOND * 8) / 1000} kbit/s fake source, held ${HOLD_MS / 1000} s: ` +
      `${ONE_STATION_LISTENERS} on one station, then ${SPREAD_LISTENERS} across ${STATIONS} stations. A listener is ` +
      `lossy if it got under ${DELIVERY_FLOOR * 100}% of the audio sent while held, or if a frame of its audio was ` +
      'missing, repeated or out of place (frames_faulty counts those alone).',
    "Memory per listener is the server's RSS growth from its settled size before its first listener to the hold, divided by the " +
      `listeners held; per added listener, its growth from ${MEMORY_BASE_LISTENERS} listeners to all of them, ` +
      'divided by the listeners added: the cost of one more listener, without what the process spends once.',
    'bare_node is bench/bare-relay.mjs: one upstream per station written to raw sockets, with no HTTP ' +
      'framework, burst, metadata or caps: about the least memory per listener a Node.js process can spend, so ' +
      "bare_node's memory over icecast2's is what Node itself costs. It writes every upstream read to every " +
      'listener, where the gateway gathers 100 ms blocks, hence its higher CPU.',
  ];
  try {
    const gateway = await measureThenStop(await startGateway(context, host.port, dataDir), context.log);
    const bare = await measureThenStop(await startBareRelay(context, host.port), context.log);
    const memoryOverBare = ratio(gateway.spread.rssPerListenerKiB, bare.spread.rssPerListenerKiB);
    const figures: Record<string, number | string | boolean> = {
      ...holdFigures('gateway', gateway),
      ...holdFigures('bare_node', bare),
      gateway_memory_per_listener_over_bare_node_100_stations: memoryOverBare,
      gateway_first_byte_p50_ms: gateway.ttfb.p50,
      gateway_first_byte_p95_ms: gateway.ttfb.p95,
    };
    const targets = [
      {
        label: `${ONE_STATION_LISTENERS} concurrent listeners on one station without loss`,
        met: gateway.one.held === ONE_STATION_LISTENERS && gateway.one.lossy === 0,
      },
      {
        label: `${SPREAD_LISTENERS} concurrent listeners across ${STATIONS} stations without loss`,
        met: gateway.spread.held === SPREAD_LISTENERS && gateway.spread.lossy === 0,
      },
      { label: 'first byte for a new listener under 50 ms (p95, loopback)', met: gateway.ttfb.p95 < 50 },
      {
        label: `memory per listener within 1.5x of the bare Node.js relay (${SPREAD_LISTENERS} across ${STATIONS} stations)`,
        met: memoryOverBare <= 1.5,
      },
    ];

    if (!existsSync(ICECAST)) {
      notes.push('No icecast2 anchor: /usr/bin/icecast2 is missing (apt-get install -y icecast2).');
      return { name: 'gateway', figures, targets, notes };
    }
    let icecast: Measured;
    try {
      icecast = await measureThenStop(await startIcecast(host.port, icecastDir), context.log);
    } catch (error) {
      notes.push(`No icecast2 anchor: ${(error as Error).message}`);
      return { name: 'gateway', figures, targets, notes };
    }
    const version = execFileSync(ICECAST, ['-v']).toString().trim();
    Object.assign(figures, {
      icecast_version: version,
      ...holdFigures('icecast', icecast),
      icecast_first_byte_p50_ms: icecast.ttfb.p50,
      icecast_first_byte_p95_ms: icecast.ttfb.p95,
      cpu_per_listener_ratio_one_station: ratio(gateway.one.cpuUsPerListenerSecond, icecast.one.cpuUsPerListenerSecond),
      cpu_per_listener_ratio_100_stations: ratio(
        gateway.spread.cpuUsPerListenerSecond,
        icecast.spread.cpuUsPerListenerSecond,
      ),
      memory_per_listener_ratio_100_stations: ratio(gateway.spread.rssPerListenerKiB, icecast.spread.rssPerListenerKiB),
      memory_per_added_listener_ratio_100_stations: ratio(
        gateway.spread.rssPerAddedListenerKiB ?? Number.NaN,
        icecast.spread.rssPerAddedListenerKiB ?? Number.NaN,
      ),
      bare_node_memory_per_listener_ratio_100_stations: ratio(
        bare.spread.rssPerListenerKiB,
        icecast.spread.rssPerListenerKiB,
      ),
    });
    targets.push(
      {
        label: 'CPU per listener within 2x of icecast2 (one station and 100 stations)',
        met:
          gateway.one.cpuUsPerListenerSecond <= 2 * icecast.one.cpuUsPerListenerSecond &&
          gateway.spread.cpuUsPerListenerSecond <= 2 * icecast.spread.cpuUsPerListenerSecond,
      },
      {
        label: `memory per listener within 2x of icecast2 (${SPREAD_LISTENERS} across ${STATIONS} stations)`,
        met: gateway.spread.rssPerListenerKiB <= 2 * icecast.spread.rssPerListenerKiB,
      },
    );
    notes.push(
      `icecast2 relays the same source (${STATIONS} <relay> mounts, burst-size 64 KiB, queue-size 512 KiB); ` +
        'it hands a new listener its first audio only on its source loop, hence its slower first byte, and a ' +
        'listener it did not serve within 10 s (or closed after the headers) counts as not held.',
    );
    return { name: 'gateway', figures, targets, notes };
  } finally {
    source.dropAll();
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(icecastDir, { recursive: true, force: true });
  }
};
