// A stored station as admins see it: every state, where it came from, what an admin protected.
import type { AdminStation, AdminStationSummary, GenreId } from '@sauti/contract';
import { fromFlag } from '../../../platform/db';
import { africanCountry, editedFields, healthOfRow, type StationRow, stationFromRow } from '../../catalogue';
import type { SummaryRow } from './repo';

export interface StationViewContext {
  /** Whether listeners may see the country. */
  isDiscoverable(country: string): boolean;
  listenerCount(stationId: string): number;
}

export function adminStationView(row: StationRow, context: StationViewContext): AdminStation {
  return {
    ...stationFromRow(row, africanCountry(row.country)?.name ?? row.country),
    listeners: context.listenerCount(row.id),
    source: row.source,
    edited_fields: editedFields(row),
    deleted_at: row.deleted_at,
    merged_into: row.merged_into,
    country_discoverable: context.isDiscoverable(row.country),
  };
}

/** A row of the admin list. */
export function adminStationSummary(row: SummaryRow, context: StationViewContext): AdminStationSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    aliases: JSON.parse(row.aliases) as string[],
    url: row.url,
    logo: row.logo,
    genre: row.genre as GenreId,
    country: row.country,
    country_name: africanCountry(row.country)?.name ?? row.country,
    country_discoverable: context.isDiscoverable(row.country),
    city: row.city,
    language: row.language,
    listeners: context.listenerCount(row.id),
    clicks: row.clicks,
    votes: row.votes,
    ...healthOfRow(row),
    off_air: fromFlag(row.off_air),
    is_active: fromFlag(row.is_active),
    boosted: fromFlag(row.boosted),
    is_premium: fromFlag(row.is_premium),
    source: row.source,
    edited_fields: editedFields(row),
    deleted_at: row.deleted_at,
    merged_into: row.merged_into,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
