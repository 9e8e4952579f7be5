// Tracking: impressions, heard audio spots and clicks, each checked against the token served with the
// ad and judged by the invalid-traffic rules, then written durably (group commit, ledger.ts) before the
// answer: counted ones at the ad's rates by day and listener country, invalid ones with their reason.
// Sponsored stations are charged for each day they run. Counter batches (how counts were written
// before) are still applied when an older instance left some in Redis.
import {
  AD_RULES,
  adEndpoints,
  type ClickEvent,
  type ImpressionEvent,
  type InvalidReason,
  pathOf,
  type TrackReceipt,
  UNKNOWN_COUNTRY,
} from '@sauti/contract';
import type { CounterBatch, Counters } from '../../platform/counters';
import type { Db } from '../../platform/db';
import { BadInput, NotFound } from '../../platform/http/errors';
import type { LabelledTally } from '../../platform/metrics';
import type { IndexedAd } from './ad-index';
import { type Audience, seesAds, type Viewer } from './audience';
import { CLICK_TOKEN_LIFETIME_MS, type ClickClaim, type ClickTokens, sessionTag } from './click-token';
import type { InvalidTraffic } from './invalid-traffic';
import type { EventLedger } from './ledger';
import { clickMicros, impressionMicros, SPONSORED_DAY_MICROS } from './money';
import { applyCounterBatch, chargeSponsoredDay, forgetExpiredEventKeys, type StatsDelta } from './repo';
import { type AdServing, AUDIO_SPOT_GAP_MS, audioHeardKey, capKey, FREQUENCY_WINDOW_MS, utcDay } from './serving';
import { VIEW_TOKEN_LIFETIME_MS, type ViewTokens } from './view-token';

export const DEFAULT_FLUSH_INTERVAL_MS = 3000;

/**
 * How long the shared marks remember a page view's impression: long enough for retries and
 * double-fired events, short enough that the in-memory store does not hold a key per event for the
 * token's whole 30 minutes (at 5,000 events/s, 3 million keys in 10 minutes). A later replay is
 * still refused by the ledger's key; it only meets the frequency cap's tally first.
 */
const PAGE_VIEW_MARK_MS = 10 * 60_000;

type CounterKind = 'impressions' | 'clicks';

/** What sauti_ad_events_total counts: each event received, by kind, counted or refused as invalid. */
export type AdEventTally = LabelledTally<'kind' | 'outcome'>;

export interface TrackingLog {
  warn(message: string): void;
}

export interface TrackingParts {
  db: Db;
  counters: Counters;
  serving: AdServing;
  audience: Audience;
  clickTokens: ClickTokens;
  viewTokens: ViewTokens;
  invalidTraffic: InvalidTraffic;
  ledger: EventLedger;
  log: TrackingLog;
  events: AdEventTally;
  now: () => number;
}

interface EventKey {
  key: string;
  expiresAt: number;
}

