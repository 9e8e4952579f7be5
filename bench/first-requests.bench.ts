// What the first request of each kind costs after a start, beside the tenth: the built server on the
// shared export, once as it runs (warming up just after it listens, apps/server/src/warm-up.ts) and
// once with WARM_UP=off, the baseline, in turns, so both meet the same machine. Timed from the moment
// readiness says ready, as a load balancer would send the first listener.
import { rm } from 'node:fs/promises';
import { FIRST_REQUESTS, type FirstRequest } from '../apps/server/src/warm-up';
import { importedCatalogue } from './imported-catalogue';
import { startServerProcess, untilReady } from './server-process';
import { percentile, round } from './stats';
import type { BenchContext, Benchmark } from './types';

const STARTS_PER_MODE = 5;
/** Requests of each kind after the first; "the tenth" is the median of the 8th to 12th, steadier than one. */
const LATER_REQUESTS = 11;

async function timedRequest(baseUrl: string, request: FirstRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.url}`, {
    method: request.method ?? 'GET',
    headers: request.payload ? { 'content-type': 'application/json' } : undefined,
    body: request.payload ? JSON.stringify(request.payload) : undefined,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${request.url} answered ${response.status}`);
  return performance.now() - started;
}

/** For each kind: the first request's time over the tenth's, on one fresh start. */
async function firstOverTenth(context: BenchContext, dataDir: string, warmUp: boolean): Promise<number[]> {
  const server = await startServerProcess(context.repoRoot, { DATA_DIR: dataDir, WARM_UP: warmUp ? 'on' : 'off' });
  try {
    await untilReady(server.baseUrl);
    // The bench's own first requests (its HTTP client's connection and code) are not the server's:
    // requests of kinds not measured go first: a read sent as a JSON body (the client's first body to
    // send was the assistant's, which paid for the client's code), a page and a small JSON answer.
    await timedRequest(server.baseUrl, { method: 'POST', url: '/json/stations/search', payload: { name: 'fm' } });
    await timedRequest(server.baseUrl, { url: '/' });
    await timedRequest(server.baseUrl, { url: '/api/health' });
    const ratios: number[] = [];
    for (const request of FIRST_REQUESTS) {
      const first = await timedRequest(server.baseUrl, request);
      const later: number[] = [];
      for (let n = 0; n < LATER_REQUESTS; n += 1) later.push(await timedRequest(server.baseUrl, request));
      ratios.push(first / percentile(later.slice(6), 50));
    }
    return ratios;
  } finally {
    await server.stop();
  }
}

const kindOf = (request: FirstRequest) => `${request.method ?? 'GET'} ${request.url}`;

export const run: Benchmark = async (context) => {
  const { dataDir } = await importedCatalogue(context);
  const byMode = { warm: [] as number[][], cold: [] as number[][] };
  try {
    for (let start = 0; start < STARTS_PER_MODE; start += 1) {
      context.log(`first requests: start ${start + 1} of ${STARTS_PER_MODE}, with and without the warm-up`);
      byMode.warm.push(await firstOverTenth(context, dataDir, true));
      byMode.cold.push(await firstOverTenth(context, dataDir, false));
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  // Per kind, the median over the starts of its first-over-tenth ratio.
  const medians = (runs: number[][]) =>
    FIRST_REQUESTS.map((_, kind) =>
      percentile(
        runs.map((ratios) => ratios[kind] as number),
        50,
      ),
    );
  const warm = medians(byMode.warm);
  const cold = medians(byMode.cold);
  const worst = (ratios: number[]) => Math.max(...ratios);
  const worstKind = (ratios: number[]) => kindOf(FIRST_REQUESTS[ratios.indexOf(worst(ratios))] ?? { url: '?' });
  return {
    name: 'first-requests',
    figures: {
      kinds: FIRST_REQUESTS.length,
      worst_first_over_tenth_warmed: round(worst(warm), 2),
      worst_kind_warmed: worstKind(warm),
      median_first_over_tenth_warmed: round(percentile(warm, 50), 2),
      worst_first_over_tenth_without_warm_up: round(worst(cold), 2),
      worst_kind_without_warm_up: worstKind(cold),
      median_first_over_tenth_without_warm_up: round(percentile(cold, 50), 2),
    },
    targets: [{ label: 'the first request of each kind after a start within 2x of the tenth', met: worst(warm) <= 2 }],
    notes: [
      `${STARTS_PER_MODE} starts with the warm-up and ${STARTS_PER_MODE} with WARM_UP=off, in turns; each kind's ratio is its median over the starts, "the tenth" the median of its 8th to 12th request.`,
      `Per kind, first over tenth with the warm-up and without: ${FIRST_REQUESTS.map((request, kind) => `${kindOf(request)} ${round(warm[kind] as number, 1)} and ${round(cold[kind] as number, 1)}`).join('; ')}.`,
    ],
  };
};
