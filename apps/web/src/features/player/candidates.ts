// Which addresses the player tries for a station, in order (spec section 4): the same-origin gateway
// first, then the station's own addresses where this page could play them. In low-data mode the
// lightest of the station's streams comes first (low-data-stream.ts).
import { pathOf, type Station, type StreamResolution, streamEndpoints } from '@sauti/contract';
import { streamsByWeight } from './low-data-stream';

export interface PlaybackCandidate {
  url: string;
  /** An HLS playlist: played natively or through hls.js rather than as a plain stream. */
  hls: boolean;
  /** Same-origin audio, which the visualizer may read. */
  viaGateway: boolean;
}

export interface PageAbilities {
  /** The page's own protocol: an https page may not load http streams (mixed content). */
  pageProtocol: string;
  /** The browser can play HLS, natively or through hls.js. */
  hls: boolean;
  /** Low-data mode; when left out, the visitor's current setting. */
  lowData?: boolean;
}

export function relayUrlOf(stationId: string): string {
  return pathOf(streamEndpoints.play, { params: { stationId } });
}

function directPlayable(url: string, hls: boolean, page: PageAbilities): boolean {
  if (hls && !page.hls) return false;
  if (url.startsWith('https:')) return true;
  return url.startsWith('http:') && page.pageProtocol === 'http:';
}

function pushNew(ordered: PlaybackCandidate[], candidates: readonly PlaybackCandidate[]): void {
  for (const candidate of candidates) {
    if (!ordered.some((existing) => existing.url === candidate.url)) ordered.push(candidate);
  }
}

/**
 * The gateway's relay, then each resolved direct address (resolved before original) the page can
 * play, without repeats. Without a resolution (the resolve call failed) the station's own addresses
 * stand in for the resolved ones.
 */
function usualCandidates(
  station: Station,
  resolution: StreamResolution | null,
  page: PageAbilities,
): PlaybackCandidate[] {
  const direct = resolution
    ? resolution.candidates.map((candidate) => ({ url: candidate.url, hls: candidate.hls }))
    : [station.url_resolved, station.url]
        .filter((url): url is string => Boolean(url))
        .map((url) => ({ url, hls: station.hls }));
  const relayIsHls = direct[0]?.hls ?? false;
  const ordered: PlaybackCandidate[] = [
    { url: resolution?.relay_url ?? relayUrlOf(station.id), hls: relayIsHls, viaGateway: true },
  ];
  pushNew(
    ordered,
    direct
      .filter((candidate) => directPlayable(candidate.url, candidate.hls, page))
      .map((candidate) => ({ ...candidate, viaGateway: false })),
  );
  return ordered;
}

/**
 * The station's streams lightest first: its own stream as the usual candidates (the gateway first),
 * an alternate directly where the page can play it. Every usual candidate stays as a fallback.
 */
function lightestFirst(station: Station, usual: PlaybackCandidate[], page: PageAbilities): PlaybackCandidate[] {
  const ordered: PlaybackCandidate[] = [];
  for (const stream of streamsByWeight(station)) {
    if (stream.own) pushNew(ordered, usual);
    else if (directPlayable(stream.url, stream.hls, page)) {
      pushNew(ordered, [{ url: stream.url, hls: stream.hls, viaGateway: false }]);
    }
  }
  return ordered;
}

export function playbackCandidates(
  station: Station,
  resolution: StreamResolution | null,
  page: PageAbilities,
): PlaybackCandidate[] {
  const usual = usualCandidates(station, resolution, page);
  return page.lowData ? lightestFirst(station, usual, page) : usual;
}
