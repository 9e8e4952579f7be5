import type { AddressInfo } from 'node:net';
import type { Station } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener } from '../../test-support/accounts';
import { apiClient } from '../../test-support/api-client';
import { addStations } from '../../test-support/catalogue-stations';
import { openEventStream } from '../../test-support/event-stream';
import { eventually } from '../../test-support/eventually';
import { type FakeStation, startFakeStation } from '../../test-support/fake-radio';
import { listenTo } from '../../test-support/listen';
import { A_METRICS_TOKEN, familiesOf, scrape, seriesValue } from '../../test-support/metrics';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const SAUTI_METRICS = [
  ['http_request_duration_seconds', 'histogram'],
  ['sauti_relay_listeners', 'gauge'],
  ['sauti_relay_upstreams', 'gauge'],
  ['sauti_event_streams', 'gauge'],
  ['sauti_chat_messages_total', 'counter'],
  ['sauti_stream_checks_total', 'counter'],
  ['sauti_job_queue_depth', 'gauge'],
  ['sauti_ad_events_total', 'counter'],
  ['sauti_catalogue_stations', 'gauge'],
];
const PROCESS_METRICS = [
  'nodejs_version_info',
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
];

describe('GET /metrics', () => {
  let test: TestApp;
  let withoutToken: FastifyInstance;
  let radio: FakeStation;
  let base: string;
  let playing: Station;
  let gone: Station;

  beforeAll(async () => {
    radio = await startFakeStation();
    test = await startTestApp({ metricsToken: A_METRICS_TOKEN });
    withoutToken = await test.sibling({ metricsToken: undefined });
    [playing, gone] = (await addStations(test.app, [
      { name: 'Metrics FM', url: radio.streamUrl },
      { name: 'Gone FM', url: `${radio.host.url}/gone` },
    ])) as [Station, Station];
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await test?.close();
    await radio?.close();
  });

  const scrapeWith = (authorization?: string, app = test.app) =>
    app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
  const read = async (name: string, labels: Record<string, string> = {}, app = test.app) =>
    seriesValue(await scrape(app), name, labels);

  it('is off, 404 in the error envelope, while METRICS_TOKEN is unset, whatever token comes along', async () => {
    for (const authorization of [undefined, `Bearer ${A_METRICS_TOKEN}`]) {
      const response = await scrapeWith(authorization, withoutToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /metrics.' } });
    }
  });

  it('answers 401 in the error envelope without the token or with a wrong one', async () => {
    const wrong = [
      undefined,
      'Bearer',
      `Bearer ${A_METRICS_TOKEN.slice(0, -1)}x`,
      `Bearer ${A_METRICS_TOKEN}-and-more`,
      `Basic ${Buffer.from(`metrics:${A_METRICS_TOKEN}`).toString('base64')}`,
    ];
    for (const authorization of wrong) {
      const response = await scrapeWith(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the Prometheus text format to the right token, never cached', async () => {
    const response = await scrapeWith(`Bearer ${A_METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE sauti_relay_listeners gauge');
  });

  it("declares every Sauti metric with its type, and the process's and Node.js's own figures", async () => {
    const families = familiesOf(await scrape(test.app));
    for (const [name, kind] of SAUTI_METRICS) expect(families.get(name ?? ''), name).toBe(kind);
    for (const name of PROCESS_METRICS) expect(families.has(name), name).toBe(true);
    expect(await read('nodejs_version_info', { version: process.version })).toBe(1);
  });

  it('times requests by method, route pattern and status class, never by the address asked for', async () => {
    const bucket = (route: string, statusClass: string) =>
      read('http_request_duration_seconds_count', { method: 'GET', route, status_class: statusClass });
    const found = (await bucket('/api/stations/:id', '2xx')) ?? 0;
    const missing = (await bucket('/api/stations/:id', '4xx')) ?? 0;
    const unmatched = (await bucket('unmatched', '4xx')) ?? 0;

    expect((await test.app.inject(`/api/stations/${playing.id}`)).statusCode).toBe(200);
    expect((await test.app.inject('/api/stations/no-such-station-zz9')).statusCode).toBe(404);
    expect((await test.app.inject('/api/no-such-address-zz9')).statusCode).toBe(404);

    expect(await bucket('/api/stations/:id', '2xx')).toBe(found + 1);
    expect(await bucket('/api/stations/:id', '4xx')).toBe(missing + 1);
    expect(await bucket('unmatched', '4xx')).toBe(unmatched + 1);
    const text = await scrape(test.app);
    expect(text).not.toContain(playing.id);
    expect(text).not.toContain('zz9');
  });

  it('counts relayed listeners and upstreams as listeners join and leave', async () => {
    expect(await read('sauti_relay_listeners')).toBe(0);
    const stopFirst = await listenTo(`${base}/api/streams/${playing.id}`);
    const stopSecond = await listenTo(`${base}/api/streams/${playing.id}`);
    try {
      expect(await read('sauti_relay_listeners')).toBe(2);
      expect(await read('sauti_relay_upstreams')).toBe(1);
      stopFirst();
      await eventually(async () => (await read('sauti_relay_listeners')) === 1);
    } finally {
      stopFirst();
      stopSecond();
    }
    await eventually(async () => (await read('sauti_relay_listeners')) === 0);
    // The relay closes its upstream once it has had no listener for its idle delay.
    await eventually(async () => (await read('sauti_relay_upstreams')) === 0);
  });

  it('counts the live event streams open on this instance', async () => {
    expect(await read('sauti_event_streams')).toBe(0);
    const events = await openEventStream(`${base}/api/stations/${playing.id}/events`);
    try {
      expect(await read('sauti_event_streams')).toBe(1);
    } finally {
      events.close();
    }
    await eventually(async () => (await read('sauti_event_streams')) === 0);
  });

  it('counts chat messages on the instance that took them, not on another app in the same process', async () => {
    const before = (await read('sauti_chat_messages_total')) ?? 0;
    const { token } = await aListener(test.app);
    const posted = await apiClient(test.app).call('POST', `/api/chat/${playing.id}`, {
      token,
      body: { message: 'Counted once' },
    });
    expect(posted.statusCode).toBe(201);
    expect(await read('sauti_chat_messages_total')).toBe(before + 1);

    const sibling = await test.sibling({ metricsToken: A_METRICS_TOKEN });
    expect(await read('sauti_chat_messages_total', {}, sibling)).toBe(0);
  });

  it('counts stream checks by their outcome', async () => {
    const ok = await test.app.streamHealth.checkNow(playing.id);
    const failed = await test.app.streamHealth.checkNow(gone.id);
    expect(ok.check.outcome).toBe('ok');
    expect(failed.check.outcome).not.toBe('ok');
    expect(await read('sauti_stream_checks_total', { outcome: 'ok' })).toBe(1);
    expect(await read('sauti_stream_checks_total', { outcome: failed.check.outcome })).toBe(1);
  });

  it('reports the check queue’s depth and the catalogue’s size', async () => {
    expect(await read('sauti_job_queue_depth', { queue: 'stream-checks' })).toBe(0);
    expect(await read('sauti_catalogue_stations')).toBe(test.app.catalogue.size);
    expect(test.app.catalogue.size).toBe(2);
  });
});
