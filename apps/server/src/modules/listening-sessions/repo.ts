// The listening sessions' SQL.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import type { ListeningSessionTable } from '../../platform/db/schema';

export type SessionRow = Selectable<ListeningSessionTable>;
export type NewSessionRow = Insertable<ListeningSessionTable>;

export async function insertSession(db: Db, row: NewSessionRow): Promise<void> {
  await db.insertInto('listening_sessions').values(row).execute();
}

export function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('listening_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function touchSession(db: Db, id: string, seenAt: string): Promise<void> {
  await db.updateTable('listening_sessions').set({ last_seen_at: seenAt }).where('id', '=', id).execute();
}

export async function closeSession(
  db: Db,
  id: string,
  end: { endTime: string; durationSeconds: number; endedBy: 'client' | 'server' },
): Promise<void> {
  await db
    .updateTable('listening_sessions')
    .set({ end_time: end.endTime, duration_seconds: end.durationSeconds, ended_by: end.endedBy })
    .where('id', '=', id)
    .execute();
}

/** Open sessions not seen since `seenBefore`, oldest first, at most `limit` of them. */
export function quietSessions(db: Db, seenBefore: string, limit: number): Promise<SessionRow[]> {
  return db
    .selectFrom('listening_sessions')
    .selectAll()
    .where('end_time', 'is', null)
    .where('last_seen_at', '<', seenBefore)
    .orderBy('last_seen_at')
    .limit(limit)
    .execute();
}

/** Every session of a user, newest first: their listening history, for a copy of their data. */
export function userSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .selectFrom('listening_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('start_time', 'desc')
    .execute();
}

/** The stations a user played, each once, most recently started first. */
export async function recentStationIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('listening_sessions')
    .select((eb) => ['station_id', eb.fn.max('start_time').as('last_played')])
    .where('user_id', '=', userId)
    .groupBy('station_id')
    .orderBy('last_played', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.station_id);
}

/**
 * Each listener's distinct stations played since a moment, most recently played first, from the
 * `limit` most recent (listener, station) pairs: what co-listening is learnt from.
 */
export async function stationsPerListenerSince(db: Db, since: string, limit: number): Promise<string[][]> {
  const rows = await db
    .selectFrom('listening_sessions')
    .select((eb) => ['user_id', 'station_id', eb.fn.max('start_time').as('last_played')])
    .where('start_time', '>=', since)
    // A deleted account's sessions stay, anonymous, for the listening hours; they link no stations.
    .where('user_id', 'is not', null)
    .groupBy(['user_id', 'station_id'])
    .orderBy('last_played', 'desc')
    .orderBy('user_id')
    .orderBy('station_id')
    .limit(limit)
    .execute();
  const byListener = new Map<string, string[]>();
  for (const row of rows) {
    if (row.user_id === null) continue;
    const stations = byListener.get(row.user_id);
    if (stations) stations.push(row.station_id);
    else byListener.set(row.user_id, [row.station_id]);
  }
  return [...byListener.values()];
}
