// Giving back to Radio Browser: a play of a station that came from it is reported there as a click
// (/json/url/{stationuuid}), as Radio Browser asks of every client. Reports wait in a small queue and
// go out in the background through safe-fetch, so playback never waits on them; a failure is logged.
import type { SafeFetch } from '../../platform/safe-fetch';

export interface ClickReporterOptions {
  safeFetch: SafeFetch;
  /** Radio Browser's API server, without a trailing slash. */
  baseUrl: string;
  /** Radio Browser asks for a descriptive one: "Sauti/<version> (+<PUBLIC_URL>)". */
  userAgent: string;
  onError(error: unknown, stationuuid: string): void;
}

/** Past this many waiting reports (Radio Browser unreachable for a while) new ones are dropped. */
const MAX_WAITING = 1000;
const AT_ONCE = 2;
const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

export class ClickReporter {
  private readonly waiting: string[] = [];
  private sending = 0;
  private readonly closing = new AbortController();
  private whenSettled: Array<() => void> = [];
  /** Set while reports are being dropped, so a long outage logs once rather than once per play. */
  private dropping = false;

  constructor(private readonly options: ClickReporterOptions) {}

  /** Queues one click report; returns at once. */
  report(stationuuid: string): void {
    if (this.closing.signal.aborted) return;
    if (this.waiting.length >= MAX_WAITING) {
      if (!this.dropping) {
        this.options.onError(
          new Error('too many click reports are waiting; new ones are dropped for now'),
          stationuuid,
        );
      }
      this.dropping = true;
      return;
    }
    this.waiting.push(stationuuid);
    this.sendWaiting();
  }

  /** Resolves once every queued report has been sent or has failed. */
  settled(): Promise<void> {
    if (this.waiting.length === 0 && this.sending === 0) return Promise.resolve();
    return new Promise((resolve) => this.whenSettled.push(resolve));
  }

  /** Drops waiting reports and ends those being sent. */
  close(): void {
    this.closing.abort();
    this.waiting.length = 0;
  }

  private sendWaiting(): void {
    while (this.sending < AT_ONCE) {
      const next = this.waiting.shift();
      if (next === undefined) break;
      this.sending += 1;
      void this.send(next).finally(() => {
        this.sending -= 1;
        this.sendWaiting();
      });
    }
    if (this.sending > 0 || this.waiting.length > 0) return;
    this.dropping = false;
    for (const resolve of this.whenSettled.splice(0)) resolve();
  }

  private async send(stationuuid: string): Promise<void> {
    const url = `${this.options.baseUrl}/json/url/${encodeURIComponent(stationuuid)}`;
    try {
      const answer = await this.options.safeFetch.read(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json' },
        maxBytes: MAX_ANSWER_BYTES,
        timeoutMs: TIMEOUT_MS,
        signal: this.closing.signal,
      });
      if (answer.status >= 400) throw new Error(`Radio Browser answered ${answer.status}`);
    } catch (error) {
      if (!this.closing.signal.aborted) this.options.onError(error, stationuuid);
    }
  }
}
