// The chat benchmark's load, in a worker thread so the server keeps the main thread to itself:
// SSE listeners on one station and a steady stream of chat posts, all on 127.0.0.1. Plain JavaScript
// so the worker starts the same whether or not a TypeScript loader is active.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, stationId, tokens, listeners, messagesPerSecond, seconds, drainMs } = workerData;
const HOST = '127.0.0.1';
const CONNECT_BATCH = 100;
const MARK = /"message":"bench (\d+)"/;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const total = messagesPerSecond * seconds;
const sentAt = new Float64Array(total).fill(Number.NaN);
const latencies = new Float64Array(total * listeners);
let delivered = 0;
let duplicates = 0;
const seen = Array.from({ length: listeners }, () => new Uint8Array(total));

/** Opens one event stream; resolves once the server has answered with its first bytes. */
function listen(index, requests) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: HOST, port, path: `/api/stations/${stationId}/events`, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`listener ${index}: HTTP ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        response.on('data', (chunk) => {
          const now = performance.now();
          if (!opened) {
            opened = true;
            resolve();
          }
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            // A frame may open with its id line (for Last-Event-ID) before the event line.
            if (!frame.includes('event: chat_message\n')) continue;
            const match = MARK.exec(frame);
            if (!match) continue;
            const sequence = Number(match[1]);
            if (seen[index][sequence]) {
              duplicates += 1;
              continue;
            }
            seen[index][sequence] = 1;
            latencies[delivered] = now - sentAt[sequence];
            delivered += 1;
          }
        });
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
    requests.push(request);
  });
}

async function post(sequence, agent) {
  const body = JSON.stringify({ message: `bench ${sequence}` });
  const token = tokens[sequence % tokens.length];
  const started = performance.now();
  sentAt[sequence] = started;
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: HOST,
        port,
        method: 'POST',
        path: `/api/chat/${stationId}`,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

async function main() {
  const requests = [];
  const connectStarted = performance.now();
  for (let first = 0; first < listeners; first += CONNECT_BATCH) {
    const batch = [];
    for (let index = first; index < Math.min(listeners, first + CONNECT_BATCH); index += 1) {
      batch.push(listen(index, requests));
    }
    await Promise.all(batch);
  }
  const connectMs = performance.now() - connectStarted;
  parentPort.postMessage({ type: 'connected', connectMs });

  // A few keep-alive connections carry the posts, as a handful of busy browsers would.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const interval = 1000 / messagesPerSecond;
  const postStarted = performance.now();
  const posts = [];
  for (let sequence = 0; sequence < total; sequence += 1) {
    const due = postStarted + sequence * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    posts.push(post(sequence, agent));
  }
  const results = await Promise.all(posts);
  const postSeconds = (performance.now() - postStarted) / 1000;
  const accepted = results.filter((result) => result.status === 201).length;
  const expected = accepted * listeners;

  const drainDeadline = performance.now() + drainMs;
  while (delivered < expected && performance.now() < drainDeadline) await sleep(20);

  for (const request of requests) request.destroy();
  agent.destroy();

  const sortedLatencies = latencies.subarray(0, delivered).sort();
  const postTimes = Float64Array.from(results.map((result) => result.ms)).sort();
  parentPort.postMessage({
    type: 'done',
    connectMs,
    posted: total,
    accepted,
    refused: results.filter((result) => result.status !== 201).map((result) => result.status),
    postSeconds,
    expected,
    delivered,
    duplicates,
    p50: percentile(sortedLatencies, 0.5),
    p99: percentile(sortedLatencies, 0.99),
    max: sortedLatencies.length ? sortedLatencies[sortedLatencies.length - 1] : Number.NaN,
    postP50: percentile(postTimes, 0.5),
    postP99: percentile(postTimes, 0.99),
  });
}

main().catch((error) => {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
});
