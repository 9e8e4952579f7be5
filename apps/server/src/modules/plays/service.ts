// Sauti's own plays and votes, counted by Radio Browser's rules so the numbers mean one thing
// everywhere: a play once per client address per station per UTC day, a vote once per client address
// per station per 10 minutes. Counts live in the database; each instance keeps the recent ones in
// memory, so a list sorted by clicks reads no SQL, and reloads them when another instance counts
// (told through pub/sub). Plays of stations that came from Radio Browser are reported back to it.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import { BadInput } from '../../platform/http/errors';
import type { PubSub, Unsubscribe } from '../../platform/pubsub';
import type { RateLimiter } from '../../platform/rate-limit';
import type { CatalogueService } from '../catalogue';
import type { ClickReporter } from './click-reporter';
import {
  clickCount,
  clickTrend,
  dayAfter,
  dayElapsed,
  hourBefore,
  hourElapsed,
  type RecentDays,
  slidingCount,
  untilDayEnds,
  utcDay,
  utcHour,
} from './click-window';
import { addPlay, addVote, loadRecentCounts, sumPlaysPerCountry, sumPlaysPerDay } from './repo';

export interface PlayTotals {
  /** Every play counted since Sauti began counting. */
  plays: number;
  /** Plays within the last 24 hours (Radio Browser's clickcount). */
  clickCount: number;
  /** The last 24 hours' plays minus the 24 hours' before (Radio Browser's clicktrend). */
  clickTrend: number;
  /** ISO time of the last counted play; null when never played. */
  lastPlayAt: string | null;
  /** Votes cast on Sauti (Radio Browser's own are in the station's `votes`). */
  votes: number;
}

export type VoteOutcome = { counted: true } | { counted: false; retryAfterSeconds: number };

/** UTC days, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface DayPlays {
  day: string;
  plays: number;
}

export interface CountryPlays {
  country: string;
  plays: number;
}

export interface PlayLog {
  warn(error: unknown, message: string): void;
}

export interface PlayServiceOptions {
  db: Db;
  rateLimiter: RateLimiter;
  pubsub: PubSub;
  catalogue: CatalogueService;
  /** Reports plays of Radio Browser's stations to it; undefined when RADIO_BROWSER_REPORT=false. */
  reporter: ClickReporter | undefined;
  log: PlayLog;
  /** The clock; tests move it across a day. */
  now?: () => Date;
}

/** What any module needs to count a play: the stream gateway and the Radio Browser API use it. */
export interface PlayRecorder {
  recordPlay(stationId: string, clientAddress: string): Promise<boolean>;
}

interface StationTally {
  /** Plays per UTC day, the last three days only. */
  days: Map<string, number>;
  plays: number;
  lastPlayAt: string | null;
  votes: number;
}

const CHANGED_CHANNEL = 'plays.changed';
const VOTE_WINDOW_MS = 10 * 60_000;
const MAX_RANGE_DAYS = 366;
/** Other instances hear of new counts at most this often. */
const PUBLISH_EVERY_MS = 500;
/** A reload that raced a play counted here is read again after this long, so heavy play does not reload without pause. */
const REREAD_AFTER_MS = 1000;
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const NO_PLAYS: PlayTotals = { plays: 0, clickCount: 0, clickTrend: 0, lastPlayAt: null, votes: 0 };

export class PlayService implements PlayRecorder {
  private tallies = new Map<string, StationTally>();
  private hours = new Map<string, number>();
  private currentVersion = 0;
  private writesHere = 0;
  private reloadWanted = false;
  private reloading: Promise<void> | undefined;
  private publishTimer: NodeJS.Timeout | undefined;
  private rereadTimer: NodeJS.Timeout | undefined;
  private unsubscribe: Unsubscribe | undefined;
  private readonly instanceId = randomUUID();
  private readonly now: () => Date;

