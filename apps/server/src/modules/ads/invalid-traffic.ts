// Invalid traffic (MRC's IVT guidelines): events no person makes are recorded with their reason and
// never billed. General: known crawlers and requests without a user agent. Sophisticated: more new
// sessions from one address in a minute than the people behind it open, impressions sooner after
// their serve than an ad can be seen, clicks sooner than a page can load and be read, and more clicks
// in one session than a person makes. The marks live in the shared counters (Redis with several
// instances), so every instance judges the same traffic alike.
import type { InvalidReason } from '@sauti/contract';
import { isbot } from 'isbot';
import type { Counters } from '../../platform/counters';
import type { Viewer } from './audience';

/** The thresholds (settings AD_*, README) and the clock the rules read, which tests bring their own of. */
export interface AdTrafficSettings {
  /** An impression sooner than this after its serve is too fast (the one-second viewability rule). */
  minViewMs: number;
  /** A click sooner than this after its serve is too fast: the page had not loaded and been read. */
  minClickMs: number;
  /**
   * New ad sessions one client address may open in a minute. A carrier-grade NAT puts hundreds of
   * real listeners behind one address, each opening a session now and then; a script opens thousands.
   */
  maxSessionsPerAddressPerMinute: number;
  /** Clicks one session may make in an hour. */
  maxClicksPerSessionPerHour: number;
  now: () => number;
}

export const DEFAULT_AD_TRAFFIC: AdTrafficSettings = {
  minViewMs: 1000,
  minClickMs: 1500,
  maxSessionsPerAddressPerMinute: 600,
  maxClicksPerSessionPerHour: 10,
  now: Date.now,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A known robot, or a client that does not say what it is. */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}

export class InvalidTraffic {
  constructor(
    private readonly counters: Counters,
    private readonly settings: AdTrafficSettings,
  ) {}

  /** Why an impression served at `servedMs` to the session with this tag is invalid, or null when a person could have seen it. */
  async impression(
    viewer: Viewer,
    declaredAgent: string | undefined,
    tag: string,
    servedMs: number,
  ): Promise<InvalidReason | null> {
    if (isCrawler(viewer.userAgent) || (declaredAgent !== undefined && isbot(declaredAgent))) return 'crawler';
    if (this.settings.now() - servedMs < this.settings.minViewMs) return 'too_fast';
    if (await this.addressFlooded(viewer.address, tag)) return 'address_flood';
    return null;
  }

  /** Why a click on an ad served at `servedMs` is invalid, or null. */
  async click(viewer: Viewer, tag: string, servedMs: number): Promise<InvalidReason | null> {
    if (isCrawler(viewer.userAgent)) return 'crawler';
    if (this.settings.now() - servedMs < this.settings.minClickMs) return 'click_too_fast';
    if (await this.addressFlooded(viewer.address, tag)) return 'address_flood';
    const clicks = await this.counters.tally(`ads:clicks:${tag}`, 'clicks', HOUR_MS);
    return clicks > this.settings.maxClicksPerSessionPerHour ? 'click_flood' : null;
  }

  /** True when this address has opened more sessions this minute than the setting allows. */
  private async addressFlooded(address: string, tag: string): Promise<boolean> {
    const key = `ads:address:${address}`;
    const fresh = await this.counters.claim(`ads:address-session:${address}:${tag}`, MINUTE_MS);
    const sessions = fresh
      ? await this.counters.tally(key, 'sessions', MINUTE_MS)
      : ((await this.counters.tallies(key)).get('sessions') ?? 0);
    return sessions > this.settings.maxSessionsPerAddressPerMinute;
  }
}
