// Stream health's SQL: checks, check runs, each station's check state, repaired addresses, listeners'
// play reports and station reports, and the scheduler's lease, through Kysely on either dialect.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import type {
  CheckRunTable,
  PlayReportTable,
  StationCheckStateTable,
  StationReportTable,
  StationUrlHistoryTable,
  StreamCheckTable,
} from '../../platform/db/schema';

export type CheckRunRow = Selectable<CheckRunTable>;
export type CheckRow = Selectable<StreamCheckTable>;
export type CheckStateRow = Selectable<StationCheckStateTable>;
export type StationReportRow = Selectable<StationReportTable>;

// Long IN lists are split: SQLite allows 32,766 bound values, and PostgreSQL plans short lists better.
const CHUNK = 500;

async function inChunks<T, R>(items: readonly T[], each: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    results.push(...(await each(items.slice(start, start + CHUNK))));
  return results;
}

// --- Stations as checks see them ---------------------------------------------------------------

/** What a check, its judgement and a repair need of a station. */
export async function loadCheckTargets(db: Db, ids?: readonly string[]) {
  const query = db
    .selectFrom('stations')
    .select([
      'id',
      'name',
      'country',
      'url',
      'url_resolved',
      'source',
      'source_id',
      'alternates',
      'clicks',
      'votes',
      'health',
      'health_source',
      'last_check_at',
      'last_check_ok',
      'off_air',
      'codec',
      'bitrate',
      'hls',
      'edited_fields',
      'homepage',
    ])
    .where('is_active', '=', 1);
  if (!ids) return query.orderBy('id').execute();
  return inChunks(ids, (chunk) => query.where('id', 'in', chunk).execute());
}
export type CheckTargetRow = Awaited<ReturnType<typeof loadCheckTargets>>[number];

