// Long-lived connections (relayed audio, live events) are capped per client address and per
// instance: past a cap the answer is 429 or 503 in the error envelope, before any audio or event
// headers, and a slot comes back when its connection closes.
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations, waitFor } from './test-support/catalogue-stations';
import { type FakeStation, startFakeStation } from './test-support/fake-radio';
import { startTestApp, type TestApp } from './test-support/test-app';

interface Opened {
  status: number;
  headers: IncomingHttpHeaders;
  /** The whole body of a refusal; empty for a stream that stays open. */
  body: string;
  close(): void;
}

/** Opens a long-lived GET; a 200 stays open (its data read and dropped) until closed, any other answer is read whole. */
function open(url: string, headers: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers }, (response) => {
      const close = () => request.destroy();
      response.on('error', () => {});
      if (response.statusCode === 200) {
        response.resume();
        resolve({ status: 200, headers: response.headers, body: '', close });
        return;
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, close }));
    });
    request.on('error', reject);
  });
}

const from = (address: string) => ({ 'x-forwarded-for': address });

function expectRefusal(answer: Opened, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(answer.body)).toEqual({ error: { code, message: expect.any(String) } });
}

describe('live event streams from one address', () => {
  let test: TestApp;
  let base: string;
  let station: Station;
  let radio: FakeStation;

  beforeAll(async () => {
    radio = await startFakeStation();
    test = await startTestApp();
    [station] = (await addStations(test.app, [{ name: 'Crowded FM', url: radio.streamUrl }])) as [Station];
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('are 300 at most by default: the 301st gets 429, and closing one lets the next in', async () => {
    const url = `${base}/api/stations/${station.id}/events`;
    const streams: Opened[] = [];
    try {
      for (let opened = 0; opened < 300; opened += 1) streams.push(await open(url));
      expect(streams.every((stream) => stream.status === 200)).toBe(true);
      expectRefusal(await open(url), 429, 'rate_limited');
      streams.shift()?.close();
      // The server learns of the close a moment later; until then the answer is still 429.
      let next = await open(url);
      for (let tries = 0; next.status === 429 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        next = await open(url);
      }
      streams.push(next);
      expect(next.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  }, 60_000);
});

describe('connection caps', () => {
  let test: TestApp;
  let base: string;
  let radio: FakeStation;
  const stations: Station[] = [];

  beforeAll(async () => {
    radio = await startFakeStation();
    radio.host.route('/second', radio.source.route);
    test = await startTestApp({
      trustProxy: true,
      connectionCaps: {
        relayListeners: { perClient: 2, total: 3 },
        eventStreams: { perClient: 2, total: 3 },
        upstreams: 1,
        halfOpenPerClient: 32,
      },
    });
    stations.push(
      ...(await addStations(test.app, [
        { name: 'First FM', url: radio.streamUrl },
        { name: 'Second FM', url: `${radio.host.url}/second` },
      ])),
    );
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  const playUrl = (index: number) => `${base}/api/streams/${stations[index]?.id}`;
  const eventsUrl = (index: number) => `${base}/api/stations/${stations[index]?.id}/events`;

  it('refuse a client past its relay listeners with 429, others until the instance is full, then 503', async () => {
    const held: Opened[] = [];
    try {
      held.push(await open(playUrl(0), from('198.51.100.1')), await open(playUrl(0), from('198.51.100.1')));
      expect(held.map((listener) => listener.headers['content-type'])).toEqual(['audio/mpeg', 'audio/mpeg']);
      expectRefusal(await open(playUrl(0), from('198.51.100.1')), 429, 'rate_limited');
      held.push(await open(playUrl(0), from('198.51.100.2')));
      expect(held[2]?.status).toBe(200);
      expectRefusal(await open(playUrl(0), from('198.51.100.3')), 503, 'server_busy');

      held.shift()?.close();
      await waitFor(() => test.app.streams.listenerCount(stations[0]?.id ?? '') === 2, 'the listener to leave');
      const again = await open(playUrl(0), from('198.51.100.1'));
      held.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const listener of held) listener.close();
    }
  });

  it('refuse a station that needs one upstream more than the instance may hold, until one closes', async () => {
    const first = await open(playUrl(0), from('198.51.100.4'));
    try {
      expect(first.status).toBe(200);
      expectRefusal(await open(playUrl(1), from('198.51.100.5')), 503, 'server_busy');
    } finally {
      first.close();
    }
    await waitFor(() => !test.app.streams.isRelaying(stations[0]?.id ?? ''), 'the first relay to close');
    const second = await open(playUrl(1), from('198.51.100.5'));
    second.close();
    expect(second.status).toBe(200);
  });

  it('refuse live event streams past the per-client and the instance caps the same way', async () => {
    const held: Opened[] = [];
    try {
      held.push(await open(eventsUrl(0), from('198.51.100.6')), await open(eventsUrl(1), from('198.51.100.6')));
      expect(held.map((stream) => stream.headers['content-type'])).toEqual([
        'text/event-stream; charset=utf-8',
        'text/event-stream; charset=utf-8',
      ]);
      expectRefusal(await open(eventsUrl(0), from('198.51.100.6')), 429, 'rate_limited');
      held.push(await open(eventsUrl(0), from('2001:db8:5:6::1')));
      expectRefusal(await open(eventsUrl(0), from('2001:db8:7:8::1')), 503, 'server_busy');
    } finally {
      for (const stream of held) stream.close();
    }
  });
});
