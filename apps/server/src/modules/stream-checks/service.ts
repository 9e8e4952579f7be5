// Stream health's rules as the routes and the app use them: "Verify All" and "Run Stream Error
// Correction" runs (answered within 25 s or followed by id), one station checked now, its history,
// listeners' play reports (a burst of failures re-checks the station at once) and "Report station".
import { createHash, randomUUID } from 'node:crypto';
import type {
  CheckRun,
  CheckRunKind,
  CheckRunProgress,
  PlayReport,
  PlayReportReceipt,
  StationCheckHistory,
  StationCheckNow,
  StationReport,
  StationReportReceipt,
  StoredCheck,
  StreamFixRun,
  VerificationRun,
} from '@sauti/contract';
import type { CheckSettings } from '../../config';
import type { Db } from '../../platform/db';
import { fromFlag } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { NotFound } from '../../platform/http/errors';
import type { JobQueue } from '../../platform/jobs';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import { completeAdminAction, recordAdminAction } from '../audit-log';
import type { CatalogueService } from '../catalogue';
import type { CheckJob, CheckWorker } from './check-jobs';
import { CheckRuns, progressOf, type RunChanges } from './check-runs';
import {
  type CheckRow,
  type CheckRunRow,
  cancelRun as cancelRunRow,
  checksOfRun,
  checksOfStation,
  failingClientCount,
  findRun,
  insertPlayReport,
  insertRun,
  insertStationReport,
  loadCheckTargets,
  runningRunOf,
} from './repo';
import { CheckScheduler } from './scheduler';

/** A player reports every play; this is far above one listener zapping through stations. */
export const PLAY_REPORT_RATE: RateRule = { limit: 60, windowMs: 10 * 60_000 };
export const STATION_REPORT_RATE: RateRule = { limit: 5, windowMs: 10 * 60_000 };
/** Failures from this many different listeners within the window re-check a station at once... */
export const FAILURE_BURST = { clients: 3, windowMs: 10 * 60_000 };
/** ...at most once per window. */
const RECHECK_RATE: RateRule = { limit: 1, windowMs: 10 * 60_000 };
const HISTORY_LIMIT = 200;

/** How the audit log names a run. */
const RUN_LABELS: Record<CheckRunKind, string> = {
  verify: 'Verify All',
  repair: 'Stream Error Correction',
  scheduled: 'Scheduled checks',
  recheck: 'Recheck',
};

export const STATION_REPORT_THANKS = "Thank you for telling us. We'll look into this station.";

export type RunAnswer<R> = { finished: boolean; run: R };

export interface StreamHealthOptions {
  db: Db;
  catalogue: CatalogueService;
  queue: JobQueue<CheckJob>;
  /** Runs a job here and now, for "check this station now". */
  worker: CheckWorker;
  rateLimiter: RateLimiter;
  settings: CheckSettings;
  log: { warn(message: string): void };
}

export class StreamHealthService {
  private readonly runs: CheckRuns;
  private readonly scheduler: CheckScheduler;
  private readonly now: () => number;

  constructor(private readonly options: StreamHealthOptions) {
    const { settings } = options;
    this.now = settings.now;
    this.runs = new CheckRuns({
      db: options.db,
      queue: options.queue,
      catalogue: options.catalogue,
      rules: { failuresToHide: settings.failuresToHide, hideAfterMs: settings.hideAfterMs },
      pollMs: settings.pollMs,
      now: settings.now,
      log: options.log,
      onFinished: (runId, changed, warning) => this.recordOutcome(runId, changed, warning),
    });
    this.scheduler = new CheckScheduler({
      db: options.db,
      runs: this.runs,
      holder: randomUUID(),
      tickMs: settings.tickMs,
      leaseMs: settings.leaseMs,
      batchSize: settings.batchSize,
      now: settings.now,
      log: options.log,
    });
  }

  /** Starts the scheduler when this instance takes part in scheduling. */
  start(): void {
    if (this.options.settings.scheduler) this.scheduler.start();
  }

  /** Whether this instance is the one scheduling checks now. */
  get schedules(): boolean {
    return this.scheduler.leading;
  }

  async close(): Promise<void> {
    await this.scheduler.stop();
    await this.runs.close();
  }

  /**
   * "Verify All": checks every station; a run already going is joined rather than doubled. `wait`
   * false answers at once with the run just started (the admin screen follows its progress events).
   */
  async verifyAll(wait = true, admin?: AuthenticatedUser | null): Promise<RunAnswer<VerificationRun>> {
    return (await this.runOverCatalogue('verify', wait, admin)) as RunAnswer<VerificationRun>;
  }

