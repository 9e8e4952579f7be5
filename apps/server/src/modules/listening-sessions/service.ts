// Listening sessions: started when a logged-in user plays a station and ended by the player with the
// seconds listened. A player that vanishes (tab closed, phone off) never ends its session, so the
// server closes sessions that have gone quiet, counting up to their last sign of life.
import { randomUUID } from 'node:crypto';
import {
  type AccountExport,
  type EndedListeningSession,
  LISTENING_QUIET_AFTER_SECONDS,
  type ListeningSession,
  type Station,
} from '@sauti/contract';
import type { Db } from '../../platform/db';
import { Conflict, NotFound } from '../../platform/http/errors';
import type { CatalogueService } from '../catalogue';
import {
  closeSession,
  findSession,
  insertSession,
  quietSessions,
  recentStationIds,
  type SessionRow,
  stationsPerListenerSince,
  touchSession,
  userSessions,
} from './repo';

export const SWEEP_EVERY_MS = 60_000;
// One sweep closes at most this many, so a backlog is worked off over a few sweeps, not in one burst.
const SWEEP_BATCH = 500;
// Stations that left the catalogue are skipped in "Recently played"; read a few extra to fill the row.
const RECENT_SLACK = 10;
/** Co-listening is learnt from the last 90 days of plays, at most this many (listener, station) pairs. */
const CO_LISTENING_DAYS = 90;
const CO_LISTENING_PAIRS = 100_000;

const secondsBetween = (from: string, to: string) =>
  Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 1000));

const sessionView = (row: SessionRow): ListeningSession => ({
  session_id: row.id,
  station_id: row.station_id,
  start_time: row.start_time,
});

export interface Sweeper {
  stop(): Promise<void>;
}

export class ListeningService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * `stationRef` is a station's id or slug. The station's audience figures come from the relay's
   * audience sessions (every listener), not from these.
   */
  async start(userId: string, stationRef: string): Promise<ListeningSession> {
    const station = this.catalogue.get(stationRef);
    const now = new Date().toISOString();
    const row: SessionRow = {
      id: randomUUID(),
      user_id: userId,
      station_id: station.id,
      start_time: now,
      last_seen_at: now,
      end_time: null,
      duration_seconds: null,
      ended_by: null,
      country: null,
      platform: null,
    };
    await insertSession(this.db, row);
    return sessionView(row);
  }

  /** Keeps an open session from being closed as quiet while the player still plays. */
  async heartbeat(userId: string, sessionId: string): Promise<void> {
    const session = await this.ownSession(userId, sessionId);
    if (session.end_time !== null) throw new Conflict('This listening session has ended; start a new one.');
    await touchSession(this.db, session.id, new Date().toISOString());
  }

  /**
   * Ends the caller's own session with the seconds the player counted, never more than have passed.
   * Ending it again answers the same; a session the server closed takes the player's figure.
   */
  async end(userId: string, sessionId: string, durationSeconds: number): Promise<EndedListeningSession> {
    const session = await this.ownSession(userId, sessionId);
    if (session.ended_by !== 'client') {
      const endTime = new Date().toISOString();
      const duration = Math.min(durationSeconds, secondsBetween(session.start_time, endTime));
      await closeSession(this.db, session.id, { endTime, durationSeconds: duration, endedBy: 'client' });
      return { ...sessionView(session), end_time: endTime, duration };
    }
    return {
      ...sessionView(session),
      end_time: session.end_time ?? session.start_time,
      duration: session.duration_seconds ?? 0,
    };
  }

  /** Closes sessions with no sign of life for LISTENING_QUIET_AFTER_SECONDS; answers how many. */
  async closeQuietSessions(): Promise<number> {
    const cutoff = new Date(Date.now() - LISTENING_QUIET_AFTER_SECONDS * 1000).toISOString();
    const quiet = await quietSessions(this.db, cutoff, SWEEP_BATCH);
    for (const session of quiet) {
      await closeSession(this.db, session.id, {
        endTime: session.last_seen_at,
        durationSeconds: secondsBetween(session.start_time, session.last_seen_at),
        endedBy: 'server',
      });
    }
    return quiet.length;
  }

  /** Runs closeQuietSessions every SWEEP_EVERY_MS without keeping the process alive. */
  startSweeping(onError: (error: unknown) => void): Sweeper {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = this.closeQuietSessions().catch(onError);
    }, SWEEP_EVERY_MS);
    timer.unref();
    return {
      async stop() {
        clearInterval(timer);
        await running;
      },
    };
  }

  /** The stations the user played, each once, most recent first, for Home's "Recently played". */
  async recentlyPlayed(userId: string, limit: number): Promise<Station[]> {
    const ids = await recentStationIds(this.db, userId, limit + RECENT_SLACK);
    return ids.flatMap((id) => this.catalogue.find(id) ?? []).slice(0, limit);
  }

  /** Every session the user listened, newest first: for a copy of their data. */
  async historyOf(userId: string): Promise<AccountExport['listening_history']> {
    const rows = await userSessions(this.db, userId);
    return rows.map((row) => ({
      station_id: row.station_id,
      station_name: this.catalogue.find(row.station_id)?.name ?? null,
      start_time: row.start_time,
      end_time: row.end_time,
      duration_seconds: row.duration_seconds,
    }));
  }

  /** Someone else's session is as unknown to the caller as one that never existed. */
  private async ownSession(userId: string, sessionId: string): Promise<SessionRow> {
    const session = await findSession(this.db, sessionId);
    if (!session || session.user_id !== userId) throw new NotFound(`No listening session '${sessionId}'.`);
    return session;
  }
}

/**
 * Each listener's distinct stations of the last 90 days, most recent first: what the catalogue
 * learns co-listening from. A plain function of the database, so the catalogue, below this module,
 * is given it when it is built.
 */
export function stationsPerListener(db: Db): Promise<string[][]> {
  const since = new Date(Date.now() - CO_LISTENING_DAYS * 24 * 3600 * 1000).toISOString();
  return stationsPerListenerSince(db, since, CO_LISTENING_PAIRS);
}
