// Check runs from the owner's side: starts a run (one job per station on the queue), watches it until
// every job is counted, then applies the results once: each station judged from its checks, repairs
// written with the old address kept, health and visibility through the catalogue. When more than 30%
// of a run's checks failed at network level, our side is assumed broken: its failures are not applied
// (no station is marked down or hidden, their health reads unknown until checked again), the stations
// that played are, and the run says "Not applied: N failed at network level".
import { randomUUID } from 'node:crypto';
import type {
  AdminDashboard,
  CheckOutcome,
  CheckRun,
  CheckRunKind,
  CheckRunProgress,
  CheckRunStatus,
  FixMethod,
} from '@sauti/contract';
import type { Db } from '../../platform/db';
import { fromFlag, toFlag } from '../../platform/db';
import type { JobQueue } from '../../platform/jobs';
import type { CatalogueService, CheckedColumns, CheckedStation } from '../catalogue';
import type { CheckJob } from './check-jobs';
import { type HealthRules, type JudgedCheck, judge, NO_CHECKS_YET } from './health-judge';
import { applyPublishedInfo } from './published-apply';
import {
  type CheckRow,
  type CheckRunRow,
  type CheckStateRow,
  type CheckTargetRow,
  checksOfRun,
  checksSince,
  claimRun,
  findRun,
  finishRun,
  fixesOfRun,
  insertRun,
  insertUrlHistory,
  latestFinishedRun,
  loadCheckStates,
  loadCheckTargets,
  saveCheckStates,
  stationsPlayedSince,
  verificationRows,
} from './repo';

/** More network-level failures than this share of a run means our side is broken. */
export const OUTAGE_SHARE = 0.3;
// A run of one or two checks (an admin's "check now", a listener-triggered recheck) says nothing about
// our network: the guard judges runs of at least this many checks.
const OUTAGE_MIN_CHECKS = 5;
// During an outage the stations checked are tried again after this long.
const RETRY_AFTER_OUTAGE_MS = 3600_000;

export interface CheckRunsOptions {
  db: Db;
  queue: JobQueue<CheckJob>;
  catalogue: CatalogueService;
  rules: HealthRules;
  pollMs: number;
  now: () => number;
  log: { warn(message: string): void };
  /**
   * Told once a run's results are applied, just before it reads as done: what it changed, or null when
   * nothing was (an outage, a failure, told by the warning).
   */
  onFinished?: (runId: string, changed: RunChanges | null, warning: string | null) => Promise<void>;
}

/** What applying a run's results changed in the catalogue. */
export interface RunChanges {
  stations_updated: number;
  fixes_applied: number;
  taken_off_air: number;
  back_on_air: number;
}

const iso = (time: number) => new Date(time).toISOString();

const isOver = (status: string) => status === 'done' || status === 'cancelled';

