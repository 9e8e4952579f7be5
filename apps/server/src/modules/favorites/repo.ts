// The favourites' SQL: one row per user and station, with the order they were added in.
import type { Db } from '../../platform/db';

/** Adds the station at the end of the user's list; an existing favourite keeps its place. */
export async function addFavorite(db: Db, userId: string, stationId: string, createdAt: string): Promise<void> {
  const last = await db
    .selectFrom('favorites')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await db
    .insertInto('favorites')
    .values({
      user_id: userId,
      station_id: stationId,
      position: Number(last?.position ?? 0) + 1,
      created_at: createdAt,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'station_id']).doNothing())
    .execute();
}

/** True when there was a favourite to remove. */
export async function removeFavorite(db: Db, userId: string, stationId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('station_id', '=', stationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function favoriteStationIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('station_id')
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.station_id);
}
