// What a station's audience figures are made from: its listening sessions, chat messages and new
// favourites in a time range. Like the admin dashboard, these reports read other features' tables.
import type { Db } from '../../platform/db';

/** A session that started this long before a range is not looked for in it. */
const LONGEST_SESSION_MS = 7 * 24 * 3600 * 1000;

export interface SessionSpan {
  id: string;
  user_id: string | null;
  start_time: string;
  last_seen_at: string;
  end_time: string | null;
  duration_seconds: number | null;
  country: string | null;
  platform: string | null;
}

/** The station's sessions that may overlap [from, to) (ISO instants). */
export function sessionsOverlapping(db: Db, stationId: string, from: string, to: string): Promise<SessionSpan[]> {
  const earliest = new Date(Date.parse(from) - LONGEST_SESSION_MS).toISOString();
  return db
    .selectFrom('listening_sessions')
    .select(['id', 'user_id', 'start_time', 'last_seen_at', 'end_time', 'duration_seconds', 'country', 'platform'])
    .where('station_id', '=', stationId)
    .where('start_time', '>=', earliest)
    .where('start_time', '<', to)
    .where((eb) => eb(eb.fn.coalesce('end_time', 'last_seen_at'), '>=', from))
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
