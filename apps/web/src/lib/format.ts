// How numbers, dates and times read on screen, in the visitor's locale (the i18n layer hands it in):
// grouped thousands for counts, percentages, megabytes, short dates and times, and "5 minutes ago" for
// recent moments.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function memoised<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter as T;
}

export function formatCount(value: number, locale = 'en'): string {
  return memoised(`count:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** "70%", "70 %": a 0..1 share as the locale writes a percentage. */
export function formatPercent(share: number, locale = 'en'): string {
  return memoised(`percent:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent' })).format(share);
}

/** "29 MB", "1.5 MB", "28,8 Mo" → whole megabytes from 10 up, one decimal below. */
export function formatMegabytes(megabytes: number, locale = 'en'): string {
  const digits = megabytes >= 10 ? 0 : 1;
  return memoised(
    `megabytes:${digits}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: digits }),
  ).format(megabytes);
}

/** "14:05" or "2:05 PM", as the locale writes a time of day. */
export function formatTime(date: Date, locale = 'en'): string {
  return memoised(`time:${locale}`, () => new Intl.DateTimeFormat(locale, { timeStyle: 'short' })).format(date);
}

/** "23 Nov 2026", "23 nov. 2026", "٢٣ نوفمبر ٢٠٢٦" (in that locale's digits). */
export function formatDate(date: Date, locale = 'en'): string {
  return memoised(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(date);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago", "yesterday", "in 2 hours": the largest whole unit between `date` and `now`. */
export function formatRelativeTime(date: Date, now: Date, locale = 'en'): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  const formatter = memoised(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  return formatter.format(Math.trunc(seconds / size), unit);
}
