// A served station as Radio Browser's API writes it: its field names, its "0 or 1" flags, its
// "YYYY-MM-DD HH:mm:ss" times beside ISO 8601 ones, and empty strings where it has no value.
import { createHash } from 'node:crypto';
import type { RadioBrowserStation } from '@sauti/contract';
import type { ServedStation } from '../catalogue';
import type { PlayTotals } from '../plays';

/** Radio Browser's plain time format, UTC; empty when there is no time. */
function plainTime(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : '';
}

function isoSeconds(iso: string | null): string | null {
  return iso ? `${iso.slice(0, 19)}Z` : null;
}

/**
 * A UUID that changes whenever the station does: Radio Browser's changeuuid names one version of a
 * station's information. Derived from the id and the last change, so every instance agrees (a
 * name-based UUID in the manner of RFC 9562's version 5).
 */
export function changeUuid(stationId: string, updatedAt: string): string {
  const hex = createHash('sha1').update(`${stationId}|${updatedAt}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function radioBrowserRecord(entry: ServedStation, counts: PlayTotals): RadioBrowserStation {
  const { station } = entry;
  const checkedAt = station.last_check_at;
  const checkedOkAt = station.last_check_ok === true ? checkedAt : null;
  return {
    changeuuid: changeUuid(station.id, station.updated_at),
    stationuuid: entry.stationuuid,
    serveruuid: null,
    name: station.name,
    url: station.url,
    url_resolved: station.url_resolved ?? station.url,
    homepage: station.website ?? '',
    favicon: station.logo ?? '',
    tags: station.tags.join(','),
    country: station.country_name,
    countrycode: station.country,
    iso_3166_2: null,
    state: station.city ?? '',
    language: entry.languageNames.join(','),
    languagecodes: station.languages.join(','),
    votes: station.votes + counts.votes,
    lastchangetime: plainTime(station.updated_at),
    lastchangetime_iso8601: isoSeconds(station.updated_at) ?? '',
    codec: station.codec ?? '',
    bitrate: station.bitrate ?? 0,
    hls: station.hls ? 1 : 0,
    lastcheckok: entry.broken ? 0 : 1,
    lastchecktime: plainTime(checkedAt),
    lastchecktime_iso8601: isoSeconds(checkedAt),
    lastcheckoktime: plainTime(checkedOkAt),
    lastcheckoktime_iso8601: isoSeconds(checkedOkAt),
    lastlocalchecktime: plainTime(checkedAt),
    lastlocalchecktime_iso8601: isoSeconds(checkedAt),
    clicktimestamp: plainTime(counts.lastPlayAt),
    clicktimestamp_iso8601: isoSeconds(counts.lastPlayAt),
    clickcount: counts.clickCount,
    clicktrend: counts.clickTrend,
    ssl_error: 0,
    geo_lat: station.geo_lat,
    geo_long: station.geo_long,
    has_extended_info: false,
  };
}
