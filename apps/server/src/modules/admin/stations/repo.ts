// The admin station list's SQL: what a page shows of its stations, read by id (the catalogue index
// finds which).
import type { Db } from '../../../platform/db';
import type { StationRow } from '../../catalogue';

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'name',
  'aliases',
  'url',
  'logo',
  'genre',
  'country',
  'city',
  'language',
  'clicks',
  'votes',
  'health',
  'health_source',
  'last_check_at',
  'last_check_ok',
  'off_air',
  'is_active',
  'boosted',
  'is_premium',
  'source',
  'edited_fields',
  'deleted_at',
  'merged_into',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof StationRow)[];

export type SummaryRow = Pick<StationRow, (typeof SUMMARY_COLUMNS)[number]>;

/** What the list shows of the stations with these ids, in the order given; ids no longer stored are left out. */
export async function summaryRowsByIds(db: Db, ids: readonly string[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('stations').select(SUMMARY_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
