// Radio Browser's clickcount ("clicks within the last 24 hours") and clicktrend ("the difference of
// the click counts within the last 2 days") from counts kept per UTC day. A day's count does not say
// when in the day its plays happened, so the 24 hours reaching back into yesterday take yesterday's
// plays in proportion to the part of yesterday they cover, as sliding-window rate counters do.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The UTC day holding `at`, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC hour holding `at`, as YYYY-MM-DDTHH. */
export function utcHour(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** The UTC day `days` days after `day` (before, when negative). */
export function dayAfter(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The UTC hour before the one holding `at`. */
export function hourBefore(at: Date): string {
  return utcHour(new Date(at.getTime() - HOUR_MS));
}

/** Milliseconds from `at` to the end of its UTC day. */
export function untilDayEnds(at: Date): number {
  return DAY_MS - (at.getTime() % DAY_MS);
}

/** How far into its UTC day `at` is: 0 at midnight, just under 1 before the next. */
export function dayElapsed(at: Date): number {
  return (at.getTime() % DAY_MS) / DAY_MS;
}

/** How far into its UTC hour `at` is. */
export function hourElapsed(at: Date): number {
  return (at.getTime() % HOUR_MS) / HOUR_MS;
}

/** Plays over one period ending now: the current period's, and the share of the last one still inside it. */
export function slidingCount(current: number, previous: number, elapsed: number): number {
  return Math.round(current + previous * (1 - elapsed));
}

export interface RecentDays {
  today: number;
  yesterday: number;
  dayBefore: number;
}

/** Plays within the last 24 hours. */
export function clickCount(days: RecentDays, elapsed: number): number {
  return slidingCount(days.today, days.yesterday, elapsed);
}

/** The last 24 hours' plays minus the 24 hours' before: positive while a station is played more. */
export function clickTrend(days: RecentDays, elapsed: number): number {
  // The 24 hours before the last 24: the part of yesterday up to this time of day, and the rest of the day before.
  const before = Math.round(days.yesterday * elapsed + days.dayBefore * (1 - elapsed));
  return clickCount(days, elapsed) - before;
}
