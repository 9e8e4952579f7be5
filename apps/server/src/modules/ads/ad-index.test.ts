import { describe, expect, it } from 'vitest';
import {
  AdIndex,
  adStatus,
  budgetLeft,
  type IndexedAd,
  isRunning,
  matchesTargets,
  type PickRequest,
  pacedAllowance,
  type Spend,
  UNBUDGETED_WEIGHT_MICROS,
} from './ad-index';
import { SPONSORED_DAY_MICROS } from './money';

const HOUR = 3600 * 1000;
/** Noon UTC: half the day gone. */
const NOON = Date.parse('2026-03-10T12:00:00Z');
const DOLLAR = 1_000_000;

function anAd(overrides: Partial<IndexedAd> = {}): IndexedAd {
  const id = overrides.id ?? 'ad-1';
  return {
    id,
    adType: 'banner',
    position: 'header',
    switchedOn: true,
    startMs: NOON - 24 * HOUR,
    endMs: Number.POSITIVE_INFINITY,
    targetCountries: null,
    targetGenres: null,
    dailyBudgetMicros: null,
    totalBudgetMicros: null,
    cpmCents: 200,
    cpcCents: 25,
    clickUrl: null,
    stationId: null,
    body: {
      id,
      title: 'An ad',
      description: null,
      ad_type: 'banner',
      position: 'header',
      advertiser: 'Someone',
      image_url: null,
      audio_url: null,
      audio_seconds: null,
      content_html: null,
      station_id: null,
    },
    ...overrides,
  };
}

const spent = (totalMicros: number, todayMicros = 0): Spend => ({ totalMicros, todayMicros });
const NONE = spent(0);

