// Tracking: impressions, heard audio spots and clicks become counter increments (in memory, or Redis
// with several instances), written to the database in batches every few seconds and on a graceful stop,
// with their revenue at the ad's rates, by day and listener country. Sponsored stations are charged
// for each day they run.
import { AD_RULES, type ClickEvent, type ImpressionEvent, type TrackReceipt, UNKNOWN_COUNTRY } from '@sauti/contract';
import type { CounterBatch, Counters } from '../../platform/counters';
import type { Db } from '../../platform/db';
import { BadInput, NotFound } from '../../platform/http/errors';
import type { LabelledTally } from '../../platform/metrics';
import type { IndexedAd } from './ad-index';
import { type Audience, isCounted, type Viewer } from './audience';
import { CLICK_TOKEN_LIFETIME_MS, type ClickClaim, type ClickTokens, sessionTag } from './click-token';
import { clickMicros, impressionMicros, SPONSORED_DAY_MICROS } from './money';
import { applyCounterBatch, chargeSponsoredDay, type StatsDelta } from './repo';
import { type AdServing, AUDIO_SPOT_GAP_MS, audioHeardKey, capKey, FREQUENCY_WINDOW_MS, utcDay } from './serving';

/**
 * How long a page view's impression is remembered: long enough for retries and double-fired events.
 * Later repeats still meet the frequency cap; a longer memory would cost the in-memory store a key per
 * event for longer (at 5,000 events/s, 3 million keys in 10 minutes).
 */
const PAGE_VIEW_MS = 10 * 60_000;

export const DEFAULT_FLUSH_INTERVAL_MS = 3000;

type CounterKind = 'impressions' | 'clicks';

/** What sauti_ad_events_total counts: each event received, by kind, counted or refused as invalid. */
export type AdEventTally = LabelledTally<'kind' | 'outcome'>;

const counterField = (adId: string, day: string, country: string, kind: CounterKind) =>
  `${adId}|${day}|${country}|${kind}`;

export interface TrackingLog {
  warn(message: string): void;
}

