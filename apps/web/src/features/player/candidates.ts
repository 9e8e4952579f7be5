// Which addresses the player tries for a station, in order (spec section 4): the same-origin gateway
// first, then the station's own addresses where this page could play them.
import type { Station, StreamResolution } from '@sauti/contract';

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
}

export function relayUrlOf(stationId: string): string {
  return `/api/streams/${encodeURIComponent(stationId)}`;
}

function directPlayable(url: string, hls: boolean, page: PageAbilities): boolean {
  if (hls && !page.hls) return false;
  if (url.startsWith('https:')) return true;
  return url.startsWith('http:') && page.pageProtocol === 'http:';
}

/**
 * The gateway's relay, then each resolved direct address (resolved before original) the page can
 * play, without repeats. Without a resolution (the resolve call failed) the station's own addresses
 * stand in for the resolved ones.
 */
export function playbackCandidates(
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
  for (const candidate of direct) {
    if (!directPlayable(candidate.url, candidate.hls, page)) continue;
    if (ordered.some((existing) => existing.url === candidate.url)) continue;
    ordered.push({ ...candidate, viaGateway: false });
  }
  return ordered;
}
