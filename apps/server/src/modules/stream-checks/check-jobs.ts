// A check as a job on the queue: whichever worker takes it (this instance, or `npm run worker` in
// another region) checks the station, repairing it in a repair run, records the check, and counts it
// into its run. The run's owner applies the results once every job is counted.
import { randomUUID } from 'node:crypto';
import type { StreamCheck } from '@sauti/contract';
import { type Db, toFlag } from '../../platform/db';
import type { LabelledTally } from '../../platform/metrics';
import type { SafeFetch } from '../../platform/safe-fetch';
import { isNetworkFailure } from './health-judge';
import { mergePublished, StreamInfoReader } from './published-info';
import { countCheckInRun, findRun, insertCheck } from './repo';
import { type RepairResult, type RepairTarget, StationRepairer } from './station-repair';
import { StreamChecker } from './stream-checker';

/** The queue that carries check jobs, named alike on every instance and worker. */
export const CHECK_QUEUE = 'stream-checks';

export interface CheckJob {
  run_id: string;
  station_id: string;
  url: string;
  url_resolved: string | null;
  /** The station's website, where a streaminfo.json may say more about it. */
  homepage?: string | null;
  /** Set in a repair run: what a repair may try besides the station's own address. */
  repair?: Omit<RepairTarget, 'url' | 'url_resolved'>;
}

export interface CheckWorkerOptions {
  db: Db;
  checker: StreamChecker;
  repairer: StationRepairer;
  now: () => number;
  /** Counts the checks recorded, by outcome (sauti_stream_checks_total); none in `npm run worker`, which has no /metrics. */
  checks?: LabelledTally<'outcome'>;
  /** Reads stations' streaminfo.json (each homepage at most daily); without it only the stream's headers are read. */
  streamInfoFetch?: SafeFetch;
}

export class CheckWorker {
  private readonly streamInfo: StreamInfoReader | null;

  constructor(private readonly options: CheckWorkerOptions) {
    this.streamInfo = options.streamInfoFetch ? new StreamInfoReader(options.streamInfoFetch, options.now) : null;
  }

  /** Checks (or repairs) one station of a run, unless the run was cancelled or is over. */
  readonly handle = async (job: CheckJob): Promise<void> => {
    const { db, now } = this.options;
    const run = await findRun(db, job.run_id);
    if (run?.status !== 'running') return;
    const checkedAt = new Date(now()).toISOString();
    const result = job.repair ? await this.options.repairer.repair({ ...job, ...job.repair }) : await this.check(job);
    // The checker stamps its own time; the run's clock (a test's, perhaps) decides when a check happened.
    const { published: heard, ...found } = result.check;
    const check: StreamCheck = { ...found, checked_at: checkedAt };
    // What the broadcaster publishes is read only from a station that plays: its headers, then its homepage's file.
    const published =
      check.outcome === 'ok'
        ? mergePublished(heard ?? null, (await this.streamInfo?.read(job.homepage ?? null)) ?? null)
        : null;
    await insertCheck(db, {
      id: randomUUID(),
      station_id: job.station_id,
      run_id: job.run_id,
      url: result.url,
      region: check.region,
      outcome: check.outcome,
      http_status: check.http_status,
      content_type: check.content_type,
      codec: check.codec,
      bitrate: check.bitrate,
      ms_to_audio: check.ms_to_audio,
      resolved_url: check.resolved_url,
      hls: toFlag(check.hls),
      detail: check.detail,
      fix_method: result.fixMethod,
      checked_at: checkedAt,
      published: published && JSON.stringify(published),
    });
    this.options.checks?.inc({ outcome: check.outcome });
    await countCheckInRun(db, job.run_id, {
      ok: check.outcome === 'ok',
      network: isNetworkFailure(check.outcome),
      errorDetected: result.errorDetected,
      at: new Date(now()).toISOString(),
    });
  };

  private async check(job: CheckJob): Promise<RepairResult> {
    const check = await this.options.checker.check({ url: job.url, url_resolved: job.url_resolved });
    return { check, url: job.url_resolved ?? job.url, fixMethod: null, errorDetected: check.outcome !== 'ok' };
  }
}

export interface CheckWorkerSetup {
  db: Db;
  safeFetch: SafeFetch;
  /** CHECK_REGION. */
  region: string;
  /** RADIO_BROWSER_URL, for repairs. */
  radioBrowserUrl: string;
  /** One check of one station. */
  deadlineMs: number;
  /** Whether working checks read the station homepage's streaminfo.json too. */
  readStreamInfo?: boolean;
  now: () => number;
  checks?: LabelledTally<'outcome'>;
}

/** The worker the app and `npm run worker` run alike: a checker from this region and a repairer. */
export function createCheckWorker(setup: CheckWorkerSetup): CheckWorker {
  const checker = new StreamChecker({ safeFetch: setup.safeFetch, region: setup.region, deadlineMs: setup.deadlineMs });
  const repairer = new StationRepairer({
    checker,
    safeFetch: setup.safeFetch,
    radioBrowserUrl: setup.radioBrowserUrl,
    fetchTimeoutMs: setup.deadlineMs,
  });
  return new CheckWorker({
    db: setup.db,
    checker,
    repairer,
    now: setup.now,
    checks: setup.checks,
    streamInfoFetch: setup.readStreamInfo ? setup.safeFetch : undefined,
  });
}
