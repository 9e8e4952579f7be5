// Every relayed listener, signed in or not, as an audience session for the studio's figures: a row
// written when the listener starts and ended when they leave. Writes are batched (those made within
// FLUSH_AFTER_MS share a few statements) and never awaited by the relay: a failure is logged, never a
// listener's problem. Kept per listener: the row's id, nothing else once its row is written. No
// address or user agent is stored: the country (offline GeoIP), the platform, and a listener key, an
// HMAC of address, user agent and UTC day with the app's signing key, so one listener counts once a
// day and keys cannot be joined across days. Each instance refreshes `last_seen_at` of its open
// sessions; a session whose instance stopped refreshing (a crash) is closed at its last sign of life
// by whichever instance sweeps next.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db';
import type { AudienceSessionTable } from '../../platform/db/schema';
import { countryOfAddress } from '../../platform/geoip';
import { listenerPlatform } from '../../platform/http/user-agent-platform';
import type { SigningKey } from '../../platform/signing';

export const AUDIENCE_REFRESH_MS = 60_000;
/** An open session not refreshed for this long belongs to a crashed instance. */
const STALE_AFTER_MS = 5 * AUDIENCE_REFRESH_MS;
const FLUSH_AFTER_MS = 100;
/** Rows per statement: well under SQLite's limit on bound values. */
const BATCH_ROWS = 500;

export interface AudienceDependencies {
  db: Db;
  signingKey: SigningKey;
  warn(message: string): void;
  now?: () => number;
}

export class AudienceSessions {
  private readonly instance = randomUUID();
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private starts: Insertable<AudienceSessionTable>[] = [];
  /** Ended sessions to write: end time (to the second) → their ids. */
  private ends = new Map<string, string[]>();
  /** Flushes run one after another, so a session's end is never written before its start. */
  private flushed: Promise<void> = Promise.resolve();
  private readonly writing = new Set<Promise<unknown>>();

  constructor(private readonly deps: AudienceDependencies) {
    this.now = deps.now ?? (() => Date.now());
  }

  start(): void {
    this.timer = setInterval(() => this.refresh(), AUDIENCE_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Writes what is waiting and resolves when every write begun so far is done (the database closes after). */
  async settled(): Promise<void> {
    this.flush();
    await Promise.all([this.flushed, ...this.writing]);
  }

  /** A listener began on the station; the answer ends their session (once, however often called). */
  opened(stationId: string, address: string, userAgent: string | undefined): () => void {
    const startedAt = new Date(this.now()).toISOString();
    const id = randomUUID();
    this.starts.push({
      id,
      station_id: stationId,
      instance_id: this.instance,
      listener_key: this.listenerKey(address, userAgent, startedAt.slice(0, 10)),
      started_at: startedAt,
      last_seen_at: startedAt,
      ended_at: null,
      country: countryOfAddress(address),
      platform: listenerPlatform(userAgent),
    });
    this.flushSoon();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const endedAt = new Date(Math.floor(this.now() / 1000) * 1000).toISOString();
      const ids = this.ends.get(endedAt);
      if (ids) ids.push(id);
      else this.ends.set(endedAt, [id]);
      this.flushSoon();
    };
  }

  /** Keeps this instance's open sessions alive, and closes those of instances gone quiet. */
  refresh(): void {
    const now = this.now();
    const at = new Date(now).toISOString();
    this.write('refresh listeners', async () => {
      await this.deps.db
        .updateTable('audience_sessions')
        .set({ last_seen_at: at })
        .where('instance_id', '=', this.instance)
        .where('ended_at', 'is', null)
        .execute();
      await this.deps.db
        .updateTable('audience_sessions')
        .set((eb) => ({ ended_at: eb.ref('last_seen_at') }))
        .where('ended_at', 'is', null)
        .where('last_seen_at', '<', new Date(now - STALE_AFTER_MS).toISOString())
        .execute();
    });
  }

  private flushSoon(): void {
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS).unref();
  }

  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const [starts, ends] = [this.starts, this.ends];
    if (starts.length === 0 && ends.size === 0) return;
    this.starts = [];
    this.ends = new Map();
    this.flushed = this.flushed.then(async () => {
      for (let at = 0; at < starts.length; at += BATCH_ROWS) {
        const rows = starts.slice(at, at + BATCH_ROWS);
        await this.write('record listeners', () => this.deps.db.insertInto('audience_sessions').values(rows).execute());
      }
      for (const [endedAt, ids] of ends) {
        for (let at = 0; at < ids.length; at += BATCH_ROWS) {
          const some = ids.slice(at, at + BATCH_ROWS);
          await this.write('end listeners', () =>
            this.deps.db
              .updateTable('audience_sessions')
              .set({ ended_at: endedAt, last_seen_at: endedAt })
              .where('id', 'in', some)
              .execute(),
          );
        }
      }
    });
  }

  private listenerKey(address: string, userAgent: string | undefined, day: string): string {
    return this.deps.signingKey.sign(`audience\n${day}\n${address}\n${userAgent ?? ''}`).slice(0, 22);
  }

  /** Runs a write without anyone waiting for it: a failure is logged, never a listener's problem. */
  private write(what: string, run: () => Promise<unknown>): Promise<unknown> {
    const done = run().catch((error: Error) => this.deps.warn(`Could not ${what}: ${error.message}`));
    this.writing.add(done);
    void done.finally(() => this.writing.delete(done));
    return done;
  }
}
