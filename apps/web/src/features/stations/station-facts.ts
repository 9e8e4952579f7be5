// The words a station's technical facts are shown with: health, quality, bitrate and codec.
import type { Station, StationHealth } from '@sauti/contract';

export const HEALTH_LABELS: Record<StationHealth, string> = {
  excellent: 'Excellent',
  good: 'Good',
  poor: 'Poor',
  unknown: 'Not checked yet',
};

export const HEALTH_TONES: Record<StationHealth, string> = {
  excellent: 'bg-emerald-400',
  good: 'bg-lime-400',
  poor: 'bg-red-400',
  unknown: 'bg-stone-500',
};

/** Quality as listeners hear it: 128 kbps and up sounds like FM or better. */
export function qualityOf(station: Station): string {
  if (!station.bitrate) return 'Unknown';
  if (station.bitrate >= 128) return 'High';
  if (station.bitrate >= 64) return 'Standard';
  return 'Low';
}

export function bitrateOf(station: Station): string {
  return station.bitrate ? `${station.bitrate} kbps` : 'Unknown';
}

export function codecOf(station: Station): string {
  if (station.hls) return station.codec ? `${station.codec} (HLS)` : 'HLS';
  return station.codec ?? 'Unknown';
}

/** The card's short line: the description, or where the station is when it has none. */
export function blurbOf(station: Station): string {
  if (station.description?.trim()) return station.description;
  const place = station.city ? `${station.city}, ${station.country_name}` : station.country_name;
  return `Live radio from ${place}.`;
}
