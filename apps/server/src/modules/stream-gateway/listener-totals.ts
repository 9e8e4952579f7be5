// Live listener counts across every instance: each instance publishes its own counts over pub/sub
// (at once when they change, and every REPORT_EVERY_MS as a sign of life) and keeps the latest
// report of every other one, so any instance answers the total without a round trip. A report
// older than FORGET_AFTER_MS (a crashed instance) no longer counts; a stopping instance says so.
// Changes on many stations at once (thousands of listeners arriving) make one report, not one each.
import { randomUUID } from 'node:crypto';
import type { PubSub, Unsubscribe } from '../../platform/pubsub';

const CHANNEL = 'listener-counts';
export const REPORT_EVERY_MS = 1000;
/** A change is reported within this long, together with the others made meanwhile. */
export const CHANGE_REPORTED_WITHIN_MS = 100;
const FORGET_AFTER_MS = 3 * REPORT_EVERY_MS;

interface Report {
  instance: string;
  /** Station id → listeners on that instance; empty when it stops. */
  counts: Record<string, number>;
}

const isReport = (message: unknown): message is Report =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as Report).instance === 'string' &&
  typeof (message as Report).counts === 'object' &&
  (message as Report).counts !== null;

/** This instance's own listeners. */
export interface LocalListeners {
  listenerCount(stationId: string): number;
  listenerCounts(): Map<string, number>;
}

export class ListenerTotals {
  private readonly instance = randomUUID();
  private readonly others = new Map<string, { counts: Map<string, number>; heardAt: number }>();
  private timer: NodeJS.Timeout | undefined;
  private changeTimer: NodeJS.Timeout | undefined;
  private unsubscribe: Unsubscribe | undefined;

  constructor(
    private readonly pubsub: PubSub,
    private readonly local: LocalListeners,
    private readonly warn: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(CHANNEL, (message) => {
      if (!isReport(message) || message.instance === this.instance) return;
      const counts = new Map(Object.entries(message.counts).filter(([, count]) => Number.isFinite(count)));
      if (counts.size === 0) this.others.delete(message.instance);
      else this.others.set(message.instance, { counts, heardAt: this.now() });
    });
    this.timer = setInterval(() => this.report(), REPORT_EVERY_MS);
    this.timer.unref();
  }

  /** Tells the other instances this one's counts now. */
  report(): void {
    clearTimeout(this.changeTimer);
    this.changeTimer = undefined;
    this.send(Object.fromEntries(this.local.listenerCounts()));
  }

  /** A listener came or went: the other instances hear of it shortly, with any other change made meanwhile. */
  changed(): void {
    this.changeTimer ??= setTimeout(() => this.report(), CHANGE_REPORTED_WITHIN_MS).unref();
  }

  /** Listeners of the station on every instance. */
  count(stationId: string): number {
    let total = this.local.listenerCount(stationId);
    for (const counts of this.liveReports()) total += counts.get(stationId) ?? 0;
    return total;
  }

  /** Every station with listeners on any instance, and how many. */
  counts(): Map<string, number> {
    const totals = new Map(this.local.listenerCounts());
    for (const counts of this.liveReports()) {
      for (const [stationId, count] of counts) totals.set(stationId, (totals.get(stationId) ?? 0) + count);
    }
    return totals;
  }

  /** Stops reporting and tells the others this instance's listeners are gone (they reconnect elsewhere). */
  stop(): void {
    clearInterval(this.timer);
    clearTimeout(this.changeTimer);
    this.unsubscribe?.();
    this.send({});
  }

  private *liveReports(): Iterable<Map<string, number>> {
    const oldest = this.now() - FORGET_AFTER_MS;
    for (const [instance, report] of this.others) {
      if (report.heardAt < oldest) this.others.delete(instance);
      else yield report.counts;
    }
  }

  private send(counts: Record<string, number>): void {
    this.pubsub
      .publish(CHANNEL, { instance: this.instance, counts } satisfies Report)
      .catch((error: Error) => this.warn(`Could not publish listener counts: ${error.message}`));
  }
}
