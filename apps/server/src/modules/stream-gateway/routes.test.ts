import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { NowPlaying, Station, StreamResolution } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations, waitFor } from '../../test-support/catalogue-stations';
import { type FakeHost, startFakeHost } from '../../test-support/fake-host';
import { type FakeStation, FRAME_BYTES, frameSequence, startFakeStation } from '../../test-support/fake-radio';
import { startTestApp, type TestApp } from '../../test-support/test-app';

interface Listener {
  response: IncomingMessage;
  received: Buffer[];
  bytes: number;
  audio(): Buffer;
  stop(): void;
}

/** A listener over real HTTP that keeps everything it receives. */
function listen(url: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      const listener: Listener = {
        response,
        received: [],
        bytes: 0,
        audio: () => Buffer.concat(listener.received),
        stop: () => request.destroy(),
      };
      response.on('data', (chunk: Buffer) => {
        listener.received.push(chunk);
        listener.bytes += chunk.length;
      });
      response.on('error', () => {});
      resolve(listener);
    });
    request.on('error', reject);
  });
}

async function json<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}

/** Frames must start at byte 0 and follow each other; a reconnect may skip ahead but never repeat. */
function expectCleanAudio(audio: Buffer): number[] {
  const whole = audio.subarray(0, audio.length - (audio.length % FRAME_BYTES));
  const sequence = frameSequence(whole);
  expect(sequence, 'audio starts on a frame and carries no ICY metadata').not.toBeNull();
  for (let i = 1; i < (sequence?.length ?? 0); i += 1) {
    expect(sequence?.[i]).toBeGreaterThan(sequence?.[i - 1] ?? 0);
  }
  return sequence ?? [];
}

