// The dashboard's SQL: accounts, listening sessions per day and per country, the most played
// stations, and the stations' last checks. Days are UTC, taken from the ISO times' first ten characters.
import { sql } from 'kysely';
import type { Db } from '../../../platform/db';

const day = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function newUsersPerDay(db: Db, since: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [day('created_at').as('day'), eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since)
    .groupBy(day('created_at'))
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/** Seconds listened per day, by the day each session started; anonymous sessions count too. */
export async function listeningSecondsPerDay(db: Db, since: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('listening_sessions')
    .select((eb) => [day('start_time').as('day'), eb.fn.sum<number>(sql`coalesce(duration_seconds, 0)`).as('seconds')])
    .where('start_time', '>=', since)
    .groupBy(day('start_time'))
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.seconds)]));
}

export function playsByCountry(db: Db, since: string) {
  return db
    .selectFrom('listening_sessions')
    .innerJoin('stations', 'stations.id', 'listening_sessions.station_id')
    .select((eb) => ['stations.country', eb.fn.countAll<number>().as('plays')])
    .where('listening_sessions.start_time', '>=', since)
    .groupBy('stations.country')
    .orderBy('plays', 'desc')
    .execute();
}

export async function mostPlayedStations(db: Db, since: string, limit: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('listening_sessions')
    .select((eb) => ['station_id', eb.fn.countAll<number>().as('plays')])
    .where('start_time', '>=', since)
    .groupBy('station_id')
    .orderBy('plays', 'desc')
    .limit(limit)
    .execute();
  return new Map(rows.map((row) => [row.station_id, Number(row.plays)]));
}

/** Active, not deleted stations by whose check they last had and whether it played (1, 0, or null). */
export async function stationsByLastCheck(
  db: Db,
): Promise<Array<{ health_source: string | null; last_check_ok: number | null; count: number }>> {
  const rows = await db
    .selectFrom('stations')
    .select((eb) => ['health_source', 'last_check_ok', eb.fn.countAll<number>().as('count')])
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .groupBy(['health_source', 'last_check_ok'])
    .execute();
  return rows.map((row) => ({
    health_source: row.health_source,
    last_check_ok: row.last_check_ok,
    count: Number(row.count),
  }));
}
