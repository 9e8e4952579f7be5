// What a station's audience figures are made from: the gateway's audience sessions, chat messages and new
// favourites in a time range. Like the admin dashboard, these reports read other features' tables.
import type { Db } from '../../platform/db';
import type { AudienceSessionTable } from '../../platform/db/schema';

/** A session that started this long before a range is not looked for in it. */
const LONGEST_SESSION_MS = 7 * 24 * 3600 * 1000;

export type SessionSpan = Pick<
  AudienceSessionTable,
  'listener_key' | 'started_at' | 'last_seen_at' | 'ended_at' | 'country' | 'platform'
>;

/**
 * The station's audience sessions (every listener the gateway relayed, signed in or not) that may
 * overlap [from, to) (ISO instants). An open one lasts to its latest sign of life.
 */
export function sessionsOverlapping(db: Db, stationId: string, from: string, to: string): Promise<SessionSpan[]> {
  const earliest = new Date(Date.parse(from) - LONGEST_SESSION_MS).toISOString();
  return db
    .selectFrom('audience_sessions')
    .select(['listener_key', 'started_at', 'last_seen_at', 'ended_at', 'country', 'platform'])
    .where('station_id', '=', stationId)
    .where('started_at', '>=', earliest)
    .where('started_at', '<', to)
    .where((eb) => eb(eb.fn.coalesce('ended_at', 'last_seen_at'), '>=', from))
    .execute();
}

/** When each chat message still shown (not removed by a moderator) was posted in [from, to). */
export async function chatMessageTimes(db: Db, stationId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select('created_at')
    .where('station_id', '=', stationId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('removed_at', 'is', null)
    .execute();
  return rows.map((row) => row.created_at);
}

/** When each of the station's current favourites was added, for those added in [from, to). */
export async function favouriteTimes(db: Db, stationId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('created_at')
    .where('station_id', '=', stationId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
  return rows.map((row) => row.created_at);
}