  constructor(private readonly options: PlayServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Reads the counts and follows other instances' new ones. */
  async start(): Promise<void> {
    this.unsubscribe = await this.options.pubsub.subscribe(CHANGED_CHANNEL, (message) => {
      if ((message as { origin?: unknown } | null)?.origin !== this.instanceId) this.requestReload();
    });
    await this.load();
  }

  async close(): Promise<void> {
    clearTimeout(this.publishTimer);
    clearTimeout(this.rereadTimer);
    this.unsubscribe?.();
    this.options.reporter?.close();
    await this.reloading;
  }

  /** Changes whenever a count changes, so views sorted by counts know when to sort again. */
  get version(): number {
    return this.currentVersion;
  }

  /**
   * Counts a play unless this client address already played the station today (UTC); true when it
   * counted. Never throws: a failure is logged, since playback must not depend on counting.
   */
  async recordPlay(stationId: string, clientAddress: string): Promise<boolean> {
    try {
      const at = this.now();
      const day = utcDay(at);
      const first = await this.options.rateLimiter.hit(`play:${day}:${stationId}:${clientAddress}`, {
        limit: 1,
        windowMs: untilDayEnds(at),
      });
      if (!first.allowed) return false;
      const play = { stationId, day, hour: utcHour(at), at: at.toISOString() };
      await addPlay(this.options.db, play);
      const tally = this.tallyOf(stationId);
      tally.days.set(day, (tally.days.get(day) ?? 0) + 1);
      forgetBefore(tally.days, dayAfter(day, -2));
      tally.plays += 1;
      tally.lastPlayAt = play.at;
      this.hours.set(play.hour, (this.hours.get(play.hour) ?? 0) + 1);
      forgetBefore(this.hours, hourBefore(at));
      this.changedHere();
      this.reportToRadioBrowser(stationId);
      return true;
    } catch (error) {
      this.options.log.warn(error, `Counting a play of station ${stationId} failed`);
      return false;
    }
  }

  /** Counts a vote unless this client address voted for the station in the last 10 minutes. */
  async recordVote(stationId: string, clientAddress: string): Promise<VoteOutcome> {
    const decision = await this.options.rateLimiter.hit(`vote:${stationId}:${clientAddress}`, {
      limit: 1,
      windowMs: VOTE_WINDOW_MS,
    });
    if (!decision.allowed) return { counted: false, retryAfterSeconds: decision.retryAfterSeconds };
    await addVote(this.options.db, stationId, this.now().toISOString());
    this.tallyOf(stationId).votes += 1;
    this.changedHere();
    return { counted: true };
  }

  totals(stationId: string): PlayTotals {
    const tally = this.tallies.get(stationId);
    if (!tally) return NO_PLAYS;
    const at = this.now();
    const days = recentDays(tally, utcDay(at));
    const elapsed = dayElapsed(at);
    return {
      plays: tally.plays,
      clickCount: clickCount(days, elapsed),
      clickTrend: clickTrend(days, elapsed),
      lastPlayAt: tally.lastPlayAt,
      votes: tally.votes,
    };
  }

  clickTrend(stationId: string): number {
    return this.totals(stationId).clickTrend;
  }

  /** All stations' plays within the last hour and the last 24 hours. */
  recentPlays(): { lastHour: number; lastDay: number } {
    const at = this.now();
    const thisHour = this.hours.get(utcHour(at)) ?? 0;
    const lastHour = slidingCount(thisHour, this.hours.get(hourBefore(at)) ?? 0, hourElapsed(at));
    const today = utcDay(at);
    const elapsed = dayElapsed(at);
    let lastDay = 0;
    for (const tally of this.tallies.values()) lastDay += clickCount(recentDays(tally, today), elapsed);
    return { lastHour, lastDay };
  }

  /** Plays per UTC day over the range, every day listed (0 when none). */
  async playsPerDay(range: DayRange): Promise<DayPlays[]> {
    const days = daysOf(range);
    const sums = await sumPlaysPerDay(this.options.db, range.from, range.to);
    return days.map((day) => ({ day, plays: sums.get(day) ?? 0 }));
  }

  /** Plays over the range per country of the station played, most played first. */
  async playsByCountry(range: DayRange): Promise<CountryPlays[]> {
    daysOf(range);
    return sumPlaysPerCountry(this.options.db, range.from, range.to);
  }

  /** Resolves once every report to Radio Browser queued so far has been sent (or has failed). */
  reportsSettled(): Promise<void> {
    return this.options.reporter?.settled() ?? Promise.resolve();
  }

  private reportToRadioBrowser(stationId: string): void {
    const stationuuid = this.options.catalogue.radioBrowserId(stationId);
    if (stationuuid) this.options.reporter?.report(stationuuid);
  }

  private tallyOf(stationId: string): StationTally {
    let tally = this.tallies.get(stationId);
    if (!tally) {
      tally = { days: new Map(), plays: 0, lastPlayAt: null, votes: 0 };
      this.tallies.set(stationId, tally);
    }
    return tally;
  }

  private changedHere(): void {
    this.currentVersion += 1;
    this.writesHere += 1;
    this.publishTimer ??= setTimeout(() => {
      this.publishTimer = undefined;
      this.options.pubsub.publish(CHANGED_CHANNEL, { origin: this.instanceId }).catch((error: unknown) => {
        this.options.log.warn(error, 'Telling other instances about new play counts failed');
      });
    }, PUBLISH_EVERY_MS).unref();
  }

  private async load(): Promise<void> {
    const at = this.now();
    const counts = await loadRecentCounts(this.options.db, dayAfter(utcDay(at), -2), hourBefore(at));
    const tallies = new Map<string, StationTally>();
    for (const row of counts.totals) {
      tallies.set(row.station_id, {
        days: new Map(),
        plays: row.plays,
        lastPlayAt: row.last_play_at,
        votes: row.votes,
      });
    }
    for (const row of counts.days) tallies.get(row.station_id)?.days.set(row.day, row.plays);
    this.tallies = tallies;
    this.hours = new Map(counts.hours.map((row) => [row.hour, row.plays]));
    this.currentVersion += 1;
  }

  /** Reloads after another instance counted; overlapping requests share one reload and one after it. */
  private requestReload(): void {
    this.reloadWanted = true;
    this.reloading ??= this.reloadWhileWanted().finally(() => {
      this.reloading = undefined;
    });
  }

  private async reloadWhileWanted(): Promise<void> {
    while (this.reloadWanted) {
      this.reloadWanted = false;
      const writesBefore = this.writesHere;
      try {
        await this.load();
      } catch (error) {
        this.options.log.warn(error, 'Reloading play counts after another instance counted one failed');
        continue;
      }
      // A play counted here while the counts were read may be missing from them: read them again soon.
      if (this.writesHere !== writesBefore) {
        this.rereadTimer ??= setTimeout(() => {
          this.rereadTimer = undefined;
          this.requestReload();
        }, REREAD_AFTER_MS).unref();
      }
    }
  }
}

function recentDays(tally: StationTally, today: string): RecentDays {
  return {
    today: tally.days.get(today) ?? 0,
    yesterday: tally.days.get(dayAfter(today, -1)) ?? 0,
    dayBefore: tally.days.get(dayAfter(today, -2)) ?? 0,
  };
}

/** Drops the entries whose (sortable) key comes before `first`. */
function forgetBefore(counts: Map<string, number>, first: string): void {
  for (const key of counts.keys()) if (key < first) counts.delete(key);
}

/** The days of a range, refusing a malformed or overlong one. */
function daysOf(range: DayRange): string[] {
  const isDay = (day: string) => DAY_FORMAT.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
  if (!isDay(range.from) || !isDay(range.to)) {
    throw new BadInput('A day range needs days written YYYY-MM-DD.');
  }
  if (range.to < range.from) throw new BadInput('A day range must not end before it starts.');
  const days = [range.from];
  while ((days.at(-1) as string) < range.to) {
    if (days.length >= MAX_RANGE_DAYS) throw new BadInput(`A day range may span at most ${MAX_RANGE_DAYS} days.`);
    days.push(dayAfter(days.at(-1) as string, 1));
  }
  return days;
}
