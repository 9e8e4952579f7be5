// The quality review's SQL: the stations it reviews, the findings admins dismissed, and the stations
// still waiting for a description.
import type { Db } from '../../platform/db';

/** Every station listeners may be shown (not deleted, not hidden), with what the review's rules read. */
export function reviewedStations(db: Db) {
  return db
    .selectFrom('stations')
    .select(['id', 'slug', 'name', 'country', 'city', 'languages', 'tags', 'logo', 'url', 'url_resolved', 'is_active'])
    .where('deleted_at', 'is', null)
    .where('is_active', '=', 1)
    .execute();
}

/** Dismissed findings as `station id|kind`. */
export async function dismissedFindings(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('quality_dismissals').select(['station_id', 'kind']).execute();
  return new Set(rows.map((row) => `${row.station_id}|${row.kind}`));
}

export async function dismissFinding(db: Db, stationId: string, kind: string, adminId: string): Promise<void> {
  await db
    .insertInto('quality_dismissals')
    .values({ station_id: stationId, kind, admin_id: adminId, dismissed_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['station_id', 'kind']).doNothing())
    .execute();
}

/** Stations not deleted, with what a description is written from and the one they have. */
export function describableStations(db: Db) {
  return db
    .selectFrom('stations')
    .select(['id', 'name', 'genre', 'country', 'city', 'languages', 'tags', 'description', 'description_source'])
    .where('deleted_at', 'is', null)
    .execute();
}
