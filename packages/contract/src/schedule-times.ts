// When a schedule's programmes really happen: its wall-clock times in the station's zone turned into
// instants (through Intl's time zone data, so DST in either the station's or the listener's zone is
// the runtime's), what is on at an instant and what comes next, and when the current programme ends
// (the player's "End of current show" sleep timer).
import { minutesOf, type Programme, type Schedule, WEEKDAYS, type Weekday } from './schedule';

/** One programme on one date: from `starts_at` up to, not including, `ends_at`. */
export interface ProgrammeOccurrence {
  programme: Programme;
  starts_at: Date;
  ends_at: Date;
}

export interface OnNowAndNext {
  on_now: ProgrammeOccurrence | null;
  next: ProgrammeOccurrence | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'long',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock in a zone at an instant. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  /** "HH:MM". */
  time: string;
  /** The instant's wall clock read as if it were UTC, in milliseconds (seconds included). */
  asUtc: number;
}

export function wallClockAt(instant: Date | number, zone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(instant)) parts[part.type] = part.value;
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) =>
    Number(parts[type]),
  ) as [number, number, number, number, number, number];
  return {
    year,
    month,
    day,
    weekday: (parts.weekday ?? 'Monday').toLowerCase() as Weekday,
    time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Nairobi: +3 h). */
function offsetAt(zone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockAt(whole, zone).asUtc - whole;
}

/**
 * The instant a wall-clock time in a zone names. A time the zone skips (clocks going forward) is
 * moved forward by the gap; a time it has twice (clocks going back) is the earlier one: Temporal's
 * "compatible" choice, which is what a listener expects of a show at 02:30 on such a night.
 */
export function instantOfWallClock(zone: string, wall: number): number {
  const before = offsetAt(zone, wall - DAY_MS);
  const after = offsetAt(zone, wall + DAY_MS);
  const candidates = [wall - before, wall - after].filter((instant) => instant + offsetAt(zone, instant) === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before;
}

/** Each programme's occurrences that overlap [from, to), in time order. */
export function programmeOccurrences(schedule: Pick<Schedule, 'timezone' | 'programmes'>, from: Date, to: Date) {
  const occurrences: ProgrammeOccurrence[] = [];
  if (schedule.programmes.length === 0) return occurrences;
  const first = wallClockAt(from, schedule.timezone);
  // A programme that started the day before may still run at `from`.
  let date = Date.UTC(first.year, first.month - 1, first.day) - DAY_MS;
  const last = wallClockAt(to, schedule.timezone);
  const lastDate = Date.UTC(last.year, last.month - 1, last.day);
  for (; date <= lastDate; date += DAY_MS) {
    // 1970-01-05 was a Monday: weekdays from whole days since then.
    const weekday = WEEKDAYS[((Math.round((date - 4 * DAY_MS) / DAY_MS) % 7) + 7) % 7];
    for (const programme of schedule.programmes) {
      if (programme.day !== weekday) continue;
      const start = minutesOf(programme.start);
      const end = minutesOf(programme.end);
      const startsAt = instantOfWallClock(schedule.timezone, date + start * MINUTE_MS);
      const endDate = end > start ? date : date + DAY_MS;
      const endsAt = instantOfWallClock(schedule.timezone, endDate + end * MINUTE_MS);
      if (endsAt <= startsAt || endsAt <= from.getTime() || startsAt >= to.getTime()) continue;
      occurrences.push({ programme, starts_at: new Date(startsAt), ends_at: new Date(endsAt) });
    }
  }
  return occurrences.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
}

/** What is on at `now` and what starts next (within the coming week), whatever zone the listener is in. */
export function onNowAndNext(schedule: Pick<Schedule, 'timezone' | 'programmes'>, now: Date): OnNowAndNext {
  const weekLater = new Date(now.getTime() + 8 * DAY_MS);
  const occurrences = programmeOccurrences(schedule, now, weekLater);
  const onNow = occurrences.find((occurrence) => occurrence.starts_at <= now && now < occurrence.ends_at) ?? null;
  const next = occurrences.find((occurrence) => occurrence.starts_at > now) ?? null;
  return { on_now: onNow, next };
}

/** When the programme on at `now` ends, or null when nothing is on: the "End of current show" sleep timer. */
export function currentProgrammeEnd(schedule: Pick<Schedule, 'timezone' | 'programmes'>, now: Date): Date | null {
  return onNowAndNext(schedule, now).on_now?.ends_at ?? null;
}
