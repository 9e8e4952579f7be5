// Group commit: tracking events are answered only once they are durably written, and the events that
// arrive in the same turn of the event loop, or while one transaction commits, are written together. An answer of
// `counted: true` therefore survives a crash of the instance a moment later (SQLite's WAL or
// PostgreSQL's commit), and the rate stays high, since one commit carries every event queued behind it.
import type { Db } from '../../platform/db';
import { recordEvents, type TrackedEvent } from './repo';

/** Most events per transaction; more wait for the next. */
const MAX_BATCH = 2000;

interface Waiting {
  event: TrackedEvent;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

export class EventLedger {
  private queue: Waiting[] = [];
  private writing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** Resolves once the event is written: true when its key was new (it counts), false for a repeat. */
  append(event: TrackedEvent): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ event, resolve, reject });
      this.writing ??= this.drain();
    });
  }

  /** Resolves when every event appended so far is written. */
  async idle(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      // One turn of the event loop first, so the requests that arrived with this one join its
      // transaction: SQLite's driver answers within microtasks, so without it each would commit alone.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const written = await recordEvents(
          this.db,
          batch.map((waiting) => waiting.event),
        );
        for (const [index, waiting] of batch.entries()) waiting.resolve(written[index] ?? false);
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.writing = null;
  }
}
