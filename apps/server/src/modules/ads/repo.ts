// The advertising SQL: ads, their counts and revenue per day and country, sponsored days, and the
// counter batches already applied.
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type Db, isUniqueViolation } from '../../platform/db';
import type { AdTable } from '../../platform/db/schema';
import type { Spend } from './ad-index';

export type AdRow = Selectable<AdTable>;

/** Counts and revenue to add for one ad, day and country. */
export interface StatsDelta {
  adId: string;
  day: string;
  country: string;
  impressions: number;
  clicks: number;
  revenueMicros: number;
}

export interface StatsLine {
  impressions: number;
  clicks: number;
  revenue_micros: number;
}

export async function insertAd(db: Db, row: Insertable<AdTable>): Promise<void> {
  await db.insertInto('ads').values(row).execute();
}

export async function updateAd(db: Db, id: string, values: Updateable<AdTable>): Promise<boolean> {
  const result = await db.updateTable('ads').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ads an admin has not deleted: every read but the spend totals sees only these. */
const liveAds = (db: Db) => db.selectFrom('ads').selectAll().where('deleted_at', 'is', null);

export function findAd(db: Db, id: string): Promise<AdRow | undefined> {
  return liveAds(db).where('id', '=', id).executeTakeFirst();
}

export function findAdByReportToken(db: Db, token: string): Promise<AdRow | undefined> {
  return liveAds(db).where('report_token', '=', token).executeTakeFirst();
}

/** Newest first. */
export function listAds(db: Db): Promise<AdRow[]> {
  return liveAds(db).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Each ad's spend in all and on the given day. */
export async function spendByAd(db: Db, day: string): Promise<Map<string, Spend>> {
  const [totals, today] = await Promise.all([
    db.selectFrom('ads').select(['id', 'revenue_micros']).execute(),
    db
      .selectFrom('ad_daily_stats')
      .select(['ad_id', sql<number>`cast(sum(revenue_micros) as bigint)`.as('revenue_micros')])
      .where('day', '=', day)
      .groupBy('ad_id')
      .execute(),
  ]);
  const todayByAd = new Map(today.map((row) => [row.ad_id, Number(row.revenue_micros)]));
  return new Map(
    totals.map((row) => [row.id, { totalMicros: Number(row.revenue_micros), todayMicros: todayByAd.get(row.id) ?? 0 }]),
  );
}

// Rows per statement: well under SQLite's and PostgreSQL's limits on bound values.
const UPSERT_CHUNK = 400;

async function addStats(db: Db, deltas: readonly StatsDelta[]): Promise<void> {
  for (let start = 0; start < deltas.length; start += UPSERT_CHUNK) {
    const rows = deltas.slice(start, start + UPSERT_CHUNK).map((delta) => ({
      ad_id: delta.adId,
      day: delta.day,
      country: delta.country,
      impressions: delta.impressions,
      clicks: delta.clicks,
      revenue_micros: delta.revenueMicros,
    }));
    await db
      .insertInto('ad_daily_stats')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['ad_id', 'day', 'country']).doUpdateSet({
          impressions: sql`ad_daily_stats.impressions + excluded.impressions`,
          clicks: sql`ad_daily_stats.clicks + excluded.clicks`,
          revenue_micros: sql`ad_daily_stats.revenue_micros + excluded.revenue_micros`,
        }),
      )
      .execute();
  }
  const perAd = new Map<string, StatsLine>();
  for (const delta of deltas) {
    const line = perAd.get(delta.adId) ?? { impressions: 0, clicks: 0, revenue_micros: 0 };
    line.impressions += delta.impressions;
    line.clicks += delta.clicks;
    line.revenue_micros += delta.revenueMicros;
    perAd.set(delta.adId, line);
  }
  for (const [adId, line] of perAd) {
    await db
      .updateTable('ads')
      .set({
        impressions: sql`impressions + ${line.impressions}`,
        clicks: sql`clicks + ${line.clicks}`,
        revenue_micros: sql`revenue_micros + ${line.revenue_micros}`,
      })
      .where('id', '=', adId)
      .execute();
  }
}

/**
 * Adds a counter batch, once: its id is recorded in the same transaction, so a batch written again
 * (taken by two instances, or retried after a crash) changes nothing. True when it was applied now.
 */
export async function applyCounterBatch(db: Db, batchId: string, deltas: readonly StatsDelta[]): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ad_counter_batches')
        .values({ id: batchId, applied_at: new Date().toISOString() })
        .execute();
      await addStats(trx, deltas);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** One tracking event to write: counted (billed at `revenueMicros`) or invalid with its reason. */
export interface TrackedEvent {
  /** Counts once: a second event with the same key changes nothing. */
  key: string;
  /** When the key may be forgotten (ms since the epoch): its token has expired by then. */
  expiresAt: number;
  adId: string;
  day: string;
  country: string;
  kind: 'impressions' | 'clicks';
  revenueMicros: number;
  invalid: string | null;
}

