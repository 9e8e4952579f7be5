// The built server as its own process (dist/main.js, which npm test builds first), as an orchestrator
// and a load balancer see it: readiness answers 503 while it starts and 200 once it serves; on SIGTERM
// it answers 503 at once while it still serves for its drain delay, then ends its relays and exits.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readiness, Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './test-support/eventually';
import { type FakeStation, startFakeStation } from './test-support/fake-radio';
import { freePort } from './test-support/free-port';
import {
  aRadioBrowserRecord,
  type FakeRadioBrowser,
  startFakeRadioBrowser,
} from './test-support/radio-browser-builders';
import { createTestDatabase, type TestDatabase, testRedisUrl } from './test-support/test-app';

const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');
const DRAIN_DELAY_MS = 1500;

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T>(url: string): Promise<Answer<T>> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** A player of the relayed stream: counts the audio bytes it receives until the server ends the stream. */
function listen(url: string): Promise<{ bytes(): number; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response: IncomingMessage) => {
      let bytes = 0;
      const ended = new Promise<void>((done) => response.once('close', () => done()));
      response.on('error', () => {});
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.once('data', () => resolve({ bytes: () => bytes, ended }));
    }).on('error', reject);
  });
}

describe('the server process', () => {
  let radio: FakeStation;
  let radioBrowser: FakeRadioBrowser;
  let database: TestDatabase;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let base: string;
  let output = '';
  let answerRadioBrowser = () => {};

  beforeAll(async () => {
    expect(existsSync(MAIN), `${MAIN} is missing: build the server first (npm run build)`).toBe(true);
    radio = await startFakeStation();
    const heldUntil = new Promise<void>((resolve) => {
      answerRadioBrowser = resolve;
    });
    const record = aRadioBrowserRecord({ name: 'Process FM', url: radio.streamUrl, url_resolved: radio.streamUrl });
    radioBrowser = await startFakeRadioBrowser([record], { heldUntil });
    database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        REDIS_URL: testRedisUrl ?? '',
        REDIS_NAMESPACE: `test-${randomBytes(6).toString('hex')}`,
        // The first start loads the catalogue from this Radio Browser, which answers when the test says.
        RADIO_BROWSER_URL: radioBrowser.url,
        RADIO_BROWSER_TIMEOUT_MS: '60000',
        RADIO_BROWSER_REPORT: 'false',
        SAFE_FETCH_ALLOW: '127.0.0.1:*',
        CHECK_SCHEDULER: 'off',
        DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  });
  afterAll(async () => {
    answerRadioBrowser();
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await radioBrowser?.close();
    await radio?.close();
    await database?.drop();
  });

  it('answers 503 starting from readiness while it loads the catalogue, live all along, then 200', async () => {
    // The port opens before the slow parts: live answers while the catalogue load waits on Radio Browser.
    await eventually(async () => (await fetch(`${base}/api/health/live`).catch(() => null))?.status === 200, 30_000);
    const starting = await call<Readiness>(`${base}/api/health/ready`);
    expect(starting.status).toBe(503);
    expect(starting.body).toEqual({ status: 'starting', checks: {} });
    const stations = await call<{ error: { code: string } }>(`${base}/api/stations`);
    expect(stations.status).toBe(503);
    expect(stations.body.error.code).toBe('starting');
    expect(stations.headers.get('retry-after')).toBe('5');

    answerRadioBrowser();
    await eventually(async () => (await fetch(`${base}/api/health/ready`)).status === 200, 30_000);
    expect((await call<Readiness>(`${base}/api/health/ready`)).body).toEqual({
      status: 'ready',
      checks: testRedisUrl ? { database: 'ok', redis: 'ok' } : { database: 'ok' },
    });
  }, 60_000);

  it("keeps its own warm-up requests out of the request log, and logs a listener's", async () => {
    const statsRequests = () => output.split('\n').filter((line) => line.includes('"url":"/api/catalogue/stats"'));
    expect(statsRequests()).toEqual([]);
    await fetch(`${base}/api/catalogue/stats`);
    await eventually(() => statsRequests().length === 1, 5000);
  });

  it('on SIGTERM answers 503 draining at once while it still serves and relays, then ends its relays and exits', async () => {
    const [station] = (await call<Station[]>(`${base}/api/stations?search=Process%20FM`)).body;
    const player = await listen(`${base}/api/streams/${station?.id}`);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await eventually(async () => (await fetch(`${base}/api/health/ready`)).status === 503, 1000);
    expect((await call<Readiness>(`${base}/api/health/ready`)).body).toEqual({ status: 'draining', checks: {} });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/api/stations/${station?.id}`)).status).toBe(200);
    const heard = player.bytes();
    await eventually(() => player.bytes() > heard, 1000);
    expect(child.exitCode).toBeNull();

    await player.ended;
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_DELAY_MS - 100);
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(9000);
  }, 30_000);
});
