// What a station merge changed, taken inside the merge's transaction so it can be undone: the merged
// station's row as it was (its streams included), the kept station's names and streams before and
// after, and which favourites, playlist places, listening sessions and chat messages moved. Undoing
// puts every one of them back, unless something changed since that the snapshot cannot account for.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { Conflict } from '../../platform/http/errors';
import { type StationRow, updateStation } from './repo';

type Executor = Kysely<Database>;

export interface MergeSnapshot {
  from: StationRow;
  into: { id: string; before: KeptColumns; after: KeptColumns };
  favourites: Array<{ user_id: string; position: number; created_at: string }>;
  /** Users who had the kept station as a favourite already: theirs stays on undo. */
  favouredInto: string[];
  playlistPlaces: Array<{ playlist_id: string; position: number; added_at: string }>;
  /** Playlists that held the kept station already. */
  playlistsWithInto: string[];
  listeningSessions: string[];
  chatMessages: string[];
}

interface KeptColumns {
  aliases: string;
  alternates: string;
}

/** Everything of `from` that merging it into `into` is about to move, read before the merge writes. */
export async function takeMergeSnapshot(db: Executor, from: StationRow, into: StationRow): Promise<MergeSnapshot> {
  const [favourites, favouredInto, playlistPlaces, playlistsWithInto, sessions, messages] = await Promise.all([
    db
      .selectFrom('favorites')
      .select(['user_id', 'position', 'created_at'])
      .where('station_id', '=', from.id)
      .execute(),
    db.selectFrom('favorites').select('user_id').where('station_id', '=', into.id).execute(),
    db
      .selectFrom('playlist_stations')
      .select(['playlist_id', 'position', 'added_at'])
      .where('station_id', '=', from.id)
      .execute(),
    db.selectFrom('playlist_stations').select('playlist_id').where('station_id', '=', into.id).execute(),
    db.selectFrom('listening_sessions').select('id').where('station_id', '=', from.id).execute(),
    db.selectFrom('chat_messages').select('id').where('station_id', '=', from.id).execute(),
  ]);
  const kept = { aliases: into.aliases, alternates: into.alternates };
  return {
    from,
    into: { id: into.id, before: kept, after: kept },
    favourites,
    favouredInto: favouredInto.map((row) => row.user_id),
    playlistPlaces,
    playlistsWithInto: playlistsWithInto.map((row) => row.playlist_id),
    listeningSessions: sessions.map((row) => row.id),
    chatMessages: messages.map((row) => row.id),
  };
}

const IN_CHUNK = 500;

async function inChunks(ids: readonly string[], work: (chunk: string[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < ids.length; start += IN_CHUNK) await work(ids.slice(start, start + IN_CHUNK));
}

/**
 * Undoes the merge the snapshot describes: the merged station comes back exactly as it was, the kept
 * station loses the names and streams it took from it, and what moved moves back. Refuses (409) when
 * the stations have changed since in a way the snapshot does not describe.
 */
export async function undoMerge(db: Executor, snapshot: MergeSnapshot): Promise<void> {
  const { from, into } = snapshot;
  const [merged, kept] = await Promise.all([
    db.selectFrom('stations').selectAll().where('id', '=', from.id).executeTakeFirst(),
    db.selectFrom('stations').selectAll().where('id', '=', into.id).executeTakeFirst(),
  ]);
  if (!merged || merged.merged_into !== into.id || merged.deleted_at === null) {
    throw new Conflict(`'${from.name}' is no longer merged into that station, so the merge cannot be undone.`);
  }
  if (!kept) throw new Conflict('The station it was merged into no longer exists, so the merge cannot be undone.');
  if (kept.deleted_at !== null) {
    throw new Conflict(`'${kept.name}' has been deleted since; restore it before undoing the merge.`);
  }
  if (kept.aliases !== into.after.aliases || kept.alternates !== into.after.alternates) {
    throw new Conflict(
      `'${kept.name}' has had its names or streams edited since the merge, so the merge cannot be undone.`,
    );
  }
  const { id: _id, ...columns } = from;
  await updateStation(db, from.id, { ...columns, updated_at: new Date().toISOString() });
  await updateStation(db, into.id, { ...into.before, updated_at: new Date().toISOString() });
  const favouredInto = new Set(snapshot.favouredInto);
  const movedFavourites = snapshot.favourites.map((row) => row.user_id).filter((user) => !favouredInto.has(user));
  await inChunks(movedFavourites, (users) =>
    db.deleteFrom('favorites').where('station_id', '=', into.id).where('user_id', 'in', users).execute(),
  );
  if (snapshot.favourites.length > 0) {
    await db
      .insertInto('favorites')
      .values(snapshot.favourites.map((row) => ({ ...row, station_id: from.id })))
      .onConflict((conflict) => conflict.columns(['user_id', 'station_id']).doNothing())
      .execute();
  }
  const listsWithInto = new Set(snapshot.playlistsWithInto);
  const movedPlaces = snapshot.playlistPlaces.map((row) => row.playlist_id).filter((list) => !listsWithInto.has(list));
  await inChunks(movedPlaces, (lists) =>
    db.deleteFrom('playlist_stations').where('station_id', '=', into.id).where('playlist_id', 'in', lists).execute(),
  );
  if (snapshot.playlistPlaces.length > 0) {
    await db
      .insertInto('playlist_stations')
      .values(snapshot.playlistPlaces.map((row) => ({ ...row, station_id: from.id })))
      .onConflict((conflict) => conflict.columns(['playlist_id', 'station_id']).doNothing())
      .execute();
  }
  await inChunks(snapshot.listeningSessions, (ids) =>
    db.updateTable('listening_sessions').set({ station_id: from.id }).where('id', 'in', ids).execute(),
  );
  await inChunks(snapshot.chatMessages, (ids) =>
    db.updateTable('chat_messages').set({ station_id: from.id }).where('id', 'in', ids).execute(),
  );
}
