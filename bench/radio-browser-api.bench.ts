// The Radio Browser API's station search beside Sauti's own: /json/stations/search?name= and
// /api/stations?search= with the same queries, against the same built server on the shared export,
// taking turns so both meet the same machine. Each request comes from its own client address
// (X-Forwarded-For behind TRUST_PROXY), so the /json per-client limit costs what it costs in
// production without refusing the benchmark.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from './server-process';
import { round } from './stats';
import type { Benchmark } from './types';

const QUERIES = 200;
const ROUNDS = 2;
const SECONDS_PER_ROUND = 5;

/** Words of at least four letters from the export's station names, spread evenly over the sorted list. */
async function nameWords(exportFile: string): Promise<string[]> {
  const records = JSON.parse(await readFile(exportFile, 'utf8')) as Array<{ name?: unknown }>;
  const words = [
    ...new Set(
      records.flatMap((record) =>
        String(record.name ?? '')
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u),
      ),
    ),
  ]
    .filter((word) => word.length >= 4)
    .sort();
  const step = Math.max(1, Math.floor(words.length / QUERIES));
  return words.filter((_, position) => position % step === 0).slice(0, QUERIES);
}

/** A different client address for every request. */
function clientAddresses() {
  let next = 0;
  return () => {
    next += 1;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

async function throughput(baseUrl: string, paths: string[]) {
  const address = clientAddresses();
  const result = await autocannon({
    url: baseUrl,
    connections: 32,
    duration: SECONDS_PER_ROUND,
    requests: paths.map((requestPath) => ({
      method: 'GET' as const,
      path: requestPath,
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': address() } }),
    })),
  });
  return { requestsPerSecond: result.requests.average, errors: result.errors + result.non2xx };
}

export const run: Benchmark = async (context) => {
  const words = await nameWords(context.sharedExport);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-bench-rb-'));
  const server = await startServerProcess(context.repoRoot, {
    DATA_DIR: dataDir,
    CATALOGUE_FILE: context.sharedExport,
    TRUST_PROXY: 'true',
    RADIO_BROWSER_REPORT: 'false',
  });
  const ours = words.map((word) => `/api/stations?search=${encodeURIComponent(word)}&limit=20`);
  const theirs = words.map((word) => `/json/stations/search?name=${encodeURIComponent(word)}&limit=20`);
  const api: number[] = [];
  const json: number[] = [];
  let errors = 0;
  try {
    for (let turn = 0; turn < ROUNDS; turn += 1) {
      context.log(`radio-browser-api: round ${turn + 1} of ${ROUNDS}`);
      const apiRound = await throughput(server.baseUrl, ours);
      const jsonRound = await throughput(server.baseUrl, theirs);
      api.push(apiRound.requestsPerSecond);
      json.push(jsonRound.requestsPerSecond);
      errors += apiRound.errors + jsonRound.errors;
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio = mean(json) / mean(api);
  return {
    name: 'radio-browser-api',
    figures: {
      search_queries: words.length,
      api_stations_search_requests_per_s: round(mean(api), 0),
      json_stations_search_requests_per_s: round(mean(json), 0),
      json_to_api_throughput_ratio: round(ratio, 2),
      http_errors: errors,
    },
    targets: [
      {
        label: '/json/stations/search within 20% of /api/stations?search= throughput',
        met: ratio >= 0.8 && errors === 0,
      },
    ],
    notes: [
      `Same ${words.length} name words on both paths, limit 20, 32 connections, ${ROUNDS} alternating rounds of ${SECONDS_PER_ROUND} s each; every request from its own client address.`,
    ],
  };
};
