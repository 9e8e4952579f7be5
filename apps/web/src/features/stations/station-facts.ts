// A station's technical facts as kinds and numbers; screens put them into words in the visitor's
// language: health, quality, bitrate, codec and where it broadcasts from.
import type { Station, StationHealth } from '@sauti/contract';

export const HEALTH_TONES: Record<StationHealth, string> = {
  excellent: 'bg-emerald-400',
  good: 'bg-lime-400',
  poor: 'bg-amber-500',
  down: 'bg-red-500',
  unknown: 'bg-stone-500',
};

export type Quality = 'high' | 'standard' | 'low' | 'unknown';

/** Quality as listeners hear it: 128 kbps and up sounds like FM or better. */
export function qualityOf(station: Station): Quality {
  if (!station.bitrate) return 'unknown';
  if (station.bitrate >= 128) return 'high';
  if (station.bitrate >= 64) return 'standard';
  return 'low';
}

/** The codec as the catalogue names it, marking HLS streams; null when unknown. */
export function codecOf(station: Station): string | null {
  if (station.hls) return station.codec ? `${station.codec} (HLS)` : 'HLS';
  return station.codec;
}

/** The station's own description, when it has one worth showing. */
export function descriptionOf(station: Station): string | null {
  return station.description?.trim() ? station.description : null;
}

export type PopularityLevel = 'veryPopular' | 'popular' | 'wellLiked';

/** The contract's bands for the popularity percentile; below "well liked" the number says nothing worth showing. */
export function popularityLevel(popularity: number): PopularityLevel | null {
  if (popularity >= 90) return 'veryPopular';
  if (popularity >= 70) return 'popular';
  if (popularity >= 40) return 'wellLiked';
  return null;
}
