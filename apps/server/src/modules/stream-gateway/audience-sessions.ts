// Every relayed listener, signed in or not, as an audience session for the studio's figures: a row
// written when the listener starts (fire and forget) and ended when they leave. Kept per listener:
// the row's id and its pending insert, nothing else. No address or user agent is stored: the country
// (offline GeoIP), the platform, and a listener key, an HMAC of address, user agent and UTC day with
// the app's signing key, so one listener counts once a day and keys cannot be joined across days.
// Each instance refreshes `last_seen_at` of its open sessions; a session whose instance stopped
// refreshing (a crash) is closed at its last sign of life by whichever instance sweeps first.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import { countryOfAddress } from '../../platform/geoip';
import type { SigningKey } from '../../platform/signing';
import { listenerPlatform } from '../listening-sessions';

export const AUDIENCE_REFRESH_MS = 60_000;
/** An open session not refreshed for this long belongs to a crashed instance. */
const STALE_AFTER_MS = 5 * AUDIENCE_REFRESH_MS;

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

  /** The writes begun so far, done (the database closes after them). */
  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  /** A listener began on the station; the answer ends their session (once, however often called). */
  opened(stationId: string, address: string, userAgent: string | undefined): () => void {
    const startedAt = new Date(this.now()).toISOString();
    const id = randomUUID();
    const inserted = this.write('record a listener', () =>
      this.deps.db
        .insertInto('audience_sessions')
        .values({
          id,
          station_id: stationId,
          instance_id: this.instance,
          listener_key: this.listenerKey(address, userAgent, startedAt.slice(0, 10)),
          started_at: startedAt,
          last_seen_at: startedAt,
          ended_at: null,
          country: countryOfAddress(address),
          platform: listenerPlatform(userAgent),
        })
        .execute(),
    );
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const endedAt = new Date(this.now()).toISOString();
      this.write('end a listener', async () => {
        await inserted;
        await this.deps.db
          .updateTable('audience_sessions')
          .set({ ended_at: endedAt, last_seen_at: endedAt })
          .where('id', '=', id)
          .execute();
      });
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
