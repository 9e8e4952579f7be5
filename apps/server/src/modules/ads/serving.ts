// Serving: the in-memory index of ads, rebuilt when an ad changes (here or on another instance,
// through pub/sub) and given fresh spend after every counter flush; one eligible ad per slot request.
import { randomUUID } from 'node:crypto';
import {
  type ActiveAds,
  AD_RULES,
  type AdPosition,
  adEndpoints,
  pathOf,
  type SponsoredStations,
} from '@sauti/contract';
import type { Counters } from '../../platform/counters';
import type { Db } from '../../platform/db';
import type { PubSub } from '../../platform/pubsub';
import { AdIndex, startOfUtcDay } from './ad-index';
import { indexedAdFromRow } from './ad-view';
import { type Audience, seesAds, type Viewer } from './audience';
import type { ClickTokens } from './click-token';
import { listAds, spendByAd } from './repo';
import type { ViewTokens } from './view-token';

const CHANGED_CHANNEL = 'ads.changed';

export const FREQUENCY_WINDOW_MS = AD_RULES.frequencyCap.windowMinutes * 60_000;
export const AUDIO_SPOT_GAP_MS = AD_RULES.audioSpot.everyMinutes * 60_000;

/**
 * The frequency cap's marks: a signed-in listener's follow them across sessions and devices; an
 * anonymous listener's are their browser session's, never their address's (a NAT is hundreds of people).
 */
export const capKey = (viewer: Viewer, sessionId: string) =>
  viewer.user ? `ads:cap:user:${viewer.user.id}` : `ads:cap:${sessionId}`;
export const audioHeardKey = (sessionId: string) => `ads:audio:${sessionId}`;

export const utcDay = (now: number) => new Date(startOfUtcDay(now)).toISOString().slice(0, 10);

export interface ActiveAdsRequest {
  position: AdPosition;
  country?: string | undefined;
  genre?: string | undefined;
  session_id?: string | undefined;
  page_view_id?: string | undefined;
}

export interface ServingLog {
  warn(message: string): void;
}

export class AdServing {
  private index = new AdIndex([]);
  private readonly instanceId = randomUUID();
  private reloadGeneration = 0;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
    private readonly counters: Counters,
    private readonly audience: Audience,
    private readonly tokens: ClickTokens,
    private readonly viewTokens: ViewTokens,
    private readonly log: ServingLog,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  async start(): Promise<void> {
    await this.pubsub.subscribe(CHANGED_CHANNEL, (message) => {
      const origin = (message as { origin?: string } | null)?.origin;
      if (origin !== this.instanceId) void this.reloadQuietly();
    });
    await this.reload();
  }

  /** The index as it is now. */
  get current(): AdIndex {
    return this.index;
  }

  /** Rebuilds this instance's index and tells the others to. */
  async changed(): Promise<void> {
    await this.reload();
    await this.pubsub.publish(CHANGED_CHANNEL, { origin: this.instanceId });
  }

  async reload(): Promise<void> {
    // A reload that started earlier and ends later must not replace a newer index.
    const generation = ++this.reloadGeneration;
    const now = this.now();
    const [rows, spend] = await Promise.all([listAds(this.db), spendByAd(this.db, utcDay(now))]);
    const index = new AdIndex(rows.map(indexedAdFromRow));
    index.useSpend(spend);
    if (generation === this.reloadGeneration) this.index = index;
  }

  /** Fresh spend for budgets and pacing, after a flush here or elsewhere. */
  async refreshSpend(): Promise<void> {
    const index = this.index;
    index.useSpend(await spendByAd(this.db, utcDay(this.now())));
  }

  private async reloadQuietly(): Promise<void> {
    try {
      await this.reload();
    } catch (error) {
      this.log.warn(`Could not reload the ads after another instance changed them: ${(error as Error).message}`);
    }
  }

  /** Zero or one ad for the slot; none for premium users and admins. */
  async active(request: ActiveAdsRequest, viewer: Viewer): Promise<ActiveAds> {
    if (!seesAds(viewer)) return { success: true, ads: [] };
    const sessionId = request.session_id ?? '';
    if (sessionId && request.position === 'audio_break' && (await this.counters.claimed(audioHeardKey(sessionId)))) {
      return { success: true, ads: [] };
    }
    const [country, capped] = await Promise.all([
      this.audience.countryOf(viewer, request.country),
      this.cappedAds(viewer, sessionId),
    ]);
    const now = this.now();
    const ad = this.index.pick({
      position: request.position,
      country,
      genre: request.genre ?? null,
      now,
      capped,
      random: this.random,
    });
    if (!ad) return { success: true, ads: [] };
    const clickToken = this.tokens.issue(ad.id, sessionId, now);
    const clickUrl = ad.clickUrl ? pathOf(adEndpoints.click, { params: { token: clickToken } }) : null;
    const viewToken = this.viewTokens.issue(
      { adId: ad.id, sessionId, pageViewId: request.page_view_id, slot: request.position },
      now,
    );
    return {
      success: true,
      ads: [{ ...ad.body, click_url: clickUrl, click_token: clickToken, view_token: viewToken }],
    };
  }

  /** The stations boosted today by a running sponsored ad. */
  sponsoredStations(): SponsoredStations {
    const ids = this.index
      .running(this.now())
      .flatMap((ad) => (ad.adType === 'sponsored' && ad.stationId ? [ad.stationId] : []));
    return { station_ids: [...new Set(ids)] };
  }

  private async cappedAds(viewer: Viewer, sessionId: string): Promise<Set<string>> {
    if (!sessionId && !viewer.user) return new Set();
    const seen = await this.counters.tallies(capKey(viewer, sessionId));
    return new Set([...seen].filter(([, count]) => count >= AD_RULES.frequencyCap.impressions).map(([adId]) => adId));
  }
}