/** Station ids due a check (never checked first, then the longest overdue), at most `limit`. */
export async function dueStationIds(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('stations')
    .leftJoin('station_check_state', 'station_check_state.station_id', 'stations.id')
    .select('stations.id')
    .where('stations.is_active', '=', 1)
    .where((eb) =>
      eb.or([eb('station_check_state.next_check_at', 'is', null), eb('station_check_state.next_check_at', '<=', now)]),
    )
    .orderBy((eb) => eb.fn.coalesce('station_check_state.next_check_at', eb.val('')))
    .orderBy('stations.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

// --- Runs ---------------------------------------------------------------------------------------

export async function insertRun(db: Db, run: Insertable<CheckRunTable>): Promise<void> {
  await db.insertInto('check_runs').values(run).execute();
}

export function findRun(db: Db, id: string): Promise<CheckRunRow | undefined> {
  return db.selectFrom('check_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function runningRunOf(db: Db, kind: string): Promise<CheckRunRow | undefined> {
  return db
    .selectFrom('check_runs')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', 'in', ['running', 'finalizing'])
    .orderBy('started_at', 'desc')
    .executeTakeFirst();
}

/** The latest finished run of the kinds given that checked at least `minChecks` stations. */
export function latestFinishedRun(db: Db, kinds: readonly string[], minChecks: number) {
  return db
    .selectFrom('check_runs')
    .selectAll()
    .where('status', '=', 'done')
    .where('kind', 'in', [...kinds])
    .where('checked', '>=', minChecks)
    .orderBy('finished_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export interface CountedCheck {
  ok: boolean;
  network: boolean;
  errorDetected: boolean;
  at: string;
}

/** Counts a recorded check into its run, atomically, so workers anywhere may record at once. */
export async function countCheckInRun(db: Db, runId: string, counted: CountedCheck): Promise<void> {
  await db
    .updateTable('check_runs')
    .set((eb) => ({
      checked: eb('checked', '+', 1),
      working: eb('working', '+', counted.ok ? 1 : 0),
      network_failures: eb('network_failures', '+', counted.network ? 1 : 0),
      errors_detected: eb('errors_detected', '+', counted.errorDetected ? 1 : 0),
      updated_at: counted.at,
    }))
    .where('id', '=', runId)
    .execute();
}

/** Takes a running run for finishing; false when another instance (or a cancel) got there first. */
export async function claimRun(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('check_runs')
    .set({ status: 'finalizing', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishRun(db: Db, id: string, warning: string | null, at: string): Promise<void> {
  await db
    .updateTable('check_runs')
    .set({ status: 'done', warning, finished_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function cancelRun(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('check_runs')
    .set({ status: 'cancelled', finished_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Runs no worker has moved since `before`: their owner went away. */
export async function staleRunIds(db: Db, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('check_runs')
    .select('id')
    .where('status', '=', 'running')
    .where('updated_at', '<', before)
    .execute();
  return rows.map((row) => row.id);
}

// --- Checks -------------------------------------------------------------------------------------

export async function insertCheck(db: Db, check: Insertable<StreamCheckTable>): Promise<void> {
  await db.insertInto('stream_checks').values(check).execute();
}

export function checksOfRun(db: Db, runId: string): Promise<CheckRow[]> {
  return db.selectFrom('stream_checks').selectAll().where('run_id', '=', runId).orderBy('checked_at').execute();
}

export function checksOfStation(db: Db, stationId: string, limit: number): Promise<CheckRow[]> {
  return db
    .selectFrom('stream_checks')
    .selectAll()
    .where('station_id', '=', stationId)
    .orderBy('checked_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The stations' checks since `since`, for the region vote. */
export function checksSince(db: Db, stationIds: readonly string[], since: string): Promise<CheckRow[]> {
  return inChunks(stationIds, (chunk) =>
    db
      .selectFrom('stream_checks')
      .selectAll()
      .where('station_id', 'in', chunk)
      .where('checked_at', '>=', since)
      .execute(),
  );
}

/** Forgets checks and play reports older than `before` (history is kept 30 days). */
export async function pruneHistory(db: Db, before: string): Promise<void> {
  await db.deleteFrom('stream_checks').where('checked_at', '<', before).execute();
  await db.deleteFrom('play_reports').where('created_at', '<', before).execute();
}

/** The run's checks with their stations' names, for the verification result and a repair's unfixed stations. */
export function verificationRows(db: Db, runId: string) {
  return db
    .selectFrom('stream_checks')
    .innerJoin('stations', 'stations.id', 'stream_checks.station_id')
    .select([
      'stream_checks.station_id',
      'stations.name',
      'stations.country',
      'stream_checks.outcome',
      'stream_checks.http_status',
      'stream_checks.url',
      'stream_checks.detail',
    ])
    .where('stream_checks.run_id', '=', runId)
    .orderBy('stream_checks.checked_at')
    .execute();
}

// --- Check state --------------------------------------------------------------------------------

export function loadCheckStates(db: Db, stationIds: readonly string[]): Promise<CheckStateRow[]> {
  return inChunks(stationIds, (chunk) =>
    db.selectFrom('station_check_state').selectAll().where('station_id', 'in', chunk).execute(),
  );
}

export async function saveCheckStates(db: Db, states: readonly CheckStateRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const state of states) {
      await trx
        .insertInto('station_check_state')
        .values(state)
        .onConflict((conflict) =>
          conflict.column('station_id').doUpdateSet({
            consecutive_failures: state.consecutive_failures,
            consecutive_successes: state.consecutive_successes,
            failing_since: state.failing_since,
            last_ok_at: state.last_ok_at,
            next_check_at: state.next_check_at,
            updated_at: state.updated_at,
          }),
        )
        .execute();
    }
  });
}

// --- Repaired addresses -------------------------------------------------------------------------

export async function insertUrlHistory(db: Db, rows: readonly Insertable<StationUrlHistoryTable>[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('station_url_history')
      .values([...rows])
      .execute();
}

export function fixesOfRun(db: Db, runId: string) {
  return db
    .selectFrom('station_url_history')
    .innerJoin('stations', 'stations.id', 'station_url_history.station_id')
    .select([
      'station_url_history.station_id',
      'stations.name',
      'stations.country',
      'station_url_history.fix_method',
      'station_url_history.old_url',
      'station_url_history.new_url',
    ])
    .where('station_url_history.run_id', '=', runId)
    .orderBy('station_url_history.changed_at')
    .execute();
}

// --- Listeners' reports -------------------------------------------------------------------------

export async function insertPlayReport(db: Db, report: Insertable<PlayReportTable>): Promise<void> {
  await db.insertInto('play_reports').values(report).execute();
}

/** How many different clients reported the station failing since `since`. */
export async function failingClientCount(db: Db, stationId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('play_reports')
    .select((eb) => eb.fn.count<number>('client_key').distinct().as('clients'))
    .where('station_id', '=', stationId)
    .where('outcome', '=', 'failed')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.clients);
}

/** Which of the stations listeners heard playing since `since`. */
export async function stationsPlayedSince(db: Db, stationIds: readonly string[], since: string): Promise<Set<string>> {
  const rows = await inChunks(stationIds, (chunk) =>
    db
      .selectFrom('play_reports')
      .select('station_id')
      .distinct()
      .where('station_id', 'in', chunk)
      .where('outcome', '=', 'started')
      .where('created_at', '>=', since)
      .execute(),
  );
  return new Set(rows.map((row) => row.station_id));
}

export async function insertStationReport(db: Db, report: Insertable<StationReportTable>): Promise<void> {
  await db.insertInto('station_reports').values(report).execute();
}

/** Station reports for the admin inbox, newest first. */
export function listStationReports(
  db: Db,
  { status, limit = 50, offset = 0 }: { status?: string; limit?: number; offset?: number } = {},
): Promise<StationReportRow[]> {
  let query = db.selectFrom('station_reports').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
}

// --- The scheduler's lease ----------------------------------------------------------------------

/**
 * Takes or renews the named lease until `expiresAt`; true when `holder` has it. One statement each, so
 * two instances asking at once cannot both win, on SQLite or PostgreSQL.
 */
export async function acquireLease(
  db: Db,
  lease: { name: string; holder: string; now: string; expiresAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('scheduler_leases')
    .values({ name: lease.name, holder: lease.holder, expires_at: lease.expiresAt })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const renewed = await db
    .updateTable('scheduler_leases')
    .set({ holder: lease.holder, expires_at: lease.expiresAt })
    .where('name', '=', lease.name)
    .where((eb) => eb.or([eb('holder', '=', lease.holder), eb('expires_at', '<', lease.now)]))
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('scheduler_leases').where('name', '=', name).where('holder', '=', holder).execute();
}
