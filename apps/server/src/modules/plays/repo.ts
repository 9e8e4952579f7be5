// The plays module's SQL: plays per station per UTC day, each station's totals, and plays per UTC hour.
import type { Db } from '../../platform/db';

export interface PlayAt {
  stationId: string;
  day: string;
  hour: string;
  /** ISO time of the play. */
  at: string;
}

/** Counts one play everywhere it shows, in one transaction. */
export async function addPlay(db: Db, play: PlayAt): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('station_plays')
      .values({ station_id: play.stationId, day: play.day, plays: 1 })
      .onConflict((conflict) =>
        conflict.columns(['station_id', 'day']).doUpdateSet((eb) => ({ plays: eb('station_plays.plays', '+', 1) })),
      )
      .execute();
    await trx
      .insertInto('station_play_totals')
      .values({ station_id: play.stationId, plays: 1, last_play_at: play.at })
      .onConflict((conflict) =>
        conflict
          .column('station_id')
          .doUpdateSet((eb) => ({ plays: eb('station_play_totals.plays', '+', 1), last_play_at: play.at })),
      )
      .execute();
    await trx
      .insertInto('play_hours')
      .values({ hour: play.hour, plays: 1 })
      .onConflict((conflict) =>
        conflict.column('hour').doUpdateSet((eb) => ({ plays: eb('play_hours.plays', '+', 1) })),
      )
      .execute();
  });
}

export async function addVote(db: Db, stationId: string, at: string): Promise<void> {
  await db
    .insertInto('station_play_totals')
    .values({ station_id: stationId, votes: 1, last_vote_at: at })
    .onConflict((conflict) =>
      conflict
        .column('station_id')
        .doUpdateSet((eb) => ({ votes: eb('station_play_totals.votes', '+', 1), last_vote_at: at })),
    )
    .execute();
}

export interface RecentCounts {
  days: Array<{ station_id: string; day: string; plays: number }>;
  totals: Array<{ station_id: string; plays: number; last_play_at: string | null; votes: number }>;
  hours: Array<{ hour: string; plays: number }>;
}

/** Every station's totals, and the daily and hourly counts from the given day and hour on. */
export async function loadRecentCounts(db: Db, sinceDay: string, sinceHour: string): Promise<RecentCounts> {
  const [days, totals, hours] = await Promise.all([
    db.selectFrom('station_plays').select(['station_id', 'day', 'plays']).where('day', '>=', sinceDay).execute(),
    db.selectFrom('station_play_totals').select(['station_id', 'plays', 'last_play_at', 'votes']).execute(),
    db.selectFrom('play_hours').select(['hour', 'plays']).where('hour', '>=', sinceHour).execute(),
  ]);
  return { days, totals, hours };
}

export async function sumPlaysPerDay(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('station_plays')
    .select((eb) => ['day', eb.fn.sum<number>('plays').as('plays')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.plays)]));
}

/** Plays per country of the stations played, most played first. */
export async function sumPlaysPerCountry(
  db: Db,
  from: string,
  to: string,
): Promise<Array<{ country: string; plays: number }>> {
  const rows = await db
    .selectFrom('station_plays')
    .innerJoin('stations', 'stations.id', 'station_plays.station_id')
    .select((eb) => ['stations.country as country', eb.fn.sum<number>('station_plays.plays').as('plays')])
    .where('station_plays.day', '>=', from)
    .where('station_plays.day', '<=', to)
    .groupBy('stations.country')
    .execute();
  return rows
    .map((row) => ({ country: row.country, plays: Number(row.plays) }))
    .sort((a, b) => b.plays - a.plays || a.country.localeCompare(b.country));
}