  /** "Run Stream Error Correction": checks every station and repairs those whose address fails. */
  async fixStreamErrors(wait = true, admin?: AuthenticatedUser | null): Promise<RunAnswer<StreamFixRun>> {
    return (await this.runOverCatalogue('repair', wait, admin)) as RunAnswer<StreamFixRun>;
  }

  async run(runId: string): Promise<CheckRun> {
    return this.runs.view(await this.runRow(runId));
  }

  /** Stops a run: nothing it found is applied; the audit log says who cancelled it and how far it got. */
  async cancel(runId: string, admin?: AuthenticatedUser | null): Promise<CheckRun> {
    const cancelled = await cancelRunRow(this.options.db, runId, this.iso());
    const run = await this.run(runId);
    if (cancelled && admin) {
      const reached = { checked_stations: run.checked_stations, working_stations: run.working_stations };
      await recordAdminAction(this.options.db, admin, {
        action: 'check_run.cancel',
        target: { kind: 'check_run', id: runId, label: RUN_LABELS[run.kind] },
        before: { status: 'running' },
        after: { status: 'cancelled', total_stations: run.total_stations, ...reached },
      });
      await completeAdminAction(
        this.options.db,
        `check_run.${run.kind}`,
        { kind: 'check_run', id: runId },
        {
          status: 'cancelled',
          ...reached,
        },
      );
    }
    return run;
  }

  /** The run's progress whenever it moves, until it is over or `signal` aborts. */
  async *progress(runId: string, signal: AbortSignal): AsyncGenerator<CheckRunProgress> {
    let last = '';
    while (!signal.aborted) {
      const run = await this.runRow(runId);
      const progress = progressOf(run);
      const text = JSON.stringify(progress);
      if (text !== last) yield progress;
      last = text;
      if (progress.status !== 'running') return;
      await new Promise((resolve) => setTimeout(resolve, this.options.settings.pollMs));
    }
  }

  /** Checks one station now, here, and applies what the check found. */
  async checkNow(idOrSlug: string, admin?: AuthenticatedUser | null): Promise<StationCheckNow> {
    const station = this.options.catalogue.get(idOrSlug);
    const [target] = await loadCheckTargets(this.options.db, [station.id]);
    if (!target) throw new NotFound(`No station '${idOrSlug}'.`);
    const at = this.iso();
    const runId = randomUUID();
    await insertRun(this.options.db, {
      id: runId,
      kind: 'recheck',
      status: 'running',
      total: 1,
      warning: null,
      started_at: at,
      updated_at: at,
      finished_at: null,
    });
    await this.options.worker.handle({
      run_id: runId,
      station_id: target.id,
      url: target.url,
      url_resolved: target.url_resolved,
      homepage: target.homepage,
    });
    await this.runs.finish(runId);
    const [check] = await checksOfRun(this.options.db, runId);
    if (!check) throw new Error('the check was not recorded');
    const after = this.options.catalogue.get(station.id);
    if (admin) {
      await recordAdminAction(this.options.db, admin, {
        action: 'station.check',
        target: { kind: 'station', id: station.id, label: station.name },
        before: { health: station.health, off_air: station.off_air },
        after: { outcome: check.outcome, health: after.health, off_air: after.off_air, run_id: runId },
      });
    }
    return { check: storedCheck(check), station: after };
  }

  async history(idOrSlug: string): Promise<StationCheckHistory> {
    const station = this.options.catalogue.get(idOrSlug);
    const checks = await checksOfStation(this.options.db, station.id, HISTORY_LIMIT);
    return { station_id: station.id, checks: checks.map(storedCheck) };
  }

  /**
   * Records what a listener's player found. Failures from several listeners re-check the station at
   * once; so does a listener hearing a station our checks took off the air.
   */
  async reportPlay(
    idOrSlug: string,
    report: PlayReport,
    client: string,
    userId: string | null,
  ): Promise<PlayReportReceipt> {
    const station = this.options.catalogue.get(idOrSlug);
    await enforceRate(this.options.rateLimiter, `play-report:${client}`, PLAY_REPORT_RATE);
    const at = this.iso();
    await insertPlayReport(this.options.db, {
      id: randomUUID(),
      station_id: station.id,
      outcome: report.outcome,
      reason: report.reason || null,
      ms_to_audio: report.ms_to_audio ?? null,
      client_key: clientKey(client),
      user_id: userId,
      created_at: at,
    });
    const wanted =
      report.outcome === 'started'
        ? station.off_air
        : (await failingClientCount(this.options.db, station.id, this.iso(-FAILURE_BURST.windowMs))) >=
          FAILURE_BURST.clients;
    return { recheck_queued: wanted && (await this.recheck(station.id)) };
  }