export class AdTracking {
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly counters: Counters,
    private readonly serving: AdServing,
    private readonly audience: Audience,
    private readonly tokens: ClickTokens,
    private readonly log: TrackingLog,
    private readonly events: AdEventTally,
  ) {}

  /** Flushes every `intervalMs`; `close` stops and flushes what is left. */
  start(intervalMs = DEFAULT_FLUSH_INTERVAL_MS): void {
    this.timer = setInterval(() => {
      this.flush().catch((error: Error) => this.log.warn(`Writing ad counts failed; retrying: ${error.message}`));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left; a failure is logged, since the counts stay for the next start (Redis) or are lost either way. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch((error: Error) => this.log.warn(`Writing ad counts at stop failed: ${error.message}`));
  }

  async impression(event: ImpressionEvent, viewer: Viewer): Promise<TrackReceipt> {
    const ad = this.adOf(event.ad_id);
    const kind = event.kind ?? 'impression';
    const counted =
      isCounted(viewer, event.user_agent) &&
      (ad.adType === 'audio') === (kind === 'audio_half') &&
      (await this.counters.claim(`ads:seen:${ad.id}:${event.session_id}:${event.page_view_id}`, PAGE_VIEW_MS)) &&
      (await this.counters.tally(capKey(event.session_id), ad.id, FREQUENCY_WINDOW_MS)) <=
        AD_RULES.frequencyCap.impressions;
    this.tally(kind, counted);
    if (!counted) return { success: true, counted };
    if (kind === 'audio_half') await this.counters.claim(audioHeardKey(event.session_id), AUDIO_SPOT_GAP_MS);
    await this.count(ad, viewer, event.country, 'impressions');
    return { success: true, counted };
  }

  /** The spec's click call: counted only with the click token served with this ad to this session. */
  async click(event: ClickEvent, viewer: Viewer): Promise<TrackReceipt> {
    const claim = this.tokens.read(event.click_token, Date.now());
    if (!claim || claim.adId !== event.ad_id || claim.sessionTag !== sessionTag(event.session_id)) {
      this.tally('click', false);
      throw new BadInput('This click_token was not served with this ad to this session.', 'bad_click_token');
    }
    return { success: true, counted: await this.recordClick(this.adOf(claim.adId), claim, viewer, event.country) };
  }

  /** A click through our link: records it and answers where to send the listener. */
  async clickThrough(token: string, viewer: Viewer): Promise<string> {
    const claim = this.tokens.read(token, Date.now());
    const ad = claim && this.serving.current.get(claim.adId);
    if (!claim || !ad?.clickUrl) {
      this.tally('click', false);
      throw new NotFound('This ad link is not valid or has expired.');
    }
    await this.recordClick(ad, claim, viewer, undefined);
    return ad.clickUrl;
  }

  /** Writes what was counted: the pending batch and any left by an earlier failure; one flush at a time. */
  flush(): Promise<void> {
    const next = this.flushing.then(() => this.flushNow());
    this.flushing = next.catch(() => undefined);
    return next;
  }

  private async flushNow(): Promise<void> {
    for (const batch of await this.counters.take()) {
      try {
        await applyCounterBatch(this.db, batch.id, await this.deltasOf(batch));
        await this.counters.settle(batch);
      } catch (error) {
        await this.counters.giveBack(batch);
        throw error;
      }
    }
    await this.chargeSponsoredDays();
    await this.serving.refreshSpend();
  }

  private adOf(adId: string): IndexedAd {
    const ad = this.serving.current.get(adId);
    if (!ad) throw new NotFound(`No advertisement '${adId}'.`);
    return ad;
  }

  /** One click per served link, however often it is clicked. */
  private async recordClick(ad: IndexedAd, claim: ClickClaim, viewer: Viewer, hint: string | undefined) {
    const key = `ads:click:${claim.adId}:${claim.sessionTag}:${claim.issued}`;
    const counted = isCounted(viewer, undefined) && (await this.counters.claim(key, CLICK_TOKEN_LIFETIME_MS));
    this.tally('click', counted);
    if (counted) await this.count(ad, viewer, hint, 'clicks');
    return counted;
  }

  /** A bot, a repeat, a capped impression or a forged click is invalid: received, never billed. */
  private tally(kind: string, counted: boolean): void {
    this.events.inc({ kind, outcome: counted ? 'counted' : 'invalid' });
  }

  private async count(ad: IndexedAd, viewer: Viewer, hint: string | undefined, kind: CounterKind) {
    const country = (await this.audience.countryOf(viewer, hint?.toUpperCase())) ?? UNKNOWN_COUNTRY;
    await this.counters.add([[counterField(ad.id, utcDay(Date.now()), country, kind), 1]]);
  }

  /** The batch's counts per ad, day and country, with what they earned at each ad's rates. */
  private async deltasOf(batch: CounterBatch): Promise<StatsDelta[]> {
    const deltas = new Map<string, StatsDelta>();
    for (const [field, amount] of batch.counts) {
      const [adId = '', day = '', country = '', kind] = field.split('|');
      const key = `${adId}|${day}|${country}`;
      const delta = deltas.get(key) ?? { adId, day, country, impressions: 0, clicks: 0, revenueMicros: 0 };
      if (kind === 'clicks') delta.clicks += amount;
      else delta.impressions += amount;
      deltas.set(key, delta);
    }
    const unknown = [...deltas.values()].some((delta) => !this.serving.current.get(delta.adId));
    // Another instance may have counted an ad created since this one last loaded its index.
    if (unknown) await this.serving.reload();
    const priced: StatsDelta[] = [];
    for (const delta of deltas.values()) {
      const ad = this.serving.current.get(delta.adId);
      if (!ad) {
        this.log.warn(`Dropping counts for unknown ad ${delta.adId}.`);
        continue;
      }
      priced.push({ ...delta, revenueMicros: earned(ad, delta) });
    }
    return priced;
  }

  private async chargeSponsoredDays(): Promise<void> {
    const now = Date.now();
    const unpaid = this.serving.current
      .running(now)
      .filter((ad) => ad.adType === 'sponsored' && this.serving.current.spendOf(ad.id).todayMicros === 0);
    for (const ad of unpaid) {
      await chargeSponsoredDay(this.db, {
        adId: ad.id,
        day: utcDay(now),
        country: UNKNOWN_COUNTRY,
        impressions: 0,
        clicks: 0,
        revenueMicros: SPONSORED_DAY_MICROS,
      });
    }
  }
}

/** Impressions (or heard audio spots) at the CPM and clicks at the CPC; a sponsored station earns by the day. */
export function earned(ad: IndexedAd, counts: { impressions: number; clicks: number }): number {
  if (ad.adType === 'sponsored') return 0;
  return counts.impressions * impressionMicros(ad.cpmCents) + counts.clicks * clickMicros(ad.cpcCents);
}
