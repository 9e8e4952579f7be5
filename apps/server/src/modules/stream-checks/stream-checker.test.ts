import { StreamCheck } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetch } from '../../platform/safe-fetch';
import {
  adtsFrames,
  flacStream,
  mpegFrames,
  oggOpusStream,
  oggVorbisStream,
  seededNoise,
  transportStream,
} from '../../test-support/audio-fixtures';
import { eventually } from '../../test-support/eventually';
import { closedPort, type FakeHost, startFakeHost } from '../../test-support/fake-host';
import { type FakeStation, type HeldStream, heldStream, startFakeStation } from '../../test-support/fake-radio';
import { type FakeTlsHost, startFakeTlsHost } from '../../test-support/fake-tls-host';
import { StreamChecker } from './stream-checker';

const REGION = 'test-region';

describe('the stream checker', () => {
  let radio: FakeStation;
  let host: FakeHost;
  let privateHost: FakeHost;
  let tlsHost: FakeTlsHost;
  let checker: StreamChecker;
  let impatient: StreamChecker;
  const held: Record<string, HeldStream> = {};

  /** Checks one address (a path on the fake host, or a whole URL), holding the answer to the contract. */
  async function check(address: string, by = checker) {
    return StreamCheck.parse(await by.check({ url: address.startsWith('/') ? `${host.url}${address}` : address }));
  }

  function serve(path: string, audio: Buffer, headers: Record<string, string>): void {
    held[path] = heldStream(audio, headers);
    host.route(path, held[path].route);
  }

  beforeAll(async () => {
    radio = await startFakeStation();
    host = await startFakeHost();
    privateHost = await startFakeHost({ '/stream': { headers: { 'content-type': 'audio/mpeg' }, body: 'private' } });
    tlsHost = await startFakeTlsHost();
    serve('/aac', adtsFrames(60, [360, 384]), { 'content-type': 'audio/aac', 'icy-br': '999' });
    serve('/aacp', adtsFrames(60, [160, 176]), { 'content-type': 'audio/aacp' });
    serve('/vbr.mp3', mpegFrames(60, [96, 128, 160, 192]), { 'content-type': 'audio/mpeg' });
    serve('/opus', oggOpusStream(), { 'content-type': 'audio/ogg', 'icy-br': '64,64' });
    serve('/vorbis', oggVorbisStream(112), { 'content-type': 'application/ogg' });
    serve('/flac', flacStream(), { 'content-type': 'audio/flac' });
    serve('/noise', seededNoise(80 * 1024), { 'content-type': 'audio/mpeg', 'icy-br': '128' });
    serve('/mute', Buffer.alloc(0), { 'content-type': 'audio/mpeg' });
    const routes: Record<string, [string, string | Buffer]> = {
      '/station.pls': ['audio/x-scpls', `[playlist]\nFile1=${radio.streamUrl}\n`],
      '/page': ['text/html; charset=utf-8', '<!DOCTYPE html><html><body>Listen live!</body></html>'],
      '/hls/master.m3u8': [
        'application/vnd.apple.mpegurl',
        '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.5"\nmedia.m3u8\n',
      ],
      '/hls/media.m3u8': ['application/vnd.apple.mpegurl', mediaPlaylist('segment-0.ts')],
      '/hls/segment-0.ts': ['video/mp2t', transportStream(0x0f, adtsFrames(200, [160, 176]))],
      '/hls/packed.m3u8': ['application/vnd.apple.mpegurl', mediaPlaylist('segment-0.aac')],
      '/hls/segment-0.aac': ['audio/aac', adtsFrames(200, [360, 384])],
      '/hls/video.m3u8': ['application/vnd.apple.mpegurl', mediaPlaylist('video-0.ts')],
      '/hls/video-0.ts': ['video/mp2t', transportStream(0x1b, Buffer.alloc(20_000))],
      '/hls/gone.m3u8': ['application/vnd.apple.mpegurl', mediaPlaylist('gone-0.ts')],
    };
    for (const [path, [type, body]] of Object.entries(routes))
      host.route(path, { headers: { 'content-type': type }, body });
    host.route('/silent', { silent: true });
    host.route('/loop-a', { redirect: '/loop-b' });
    host.route('/loop-b', { redirect: '/loop-a' });
    host.route('/to-private', { redirect: `http://127.0.0.1:${privateHost.port}/stream` });
    // The fake host's own port only: the redirect to another loopback port is a private address.
    const safeFetch = new SafeFetch({ allow: [radio.host.authority, host.authority, tlsHost.authority] });
    checker = new StreamChecker({ safeFetch, region: REGION, deadlineMs: 5000 });
    impatient = new StreamChecker({ safeFetch, region: REGION, deadlineMs: 400 });
  });
  afterAll(async () => {
    await Promise.all([radio.close(), host.close(), privateHost.close(), tlsHost.close()]);
  });

  it('finds MP3 in a live Icecast stream with ICY metadata, its bitrate from the frames, and closes the connection', async () => {
    const before = Date.now();
    const result = await check(radio.streamUrl);
    expect(result).toMatchObject({
      outcome: 'ok',
      http_status: 200,
      content_type: 'audio/mpeg',
      codec: 'MP3',
      bitrate: 128,
      resolved_url: radio.streamUrl,
      hls: false,
      region: REGION,
      detail: 'MP3 audio at 128 kbit/s',
    });
    expect(result.ms_to_audio).toEqual(expect.any(Number));
    expect(Date.parse(result.checked_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(radio.source.requests.at(-1)?.headers['icy-metadata']).toBe('1');
    await eventually(() => radio.source.activeConnections === 0);
  });

  it('follows a playlist to the stream it names, which becomes the resolved address', async () => {
    expect(await check('/station.pls')).toMatchObject({ outcome: 'ok', codec: 'MP3', resolved_url: radio.streamUrl });
  });

  it.each<[string, string, number | null, string]>([
    ['/aac', 'AAC', 128, 'frames over icy-br'],
    ['/aacp', 'AAC+', 58, 'AAC+ by the server type, ADTS cannot say'],
    ['/vbr.mp3', 'MP3', 144, 'the average of VBR frames'],
    ['/opus', 'OPUS', 64, 'icy-br when the frames do not tell'],
    ['/vorbis', 'OGG', 112, "the Vorbis header's nominal bitrate"],
    ['/flac', 'FLAC', null, 'no bitrate where nothing tells it'],
  ])('finds %s as %s at %s kbit/s (%s)', async (path, codec, bitrate) => {
    const result = await check(path);
    expect(result).toMatchObject({
      outcome: 'ok',
      codec,
      bitrate,
      http_status: 200,
      resolved_url: `${host.url}${path}`,
    });
    expect(result.ms_to_audio).toEqual(expect.any(Number));
    await eventually(() => held[path]?.openConnections === 0);
  });

  it('refuses bytes that are not audio although the server calls them audio/mpeg, reading no more than 64 KiB', async () => {
    expect(await check('/noise')).toMatchObject({
      outcome: 'not_audio',
      http_status: 200,
      content_type: 'audio/mpeg',
      codec: null,
      bitrate: null,
      ms_to_audio: null,
      detail: 'its stream sends no MP3, AAC, Ogg or FLAC audio frames',
    });
    await eventually(() => held['/noise']?.openConnections === 0);
  });

  it('refuses a web page answered with 200', async () => {
    expect(await check('/page')).toMatchObject({
      outcome: 'not_audio',
      http_status: 200,
      content_type: 'text/html; charset=utf-8',
      resolved_url: `${host.url}/page`,
      detail: 'its stream address shows a web page, not audio',
    });
  });

  it('records a 404 as an HTTP error with its status', async () => {
    expect(await check('/missing')).toMatchObject({
      outcome: 'http_error',
      http_status: 404,
      content_type: 'text/plain',
      resolved_url: `${host.url}/missing`,
      detail: 'its stream address answered HTTP 404',
    });
  });

  it('times out on a host that accepts and never answers, and on a stream that answers and sends nothing', async () => {
    const silent = await check('/silent', impatient);
    expect(silent).toMatchObject({ outcome: 'timeout', http_status: null, ms_to_audio: null });
    const mute = await check('/mute', impatient);
    expect(mute).toMatchObject({ outcome: 'timeout' });
    await eventually(() => held['/mute']?.openConnections === 0);
  });

  it('stops a redirect loop', async () => {
    expect(await check('/loop-a')).toMatchObject({
      outcome: 'too_many_redirects',
      detail: 'its stream address redirects too many times',
    });
  });

  it('refuses a redirect to a private address, which receives nothing', async () => {
    expect(await check('/to-private')).toMatchObject({ outcome: 'private_address', http_status: null });
    expect(privateHost.connections).toBe(0);
  });

  it('tells TLS, DNS and refused connections apart', async () => {
    expect(await check(`${tlsHost.url}/stream`)).toMatchObject({
      outcome: 'tls',
      detail: "its stream server's secure connection failed",
    });
    expect(await check('http://sauti-check.invalid/stream')).toMatchObject({ outcome: 'dns', http_status: null });
    expect(await check(`http://127.0.0.1:${await closedPort()}/stream`, buildChecker())).toMatchObject({
      outcome: 'refused',
    });
  });

  it('checks an HLS station down to its first segment: AAC in MPEG-TS, bitrate from the variant', async () => {
    const result = await check('/hls/master.m3u8');
    expect(result).toMatchObject({
      outcome: 'ok',
      hls: true,
      codec: 'AAC+',
      bitrate: 64,
      http_status: 200,
      content_type: 'application/vnd.apple.mpegurl',
      resolved_url: `${host.url}/hls/master.m3u8`,
    });
    expect(result.ms_to_audio).toEqual(expect.any(Number));
    expect(host.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/hls/media.m3u8', '/hls/segment-0.ts']),
    );
  });

  it('measures packed-audio HLS segments by their frames', async () => {
    expect(await check('/hls/packed.m3u8')).toMatchObject({ outcome: 'ok', hls: true, codec: 'AAC', bitrate: 128 });
  });

  it('refuses an HLS station whose segments are video only or missing', async () => {
    expect(await check('/hls/video.m3u8')).toMatchObject({
      outcome: 'not_audio',
      hls: true,
      detail: 'its first HLS segment is not audio',
      resolved_url: `${host.url}/hls/video-0.ts`,
    });
    expect(await check('/hls/gone.m3u8')).toMatchObject({ outcome: 'http_error', hls: true, http_status: 404 });
  });

  it("tries the resolved address first, then the station's own, and reports the own address's failure", async () => {
    const station = (url: string, resolved: string) =>
      checker.check({ url: `${host.url}${url}`, url_resolved: `${host.url}${resolved}` });
    expect(await station('/station.pls', '/missing')).toMatchObject({ outcome: 'ok', resolved_url: radio.streamUrl });
    expect(await station('/page', '/aac')).toMatchObject({ outcome: 'ok', codec: 'AAC' });
    expect(await station('/missing', '/page')).toMatchObject({ outcome: 'http_error', http_status: 404 });
  });

  /** A checker that may reach any loopback port, for addresses no test server listens on. */
  function buildChecker() {
    return new StreamChecker({ safeFetch: new SafeFetch({ allow: ['127.0.0.1:*'] }), region: REGION });
  }
});

function mediaPlaylist(segment: string): string {
  return `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\n${segment}\n`;
}
