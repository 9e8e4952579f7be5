// The song history's SQL: one station's entries, newest (highest seq) first, and the writes that keep them short.
import type { Db } from '../../platform/db';
import type { SongHistoryTable } from '../../platform/db/schema';

/** The station's newest entry, if it has one. */
export async function latestSong(db: Db, stationId: string): Promise<SongHistoryTable | undefined> {
  return db
    .selectFrom('song_history')
    .selectAll()
    .where('station_id', '=', stationId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Adds an entry; false when another writer already added one with the same number. */
export async function insertSong(db: Db, row: SongHistoryTable): Promise<boolean> {
  const result = await db
    .insertInto('song_history')
    .values(row)
    .onConflict((conflict) => conflict.columns(['station_id', 'seq']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets the station's entries heard before `since`, and those numbered `seq` or lower. */
export async function forgetSongs(db: Db, stationId: string, since: string, seq: number): Promise<void> {
  await db
    .deleteFrom('song_history')
    .where('station_id', '=', stationId)
    .where((eb) => eb.or([eb('played_at', '<', since), eb('seq', '<=', seq)]))
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
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}