describe('the stream gateway over HTTP', () => {
  let test: TestApp;
  let base: string;
  let icecast: FakeStation;
  let shoutcast: FakeStation;
  let fast: FakeStation;
  let hosts: FakeHost;
  let silent: FakeHost;
  const stations: Record<string, Station> = {};

  beforeAll(async () => {
    icecast = await startFakeStation({ metaint: 1000 });
    for (const mount of ['/fanout', '/late', '/drop', '/titles']) icecast.host.route(mount, icecast.source.route);
    // Fast enough to fill the kernel's socket buffers of a listener that stopped reading within seconds.
    fast = await startFakeStation({ bytesPerSecond: 2_000_000 });
    shoutcast = await startFakeStation({ protocol: 'ICY', metaint: 8192 });
    silent = await startFakeHost({ '/live': { silent: true } });
    hosts = await startFakeHost({
      '/listen.pls': {
        headers: { 'content-type': 'audio/x-scpls' },
        body: `[playlist]\nFile1=${icecast.host.url}/stream\nNumberOfEntries=1\n`,
      },
      '/page': {
        headers: { 'content-type': 'text/html' },
        body: '<!DOCTYPE html><html><body>Listen live!</body></html>',
      },
      '/hls/master.m3u8': {
        headers: { 'content-type': 'application/vnd.apple.mpegurl' },
        body: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"\nlow/index.m3u8\n',
      },
      '/hls/low/index.m3u8': {
        headers: { 'content-type': 'application/vnd.apple.mpegurl' },
        body: '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXT-X-KEY:METHOD=AES-128,URI="../key.bin"\n#EXTINF:6,\nseg1.aac\n',
      },
      '/hls/low/seg1.aac': { headers: { 'content-type': 'audio/aac' }, body: 'segment-bytes' },
    });
    // A playlist whose entries point into private networks, as a hostile station's could.
    hosts.route('/private/index.m3u8', {
      headers: { 'content-type': 'application/vnd.apple.mpegurl' },
      body: [
        '#EXTM3U',
        '#EXT-X-TARGETDURATION:6',
        '#EXT-X-KEY:METHOD=AES-128,URI="http://169.254.169.254/latest/meta-data/"',
        '#EXTINF:6,',
        'http://10.0.0.7/seg1.aac',
        '#EXTINF:6,',
        'http://[::1]:8080/seg2.aac',
        '#EXTINF:6,',
        'http://192.168.1.1/variant.m3u8',
        '#EXTINF:6,',
        `${hosts.url}/redirect-inside`,
      ].join('\n'),
    });
    hosts.route('/redirect-inside', { redirect: 'http://10.0.0.8/seg.aac' });
    hosts.route('/broken/index.m3u8', {
      headers: { 'content-type': 'application/vnd.apple.mpegurl' },
      body: '#EXTM3U\n#EXTINF:6,\nhttp://[not-an-address/seg.aac\n',
    });
    test = await startTestApp();
    const added = await addStations(test.app, [
      { name: 'Playlist FM', url: `${hosts.url}/listen.pls`, url_resolved: `${icecast.host.url}/;` },
      { name: 'Fanout FM', url: `${icecast.host.url}/fanout` },
      { name: 'Late FM', url: `${icecast.host.url}/late` },
      { name: 'Drop FM', url: `${icecast.host.url}/drop` },
      { name: 'Slow FM', url: fast.streamUrl },
      { name: 'Titles FM', url: `${icecast.host.url}/titles` },
      { name: 'Shoutcast FM', url: `${shoutcast.host.url}/;` },
      { name: 'Silent FM', url: `${silent.url}/live` },
      { name: 'Web Page FM', url: `${hosts.url}/page` },
      { name: 'HLS FM', url: `${hosts.url}/hls/master.m3u8` },
      { name: 'Private HLS FM', url: `${hosts.url}/private/index.m3u8` },
      { name: 'Broken HLS FM', url: `${hosts.url}/broken/index.m3u8` },
    ]);
    for (const station of added) stations[station.name] = station;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await test.close();
    await Promise.all([icecast.close(), shoutcast.close(), fast.close(), hosts.close(), silent.close()]);
  });

  const idOf = (name: string) => stations[name]?.id ?? '';
  const requestsTo = (path: string) => icecast.source.requests.filter((request) => request.path === path).length;

  it('resolves a station to its resolved address first, then what its playlist names, with codec and HLS flag', async () => {
    const { status, body } = await json<StreamResolution>(`${base}/api/streams/${idOf('Playlist FM')}/resolve`);
    expect(status).toBe(200);
    expect(body.relay_url).toBe(`/api/streams/${idOf('Playlist FM')}`);
    expect(body.candidates).toEqual([
      { url: `${icecast.host.url}/;`, codec: 'MP3', hls: false, content_type: 'audio/mpeg' },
      { url: `${icecast.host.url}/stream`, codec: 'MP3', hls: false, content_type: 'audio/mpeg' },
    ]);
    const hls = await json<StreamResolution>(`${base}/api/streams/${idOf('HLS FM')}/resolve`);
    expect(hls.body.candidates).toEqual([
      { url: `${hosts.url}/hls/master.m3u8`, codec: 'AAC', hls: true, content_type: 'application/vnd.apple.mpegurl' },
    ]);
  });

  it('answers 404 in the error envelope for an unknown station', async () => {
    const { status, body } = await json<{ error: { code: string } }>(`${base}/api/streams/no-such-station/resolve`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });

  it('fans 50 concurrent listeners out from exactly one upstream connection, all hearing clean audio', async () => {
    const listeners = await Promise.all(
      Array.from({ length: 50 }, () => listen(`${base}/api/streams/${idOf('Fanout FM')}`)),
    );
    try {
      for (const listener of listeners) {
        expect(listener.response.statusCode).toBe(200);
        expect(listener.response.headers['content-type']).toBe('audio/mpeg');
      }
      await waitFor(
        () => listeners.every((listener) => listener.bytes >= 8 * FRAME_BYTES),
        'every listener to hear audio',
      );
      expect(requestsTo('/fanout')).toBe(1);
      for (const listener of listeners) expectCleanAudio(listener.audio());
      await waitFor(() => test.app.streams.listenerCount(idOf('Fanout FM')) === 50, 'the count to reach 50');
      const station = (await test.app.inject(`/api/stations/${idOf('Fanout FM')}`)).json() as { listeners: number };
      expect(station.listeners).toBe(50);
    } finally {
      for (const listener of listeners) listener.stop();
    }
  });

  it('gives a late listener a frame-aligned burst of recent audio at once', async () => {
    const first = await listen(`${base}/api/streams/${idOf('Late FM')}`);
    try {
      await waitFor(() => first.bytes >= 40 * FRAME_BYTES, 'the relay to gather a burst');
      const playingNow = expectCleanAudio(first.audio()).at(-1) ?? 0;
      const late = await listen(`${base}/api/streams/${idOf('Late FM')}`);
      await waitFor(() => late.bytes >= 20 * FRAME_BYTES, 'the late listener to hear audio');
      const heard = expectCleanAudio(late.audio());
      // Its first frame is older than what the first listener had already heard: it came from the burst.
      expect(heard[0]).toBeLessThan(playingNow - 20);
      expect(requestsTo('/late')).toBe(1);
      late.stop();
    } finally {
      first.stop();
    }
  });

  it('closes the upstream a little after the last listener leaves', async () => {
    const listener = await listen(`${base}/api/streams/${idOf('Fanout FM')}`);
    await waitFor(() => listener.bytes > 0, 'audio');
    expect(icecast.source.activeConnections).toBeGreaterThan(0);
    listener.stop();
    await waitFor(() => !test.app.streams.isRelaying(idOf('Fanout FM')), 'the relay to close');
    await waitFor(() => icecast.source.activeConnections === 0, 'the upstream connection to close');
  });

  it('reconnects a dropped upstream while its listeners stay connected', async () => {
    const listener = await listen(`${base}/api/streams/${idOf('Drop FM')}`);
    try {
      await waitFor(() => listener.bytes >= 10 * FRAME_BYTES, 'audio before the drop');
      icecast.source.dropAll();
      await waitFor(() => requestsTo('/drop') === 2, 'a second upstream connection');
      const before = listener.bytes;
      await waitFor(() => listener.bytes >= before + 10 * FRAME_BYTES, 'audio after the reconnect');
      expect(listener.response.complete).toBe(false);
      // The new upstream starts with its own burst, so frames may repeat across the reconnect, but stay whole.
      const whole = listener.audio().subarray(0, listener.bytes - (listener.bytes % FRAME_BYTES));
      expect(frameSequence(whole)).not.toBeNull();
    } finally {
      listener.stop();
    }
  });

  it('cuts a listener that never reads within 30 s, while the others keep hearing audio', async () => {
    const reader = await listen(`${base}/api/streams/${idOf('Slow FM')}`);
    const stalled = connect((test.app.server.address() as AddressInfo).port, '127.0.0.1');
    stalled.write(`GET /api/streams/${idOf('Slow FM')} HTTP/1.1\r\nHost: test\r\n\r\n`);
    stalled.pause();
    try {
      await waitFor(() => test.app.streams.listenerCount(idOf('Slow FM')) === 2, 'both listeners to join');
      // Loopback's socket buffers take about 4 MB unseen before the relay's own backlog starts to grow:
      // the station sends 2 MB/s so that they fill in seconds, as a real network's much smaller ones
      // would at 128 kbit/s (see slow-listeners.test.ts).
      await waitFor(
        () => test.app.streams.listenerCount(idOf('Slow FM')) === 1,
        'the stalled listener to be dropped',
        30_000,
      );
      const before = reader.bytes;
      await waitFor(() => reader.bytes > before + 4 * FRAME_BYTES, 'the reader to keep hearing audio');
    } finally {
      stalled.destroy();
      reader.stop();
    }
  }, 60_000);

  it('publishes stream titles to now-playing and to the live event stream', async () => {
    const id = idOf('Titles FM');
    const initial = await json<NowPlaying>(`${base}/api/stations/${id}/now-playing`);
    expect(initial.body).toEqual({ title: null, artist: null, song: null, updated_at: null });
    const listener = await listen(`${base}/api/streams/${id}`);
    const events = await fetch(`${base}/api/stations/${id}/events`);
    const reader = events.body?.pipeThrough(new TextDecoderStream()).getReader();
    try {
      icecast.source.title = 'Sarkodie - Adonai';
      let text = '';
      while (!text.includes('Sarkodie - Adonai')) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += chunk.value;
      }
      expect(text).toContain('event: now_playing');
      // The listener had joined before the event stream opened, so its snapshot carries the count.
      expect(text).toContain('event: listeners\ndata: {"count":1}');
      const now = await json<NowPlaying>(`${base}/api/stations/${id}/now-playing`);
      expect(now.body).toMatchObject({ title: 'Sarkodie - Adonai', artist: 'Sarkodie', song: 'Adonai' });
      expect(now.body.updated_at).not.toBeNull();
      expectCleanAudio(listener.audio());
    } finally {
      await reader?.cancel();
      listener.stop();
    }
  });

  it("relays a Shoutcast v1 server's ICY 200 OK as HTTP 200 with its type and name, and reads its titles", async () => {
    const id = idOf('Shoutcast FM');
    shoutcast.source.title = 'Angelique Kidjo - Agolo';
    const listener = await listen(`${base}/api/streams/${id}`);
    try {
      expect(listener.response.statusCode).toBe(200);
      expect(listener.response.headers['content-type']).toBe('audio/mpeg');
      expect(listener.response.headers['icy-name']).toBe('Fake Shoutcast');
      expect(listener.response.headers['icy-metaint']).toBeUndefined();
      await waitFor(() => test.app.streams.nowPlaying(id).title === 'Angelique Kidjo - Agolo', 'the title');
      await waitFor(() => listener.bytes >= 30 * FRAME_BYTES, 'audio across a metadata block');
      expectCleanAudio(listener.audio());
      expect(shoutcast.source.requests[0]?.headers['user-agent']).not.toMatch(/^Mozilla/);
      expect(shoutcast.source.requests[0]?.headers['icy-metadata']).toBe('1');
    } finally {
      listener.stop();
    }
  });

  it('fails a station whose host never answers within the timeout, with a reason for the player', async () => {
    const started = Date.now();
    const { status, body } = await json<{ error: { code: string; message: string } }>(
      `${base}/api/streams/${idOf('Silent FM')}`,
    );
    expect(status).toBe(504);
    expect(body.error).toEqual({ code: 'stream_timeout', message: 'the station did not answer within 4 seconds' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(silent.connections).toBeGreaterThan(0);
  });

  it('refuses a station whose address serves a web page instead of audio', async () => {
    const { status, body } = await json<{ error: { code: string; message: string } }>(
      `${base}/api/streams/${idOf('Web Page FM')}`,
    );
    expect(status).toBe(502);
    expect(body.error).toEqual({
      code: 'stream_unavailable',
      message: 'its stream address shows a web page, not audio',
    });
  });

  it('serves an HLS station as its playlist rewritten through the gateway, segments included', async () => {
    const id = idOf('HLS FM');
    const master = await fetch(`${base}/api/streams/${id}`);
    expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    const variantPath = (await master.text()).split('\n').find((line) => line.startsWith('/api/streams/'));
    expect(variantPath).toMatch(new RegExp(`^/api/streams/${id}/hls\\?u=`));
    const media = await (await fetch(`${base}${variantPath}`)).text();
    expect(media).not.toContain(hosts.url);
    expect(media).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="\/api\/streams\/[^"]+"/);
    const segmentPath = media.split('\n').find((line) => line.startsWith('/api/streams/'));
    const segment = await fetch(`${base}${segmentPath}`);
    expect(segment.headers.get('content-type')).toBe('audio/aac');
    expect(await segment.text()).toBe('segment-bytes');
    const forged = await fetch(
      `${base}/api/streams/${id}/hls?u=${Buffer.from('http://127.0.0.1:9/').toString('base64url')}&s=x`,
    );
    expect(forged.status).toBe(403);
  });

  it('answers an HLS entry that points into a private network with 502 and the error envelope, never 500', async () => {
    const id = idOf('Private HLS FM');
    const playlist = await fetch(`${base}/api/streams/${id}`);
    expect(playlist.status).toBe(200);
    const text = await playlist.text();
    const parts = [...text.matchAll(/\/api\/streams\/[^\s"]+/g)].map((match) => match[0]);
    expect(parts).toHaveLength(5);
    for (const part of parts) {
      const answer = await fetch(`${base}${part}`);
      expect(answer.status, part).toBe(502);
      expect(answer.headers.get('content-type')).toContain('application/json');
      const body = (await answer.json()) as { error: { code: string; message: string } };
      expect(body.error).toEqual({
        code: 'stream_unavailable',
        message: 'its stream address points into a private network, which Sauti does not reach',
      });
    }
  });

  it('answers a playlist naming an address that is not valid with 502, never 500', async () => {
    const answer = await fetch(`${base}/api/streams/${idOf('Broken HLS FM')}`);
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('stream_unavailable');
  });
});
