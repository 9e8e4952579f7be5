// Chat fan-out under load: 1,000 Server-Sent Events listeners on one station while 50 messages a
// second are posted for 10 s. Measures delivery latency (post sent to event read), messages lost
// and the server's memory. The server runs in this thread; the load runs in a worker thread, all on
// 127.0.0.1, bounded in count and time.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import type { Benchmark } from './types';

const LISTENERS = 1000;
const MESSAGES_PER_SECOND = 50;
const SECONDS = 10;
const DRAIN_MS = 5000;
// Each user posts every POSTERS / 50 s = 2.5 s, four times in 10 s: under the 5 per 10 s limit,
// so the benchmark runs the production limit rather than a raised one.
const POSTERS = 125;
const DEADLINE_MS = 90_000;
const P99_TARGET_MS = 250;
const BLOCKS_PER_POSTER = 5;

interface LoadResult {
  connectMs: number;
  posted: number;
  accepted: number;
  refused: number[];
  postSeconds: number;
  expected: number;
  delivered: number;
  duplicates: number;
  p50: number;
  p99: number;
  max: number;
  postP50: number;
  postP99: number;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const round = (value: number) => Math.round(value * 10) / 10;

export const run: Benchmark = async (context) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-chat-bench-'));
  const { connectionCaps } = testConfig();
  const app = await buildApp(
    testConfig({
      dataDir,
      radioBrowserUrl: 'http://127.0.0.1:9',
      // Every listener comes from 127.0.0.1: one client, as far as the per-client cap can tell.
      connectionCaps: { ...connectionCaps, eventStreams: { ...connectionCaps.eventStreams, perClient: LISTENERS } },
    }),
  );
  try {
    await app.catalogueImport.importFile(context.sharedExport);
    const station = app.catalogue.list({ limit: 1, offset: 0 }).items[0];
    if (!station) throw new Error('The shared export gave no station.');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;

    context.log(`registering ${POSTERS} posters`);
    const tokens: string[] = [];
    const ids: string[] = [];
    for (let index = 0; index < POSTERS; index += 1) {
      // In-process requests, each from its own made-up loopback address: the registration limit
      // is per client, and inject sends no traffic.
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `127.9.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        payload: { email: `poster-${index}@bench.invalid`, password: 'bench password', username: `poster_${index}` },
      });
      if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
      tokens.push((response.json() as { access_token: string }).access_token);
      ids.push((response.json() as { user: { id: string } }).user.id);
    }
    // Moderation on as in production: the English and French word filters check every post, and each
    // poster has blocked a few others, so every listing reads blocks too.
    for (const [index, token] of tokens.entries()) {
      for (let step = 1; step <= BLOCKS_PER_POSTER; step += 1) {
        const blocked = ids[(index + step * 7) % ids.length];
        const response = await app.inject({
          method: 'POST',
          url: '/api/me/blocks',
          headers: { authorization: `Bearer ${token}` },
          payload: { user_id: blocked },
        });
        if (response.statusCode !== 201) throw new Error(`blocking failed: ${response.body}`);
      }
    }

    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    let connectedHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 200);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });

    context.log(`${LISTENERS} listeners, ${MESSAGES_PER_SECOND} messages/s for ${SECONDS} s`);
    const worker = new Worker(new URL('./chat-clients.mjs', import.meta.url), {
      workerData: {
        port,
        stationId: station.id,
        tokens,
        listeners: LISTENERS,
        messagesPerSecond: MESSAGES_PER_SECOND,
        seconds: SECONDS,
        drainMs: DRAIN_MS,
      },
    });
    const result = await new Promise<LoadResult>((resolve, reject) => {
      const deadline = setTimeout(() => reject(new Error('The chat load did not finish in time.')), DEADLINE_MS);
      worker.on('message', (message: { type: string; message?: string } & LoadResult) => {
        if (message.type === 'connected') {
          connectedHeap = process.memoryUsage().heapUsed;
          loopDelay.enable();
          return;
        }
        clearTimeout(deadline);
        if (message.type === 'done') resolve(message);
        else reject(new Error(message.message ?? 'the load worker failed'));
      });
      worker.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
    }).finally(() => {
      clearInterval(sampler);
      loopDelay.disable();
      void worker.terminate();
    });

    const lost = result.expected - result.delivered;
    const p99 = round(result.p99);
    return {
      name: 'chat',
      figures: {
        sse_listeners: LISTENERS,
        listeners_connect_ms: Math.round(result.connectMs),
        messages_posted: result.posted,
        messages_accepted: result.accepted,
        messages_per_s: round(result.accepted / result.postSeconds),
        deliveries_expected: result.expected,
        deliveries_received: result.delivered,
        messages_lost: lost,
        duplicate_deliveries: result.duplicates,
        delivery_p50_ms: round(result.p50),
        delivery_p99_ms: p99,
        delivery_max_ms: round(result.max),
        post_p50_ms: round(result.postP50),
        post_p99_ms: round(result.postP99),
        server_event_loop_delay_p99_ms: round(loopDelay.percentile(99) / 1e6),
        server_heap_used_peak_mb: mb(peakHeap),
        server_heap_per_listener_kb: round((connectedHeap - baseline.heapUsed) / 1024 / LISTENERS),
        process_rss_peak_mb: mb(peakRss),
      },
      targets: [
        { label: `delivery p99 under ${P99_TARGET_MS} ms on loopback`, met: p99 < P99_TARGET_MS },
        { label: 'no message lost', met: lost === 0 && result.accepted === result.posted },
      ],
      notes: [
        'Latency runs from the moment a post is sent to the moment a listener has read its chat_message event.',
        'The server runs on the main thread, the listeners and posters on a worker thread of the same process, so process RSS includes the load generator; the heap figures are the server thread only.',
        `SQLite, in-process pub/sub; ${POSTERS} users posting at the production limit of 5 per 10 s.`,
        `Moderation on: every post passes the mute, slow-mode and word-filter checks (the English and French lists), and each poster has blocked ${BLOCKS_PER_POSTER} others.`,
        ...(result.refused.length ? [`Refused posts (HTTP status): ${result.refused.join(', ')}`] : []),
      ],
    };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};
