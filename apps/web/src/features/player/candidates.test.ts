import { describe, expect, it } from 'vitest';
import { aStation } from '../../lib/station-builder';
import { playbackCandidates } from './candidates';

const httpsPage = { pageProtocol: 'https:', hls: true };
const httpPage = { pageProtocol: 'http:', hls: true };

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
    const candidates = playbackCandidates(station, null, { pageProtocol: 'https:', hls: false });
    expect(candidates).toEqual([{ url: '/api/streams/st-1', hls: true, viaGateway: true }]);
  });
});
