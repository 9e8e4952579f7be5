// HTTP load from Debian's wrk, a C load generator: where a bench compares what the server can do
// with one core against two, a Node load generator (autocannon) would take most of a core itself.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const WRK = '/usr/bin/wrk';

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection, read, write and timeout errors, and answers of 400 or more. */
  errors: number;
}

export interface WrkOptions {
  connections: number;
  seconds: number;
  /**
   * Each connection's pause after an answer before its next request: a paced load of about
   * connections × 1000 / (delayMs + latency) requests a second, instead of as many as the server takes.
   */
  delayMs?: number;
}

/** Cycles through the paths, one per request, and prints the figures as one line the bench reads. */
function script(paths: readonly string[], delayMs: number | undefined): string {
  return [
    `local paths = { ${paths.map((requestPath) => JSON.stringify(requestPath)).join(', ')} }`,
    ...(delayMs === undefined ? [] : [`delay = function() return ${Math.round(delayMs)} end`]),
    'local at = 0',
    'request = function()',
    '  at = at % #paths + 1',
    '  return wrk.format("GET", paths[at])',
    'end',
    'done = function(summary, latency)',
    '  local e = summary.errors',
    '  io.write(string.format("SAUTI %d %d %d %d\\n", summary.requests, summary.duration,',
    '    e.connect + e.read + e.write + e.timeout + e.status, latency:percentile(99)))',
    'end',
  ].join('\n');
}

export async function wrkLoad(
  baseUrl: string,
  paths: readonly string[],
  { connections, seconds, delayMs }: WrkOptions,
): Promise<WrkResult> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sauti-wrk-'));
  try {
    const file = path.join(folder, 'load.lua');
    await writeFile(file, script(paths, delayMs));
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', file, baseUrl];
    const { stdout } = await promisify(execFile)(WRK, args, { maxBuffer: 1 << 20 });
    const line = stdout.split('\n').find((text) => text.startsWith('SAUTI '));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const [requests = 0, durationUs = 1, errors = 0, p99Us = 0] = line.split(' ').slice(1).map(Number);
    return { requestsPerSecond: requests / (durationUs / 1e6), p99Ms: p99Us / 1000, errors };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export const hasWrk = () => existsSync(WRK);
