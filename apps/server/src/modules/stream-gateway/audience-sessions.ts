// Every relayed listener, signed in or not, as an audience session for the studio's figures. A session
// is kept in memory while it lasts and its row written once, when it ends; one still open at a refresh
// (every AUDIENCE_REFRESH_MS) or at a graceful stop is written then, open, so a crash loses at most a
// minute of the newest sessions and the figures lag by no more. Writing at the end halves the writes
// of the row-at-start design and keeps a crowd that joins at once (every listener of an instance
// reconnecting after a restart) from becoming a burst of inserts whose garbage the gateway carries.
// Writes are batched (those due within FLUSH_AFTER_MS share a few statements) and never awaited by the
// relay: a failure is logged, never a listener's problem. No address or user agent is stored: the
// country (offline GeoIP), the platform, and a listener key, an HMAC of address, user agent and UTC
// day with the app's signing key, so one listener counts once a day and keys cannot be joined across
// days. Each instance refreshes `last_seen_at` of its open rows; a row whose instance stopped
// refreshing (a crash) is closed at its last sign of life by whichever instance sweeps next.
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

/** A listener's session while it lasts: what its row will say, and the row's id once it is written. */
interface OpenSession {
  stationId: string;
  listenerKey: string;
  startedAt: string;
  country: string | null;
  platform: string;
  id: string | null;
}

export class AudienceSessions {
  private readonly instance = randomUUID();
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly open = new Set<OpenSession>();
  /** Rows to insert: sessions that ended before their row was written, and open ones at a refresh. */
  private rows: Insertable<AudienceSessionTable>[] = [];
  /** Written sessions that ended since: end time (to the second) → their ids. */
  private ends = new Map<string, string[]>();
  /** Writes run one after another, so a session's end is never written before its row. */
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

  /** Writes every session, open ones as open, and resolves when every write begun so far is done (the database closes after). */
  async settled(): Promise<void> {
    this.rowsForOpenSessions(new Date(this.now()).toISOString());
    this.flush();
    await Promise.all([this.flushed, ...this.writing]);
  }

  /** A listener began on the station; the answer ends their session (once, however often called). */
  opened(stationId: string, address: string, userAgent: string | undefined): () => void {
    const startedAt = new Date(this.now()).toISOString();
    const session: OpenSession = {
      stationId,
      listenerKey: this.listenerKey(address, userAgent, startedAt.slice(0, 10)),
      startedAt,
      country: countryOfAddress(address),
      platform: listenerPlatform(userAgent),
      id: null,
    };
    this.open.add(session);
    return () => this.ended(session);
  }

  /** Writes the open sessions not written yet, keeps this instance's open rows alive, and closes those of instances gone quiet. */
  refresh(): void {
    const now = this.now();
    const at = new Date(now).toISOString();
    this.rowsForOpenSessions(at);
    this.flush();
    this.flushed = this.flushed.then(async () => {
      await this.write('refresh listeners', async () => {
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
    });
  }

  private ended(session: OpenSession): void {
    if (!this.open.delete(session)) return;
    const endedAt = new Date(Math.floor(this.now() / 1000) * 1000).toISOString();
    if (session.id === null) {
      this.rows.push(this.rowOf(session, randomUUID(), endedAt, endedAt));
    } else {
      const ids = this.ends.get(endedAt);
      if (ids) ids.push(session.id);
      else this.ends.set(endedAt, [session.id]);
    }
    this.flushSoon();
  }

  private rowsForOpenSessions(lastSeenAt: string): void {
    for (const session of this.open) {
      if (session.id !== null) continue;
      session.id = randomUUID();
      this.rows.push(this.rowOf(session, session.id, lastSeenAt, null));
    }
  }

  private rowOf(
    session: OpenSession,
    id: string,
    lastSeenAt: string,
    endedAt: string | null,
  ): Insertable<AudienceSessionTable> {
    return {
      id,
      station_id: session.stationId,
      instance_id: this.instance,
      listener_key: session.listenerKey,
      started_at: session.startedAt,
      last_seen_at: lastSeenAt,
      ended_at: endedAt,
      country: session.country,
      platform: session.platform,
    };
  }

  private flushSoon(): void {
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS).unref();
  }

  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const [rows, ends] = [this.rows, this.ends];
    if (rows.length === 0 && ends.size === 0) return;
    this.rows = [];
    this.ends = new Map();
    this.flushed = this.flushed.then(async () => {
      for (let at = 0; at < rows.length; at += BATCH_ROWS) {
        const some = rows.slice(at, at + BATCH_ROWS);
        await this.write('record listeners', () => this.deps.db.insertInto('audience_sessions').values(some).execute());
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
