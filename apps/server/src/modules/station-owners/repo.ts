// Station owners' SQL: who owns which station, and how they came to.
import type { Db } from '../../platform/db';

export interface OwnerRow {
  station_id: string;
  user_id: string;
  username: string;
  claim_id: string | null;
  invited_by: string | null;
  created_at: string;
}

export async function isOwner(db: Db, userId: string, stationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('station_owners')
    .select('user_id')
    .where('station_id', '=', stationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stations a user owns, oldest ownership first. */
export async function ownedStationIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('station_owners')
    .select('station_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.station_id);
}

/** Every owner of one station, with their usernames, first owner first. */
export function ownersOf(db: Db, stationId: string): Promise<OwnerRow[]> {
  return db
    .selectFrom('station_owners')
    .innerJoin('users', 'users.id', 'station_owners.user_id')
    .selectAll('station_owners')
    .select('users.username')
    .where('station_owners.station_id', '=', stationId)
    .orderBy('station_owners.created_at')
    .execute();
}

/** Stations that have at least one owner, among the given ones. */
export async function ownedAmong(db: Db, stationIds: readonly string[]): Promise<Set<string>> {
  if (stationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('station_owners')
    .select('station_id')
    .distinct()
    .where('station_id', 'in', stationIds)
    .execute();
  return new Set(rows.map((row) => row.station_id));
}

/** Adds an owner; adding one who owns it already changes nothing. */
export async function addOwner(
  db: Db,
  owner: { station_id: string; user_id: string; claim_id: string | null; invited_by: string | null },
): Promise<void> {
  await db
    .insertInto('station_owners')
    .values({ ...owner, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['station_id', 'user_id']).doNothing())
    .execute();
}

export async function removeOwner(db: Db, stationId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('station_owners')
    .where('station_id', '=', stationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
