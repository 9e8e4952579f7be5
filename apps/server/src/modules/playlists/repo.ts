// The playlists' SQL: one row per list, one per station in it with its place (0-based, rewritten
// whole on each change: lists are short, and a dense order is what every reader wants).
import type { Db } from '../../platform/db';

export interface PlaylistRow {
  id: string;
  user_id: string;
  owner_username: string;
  name: string;
  is_public: number;
  created_at: string;
  updated_at: string;
}

const playlistColumns = [
  'playlists.id',
  'playlists.user_id',
  'users.username as owner_username',
  'playlists.name',
  'playlists.is_public',
  'playlists.created_at',
  'playlists.updated_at',
] as const;

export function findPlaylist(db: Db, id: string): Promise<PlaylistRow | undefined> {
  return db
    .selectFrom('playlists')
    .innerJoin('users', 'users.id', 'playlists.user_id')
    .select(playlistColumns)
    .where('playlists.id', '=', id)
    .executeTakeFirst();
}

/** The user's lists, oldest first. */
export function userPlaylists(db: Db, userId: string): Promise<PlaylistRow[]> {
  return db
    .selectFrom('playlists')
    .innerJoin('users', 'users.id', 'playlists.user_id')
    .select(playlistColumns)
    .where('playlists.user_id', '=', userId)
    .orderBy('playlists.created_at')
    .orderBy('playlists.id')
    .execute();
}

export async function countUserPlaylists(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('playlists')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Each list's station ids in order. */
export async function stationIdsOf(db: Db, playlistIds: readonly string[]): Promise<Map<string, string[]>> {
  const byList = new Map<string, string[]>(playlistIds.map((id) => [id, []]));
  if (playlistIds.length === 0) return byList;
  const rows = await db
    .selectFrom('playlist_stations')
    .select(['playlist_id', 'station_id'])
    .where('playlist_id', 'in', playlistIds)
    .orderBy('playlist_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byList.get(row.playlist_id)?.push(row.station_id);
  return byList;
}

export interface NewPlaylistRow {
  id: string;
  user_id: string;
  name: string;
  is_public: number;
  created_at: string;
}

export async function insertPlaylist(db: Db, row: NewPlaylistRow, stationIds: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('playlists')
      .values({ ...row, updated_at: row.created_at })
      .execute();
    if (stationIds.length === 0) return;
    await trx
      .insertInto('playlist_stations')
      .values(
        stationIds.map((stationId, position) => ({
          playlist_id: row.id,
          station_id: stationId,
          position,
          added_at: row.created_at,
        })),
      )
      .execute();
  });
}

export async function updatePlaylist(
  db: Db,
  id: string,
  changes: { name?: string; is_public?: number; updated_at: string },
): Promise<void> {
  await db.updateTable('playlists').set(changes).where('id', '=', id).execute();
}

export async function deletePlaylist(db: Db, id: string): Promise<void> {
  await db.deleteFrom('playlists').where('id', '=', id).execute();
}

/**
 * Rewrites a list's order as `reorder` says, given the order stored now. The list's row is held until
 * the transaction ends, so two changes at once apply one after the other (PostgreSQL's read committed
 * would otherwise let both read the same order; SQLite runs one transaction at a time).
 */
export async function rewriteOrder(
  db: Db,
  playlistId: string,
  updatedAt: string,
  reorder: (current: string[]) => string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('playlists').set({ updated_at: updatedAt }).where('id', '=', playlistId).execute();
    const rows = await trx
      .selectFrom('playlist_stations')
      .select(['station_id', 'added_at'])
      .where('playlist_id', '=', playlistId)
      .orderBy('position')
      .execute();
    const current = rows.map((row) => row.station_id);
    const addedAt = new Map(rows.map((row) => [row.station_id, row.added_at]));
    const next = reorder(current);
    await trx.deleteFrom('playlist_stations').where('playlist_id', '=', playlistId).execute();
    if (next.length === 0) return;
    await trx
      .insertInto('playlist_stations')
      .values(
        next.map((stationId, position) => ({
          playlist_id: playlistId,
          station_id: stationId,
          position,
          added_at: addedAt.get(stationId) ?? updatedAt,
        })),
      )
      .execute();
  });
}
