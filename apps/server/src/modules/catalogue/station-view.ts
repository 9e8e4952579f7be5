// A stored station as the API shows it.
import {
  type GenreId,
  type HealthSource,
  healthStatus,
  type Station,
  type StationHealth,
  type StreamAlternate,
} from '@sauti/contract';
import { fromFlag } from '../../platform/db';
import type { StationRow } from './repo';

export function stationFromRow(row: StationRow, countryName: string): Station {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: row.url,
    url_resolved: row.url_resolved,
    logo: row.logo,
    genre: row.genre as GenreId,
    country: row.country,
    country_name: countryName,
    city: row.city,
    language: row.language,
    languages: JSON.parse(row.languages) as string[],
    listeners: 0,
    description: row.description,
    description_generated: row.description_source === 'generated',
    tags: JSON.parse(row.tags) as string[],
    aliases: JSON.parse(row.aliases) as string[],
    alternates: JSON.parse(row.alternates) as StreamAlternate[],
    website: row.homepage,
    codec: row.codec,
    bitrate: row.bitrate,
    hls: fromFlag(row.hls),
    is_premium: fromFlag(row.is_premium),
    boosted: fromFlag(row.boosted),
    is_active: fromFlag(row.is_active),
    off_air: fromFlag(row.off_air),
    votes: row.votes,
    clicks: row.clicks,
    // Against the rest of the catalogue: the index works it out when it shows the station.
    popularity: 0,
    ...healthOfRow(row),
    geo_lat: row.geo_lat,
    geo_long: row.geo_long,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A stored station's health fields, with what our checks say of them (healthStatus), for every view. */
export function healthOfRow(
  row: Pick<StationRow, 'health' | 'health_source' | 'last_check_at' | 'last_check_ok'>,
): Pick<Station, 'health' | 'health_status' | 'health_source' | 'last_check_at' | 'last_check_ok'> {
  const facts = {
    health_source: row.health_source as HealthSource | null,
    last_check_at: row.last_check_at,
    last_check_ok: row.last_check_ok === null ? null : fromFlag(row.last_check_ok),
  };
  return { health: row.health as StationHealth, health_status: healthStatus(facts), ...facts };
}