async function addInvalid(db: Db, events: readonly TrackedEvent[]): Promise<void> {
  const lines = new Map<
    string,
    { ad_id: string; day: string; country: string; kind: TrackedEvent['kind']; reason: string; count: number }
  >();
  const perAd = new Map<string, { impressions: number; clicks: number }>();
  for (const event of events) {
    const reason = event.invalid ?? '';
    const key = `${event.adId}|${event.day}|${event.country}|${event.kind}|${reason}`;
    const line = lines.get(key) ?? {
      ad_id: event.adId,
      day: event.day,
      country: event.country,
      kind: event.kind,
      reason,
      count: 0,
    };
    line.count += 1;
    lines.set(key, line);
    const total = perAd.get(event.adId) ?? { impressions: 0, clicks: 0 };
    total[event.kind] += 1;
    perAd.set(event.adId, total);
  }
  const rows = [...lines.values()];
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    await db
      .insertInto('ad_invalid_stats')
      .values(rows.slice(start, start + UPSERT_CHUNK))
      .onConflict((conflict) =>
        conflict
          .columns(['ad_id', 'day', 'country', 'kind', 'reason'])
          .doUpdateSet({ count: sql`ad_invalid_stats.count + excluded.count` }),
      )
      .execute();
  }
  for (const [adId, total] of perAd) {
    await db
      .updateTable('ads')
      .set({
        invalid_impressions: sql`invalid_impressions + ${total.impressions}`,
        invalid_clicks: sql`invalid_clicks + ${total.clicks}`,
      })
      .where('id', '=', adId)
      .execute();
  }
}

/**
 * Writes tracking events in one transaction: each event whose key is new is added to the counted or
 * the invalid figures; one whose key was written before (a replay, another instance's) changes nothing.
 * Answers, per event, whether it was written now. Once this resolves the events survive a crash.
 */
export async function recordEvents(db: Db, events: readonly TrackedEvent[]): Promise<boolean[]> {
  return db.transaction().execute(async (trx) => {
    const fresh = new Set<string>();
    for (let start = 0; start < events.length; start += UPSERT_CHUNK) {
      const rows = events
        .slice(start, start + UPSERT_CHUNK)
        .map((event) => ({ key: event.key, expires_at: event.expiresAt }));
      const inserted = await trx
        .insertInto('ad_event_keys')
        .values(rows)
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('key')
        .execute();
      for (const row of inserted) fresh.add(row.key);
    }
    // A key twice in one batch: the first event has it.
    const written = events.map((event) => fresh.delete(event.key));
    const kept = events.filter((_, index) => written[index]);
    const counted = new Map<string, StatsDelta>();
    for (const event of kept.filter((one) => one.invalid === null)) {
      const key = `${event.adId}|${event.day}|${event.country}`;
      const delta = counted.get(key) ?? {
        adId: event.adId,
        day: event.day,
        country: event.country,
        impressions: 0,
        clicks: 0,
        revenueMicros: 0,
      };
      delta[event.kind] += 1;
      delta.revenueMicros += event.revenueMicros;
      counted.set(key, delta);
    }
    if (counted.size > 0) await addStats(trx, [...counted.values()]);
    const invalid = kept.filter((one) => one.invalid !== null);
    if (invalid.length > 0) await addInvalid(trx, invalid);
    return written;
  });
}

/** Forgets the keys of expired tokens, which can no longer be replayed. */
export async function forgetExpiredEventKeys(db: Db, now: number): Promise<void> {
  await db.deleteFrom('ad_event_keys').where('expires_at', '<', now).execute();
}

/** Charges a sponsored station's day once, whichever instance gets there first. True when charged now. */
export async function chargeSponsoredDay(db: Db, charge: StatsDelta): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('ad_sponsored_days')
      .values({ ad_id: charge.adId, day: charge.day })
      .onConflict((conflict) => conflict.columns(['ad_id', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await addStats(trx, [charge]);
    return true;
  });
}

export interface StatsFilter {
  /** Both days included, YYYY-MM-DD. */
  from: string;
  to: string;
  adId?: string;
}

function statsIn(db: Db, { from, to, adId }: StatsFilter) {
  let query = db.selectFrom('ad_daily_stats').where('day', '>=', from).where('day', '<=', to);
  if (adId) query = query.where('ad_id', '=', adId);
  return query.select([
    sql<number>`cast(sum(impressions) as bigint)`.as('impressions'),
    sql<number>`cast(sum(clicks) as bigint)`.as('clicks'),
    sql<number>`cast(sum(revenue_micros) as bigint)`.as('revenue_micros'),
  ]);
}

const numbers = <T extends StatsLine>(row: T): T => ({
  ...row,
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
  revenue_micros: Number(row.revenue_micros),
});

export async function statsByDay(db: Db, filter: StatsFilter): Promise<Array<StatsLine & { day: string }>> {
  const rows = await statsIn(db, filter).select('day').groupBy('day').orderBy('day').execute();
  return rows.map(numbers);
}

/** Highest revenue first. */
export async function statsByCountry(db: Db, filter: StatsFilter): Promise<Array<StatsLine & { country: string }>> {
  const rows = await statsIn(db, filter)
    .select('country')
    .groupBy('country')
    .orderBy(sql`sum(revenue_micros)`, 'desc')
    .orderBy('country')
    .execute();
  return rows.map(numbers);
}

export interface InvalidLine {
  day: string;
  country: string;
  kind: 'impressions' | 'clicks';
  reason: string;
  count: number;
}

/** Invalid traffic in the window per day, country, kind and reason, oldest day first. */
export async function invalidLines(db: Db, { from, to, adId }: StatsFilter): Promise<InvalidLine[]> {
  let query = db.selectFrom('ad_invalid_stats').where('day', '>=', from).where('day', '<=', to);
  if (adId) query = query.where('ad_id', '=', adId);
  const rows = await query
    .select(['day', 'country', 'kind', 'reason', sql<number>`cast(sum(count) as bigint)`.as('count')])
    .groupBy(['day', 'country', 'kind', 'reason'])
    .orderBy('day')
    .orderBy('kind')
    .orderBy('reason')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The country a user gave when registering, if any. */
export async function registeredCountry(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('country').where('id', '=', userId).executeTakeFirst();
  return row?.country ?? null;
}