export class CheckRuns {
  private readonly watching = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: CheckRunsOptions) {}

  /** Creates a run over the stations, queues one job per station, and applies the results when all are checked. */
  async start(
    kind: CheckRunKind,
    stations: readonly CheckTargetRow[],
    id: string = randomUUID(),
  ): Promise<CheckRunRow> {
    const at = iso(this.options.now());
    const run = {
      id,
      kind,
      status: 'running',
      total: stations.length,
      warning: null,
      started_at: at,
      updated_at: at,
      finished_at: null,
    };
    await insertRun(this.options.db, run);
    await this.options.queue.add(stations.map((station) => jobFor(run.id, kind, station)));
    this.watch(run.id);
    return (await findRun(this.options.db, run.id)) as CheckRunRow;
  }

  /** The run once it is over, or as it stands after `withinMs`. */
  async settle(runId: string, withinMs: number): Promise<CheckRunRow | undefined> {
    const deadline = Date.now() + withinMs;
    let run = await findRun(this.options.db, runId);
    while (run && !isOver(run.status) && Date.now() < deadline && !this.closed) {
      await pause(Math.min(this.options.pollMs, Math.max(1, deadline - Date.now())));
      run = await findRun(this.options.db, runId);
    }
    return run;
  }

  /** Applies a run's results now, unless another instance already does (or a cancel stopped it). */
  async finish(runId: string): Promise<void> {
    const { db, now } = this.options;
    if (!(await claimRun(db, runId, iso(now())))) return;
    let warning: string | null = null;
    let changed: RunChanges | null = null;
    try {
      const run = (await findRun(db, runId)) as CheckRunRow;
      const checks = await checksOfRun(db, runId);
      warning = outageWarning(run);
      if (warning) {
        changed = await this.apply(
          runId,
          checks.filter((check) => check.outcome === 'ok'),
        );
        await this.postpone(checks.filter((check) => check.outcome !== 'ok'));
      } else changed = await this.apply(runId, checks);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log.warn(`Applying the results of check run ${runId} failed: ${reason}`);
      warning = `Applying the results failed: ${reason}`;
    }
    // Before the run reads as done: whoever sees it done sees its audit entry complete too.
    await this.options.onFinished?.(runId, changed, warning);
    await finishRun(db, runId, warning, iso(now()));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.watching);
  }

  private watch(runId: string): void {
    const watching = this.follow(runId).catch((error: unknown) => {
      this.options.log.warn(`Following check run ${runId} failed: ${error instanceof Error ? error.message : error}`);
    });
    this.watching.add(watching);
    void watching.finally(() => this.watching.delete(watching));
  }

  private async follow(runId: string): Promise<void> {
    while (!this.closed) {
      const run = await findRun(this.options.db, runId);
      if (run?.status !== 'running') return;
      if (run.checked >= run.total) return this.finish(runId);
      await pause(this.options.pollMs);
    }
  }

  /** Judges every station the run checked and writes the outcome: states, repairs, then the catalogue. */
  private async apply(runId: string, checks: readonly CheckRow[]): Promise<RunChanges> {
    const { db, now, rules } = this.options;
    const latest = new Map(checks.map((check) => [check.station_id, check]));
    const ids = [...latest.keys()];
    const time = now();
    const since = iso(time - rules.hideAfterMs);
    const [targets, states, recent, played] = await Promise.all([
      loadCheckTargets(db, ids),
      loadCheckStates(db, ids),
      checksSince(db, ids, since),
      stationsPlayedSince(db, ids, since),
    ]);
    const stateOf = new Map(states.map((state) => [state.station_id, state]));
    const recentOf = groupBy(recent, (check) => check.station_id);
    const nextStates: CheckStateRow[] = [];
    const updates: CheckedStation[] = [];
    const history = [];
    for (const station of targets) {
      const check = latest.get(station.id) as CheckRow;
      const judgement = judge({
        previous: stateOf.get(station.id) ?? NO_CHECKS_YET,
        check,
        recent: (recentOf.get(station.id) ?? []) as JudgedCheck[],
        playedForListeners: played.has(station.id),
        popularity: station.clicks + station.votes,
        now: time,
        rules,
      });
      nextStates.push({
        station_id: station.id,
        ...judgement.state,
        next_check_at: judgement.nextCheckAt,
        updated_at: iso(time),
      });
      const fix = fixOf(station, check);
      if (fix)
        history.push({
          id: randomUUID(),
          station_id: station.id,
          run_id: runId,
          changed_at: iso(time),
          ...fix.history,
        });
      const columns: CheckedColumns = {
        health: judgement.health,
        health_source: 'sauti',
        last_check_at: check.checked_at,
        last_check_ok: toFlag(judgement.playing),
        off_air: toFlag(judgement.offAir),
        ...measured(station, check),
        ...fix?.columns,
      };
      const changes = changedOnly(station, columns);
      if (Object.keys(changes).length > 0) updates.push({ id: station.id, changes });
    }
    await saveCheckStates(db, nextStates);
    await insertUrlHistory(db, history);
    await this.options.catalogue.applyCheckResults(updates);
    await applyPublishedInfo(db, this.options.catalogue, [...latest.values()]);
    const offAir = updates.map((update) => update.changes.off_air).filter((flag) => flag !== undefined);
    return {
      stations_updated: updates.length,
      fixes_applied: history.length,
      taken_off_air: offAir.filter((flag) => fromFlag(flag)).length,
      back_on_air: offAir.filter((flag) => !fromFlag(flag)).length,
    };
  }

  /**
   * During an outage a failed check is not held against its station: no failure is counted, nothing is
   * hidden or shown, and the station is tried again soon. What it does say is that our latest check
   * could not tell, so its health reads unknown (healthStatus) rather than an older word.
   */
  private async postpone(checks: readonly CheckRow[]): Promise<void> {
    const { db, now } = this.options;
    const latest = new Map(checks.map((check) => [check.station_id, check]));
    const ids = [...latest.keys()];
    const [states, targets] = await Promise.all([loadCheckStates(db, ids), loadCheckTargets(db, ids)]);
    const stateOf = new Map(states.map((state) => [state.station_id, state]));
    const time = now();
    await saveCheckStates(
      db,
      ids.map((id) => ({
        station_id: id,
        ...(stateOf.get(id) ?? NO_CHECKS_YET),
        next_check_at: iso(time + RETRY_AFTER_OUTAGE_MS),
        updated_at: iso(time),
      })),
    );
    const updates = targets.flatMap((station) => {
      const check = latest.get(station.id) as CheckRow;
      const changes = changedOnly(station, {
        health: 'unknown',
        health_source: 'sauti',
        last_check_at: check.checked_at,
        last_check_ok: null,
      });
      return Object.keys(changes).length > 0 ? [{ id: station.id, changes }] : [];
    });
    await this.options.catalogue.applyCheckResults(updates);
  }

  async view(run: CheckRunRow): Promise<CheckRun> {
    const state = {
      run_id: run.id,
      status: publicStatus(run.status),
      total_stations: run.total,
      checked_stations: run.checked,
      working_stations: run.working,
      network_failures: run.network_failures,
      applied: !isOutage(run),
      warning: run.warning,
      started_at: run.started_at,
      finished_at: run.finished_at,
      success_rate: run.checked > 0 ? Math.round((run.working / run.checked) * 1000) / 10 : 0,
    };
    if (run.kind === 'repair') {
      const [fixes, checked] = await Promise.all([
        fixesOfRun(this.options.db, run.id),
        verificationRows(this.options.db, run.id),
      ]);
      const unfixed = checked
        .filter((station) => station.outcome !== 'ok')
        .sort((one, other) => one.name.localeCompare(other.name));
      return {
        ...state,
        kind: 'repair',
        errors_detected: run.errors_detected,
        fixes_applied: fixes.length,
        fixed_stations: fixes.map((fix) => ({
          station_id: fix.station_id,
          name: fix.name,
          country: fix.country,
          fix_method: fix.fix_method as FixMethod,
          old_url: fix.old_url,
          new_url: fix.new_url,
        })),
        unfixed_stations: unfixed.map((station) => ({
          station_id: station.station_id,
          name: station.name,
          country: station.country,
          url: station.url,
          outcome: station.outcome as CheckOutcome,
          reason: station.detail ?? station.outcome,
        })),
      };
    }
    const rows = await verificationRows(this.options.db, run.id);
    return {
      ...state,
      kind: run.kind as Exclude<CheckRunKind, 'repair'>,
      failed_stations: run.checked - run.working,
      verification_results: rows.map((row) => ({
        station_id: row.station_id,
        station_name: row.name,
        country: row.country,
        is_working: row.outcome === 'ok',
        status_code: row.http_status,
        outcome: row.outcome as CheckOutcome,
      })),
    };
  }
}

