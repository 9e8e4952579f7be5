// Advertising money without floating-point drift: rates and budgets are integer cents, earnings and
// spend integer micro-dollars (a $2.00 CPM earns 2,000 micro-dollars an impression exactly). Dollars
// appear only at the edge: decimal text parsed digit by digit, and answers rounded to the cent.
import { AD_PRICES } from '@sauti/contract';

export const MICROS_PER_CENT = 10_000;

/** "2.5" or "2.50" → 250. The contract has already checked the shape: digits, at most two decimals. */
export function centsFromDollars(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the dollars the wire shows (2.5 for 250). */
export function dollarsFromCents(cents: number): number {
  return cents / 100;
}

/** Micro-dollars rounded half up to the cent, as dollars. */
export function dollarsFromMicros(micros: number): number {
  return dollarsFromCents(Math.floor((micros + MICROS_PER_CENT / 2) / MICROS_PER_CENT));
}

/** What one impression (or heard audio spot) earns at a CPM: CPM cents × 10,000 / 1,000. */
export function impressionMicros(cpmCents: number): number {
  return cpmCents * 10;
}

export function clickMicros(cpcCents: number): number {
  return cpcCents * MICROS_PER_CENT;
}

/** A sponsored station's day (spec section 9: $5.00 a day). */
export const SPONSORED_DAY_MICROS = Math.round(AD_PRICES.sponsored_per_day * 100) * MICROS_PER_CENT;

/** Revenue per 1,000 impressions, in micro-dollars; 0 without impressions. */
export function cpmMicros(revenueMicros: number, impressions: number): number {
  return impressions === 0 ? 0 : Math.floor((revenueMicros * 1000) / impressions);
}

/** Clicks per 100 impressions, rounded to two decimals. */
export function clickThroughRate(clicks: number, impressions: number): number {
  return impressions === 0 ? 0 : Math.round((clicks * 10_000) / impressions) / 100;
}
