// Two instances behind a real HAProxy, on one PostgreSQL and one Redis, behave as one server: what
// happens on instance A is seen through instance B and through the load balancer, with no sticky
// sessions. Runs in CI's PostgreSQL pass (TEST_DATABASE_URL and TEST_REDIS_URL); skipped without
// them or without haproxy (apt-get install haproxy).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ChatMessage, Station } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAPROXY, type RunningHaproxy, startHaproxy } from '../../../scripts/lib/haproxy.mjs';
import { CHAT_POSTS_PER_USER } from './modules/chat';
import { REPORT_EVERY_MS } from './modules/stream-gateway/listener-totals';
import { adminToken, aListener, anAdminAccount } from './test-support/accounts';
import { openEventStream } from './test-support/event-stream';
import { eventually } from './test-support/eventually';
import { exportFiles } from './test-support/export-files';
import { startFakeHost } from './test-support/fake-host';
import { type FakeStation, startFakeStation } from './test-support/fake-radio';
import { freePort } from './test-support/free-port';
import { listenTo } from './test-support/listen';
import { A_METRICS_TOKEN, seriesValue } from './test-support/metrics';
import { aRadioBrowserRecord, startFakeRadioBrowser } from './test-support/radio-browser-builders';
import { startTestApp, type TestApp, testDatabaseUrl, testRedisUrl } from './test-support/test-app';

const runs = Boolean(testDatabaseUrl && testRedisUrl && existsSync(HAPROXY));
/** The bound for a chat message or a hidden country to reach the other instance. */
const WITHIN_A_SECOND = 1000;
/** Listener counts: each instance reports its own every second (REPORT_EVERY_MS), so a read lags by up to that. */
const ABOUT_A_SECOND = REPORT_EVERY_MS + 500;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

interface Answer<T> {
  status: number;
  body: T;
}

async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
  };
}