export function progressOf(run: CheckRunRow): CheckRunProgress {
  return {
    run_id: run.id,
    kind: run.kind as CheckRunKind,
    status: publicStatus(run.status),
    total_stations: run.total,
    checked_stations: run.checked,
    working_stations: run.working,
    network_failures: run.network_failures,
    applied: !isOutage(run),
    warning: run.warning,
  };
}

/** A run being applied is still running as far as anyone outside can tell. */
function publicStatus(status: string): CheckRunStatus {
  return status === 'finalizing' ? 'running' : (status as CheckRunStatus);
}

/** Whether the run's network-level failures point at our own network: then its failures are not applied. */
export function isOutage(run: Pick<CheckRunRow, 'checked' | 'network_failures'>): boolean {
  return run.checked >= OUTAGE_MIN_CHECKS && run.network_failures > run.checked * OUTAGE_SHARE;
}

/**
 * The dashboard's notice: the latest run over many stations (not a one-station recheck), when its
 * failures were not applied because most of them failed at network level; null when it was applied.
 */
export async function latestRunNotice(db: Db): Promise<AdminDashboard['health_notice']> {
  const run = await latestFinishedRun(db, ['verify', 'repair', 'scheduled'], OUTAGE_MIN_CHECKS);
  if (!run || !isOutage(run)) return null;
  return {
    run_id: run.id,
    kind: run.kind as CheckRunKind,
    finished_at: run.finished_at,
    checked_stations: run.checked,
    network_failures: run.network_failures,
  };
}

