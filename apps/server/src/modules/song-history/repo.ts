// The song history's SQL: one station's entries, newest first, and the writes that keep them short.
import type { Db } from '../../platform/db';
import type { SongHistoryTable } from '../../platform/db/schema';

/** The station's newest entry, if it has one. */
export async function latestSong(db: Db, stationId: string): Promise<SongHistoryTable | undefined> {
  return db
    .selectFrom('song_history')
    .selectAll()
    .where('station_id', '=', stationId)
    .orderBy('played_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Adds an entry; false when another writer already added the one following the same entry. */
export async function insertSong(db: Db, row: SongHistoryTable): Promise<boolean> {
  const result = await db
    .insertInto('song_history')
    .values(row)
    .onConflict((conflict) => conflict.columns(['station_id', 'follows']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets the station's entries from before `since`. */
export async function forgetSongsBefore(db: Db, stationId: string, since: string): Promise<void> {
  await db.deleteFrom('song_history').where('station_id', '=', stationId).where('played_at', '<', since).execute();
}

/** Keeps only the station's newest `keep` entries. */
export async function keepNewestSongs(db: Db, stationId: string, keep: number): Promise<void> {
  await db
    .deleteFrom('song_history')
    .where('station_id', '=', stationId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('song_history')
        .select('id')
        .where('station_id', '=', stationId)
        .orderBy('played_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

/** The station's newest `limit` entries heard since `since`, newest first. */
export async function recentSongs(
  db: Db,
  stationId: string,
  since: string,
  limit: number,
): Promise<Pick<SongHistoryTable, 'title' | 'played_at'>[]> {
  return db
    .selectFrom('song_history')
    .select(['title', 'played_at'])
    .where('station_id', '=', stationId)
    .where('played_at', '>=', since)
    .orderBy('played_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
