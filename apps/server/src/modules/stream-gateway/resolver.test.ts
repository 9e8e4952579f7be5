import { randomUUID } from 'node:crypto';
import type { Station } from '@sauti/contract';
import { aStation as aTestStation } from '@sauti/contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors';
import { type Network, SafeFetch, systemNetwork } from '../../platform/safe-fetch';
import { type FakeHost, startFakeHost } from '../../test-support/fake-host';
import { type FakeStation, startFakeStation } from '../../test-support/fake-radio';
import { rejectionOf } from '../../test-support/rejection';
import { openStreamAddress, StreamResolver } from './resolver';
import { StreamFailure } from './stream-errors';

const SETTINGS = { openDeadlineMs: 3000, resolveCacheMs: 60_000 };

/** A station of its own (the resolver caches by station), at the given addresses. */
function aStation(url: string, url_resolved: string | null = null): Station {
  return aTestStation({ id: randomUUID(), url, url_resolved });
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, StreamFailure);
const problem = (promise: Promise<unknown>) => rejectionOf(promise, AppError);

describe('stream resolution', () => {
  let radio: FakeStation;
  let playlists: FakeHost;
  let refused: FakeHost;
  let resolver: StreamResolver;
  let stream: string;

  beforeAll(async () => {
    radio = await startFakeStation();
    refused = await startFakeHost({ '/stream': { headers: { 'content-type': 'audio/mpeg' }, body: 'private' } });
    playlists = await startFakeHost();
    stream = radio.streamUrl;
    const bodies: Record<string, [string, string]> = {
      '/station.m3u': ['audio/x-mpegurl', `${stream}\n`],
      '/station.m3u8': ['application/x-mpegurl', `\uFEFF#EXTM3U\r\n#EXTINF:-1,Live\r\n${stream}\r\n`],
      '/station.pls': ['audio/x-scpls', `[playlist]\r\nFile1=${stream}\r\nTitle1=Live\r\n`],
      '/station.asx': ['video/x-ms-asf', `<ASX version="3.0"><ENTRY><REF HREF="${stream}?a=1&b=2"/></ENTRY></ASX>`],
      '/station.xspf': [
        'application/xspf+xml',
        `<?xml version="1.0"?><playlist xmlns="http://xspf.org/ns/0/"><trackList><track><location>${stream}</location></track></trackList></playlist>`,
      ],
      '/station.ram': ['audio/x-pn-realaudio', `${stream}?title=Live\n`],
      // Only the word 'playlist' in its address says what this is; the server calls it audio.
      '/get-playlist.php': ['audio/mpeg', `${stream}\n`],
      '/relative/list.m3u': ['audio/x-mpegurl', `../stream-relative\n`],
      '/nested1.pls': ['audio/x-scpls', `[playlist]\nFile1=${'/nested2.m3u'}\n`],
      '/nested2.m3u': ['audio/x-mpegurl', `/nested3.asx\n`],
      '/nested3.asx': ['video/x-ms-asf', `<asx><entry><ref href="${stream}"/></entry></asx>`],
      '/too-deep.m3u': ['audio/x-mpegurl', `/nested1.pls\n`],
      '/dead-first.m3u': ['audio/x-mpegurl', `/missing\n/page\n${stream}\n`],
      '/loop-a.m3u': ['audio/x-mpegurl', `/loop-b.m3u\n`],
      '/loop-b.m3u': ['audio/x-mpegurl', `/loop-a.m3u\n`],
      '/page': ['text/html; charset=utf-8', '<!DOCTYPE html><html><body>Listen</body></html>'],
      '/empty.pls': ['audio/x-scpls', '[playlist]\nNumberOfEntries=0\n'],
      '/hls.m3u8': [
        'application/vnd.apple.mpegurl',
        '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=48000,CODECS="mp4a.40.5"\na.m3u8\n',
      ],
      '/to-private.pls': [
        'audio/x-scpls',
        `[playlist]\nFile1=${refused.url}/stream\nFile2=http://[::1]:${refused.port}/stream\nFile3=http://[::ffff:127.0.0.1]:${refused.port}/stream\nFile4=http://10.0.0.1/stream\nFile5=http://169.254.169.254/latest/meta-data/\n`,
      ],
    };
    for (const [path, [type, body]] of Object.entries(bodies)) {
      playlists.route(path, { headers: { 'content-type': type }, body });
    }
    playlists.route('/stream-relative', radio.source.route);
    playlists.route('/redirect', { redirect: '/station.pls', status: 301 });
    const safeFetch = new SafeFetch({ allow: [radio.host.authority, playlists.authority] });
    resolver = new StreamResolver(safeFetch, SETTINGS);
  });
  afterAll(async () => {
    await Promise.all([radio.close(), playlists.close(), refused.close()]);
  });

  it.each([
    '/station.m3u',
    '/station.m3u8',
    '/station.pls',
    '/station.xspf',
    '/station.ram',
    '/get-playlist.php',
    '/redirect',
    '/nested1.pls',
    '/dead-first.m3u',
  ])('resolves %s to the stream it names', async (path) => {
    const resolution = await resolver.resolve(aStation(`${playlists.url}${path}`));
    expect(resolution.candidates).toEqual([{ url: stream, codec: 'MP3', hls: false, content_type: 'audio/mpeg' }]);
  });

  it('resolves ASX entries with a bare & in the address', async () => {
    const resolution = await resolver.resolve(aStation(`${playlists.url}/station.asx`));
    expect(resolution.candidates[0]?.url).toBe(`${stream}?a=1&b=2`);
  });

  it('resolves a relative entry against the playlist address', async () => {
    const resolution = await resolver.resolve(aStation(`${playlists.url}/relative/list.m3u`));
    expect(resolution.candidates[0]?.url).toBe(`${playlists.url}/stream-relative`);
  });

  it('keeps an HLS playlist as HLS with its codec', async () => {
    const resolution = await resolver.resolve(aStation(`${playlists.url}/hls.m3u8`));
    expect(resolution.candidates).toEqual([
      { url: `${playlists.url}/hls.m3u8`, codec: 'AAC+', hls: true, content_type: 'application/vnd.apple.mpegurl' },
    ]);
  });

  it('refuses playlists nested more than three levels deep, and playlists that loop', async () => {
    expect((await problem(resolver.resolve(aStation(`${playlists.url}/too-deep.m3u`)))).message).toBe(
      'its playlists are nested too deeply',
    );
    expect((await problem(resolver.resolve(aStation(`${playlists.url}/loop-a.m3u`)))).message).toBe(
      'its playlist lists no stream',
    );
  });

  it('names 404s, web pages and empty playlists', async () => {
    expect((await problem(resolver.resolve(aStation(`${playlists.url}/missing`)))).message).toBe(
      'its stream address answered HTTP 404',
    );
    expect((await problem(resolver.resolve(aStation(`${playlists.url}/page`)))).message).toBe(
      'its stream address shows a web page, not audio',
    );
    expect((await problem(resolver.resolve(aStation(`${playlists.url}/empty.pls`)))).message).toBe(
      'its playlist lists no stream',
    );
  });

  it('tells why an address did not open: a typed reason and the answer that was judged', async () => {
    const safeFetch = new SafeFetch({ allow: [radio.host.authority, playlists.authority] });
    const open = (path: string) =>
      failure(openStreamAddress(safeFetch, `${playlists.url}${path}`, new AbortController().signal));
    const missing = await open('/missing');
    expect(missing.reason).toBe('http_error');
    expect(missing.answer).toEqual({ url: `${playlists.url}/missing`, status: 404, contentType: 'text/plain' });
    const page = await open('/page');
    expect(page.reason).toBe('not_audio');
    expect(page.answer).toEqual({ url: `${playlists.url}/page`, status: 200, contentType: 'text/html; charset=utf-8' });
    expect((await open('/too-deep.m3u')).reason).toBe('too_many_redirects');
    expect((await open('/loop-a.m3u')).reason).toBe('too_many_redirects');
    expect((await open('/empty.pls')).reason).toBe('not_audio');
  });

  it('refuses playlist entries that point at private addresses, which receive nothing', async () => {
    const attempts: string[] = [];
    const network: Network = {
      lookup: systemNetwork.lookup,
      connect: (target) => {
        attempts.push(`${target.address}:${target.port}`);
        if (target.port === playlists.port) return systemNetwork.connect(target);
        // Anything else would land on the counting host, so no packet ever leaves the machine.
        return systemNetwork.connect({ address: '127.0.0.1', port: refused.port, tls: null });
      },
    };
    const guarded = new StreamResolver(new SafeFetch({ allow: [playlists.authority], network }), SETTINGS);
    const error = await problem(guarded.resolve(aStation(`${playlists.url}/to-private.pls`)));
    expect(error.message).toBe('its stream address points into a private network, which Sauti does not reach');
    expect(attempts).toEqual([`127.0.0.1:${playlists.port}`]);
    expect(refused.connections).toBe(0);
  });

  it('caches a resolution, so asking again does not reach the station', async () => {
    const station = aStation(`${playlists.url}/station.pls`, stream);
    const first = await resolver.resolve(station);
    const requests = playlists.requests.length + radio.source.streamRequests;
    const again = await resolver.resolve(station);
    expect(again).toBe(first);
    expect(playlists.requests.length + radio.source.streamRequests).toBe(requests);
    expect(first.candidates.map((candidate) => candidate.url)).toEqual([stream]);
  });
});