/** A repeatable sequence in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const request = (overrides: Partial<PickRequest> = {}): PickRequest => ({
  position: 'header',
  country: null,
  genre: null,
  now: NOON,
  capped: new Set(),
  random: seeded(1),
  ...overrides,
});

describe('an ad is eligible', () => {
  it('only between its start and end dates', () => {
    expect(adStatus(anAd({ startMs: NOON + HOUR }), NONE, NOON)).toBe('scheduled');
    expect(adStatus(anAd({ endMs: NOON }), NONE, NOON)).toBe('ended');
    expect(adStatus(anAd({ endMs: NOON + 1 }), NONE, NOON)).toBe('active');
    expect(isRunning(anAd({ startMs: NOON + HOUR }), NONE, NOON)).toBe(false);
    expect(isRunning(anAd({ endMs: NOON - 1 }), NONE, NOON)).toBe(false);
  });

  it('only while switched on', () => {
    expect(adStatus(anAd({ switchedOn: false }), NONE, NOON)).toBe('paused');
    expect(isRunning(anAd({ switchedOn: false }), NONE, NOON)).toBe(false);
    // The dates and the budget tell more than the switch.
    expect(adStatus(anAd({ switchedOn: false, endMs: NOON }), NONE, NOON)).toBe('ended');
  });

  it('only while its total budget is not spent', () => {
    const ad = anAd({ totalBudgetMicros: 10 * DOLLAR });
    expect(budgetLeft(ad, spent(4 * DOLLAR), NOON)).toBe(6 * DOLLAR);
    expect(adStatus(ad, spent(10 * DOLLAR), NOON)).toBe('budget_spent');
    expect(isRunning(ad, spent(10 * DOLLAR), NOON)).toBe(false);
  });

  it("only while today's spend is under its daily budget", () => {
    const ad = anAd({ dailyBudgetMicros: 24 * DOLLAR });
    const lateEvening = Date.parse('2026-03-10T23:30:00Z');
    expect(isRunning(ad, spent(30 * DOLLAR, 23 * DOLLAR), lateEvening)).toBe(true);
    expect(isRunning(ad, spent(30 * DOLLAR, 24 * DOLLAR), lateEvening)).toBe(false);
    // A new day starts afresh; its status stays active.
    expect(adStatus(ad, spent(30 * DOLLAR, 24 * DOLLAR), lateEvening)).toBe('active');
  });

  it('only while on pace: a daily budget is spread over the day, with an hour ahead allowed', () => {
    const ad = anAd({ dailyBudgetMicros: 24 * DOLLAR });
    expect(pacedAllowance(24 * DOLLAR, NOON)).toBe(13 * DOLLAR);
    expect(pacedAllowance(24 * DOLLAR, Date.parse('2026-03-10T00:00:00Z'))).toBe(DOLLAR);
    expect(pacedAllowance(24 * DOLLAR, Date.parse('2026-03-10T23:59:00Z'))).toBe(24 * DOLLAR);
    expect(budgetLeft(ad, spent(0, 12 * DOLLAR), NOON)).toBe(DOLLAR);
    expect(isRunning(ad, spent(0, 13 * DOLLAR), NOON)).toBe(false);
    expect(isRunning(ad, spent(0, 13 * DOLLAR), NOON + HOUR)).toBe(true);
  });

  it('only where its targets match a listener known to match them', () => {
    const ad = anAd({ targetCountries: new Set(['NG', 'GH']), targetGenres: new Set(['gospel']) });
    expect(matchesTargets(ad, 'NG', 'gospel')).toBe(true);
    expect(matchesTargets(ad, 'KE', 'gospel')).toBe(false);
    expect(matchesTargets(ad, 'NG', 'jazz')).toBe(false);
    expect(matchesTargets(ad, null, 'gospel')).toBe(false);
    expect(matchesTargets(ad, 'NG', null)).toBe(false);
    expect(matchesTargets(anAd(), null, null)).toBe(true);
  });
});

describe('a sponsored station', () => {
  const sponsored = (overrides: Partial<IndexedAd> = {}) =>
    anAd({ adType: 'sponsored', stationId: 'st-1', dailyBudgetMicros: 5 * DOLLAR, ...overrides });

  it('runs all day once the day is paid, whatever its daily budget says', () => {
    expect(isRunning(sponsored(), spent(5 * DOLLAR, 5 * DOLLAR), NOON)).toBe(true);
  });

  it('runs while its total budget covers another day, and keeps its last paid day', () => {
    const ad = sponsored({ totalBudgetMicros: 10 * DOLLAR });
    expect(isRunning(ad, spent(5 * DOLLAR, 0), NOON)).toBe(true);
    expect(isRunning(ad, spent(10 * DOLLAR, SPONSORED_DAY_MICROS), NOON)).toBe(true);
    expect(adStatus(ad, spent(10 * DOLLAR, 0), NOON)).toBe('budget_spent');
    expect(adStatus(sponsored({ totalBudgetMicros: 7 * DOLLAR }), spent(5 * DOLLAR, 0), NOON)).toBe('budget_spent');
  });
});

describe('picking an ad', () => {
  it('picks only an eligible ad for the slot, and none when none is', () => {
    const index = new AdIndex([
      anAd({ id: 'paused', switchedOn: false }),
      anAd({ id: 'sidebar', position: 'sidebar' }),
      anAd({ id: 'elsewhere', targetCountries: new Set(['ZA']) }),
      anAd({ id: 'fits', targetCountries: new Set(['NG']) }),
    ]);
    expect(index.pick(request({ country: 'NG' }))?.id).toBe('fits');
    expect(index.pick(request({ country: 'KE' }))).toBeNull();
    expect(index.pick(request({ position: 'footer' }))).toBeNull();
  });

  it('leaves out the ads a session has seen as often as the cap allows', () => {
    const index = new AdIndex([anAd({ id: 'seen' }), anAd({ id: 'fresh' })]);
    for (let draw = 0; draw < 20; draw += 1) {
      expect(index.pick(request({ capped: new Set(['seen']), random: seeded(draw) }))?.id).toBe('fresh');
    }
    expect(index.pick(request({ capped: new Set(['seen', 'fresh']) }))).toBeNull();
  });

  it('draws ads in proportion to the budget they have left', () => {
    const index = new AdIndex([
      anAd({ id: 'rich', totalBudgetMicros: 90 * DOLLAR }),
      anAd({ id: 'poor', totalBudgetMicros: 10 * DOLLAR }),
      anAd({ id: 'spent', totalBudgetMicros: 10 * DOLLAR }),
    ]);
    index.useSpend(new Map([['spent', spent(10 * DOLLAR)]]));
    const random = seeded(42);
    const picks = new Map<string, number>();
    for (let draw = 0; draw < 10_000; draw += 1) {
      const id = index.pick(request({ random }))?.id ?? 'none';
      picks.set(id, (picks.get(id) ?? 0) + 1);
    }
    expect(picks.get('spent')).toBeUndefined();
    expect((picks.get('rich') ?? 0) / 10_000).toBeCloseTo(0.9, 1);
    expect((picks.get('poor') ?? 0) / 10_000).toBeCloseTo(0.1, 1);
  });

  it('weighs an ad without any budget as if it had $10 left', () => {
    expect(budgetLeft(anAd(), NONE, NOON)).toBe(UNBUDGETED_WEIGHT_MICROS);
  });
});
