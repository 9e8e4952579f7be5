// One scheduler across every instance: whoever holds the lease (a row in the database, so it works the
// same on one SQLite process and on many instances over PostgreSQL) queues the stations due a check,
// one bounded batch at a time, finishes runs whose owner went away, and forgets history past 30 days.
import type { Db } from '../../platform/db';
import type { CheckRuns } from './check-runs';
import {
  acquireLease,
  dueStationIds,
  findRun,
  loadCheckTargets,
  pruneHistory,
  releaseLease,
  staleRunIds,
} from './repo';

const LEASE = 'stream-check-scheduler';
const HISTORY_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
// A run no worker moved for this long lost its owner (the instance stopped): the leader finishes it.
const STALE_RUN_MS = 10 * 60_000;

export interface CheckSchedulerOptions {
  db: Db;
  runs: CheckRuns;
  /** This instance, as the lease names its holder. */
  holder: string;
  tickMs: number;
  leaseMs: number;
  batchSize: number;
  now: () => number;
  log: { warn(message: string): void };
}

const iso = (time: number) => new Date(time).toISOString();

export class CheckScheduler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private ticking: Promise<void> | null = null;
  private batch: string | null = null;
  private prunedAt = 0;
  /** Whether this instance held the lease at its last tick. */
  leading = false;

  constructor(private readonly options: CheckSchedulerOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
    if (this.leading) await releaseLease(this.options.db, LEASE, this.options.holder).catch(() => {});
    this.leading = false;
  }

  /** One round: renew or take the lease; the leader then schedules. Rounds never overlap. */
  tick(): Promise<void> {
    this.ticking ??= this.round()
      .catch((error: unknown) => {
        this.options.log.warn(`Scheduling stream checks failed: ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async round(): Promise<void> {
    const { db, now } = this.options;
    const time = now();
    this.leading = await acquireLease(db, {
      name: LEASE,
      holder: this.options.holder,
      now: iso(time),
      expiresAt: iso(time + this.options.leaseMs),
    });
    if (!this.leading) return;
    if (time - this.prunedAt >= PRUNE_EVERY_MS) {
      await pruneHistory(db, iso(time - HISTORY_MS));
      this.prunedAt = time;
    }
    for (const runId of await staleRunIds(db, iso(time - STALE_RUN_MS))) await this.options.runs.finish(runId);
    const batchStatus = this.batch ? (await findRun(db, this.batch))?.status : undefined;
    if (batchStatus === 'running' || batchStatus === 'finalizing') return;
    this.batch = null;
    const due = await dueStationIds(db, iso(time), this.options.batchSize);
    if (due.length === 0) return;
    this.batch = (await this.options.runs.start('scheduled', await loadCheckTargets(db, due))).id;
  }
}
