// The in-memory set of ads that serving reads, so picking an ad never touches SQL: every ad with its
// dates, targets, budgets and latest spend, and the rules that make one eligible for a slot.
import type { AdPosition, AdStatus, AdType, ServedAd } from '@sauti/contract';
import { SPONSORED_DAY_MICROS } from './money';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Pacing lets a daily budget be spent as the day goes, plus an hour's share ahead, so an ad does not
 * spend its whole day in the morning rush and then vanish.
 */
export const PACING_BURST_SHARE = 1 / 24;

/** How much an ad with no budget at all weighs in the draw, as if it had this much left ($10). */
export const UNBUDGETED_WEIGHT_MICROS = 10_000_000;

/** What serving shows of an ad, before the tokens of the session it goes to. */
export type ServedAdBody = Omit<ServedAd, 'click_url' | 'click_token' | 'view_token'>;

export interface IndexedAd {
  id: string;
  adType: AdType;
  position: AdPosition;
  /** What an admin set. */
  switchedOn: boolean;
  startMs: number;
  /** Infinity for an ad without an end date. */
  endMs: number;
  /** Null: everywhere. */
  targetCountries: ReadonlySet<string> | null;
  targetGenres: ReadonlySet<string> | null;
  dailyBudgetMicros: number | null;
  totalBudgetMicros: number | null;
  cpmCents: number;
  cpcCents: number;
  clickUrl: string | null;
  stationId: string | null;
  body: ServedAdBody;
}

export interface Spend {
  totalMicros: number;
  todayMicros: number;
}

const NO_SPEND: Spend = { totalMicros: 0, todayMicros: 0 };

export interface PickRequest {
  position: AdPosition;
  country: string | null;
  genre: string | null;
  now: number;
  /** Ads this session has seen as often as the frequency cap allows. */
  capped: ReadonlySet<string>;
  /** A number in [0, 1). */
  random: () => number;
}

export function startOfUtcDay(now: number): number {
  return now - (now % DAY_MS);
}

/**
 * A sponsored station is paid by the day (its only earning), so it runs while today is paid for or
 * its total budget still covers a day.
 */
function sponsoredDayCovered(ad: IndexedAd, spend: Spend): boolean {
  if (spend.todayMicros > 0 || ad.totalBudgetMicros === null) return true;
  return ad.totalBudgetMicros - spend.totalMicros >= SPONSORED_DAY_MICROS;
}

function budgetSpent(ad: IndexedAd, spend: Spend): boolean {
  if (ad.adType === 'sponsored') return !sponsoredDayCovered(ad, spend);
  return ad.totalBudgetMicros !== null && spend.totalMicros >= ad.totalBudgetMicros;
}

/** The status an admin sees, from the switch, the dates and the spend. */
export function adStatus(ad: IndexedAd, spend: Spend, now: number): AdStatus {
  if (ad.endMs <= now) return 'ended';
  if (budgetSpent(ad, spend)) return 'budget_spent';
  if (!ad.switchedOn) return 'paused';
  if (ad.startMs > now) return 'scheduled';
  return 'active';
}

/** The share of a daily budget that pacing allows spent by `now`: the elapsed share of the day plus the burst. */
function pacedShare(now: number): number {
  return Math.min(1, (now - startOfUtcDay(now)) / DAY_MS + PACING_BURST_SHARE);
}

/** What the daily budget allows spent by `now`, at most all of it. */
export function pacedAllowance(dailyBudgetMicros: number, now: number): number {
  return Math.floor(dailyBudgetMicros * pacedShare(now));
}

function budgetLeftAtShare(ad: IndexedAd, spend: Spend, share: number): number {
  if (ad.adType === 'sponsored') return sponsoredDayCovered(ad, spend) ? SPONSORED_DAY_MICROS : 0;
  let left = Number.POSITIVE_INFINITY;
  if (ad.totalBudgetMicros !== null) left = ad.totalBudgetMicros - spend.totalMicros;
  if (ad.dailyBudgetMicros !== null) {
    left = Math.min(left, Math.floor(ad.dailyBudgetMicros * share) - spend.todayMicros);
  }
  return left === Number.POSITIVE_INFINITY ? UNBUDGETED_WEIGHT_MICROS : Math.max(0, left);
}

/**
 * What the ad may still spend now, or 0 when it must not be served: its total budget's rest, and its
 * daily budget's paced rest; UNBUDGETED_WEIGHT_MICROS when it has neither. A sponsored station's
 * weight is a day's price while its day is covered.
 */
export function budgetLeft(ad: IndexedAd, spend: Spend, now: number): number {
  return budgetLeftAtShare(ad, spend, pacedShare(now));
}

/** Active, within its dates, with budget left: the ad can run, wherever and for whomever. */
export function isRunning(ad: IndexedAd, spend: Spend, now: number): boolean {
  return adStatus(ad, spend, now) === 'active' && budgetLeft(ad, spend, now) > 0;
}

/** An ad without targets goes everywhere; one with targets only where the listener is known to match. */
export function matchesTargets(ad: IndexedAd, country: string | null, genre: string | null): boolean {
  if (ad.targetCountries && !(country && ad.targetCountries.has(country))) return false;
  if (ad.targetGenres && !(genre && ad.targetGenres.has(genre))) return false;
  return true;
}

export class AdIndex {
  private readonly byId: ReadonlyMap<string, IndexedAd>;
  private readonly byPosition = new Map<AdPosition, IndexedAd[]>();
  private spend: ReadonlyMap<string, Spend> = new Map();

  constructor(ads: readonly IndexedAd[]) {
    this.byId = new Map(ads.map((ad) => [ad.id, ad]));
    for (const ad of ads) {
      const list = this.byPosition.get(ad.position) ?? [];
      list.push(ad);
      this.byPosition.set(ad.position, list);
    }
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): IndexedAd | undefined {
    return this.byId.get(id);
  }

  all(): IterableIterator<IndexedAd> {
    return this.byId.values();
  }

  useSpend(spend: ReadonlyMap<string, Spend>): void {
    this.spend = spend;
  }

  spendOf(id: string): Spend {
    return this.spend.get(id) ?? NO_SPEND;
  }

  /**
   * One eligible ad for the slot, drawn at random with each ad's chance proportional to the budget it
   * may still spend (a single pass: each candidate replaces the pick with probability weight / total so far).
   */
  pick({ position, country, genre, now, capped, random }: PickRequest): IndexedAd | null {
    let chosen: IndexedAd | null = null;
    let total = 0;
    const share = pacedShare(now);
    for (const ad of this.byPosition.get(position) ?? []) {
      // The cheap checks first; a spent budget shows as no weight (adStatus's budget_spent).
      if (!ad.switchedOn || ad.startMs > now || ad.endMs <= now) continue;
      if (!matchesTargets(ad, country, genre) || capped.has(ad.id)) continue;
      const weight = budgetLeftAtShare(ad, this.spendOf(ad.id), share);
      if (weight <= 0) continue;
      total += weight;
      if (random() * total < weight) chosen = ad;
    }
    return chosen;
  }

  /** Every ad that can run now, whatever its slot and targets. */
  running(now: number): IndexedAd[] {
    return [...this.byId.values()].filter((ad) => isRunning(ad, this.spendOf(ad.id), now));
  }
}
