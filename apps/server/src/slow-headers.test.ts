// A client that drips its request headers (Slowloris) holds a socket for as long as the server lets
// it. Over real sockets: hundreds of such connections from one address are cut to the per-address
// cap within about a second, the rest end at the headers timeout, and an ordinary client is served
// all the while.

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { HALF_OPEN_GRACE_MS } from './platform/connection-limits/half-open';
import { startTestApp, type TestApp } from './test-support/test-app';

const HEADERS_TIMEOUT_MS = 4000;
const HALF_OPEN_PER_CLIENT = 8;
const DRIPPERS = 300;

interface Dripper {
  socket: Socket;
  /** When the server closed it, in ms after the flood began; null while open. */
  closedAt: number | null;
}

/** Opens a connection that sends the start of a request, then one more header line every 250 ms, never the end. */
function drip(port: number, start: number): Promise<Dripper> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const dripper: Dripper = { socket, closedAt: null };
    let timer: NodeJS.Timeout | undefined;
    socket.on('error', () => {});
    socket.once('close', () => {
      clearInterval(timer);
      dripper.closedAt = performance.now() - start;
    });
    socket.once('connect', () => {
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: sauti.test\r\n');
      timer = setInterval(() => socket.write(`X-Drip: ${Date.now()}\r\n`), 250);
      resolve(dripper);
    });
    socket.once('error', reject);
  });
}

describe('clients that drip their headers', () => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    const defaults = testConfig();
    test = await startTestApp({
      requestTimeouts: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: 10_000 },
      connectionCaps: { ...defaults.connectionCaps, halfOpenPerClient: HALF_OPEN_PER_CLIENT },
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  it('are cut to the per-address cap at once and ended at the headers timeout, while others are served', async () => {
    const start = performance.now();
    const drippers = await Promise.all(Array.from({ length: DRIPPERS }, () => drip(port, start)));
    const open = () => drippers.filter((dripper) => dripper.closedAt === null).length;

    const served = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(served.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, HALF_OPEN_GRACE_MS + 1500));
    expect(open()).toBeLessThanOrEqual(HALF_OPEN_PER_CLIENT);
    const again = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(again.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS + 1500 - (performance.now() - start)));
    expect(open()).toBe(0);
    const latest = Math.max(...drippers.map((dripper) => dripper.closedAt ?? Number.POSITIVE_INFINITY));
    expect(latest).toBeLessThan(HEADERS_TIMEOUT_MS + 1500);
  }, 20_000);
});
