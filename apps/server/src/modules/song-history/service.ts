// Song history: the titles each station's stream announced, kept by the instance whose relay heard
// them. The same title again in a row is one entry; a station keeps its last SONG_HISTORY_MAX titles
// of the last SONG_HISTORY_DAYS days, pruned as entries are written. Entries are numbered per station,
// one more than the latest: two instances relaying the same station both hear its title changes and
// both write the same number, and the unique key on (station, number) keeps the first writer's, so a
// title heard by both is kept once. The numbers, not the instances' clocks, give the order.
import { type PlayedSong, SONG_HISTORY_DAYS, SONG_HISTORY_MAX } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { forgetSongs, insertSong, latestSong, recentSongs } from './repo';

const KEPT_FOR_MS = SONG_HISTORY_DAYS * 24 * 60 * 60_000;

export interface SongHistoryDependencies {
  db: Db;
  log: { warn(message: string): void };
}

export class SongHistoryService {
  /** This instance's writes, one after the other, so a title never races the one before it. */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: SongHistoryDependencies) {}

  /**
   * Keeps a title the relay on this instance heard now; written in the background, in the order
   * heard. A failed write is logged: the history is a record, not something a listener waits for.
   */
  heard(stationId: string, title: string): void {
    const playedAt = new Date();
    this.writing = this.writing
      .then(() => this.write(stationId, title, playedAt))
      .catch((error: Error) => this.deps.log.warn(`Could not keep a song of station ${stationId}: ${error.message}`));
  }

  /** Resolves once every title heard so far is written (or failed). */
  settled(): Promise<void> {
    return this.writing;
  }

  /** The station's latest titles, newest first. */
  async list(stationId: string, limit: number): Promise<PlayedSong[]> {
    const since = new Date(Date.now() - KEPT_FOR_MS).toISOString();
    return recentSongs(this.deps.db, stationId, since, limit);
  }

  private async write(stationId: string, title: string, playedAt: Date): Promise<void> {
    const { db } = this.deps;
    const latest = await latestSong(db, stationId);
    if (latest?.title === title && Date.parse(latest.played_at) > playedAt.getTime() - KEPT_FOR_MS) return;
    const seq = (latest?.seq ?? 0) + 1;
    const added = await insertSong(db, { station_id: stationId, seq, title, played_at: playedAt.toISOString() });
    if (!added) return;
    const since = new Date(playedAt.getTime() - KEPT_FOR_MS).toISOString();
    await forgetSongs(db, stationId, since, seq - SONG_HISTORY_MAX);
  }
}