export class AdTracking {
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly parts: TrackingParts) {}

  /** Flushes every `intervalMs`; `close` stops and flushes what is left. */
  start(intervalMs = DEFAULT_FLUSH_INTERVAL_MS): void {
    this.timer = setInterval(() => {
      this.flush().catch((error: Error) => this.parts.log.warn(`Writing ad counts failed; retrying: ${error.message}`));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left; a failure is logged (the events were answered only once written). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch((error: Error) =>
      this.parts.log.warn(`Writing ad counts at stop failed: ${error.message}`),
    );
  }

  /**
   * A viewable impression or half an audio spot heard: only with the view token served with this ad
   * to this session and page view (else 400 bad_view_token); counted once per page view, invalid
   * traffic recorded with its reason, answered once written.
   */
  async impression(event: ImpressionEvent, viewer: Viewer): Promise<TrackReceipt> {
    const kind = event.kind ?? 'impression';
    const expected = { adId: event.ad_id, sessionId: event.session_id, pageViewId: event.page_view_id };
    const claim = this.parts.viewTokens.read(event.view_token, expected, this.parts.now());
    if (!claim) {
      this.tally(kind, false);
      throw new BadInput(
        'This view_token was not served with this ad to this session and page view, or has expired.',
        'bad_view_token',
      );
    }
    const ad = this.adOf(claim.adId);
    if (!seesAds(viewer) || (ad.adType === 'audio') !== (kind === 'audio_half')) return this.notCounted(kind);
    const pageView = claim.pageViewTag === '-' ? claim.signature : claim.pageViewTag;
    const key = `view:${ad.id}:${claim.sessionTag}:${pageView}`;
    // A quick first look in the shared marks; the ledger's key is what makes it count once.
    if (!(await this.parts.counters.claim(`ads:seen:${key}`, PAGE_VIEW_MARK_MS))) return this.notCounted(kind);
    const invalid = await this.parts.invalidTraffic.impression(
      viewer,
      event.user_agent,
      claim.sessionTag,
      claim.issuedMs,
    );
    if (!invalid) {
      const seen = await this.parts.counters.tally(capKey(viewer, event.session_id), ad.id, FREQUENCY_WINDOW_MS);
      if (seen > AD_RULES.frequencyCap.impressions) return this.notCounted(kind);
    }
    const written = await this.record(ad, viewer, event.country, 'impressions', invalid, {
      key,
      expiresAt: claim.issuedMs + VIEW_TOKEN_LIFETIME_MS,
    });
    const counted = written && !invalid;
    this.tally(kind, counted);
    if (counted && kind === 'audio_half') {
      await this.parts.counters.claim(audioHeardKey(event.session_id), AUDIO_SPOT_GAP_MS);
    }
    return { success: true, counted };
  }

  /** The spec's click call: counted only with the click token served with this ad to this session. */
  async click(event: ClickEvent, viewer: Viewer): Promise<TrackReceipt> {
    const claim = this.parts.clickTokens.read(event.click_token, this.parts.now());
    if (!claim || claim.adId !== event.ad_id || claim.sessionTag !== sessionTag(event.session_id)) {
      this.tally('click', false);
      throw new BadInput('This click_token was not served with this ad to this session.', 'bad_click_token');
    }
    return { success: true, counted: await this.recordClick(this.adOf(claim.adId), claim, viewer, event.country) };
  }

  /** A click through our link (banner, HTML or native ad): records it and answers where to send the listener. */
  async clickThrough(token: string, viewer: Viewer): Promise<string> {
    const claim = this.parts.clickTokens.read(token, this.parts.now());
    const ad = claim && this.parts.serving.current.get(claim.adId);
    if (!claim || !ad?.clickUrl) {
      this.tally('click', false);
      throw new NotFound('This ad link is not valid or has expired.');
    }
    await this.recordClick(ad, claim, viewer, undefined);
    return ad.clickUrl;
  }

  /** Our click link for a click token served with this ad, or null for a token that is not (an HTML ad's frame links through it). */
  clickPathFor(adId: string, token: string): string | null {
    const claim = this.parts.clickTokens.read(token, this.parts.now());
    if (claim?.adId !== adId || !this.parts.serving.current.get(adId)?.clickUrl) return null;
    return pathOf(adEndpoints.click, { params: { token } });
  }

  /** Writes what is pending (events in the ledger, old counter batches), charges sponsored days, refreshes spend; one flush at a time. */
  flush(): Promise<void> {
    const next = this.flushing.then(() => this.flushNow());
    this.flushing = next.catch(() => undefined);
    return next;
  }

  private async flushNow(): Promise<void> {
    await this.parts.ledger.idle();
    await forgetExpiredEventKeys(this.parts.db, this.parts.now());
    for (const batch of await this.parts.counters.take()) {
      try {
        await applyCounterBatch(this.parts.db, batch.id, await this.deltasOf(batch));
        await this.parts.counters.settle(batch);
      } catch (error) {
        await this.parts.counters.giveBack(batch);
        throw error;
      }
    }
    await this.chargeSponsoredDays();
    await this.parts.serving.refreshSpend();
  }

  private adOf(adId: string): IndexedAd {
    const ad = this.parts.serving.current.get(adId);
    if (!ad) throw new NotFound(`No advertisement '${adId}'.`);
    return ad;
  }

  private notCounted(kind: string): TrackReceipt {
    this.tally(kind, false);
    return { success: true, counted: false };
  }

  /** One click per served link, however often it is clicked; invalid clicks recorded with their reason. */
  private async recordClick(ad: IndexedAd, claim: ClickClaim, viewer: Viewer, hint: string | undefined) {
    if (!seesAds(viewer)) return this.notCounted('click').counted;
    const issuedMs = Number.parseInt(claim.issued, 36);
    const invalid = await this.parts.invalidTraffic.click(viewer, claim.sessionTag, issuedMs);
    const written = await this.record(ad, viewer, hint, 'clicks', invalid, {
      key: `click:${claim.adId}:${claim.sessionTag}:${claim.issued}`,
      expiresAt: issuedMs + CLICK_TOKEN_LIFETIME_MS,
    });
    const counted = written && !invalid;
    this.tally('click', counted);
    return counted;
  }

  /** A bot, a repeat, a capped impression or a forged click is invalid: received, never billed. */
  private tally(kind: string, counted: boolean): void {
    this.parts.events.inc({ kind, outcome: counted ? 'counted' : 'invalid' });
  }

  /** Writes the event through the ledger: true once written, false when its key was written before. */
  private async record(
    ad: IndexedAd,
    viewer: Viewer,
    hint: string | undefined,
    kind: CounterKind,
    invalid: InvalidReason | null,
    { key, expiresAt }: EventKey,
  ): Promise<boolean> {
    const country = (await this.parts.audience.countryOf(viewer, hint?.toUpperCase())) ?? UNKNOWN_COUNTRY;
    const counts = { impressions: kind === 'impressions' ? 1 : 0, clicks: kind === 'clicks' ? 1 : 0 };
    return this.parts.ledger.append({
      key,
      expiresAt,
      adId: ad.id,
      day: utcDay(this.parts.now()),
      country,
      kind,
      revenueMicros: invalid ? 0 : earned(ad, counts),
      invalid,
    });
  }

  /** An older batch's counts per ad, day and country, with what they earned at each ad's rates. */
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
    const serving = this.parts.serving;
    const unknown = [...deltas.values()].some((delta) => !serving.current.get(delta.adId));
    // Another instance may have counted an ad created since this one last loaded its index.
    if (unknown) await serving.reload();
    const priced: StatsDelta[] = [];
    for (const delta of deltas.values()) {
      const ad = serving.current.get(delta.adId);
      if (!ad) {
        this.parts.log.warn(`Dropping counts for unknown ad ${delta.adId}.`);
        continue;
      }
      priced.push({ ...delta, revenueMicros: earned(ad, delta) });
    }
    return priced;
  }

  private async chargeSponsoredDays(): Promise<void> {
    const now = this.parts.now();
    const index = this.parts.serving.current;
    const unpaid = index
      .running(now)
      .filter((ad) => ad.adType === 'sponsored' && index.spendOf(ad.id).todayMicros === 0);
    for (const ad of unpaid) {
      await chargeSponsoredDay(this.parts.db, {
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