describe.skipIf(!runs)('two instances behind HAProxy', () => {
  let test: TestApp;
  let radio: FakeStation;
  let hlsHost: Awaited<ReturnType<typeof startFakeHost>>;
  let lb: RunningHaproxy;
  let a: string;
  let b: string;
  let adminTokenValue: string;
  let second: FastifyInstance;
  const stations: Record<string, Station> = {};

  beforeAll(async () => {
    radio = await startFakeStation();
    hlsHost = await startFakeHost({
      '/hls/master.m3u8': {
        headers: { 'content-type': 'application/vnd.apple.mpegurl' },
        body: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"\nlow/index.m3u8\n',
      },
      '/hls/low/index.m3u8': {
        headers: { 'content-type': 'application/vnd.apple.mpegurl' },
        body: '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6,\nseg1.aac\n',
      },
      '/hls/low/seg1.aac': { headers: { 'content-type': 'audio/aac' }, body: 'segment-bytes' },
    });
    const admin = anAdminAccount();
    test = await startTestApp({ admin, metricsToken: A_METRICS_TOKEN });
    const records = [
      aRadioBrowserRecord({ name: 'Cluster FM', url: radio.streamUrl, url_resolved: radio.streamUrl }),
      aRadioBrowserRecord({
        name: 'Cluster HLS FM',
        url: `${hlsHost.url}/hls/master.m3u8`,
        url_resolved: `${hlsHost.url}/hls/master.m3u8`,
        hls: 1,
        codec: 'AAC',
      }),
      aRadioBrowserRecord({ name: 'Kigoma Cluster FM', countrycode: 'TZ', country: 'Tanzania' }),
    ];
    const fakeRadioBrowser = await startFakeRadioBrowser(records);
    try {
      await test.app.catalogueImport.syncRadioBrowser({ baseUrl: fakeRadioBrowser.url, timeoutMs: 10_000 });
    } finally {
      await fakeRadioBrowser.close();
    }
    for (const station of test.app.catalogue.list({ limit: 100, offset: 0 }).items) stations[station.name] = station;
    second = await test.sibling();
    a = await listen(test.app);
    b = await listen(second);
    lb = await startHaproxy({
      port: await freePort(),
      servers: [
        { name: 'a', port: Number(new URL(a).port) },
        { name: 'b', port: Number(new URL(b).port) },
      ],
    });
    await eventually(async () => (await fetch(`${lb.url}/api/health`).catch(() => undefined))?.status === 200, 10_000);
    adminTokenValue = await adminToken(test.app, admin);
  });
  afterAll(async () => {
    await lb?.stop();
    await test?.close();
    await radio?.close();
    await hlsHost?.close();
  });

  const idOf = (name: string) => {
    const station = stations[name];
    if (!station) throw new Error(`no station ${name}`);
    return station.id;
  };

  it('delivers a chat message posted on A to event streams on B and through the load balancer', async () => {
    const { token } = await aListener(test.app);
    const id = idOf('Cluster FM');
    const onB = await openEventStream(`${b}/api/stations/${id}/events`);
    const throughLb = await openEventStream(`${lb.url}/api/stations/${id}/events`);
    const onA = await openEventStream(`${a}/api/stations/${id}/events`);
    try {
      const sentAt = Date.now();
      const posted = await call<ChatMessage>(a, 'POST', `/api/chat/${id}`, {
        token,
        body: { message: 'Habari from A' },
      });
      expect(posted.status).toBe(201);
      const isPosted = (event: { event: string; data: unknown }) =>
        event.event === 'chat_message' && (event.data as ChatMessage).id === posted.body.id;
      expect((await onB.next(isPosted)).data).toMatchObject({ message: 'Habari from A' });
      expect((await throughLb.next(isPosted)).data).toMatchObject({ message: 'Habari from A' });
      expect(Date.now() - sentAt).toBeLessThan(WITHIN_A_SECOND);

      const viaLb = await call<ChatMessage>(lb.url, 'POST', `/api/chat/${id}`, {
        token,
        body: { message: 'Sasa via LB' },
      });
      expect(viaLb.status).toBe(201);
      const event = await onA.next((seen) => (seen.data as ChatMessage).id === viaLb.body.id);
      expect(event).toMatchObject({ event: 'chat_message', id: viaLb.body.id, data: { message: 'Sasa via LB' } });
    } finally {
      onA.close();
      onB.close();
      throughLb.close();
    }
  });

  it('resumes an event stream on B with Last-Event-ID, with the chat messages sent while it moved', async () => {
    const { token } = await aListener(test.app);
    const id = idOf('Cluster FM');
    const onA = await openEventStream(`${a}/api/stations/${id}/events`);
    const first = await call<ChatMessage>(a, 'POST', `/api/chat/${id}`, { token, body: { message: 'before' } });
    const seen = await onA.next((event) => event.id === first.body.id);
    onA.close();
    const missed = await call<ChatMessage>(lb.url, 'POST', `/api/chat/${id}`, { token, body: { message: 'between' } });

    const onB = await openEventStream(`${b}/api/stations/${id}/events`, { 'last-event-id': seen.id ?? '' });
    try {
      const replayed = await onB.next((event) => event.id === missed.body.id);
      expect(replayed).toMatchObject({
        event: 'chat_message',
        data: { message: 'between', username: missed.body.username },
      });
      expect(onB.events.some((event) => event.id === first.body.id)).toBe(false);
    } finally {
      onB.close();
    }
  });

  it('lists a favourite added on A on B and through the load balancer', async () => {
    const { token } = await aListener(test.app);
    const id = idOf('Cluster HLS FM');
    expect((await call(a, 'POST', `/api/favorites/${id}`, { token })).status).toBe(200);
    for (const base of [b, lb.url]) {
      const listed = await call<Station[]>(base, 'GET', '/api/favorites', { token });
      expect(listed.body.map((station) => station.id)).toEqual([id]);
    }
  });

  it('takes a country hidden on A off B and the load balancer, and brings it back', async () => {
    const id = idOf('Kigoma Cluster FM');
    const visibleOn = async (base: string) => (await call(base, 'GET', `/api/stations/${id}`)).status === 200;
    expect(await visibleOn(b)).toBe(true);
    const hide = await call(a, 'PUT', '/api/countries/TZ/discoverable?discoverable=false', { token: adminTokenValue });
    expect(hide.status).toBe(200);
    await eventually(async () => !(await visibleOn(b)) && !(await visibleOn(lb.url)), WITHIN_A_SECOND);
    const countries = await call<Array<{ code: string }>>(b, 'GET', '/api/countries');
    expect(countries.body.map((country) => country.code)).not.toContain('TZ');

    const show = await call(b, 'PUT', '/api/countries/TZ/discoverable?discoverable=true', { token: adminTokenValue });
    expect(show.status).toBe(200);
    await eventually(async () => (await visibleOn(a)) && (await visibleOn(lb.url)), WITHIN_A_SECOND);
  });

  it("counts a listener of A's relay on B and through the load balancer, and forgets it when it leaves", async () => {
    const id = idOf('Cluster FM');
    const listenersOn = async (base: string) =>
      (await call<Station>(base, 'GET', `/api/stations/${id}`)).body.listeners;
    const events = await openEventStream(`${b}/api/stations/${id}/events`);
    const stop = await listenTo(`${a}/api/streams/${id}`);
    try {
      await eventually(async () => (await listenersOn(b)) === 1, ABOUT_A_SECOND);
      expect(await listenersOn(lb.url)).toBe(1);
      expect(await listenersOn(a)).toBe(1);
      await events.next((event) => event.event === 'listeners' && (event.data as { count: number }).count === 1);

      const stopSecond = await listenTo(`${lb.url}/api/streams/${id}`);
      try {
        await eventually(async () => (await listenersOn(a)) === 2 && (await listenersOn(b)) === 2);
      } finally {
        stopSecond();
      }
    } finally {
      stop();
      events.close();
    }
    await eventually(async () => (await listenersOn(b)) === 0 && (await listenersOn(a)) === 0);
  });

  /** An instance's own relayed listeners, from its /metrics read directly, not through the load balancer. */
  const relayedOn = async (base: string) => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${A_METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return seriesValue(await response.text(), 'sauti_relay_listeners');
  };

  it("reports each instance's own relayed listeners on its own /metrics", async () => {
    const id = idOf('Cluster FM');
    const stopOnA = await listenTo(`${a}/api/streams/${id}`);
    const stopOnB = await listenTo(`${b}/api/streams/${id}`);
    const stopSecondOnA = await listenTo(`${a}/api/streams/${id}`);
    try {
      expect(await relayedOn(a)).toBe(2);
      expect(await relayedOn(b)).toBe(1);
    } finally {
      stopOnA();
      stopOnB();
      stopSecondOnA();
    }
    await eventually(async () => (await relayedOn(a)) === 0 && (await relayedOn(b)) === 0);
  });

  it('plays the segments of an HLS playlist issued by A through B and through the load balancer', async () => {
    const id = idOf('Cluster HLS FM');
    const master = await call<string>(a, 'GET', `/api/streams/${id}`);
    const variantPath = master.body.split('\n').find((line) => line.startsWith('/api/streams/')) ?? '';
    const media = await call<string>(b, 'GET', variantPath);
    expect(media.status).toBe(200);
    const segmentPath = media.body.split('\n').find((line) => line.startsWith('/api/streams/')) ?? '';
    for (const base of [a, b, lb.url]) {
      const segment = await fetch(`${base}${segmentPath}`);
      expect(segment.headers.get('content-type')).toBe('audio/aac');
      expect(await segment.text()).toBe('segment-bytes');
    }
  });

  it('shows a catalogue import from the command line on both instances without a restart', async () => {
    const files = await exportFiles();
    try {
      const file = await files.write([aRadioBrowserRecord({ name: 'Imported From The Shell FM' })]);
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), 'import', file],
        {
          cwd: path.join(import.meta.dirname, '..'),
          env: {
            PATH: process.env.PATH ?? '',
            DATABASE_URL: test.config.databaseUrl ?? '',
            REDIS_URL: test.config.redisUrl ?? '',
            REDIS_NAMESPACE: test.config.redisNamespace,
            DATA_DIR: test.config.dataDir,
            CHECK_SCHEDULER: 'off',
            RADIO_BROWSER_URL: 'http://127.0.0.1:9',
          },
        },
      );
      const found = async (base: string) =>
        (await call<Station[]>(base, 'GET', '/api/stations?search=Imported%20From%20The%20Shell')).body.length === 1;
      await eventually(async () => (await found(a)) && (await found(b)) && (await found(lb.url)));
    } finally {
      await files.remove();
    }
    // A second process compiles the whole server with tsx first, which takes a while on a busy machine.
  }, 90_000);

  it('holds a chat rate limit across both instances and the load balancer', async () => {
    const { token } = await aListener(test.app);
    const id = idOf('Cluster FM');
    const bases = [a, b];
    for (let post = 0; post < CHAT_POSTS_PER_USER.limit; post += 1) {
      const base = bases[post % 2] ?? a;
      expect((await call(base, 'POST', `/api/chat/${id}`, { token, body: { message: `post ${post}` } })).status).toBe(
        201,
      );
    }
    for (const base of [a, b, lb.url]) {
      const refused = await call<{ error: { code: string } }>(base, 'POST', `/api/chat/${id}`, {
        token,
        body: { message: 'one too many' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
    }
  });

  // Next to last: B drains and stays out of the load balancer's rotation.
  it('sends no new listeners to an instance that drains: the load balancer checks its readiness', async () => {
    const id = idOf('Cluster FM');
    second.readiness.drain();
    expect((await fetch(`${b}/api/health/ready`)).status).toBe(503);
    // Within a couple of the load balancer's checks, every new listener through it lands on A.
    await eventually(async () => {
      const stops: Array<() => void> = [];
      for (let listener = 0; listener < 4; listener += 1) stops.push(await listenTo(`${lb.url}/api/streams/${id}`));
      try {
        return (await relayedOn(b)) === 0 && (await relayedOn(a)) === 4;
      } finally {
        for (const stop of stops) stop();
        await eventually(async () => (await relayedOn(a)) === 0);
      }
    }, 10_000);
    // B still serves what comes to it directly while it drains.
    expect((await call(b, 'GET', `/api/stations/${id}`)).status).toBe(200);
  });

  // Last: it stops instance B.
  it('stopping B ends its listeners and event streams, so they reconnect, and the load balancer carries on with A', async () => {
    const id = idOf('Cluster FM');
    const ended = (stream: NodeJS.ReadableStream) => new Promise<void>((resolve) => stream.once('close', resolve));
    const audio = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
      get(`${b}/api/streams/${id}`, { agent: false }, (response) => {
        response.on('error', () => {});
        response.once('data', () => resolve(response));
      }).on('error', reject);
    });
    const events = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
      get(`${b}/api/stations/${id}/events`, { agent: false }, (response) => {
        response.on('error', () => {});
        // Read, as a browser does: an unread response never reaches its end.
        response.resume();
        resolve(response);
      }).on('error', reject);
    });
    const audioEnded = ended(audio);
    const eventsEnded = ended(events);
    await second.close();
    await Promise.all([audioEnded, eventsEnded]);
    for (let request = 0; request < 4; request += 1) {
      expect((await call(lb.url, 'GET', `/api/stations/${id}`)).status).toBe(200);
    }
    const stop = await listenTo(`${lb.url}/api/streams/${id}`);
    stop();
  });
});