  async reportStation(
    idOrSlug: string,
    report: StationReport,
    client: string,
    userId: string | null,
  ): Promise<StationReportReceipt> {
    const station = this.options.catalogue.get(idOrSlug);
    await enforceRate(
      this.options.rateLimiter,
      `station-report:${client}`,
      STATION_REPORT_RATE,
      'You have reported stations several times in a short while. Please wait a few minutes and try again.',
    );
    await insertStationReport(this.options.db, {
      id: randomUUID(),
      station_id: station.id,
      reason: report.reason,
      note: report.note || null,
      user_id: userId,
      created_at: this.iso(),
    });
    return { message: STATION_REPORT_THANKS };
  }

  /** Queues a check of the station unless one was queued for it within the window. */
  private async recheck(stationId: string): Promise<boolean> {
    const decision = await this.options.rateLimiter.hit(`recheck:${stationId}`, RECHECK_RATE);
    if (!decision.allowed) return false;
    await this.runs.start('recheck', await loadCheckTargets(this.options.db, [stationId]));
    return true;
  }

  /** A run an admin started: its audit entry gets what applying it changed. */
  private async recordOutcome(runId: string, changed: RunChanges | null, warning: string | null): Promise<void> {
    const run = await this.runRow(runId);
    await completeAdminAction(
      this.options.db,
      `check_run.${run.kind}`,
      { kind: 'check_run', id: runId },
      {
        status: 'done',
        checked_stations: run.checked,
        working_stations: run.working,
        ...(run.kind === 'repair' ? { errors_detected: run.errors_detected } : {}),
        ...(changed ?? { applied: false, warning }),
      },
    );
  }

  private async runOverCatalogue(
    kind: 'verify' | 'repair',
    wait: boolean,
    admin: AuthenticatedUser | null | undefined,
  ): Promise<RunAnswer<CheckRun>> {
    const running = await runningRunOf(this.options.db, kind);
    const started = running ?? (await this.startRun(kind, admin));
    const settled = (await this.runs.settle(started.id, wait ? this.options.settings.answerWithinMs : 0)) ?? started;
    return {
      finished: settled.status === 'done' || settled.status === 'cancelled',
      run: await this.runs.view(settled),
    };
  }

  /** Starts a run over every station; an admin's is in the audit log before it can finish. */
  private async startRun(kind: 'verify' | 'repair', admin: AuthenticatedUser | null | undefined): Promise<CheckRunRow> {
    const targets = await loadCheckTargets(this.options.db);
    const runId = randomUUID();
    if (admin) {
      await recordAdminAction(this.options.db, admin, {
        action: `check_run.${kind}`,
        target: { kind: 'check_run', id: runId, label: RUN_LABELS[kind] },
        after: { total_stations: targets.length },
      });
    }
    return this.runs.start(kind, targets, runId);
  }

  private async runRow(runId: string): Promise<CheckRunRow> {
    const run = await findRun(this.options.db, runId);
    if (!run) throw new NotFound(`No check run '${runId}'.`);
    return run;
  }

  /** Now (plus `offsetMs`) by the service's clock, as stored. */
  private iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }
}

/** Listeners are counted apart without keeping their addresses. */
function clientKey(client: string): string {
  return createHash('sha256').update(`play-report:${client}`).digest('hex').slice(0, 32);
}

function storedCheck(row: CheckRow): StoredCheck {
  return {
    id: row.id,
    station_id: row.station_id,
    run_id: row.run_id,
    url: row.url,
    outcome: row.outcome as StoredCheck['outcome'],
    http_status: row.http_status,
    content_type: row.content_type,
    codec: row.codec,
    bitrate: row.bitrate,
    ms_to_audio: row.ms_to_audio,
    resolved_url: row.resolved_url,
    hls: fromFlag(row.hls),
    region: row.region,
    checked_at: row.checked_at,
    detail: row.detail,
    fix_method: row.fix_method as StoredCheck['fix_method'],
  };
}
