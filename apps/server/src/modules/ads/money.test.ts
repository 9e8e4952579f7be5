import { describe, expect, it } from 'vitest';
import {
  centsFromDollars,
  clickMicros,
  clickThroughRate,
  cpmMicros,
  dollarsFromMicros,
  impressionMicros,
  SPONSORED_DAY_MICROS,
} from './money';

describe('advertising money', () => {
  it('reads dollars as cents digit by digit, never through floating point', () => {
    expect(centsFromDollars('2')).toBe(200);
    expect(centsFromDollars('2.0')).toBe(200);
    expect(centsFromDollars('0.25')).toBe(25);
    expect(centsFromDollars('0.1')).toBe(10);
    expect(centsFromDollars('1.15')).toBe(115);
    expect(centsFromDollars('9999999.99')).toBe(999_999_999);
  });

  it('earns 12,345 impressions at a $2.00 CPM and 67 clicks at $0.25 as exactly $41.44', () => {
    const impressions = 12_345 * impressionMicros(centsFromDollars('2.00'));
    const clicks = 67 * clickMicros(centsFromDollars('0.25'));
    expect(dollarsFromMicros(impressions)).toBe(24.69);
    expect(dollarsFromMicros(clicks)).toBe(16.75);
    expect(dollarsFromMicros(impressions + clicks)).toBe(41.44);
  });

  it('prices the Advertise page: $0.50 per 1,000 banners, $2.00 per 1,000 audio plays, $5.00 a sponsored day', () => {
    expect(dollarsFromMicros(1000 * impressionMicros(centsFromDollars('0.50')))).toBe(0.5);
    expect(dollarsFromMicros(1000 * impressionMicros(centsFromDollars('2.00')))).toBe(2);
    expect(dollarsFromMicros(SPONSORED_DAY_MICROS)).toBe(5);
  });

  it('rounds to the cent half up, once, at the edge', () => {
    expect(dollarsFromMicros(4_999)).toBe(0);
    expect(dollarsFromMicros(5_000)).toBe(0.01);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in micro-dollars it is 0.3.
    expect(dollarsFromMicros(100_000 + 200_000)).toBe(0.3);
    expect(dollarsFromMicros(764_000)).toBe(0.76);
  });

  it('derives average CPM and CTR from counts', () => {
    expect(dollarsFromMicros(cpmMicros(41_440_000, 12_345))).toBe(3.36);
    expect(cpmMicros(5_000_000, 0)).toBe(0);
    expect(clickThroughRate(67, 12_345)).toBe(0.54);
    expect(clickThroughRate(3, 7)).toBe(42.86);
    expect(clickThroughRate(1, 0)).toBe(0);
  });
});
