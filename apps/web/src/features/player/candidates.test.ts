import { aStation } from '@sauti/contract/testing';
import { describe, expect, it } from 'vitest';
import { playbackCandidates } from './candidates';

const httpsPage = { pageProtocol: 'https:', hls: true, lowData: false };
const httpPage = { pageProtocol: 'http:', hls: true, lowData: false };

describe('playbackCandidates', () => {
  it('tries the gateway first, then the resolved and original addresses the page can play', () => {
    const station = aStation({ url: 'http://radio.example/a', url_resolved: 'https://radio.example/b' });
    const resolution = {
      station_id: station.id,
      relay_url: '/api/streams/st-1',
      resolved_at: '2026-01-01T00:00:00Z',
      candidates: [
        { url: 'https://radio.example/b', codec: 'MP3', hls: false, content_type: 'audio/mpeg' },
        { url: 'http://radio.example/a', codec: null, hls: false, content_type: null },
      ],
    };
    expect(playbackCandidates(station, resolution, httpPage).map((candidate) => candidate.url)).toEqual([
      '/api/streams/st-1',
      'https://radio.example/b',
      'http://radio.example/a',
    ]);
    // An https page cannot load an http stream: only the gateway can play it there.
    expect(playbackCandidates(station, resolution, httpsPage).map((candidate) => candidate.url)).toEqual([
      '/api/streams/st-1',
      'https://radio.example/b',
    ]);
  });

  it("falls back to the station's own addresses when resolving failed, without repeats", () => {
    const station = aStation({ id: 'a b', url: 'https://radio.example/x', url_resolved: 'https://radio.example/x' });
    const candidates = playbackCandidates(station, null, httpsPage);
    expect(candidates).toEqual([
      { url: '/api/streams/a%20b', hls: false, viaGateway: true },
      { url: 'https://radio.example/x', hls: false, viaGateway: false },
    ]);
  });

  it('marks the relay as HLS for an HLS station and leaves out direct HLS where the browser has none', () => {
    const station = aStation({ hls: true, url: 'https://radio.example/live.m3u8', url_resolved: null });
    const candidates = playbackCandidates(station, null, { pageProtocol: 'https:', hls: false, lowData: false });
    expect(candidates).toEqual([{ url: '/api/streams/st-1', hls: true, viaGateway: true }]);
  });
});

describe('playbackCandidates in low-data mode', () => {
  const lowData = { pageProtocol: 'https:', hls: true, lowData: true };
  const urls = (candidates: Array<{ url: string }>) => candidates.map((candidate) => candidate.url);

  it("plays a lighter alternate first, then the station's own stream through the gateway", () => {
    const station = aStation({
      url: 'https://radio.example/hq',
      url_resolved: null,
      bitrate: 128,
      alternates: [
        { url: 'https://mirror.example/64', codec: 'AAC', bitrate: 64 },
        { url: 'https://mirror.example/32', codec: 'AAC', bitrate: 32 },
        { url: 'https://mirror.example/320', codec: 'MP3', bitrate: 320 },
      ],
    });
    expect(urls(playbackCandidates(station, null, lowData))).toEqual([
      'https://mirror.example/32',
      'https://mirror.example/64',
      '/api/streams/st-1',
      'https://radio.example/hq',
      'https://mirror.example/320',
    ]);
    // With the setting off, alternates are not tried at all: the usual order stands.
    expect(urls(playbackCandidates(station, null, { ...lowData, lowData: false }))).toEqual([
      '/api/streams/st-1',
      'https://radio.example/hq',
    ]);
  });

  it("keeps the gateway first when the station's own stream is the lightest or ties with an alternate", () => {
    const station = aStation({
      bitrate: 48,
      alternates: [
        { url: 'https://mirror.example/48', codec: 'AAC', bitrate: 48 },
        { url: 'https://mirror.example/96', codec: 'AAC', bitrate: 96 },
      ],
    });
    expect(urls(playbackCandidates(station, null, lowData))[0]).toBe('/api/streams/st-1');
    expect(urls(playbackCandidates(station, null, lowData))).toContain('https://mirror.example/48');
  });

  it('puts streams of unknown bitrate (null or 0) after every known one', () => {
    const station = aStation({
      bitrate: 0,
      alternates: [
        { url: 'https://mirror.example/unknown', codec: null, bitrate: null },
        { url: 'https://mirror.example/128', codec: 'MP3', bitrate: 128 },
      ],
    });
    expect(urls(playbackCandidates(station, null, lowData))).toEqual([
      'https://mirror.example/128',
      '/api/streams/st-1',
      'https://radio.example/live.mp3',
      'https://mirror.example/unknown',
    ]);
  });

  it('skips a lighter alternate the page cannot play and never loses a usual candidate', () => {
    const station = aStation({
      bitrate: 128,
      alternates: [
        { url: 'http://insecure.example/24', codec: 'MP3', bitrate: 24 },
        { url: 'https://mirror.example/live.m3u8', codec: 'AAC', bitrate: 32 },
      ],
    });
    // An https page may not load http audio; a browser without HLS cannot play the playlist.
    const noHls = { ...lowData, hls: false };
    expect(urls(playbackCandidates(station, null, noHls))).toEqual(
      urls(playbackCandidates(station, null, { ...noHls, lowData: false })),
    );
    expect(playbackCandidates(station, null, lowData)[0]).toEqual({
      url: 'https://mirror.example/live.m3u8',
      hls: true,
      viaGateway: false,
    });
  });
});
