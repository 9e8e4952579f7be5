// Low-data mode's stream choice (issue 16): a station's own stream and the alternates merged into it
// (duplicates of the same broadcaster, often at other bitrates), lightest first, and what the data
// meter should count for the address the audio element ended up playing.
import type { Station } from '@sauti/contract';

export interface StationStream {
  url: string;
  /** kbps; null when the catalogue does not know it. */
  bitrate: number | null;
  hls: boolean;
  /** The station's own stream, which the gateway relays; an alternate can only be played directly. */
  own: boolean;
}

/** Radio Browser writes 0 for a bitrate it does not know. */
const knownBitrate = (bitrate: number | null) => (bitrate ? bitrate : null);

const isHlsAddress = (url: string) => /\.m3u8(\?|$)/i.test(url);

const weight = (stream: StationStream) => stream.bitrate ?? Number.POSITIVE_INFINITY;

/**
 * The station's streams, lightest first: unknown bitrates after known ones, and the station's own
 * stream first among equals, since only it goes through the gateway.
 */
export function streamsByWeight(station: Station): StationStream[] {
  const own: StationStream = {
    url: station.url_resolved ?? station.url,
    bitrate: knownBitrate(station.bitrate),
    hls: station.hls,
    own: true,
  };
  const alternates = station.alternates.map(
    (alternate): StationStream => ({
      url: alternate.url,
      bitrate: knownBitrate(alternate.bitrate),
      hls: isHlsAddress(alternate.url),
      own: false,
    }),
  );
  // Array.prototype.sort is stable: equals keep their order, the station's own first.
  return [own, ...alternates].sort((a, b) => weight(a) - weight(b));
}

/**
 * The kbps of what the audio element plays: an alternate's when its address is playing, else the
 * station's own (the gateway's relay, the station's addresses, or an HLS stream behind a blob: URL).
 */
export function playingBitrate(station: Station, currentSrc: string): number | null {
  const alternate = station.alternates.find((candidate) => candidate.url === currentSrc);
  return knownBitrate(alternate ? alternate.bitrate : station.bitrate);
}
