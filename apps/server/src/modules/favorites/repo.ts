// The favourites' SQL: one row per user and station, with the order they were added in.
import { sql } from 'kysely';
import type { Db } from '../../platform/db';

/**
 * Adds the station at the end of the user's list; an existing favourite keeps its place. The position
 * is computed inside the INSERT, and the user's row is held until the transaction ends: under
 * PostgreSQL's read committed, two adds at once would otherwise both read the same last position.
 * (SQLite runs one transaction at a time.) The no-op UPDATE is the row lock both dialects speak.
 */
export async function addFavorite(db: Db, userId: string, stationId: string, createdAt: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', userId)
      .execute();
    await trx
      .insertInto('favorites')
      .columns(['user_id', 'station_id', 'position', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('favorites')
          .select([
            eb.val(userId).as('user_id'),
            eb.val(stationId).as('station_id'),
            sql<number>`coalesce(max(position), 0) + 1`.as('position'),
            eb.val(createdAt).as('created_at'),
          ])
          .where('user_id', '=', userId),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'station_id']).doNothing())
      .execute();
  });
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