function outageWarning(run: CheckRunRow): string | null {
  if (!isOutage(run)) return null;
  return (
    `Not applied: ${run.network_failures} failed at network level (DNS, refused connections, timeouts), of ${run.checked} checks. ` +
    "Sauti's own network may be broken, so no station was marked down or hidden; their health reads unknown until they are checked again."
  );
}

function jobFor(runId: string, kind: CheckRunKind, station: CheckTargetRow): CheckJob {
  const job: CheckJob = {
    run_id: runId,
    station_id: station.id,
    url: station.url,
    url_resolved: station.url_resolved,
    homepage: station.homepage,
  };
  if (kind !== 'repair') return job;
  const alternates = (JSON.parse(station.alternates) as Array<{ url: string }>).map((alternate) => alternate.url);
  const radioBrowserId = station.source === 'radio-browser' ? station.source_id : null;
  return { ...job, repair: { radio_browser_id: radioBrowserId, alternates } };
}

/** A working check's real codec, bitrate and HLS flag, unless an admin set them. */
function measured(station: CheckTargetRow, check: CheckRow): CheckedColumns {
  if (check.outcome !== 'ok') return {};
  const edited = new Set(JSON.parse(station.edited_fields) as string[]);
  const columns: CheckedColumns = { hls: check.hls };
  if (check.codec && !edited.has('codec')) columns.codec = check.codec;
  if (check.bitrate && !edited.has('bitrate')) columns.bitrate = check.bitrate;
  return columns;
}

/**
 * A repair's new address. A re-resolved playlist keeps the station's address and replaces the resolved
 * one; every other fix replaces the station's address. A later import must not bring the dead address
 * back, so the fixed fields count as edited.
 */
function fixOf(station: CheckTargetRow, check: CheckRow) {
  if (!check.fix_method || check.outcome !== 'ok') return null;
  const method = check.fix_method as FixMethod;
  // 'url' protects the resolved address too (catalogue/station-fields.ts).
  const edited = [...new Set([...(JSON.parse(station.edited_fields) as string[]), 'url'])];
  const resolved = check.resolved_url ?? check.url;
  const playlist = method === 'playlist';
  return {
    columns: {
      url: playlist ? station.url : check.url,
      url_resolved: resolved,
      edited_fields: JSON.stringify(edited),
      updated_at: check.checked_at,
    } satisfies CheckedColumns,
    history: {
      fix_method: method,
      old_url: playlist ? (station.url_resolved ?? station.url) : station.url,
      new_url: playlist ? resolved : check.url,
    },
  };
}

/** Only the columns whose values differ from the station's, so an unchanged run writes nothing. */
function changedOnly(station: CheckTargetRow, columns: CheckedColumns): CheckedColumns {
  const current = station as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(columns).filter(([column, value]) => !(column in current) || current[column] !== value),
  ) as CheckedColumns;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
