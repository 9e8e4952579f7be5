// A station's audience figures from its audience sessions (every listener the gateway relayed, signed
// in or not), chat messages and new favourites over whole days in a time zone. A session is a
// listening span: its connection's start to its end, or to its latest sign of life while open. A
// listener is a listener key, the same within a UTC day. A session counts (sessions, median, listeners, countries, platforms)
// in the day and hour it started; its listening time and concurrency count in every hour it lasted.
// Countries and platforms are those of the sessions that started in the range, with their listening.
// Countries with fewer than AUDIENCE_MIN_COUNTRY_LISTENERS listeners, and unknown ones, are "other".
import {
  AUDIENCE_MIN_COUNTRY_LISTENERS,
  type AudienceCountry,
  type AudienceDay,
  type AudienceHour,
  type AudiencePlatform,
  type AudienceStats,
  instantOfWallClock,
  LISTENER_PLATFORMS,
  type ListenerPlatform,
  wallClockAt,
} from '@sauti/contract';
import type { SessionSpan } from './repo';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const OTHER_COUNTRIES = 'other';

export interface AudienceRange {
  /** First and last day, both included, as YYYY-MM-DD in `timezone`. */
  from: string;
  to: string;
  timezone: string;
}

export interface AudienceInput {
  stationId: string;
  range: AudienceRange;
  sessions: readonly SessionSpan[];
  chatMessages: readonly string[];
  favourites: readonly string[];
}

/** The instants the range's days start at, and the one after its last day: [from, to). */
export function rangeInstants(range: AudienceRange): { from: number; to: number } {
  const dayAfter = Date.parse(`${range.to}T00:00:00Z`) + DAY_MS;
  return {
    from: instantOfWallClock(range.timezone, Date.parse(`${range.from}T00:00:00Z`)),
    to: instantOfWallClock(range.timezone, dayAfter),
  };
}

interface Span {
  listener: string;
  start: number;
  end: number;
  country: string | null;
  platform: ListenerPlatform;
}

function spanOf(session: SessionSpan): Span {
  const start = Date.parse(session.started_at);
  const end = Date.parse(session.ended_at ?? session.last_seen_at);
  const platform = (LISTENER_PLATFORMS as readonly string[]).includes(session.platform)
    ? (session.platform as ListenerPlatform)
    : 'other';
  return { listener: session.listener_key, start, end: Math.max(start, end), country: session.country, platform };
}

/** Where an instant falls in the zone: its day (YYYY-MM-DD), its hour, and when that hour ends. */
function localHour(instant: number, zone: string): { day: string; hour: number; hourEnds: number } {
  const clock = wallClockAt(instant, zone);
  const intoHour = (clock.asUtc % HOUR_MS) + (instant % 1000);
  return {
    day: `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`,
    hour: Number(clock.time.slice(0, 2)),
    hourEnds: instant - intoHour + HOUR_MS,
  };
}

/** Calls `each` for every local hour piece of [start, end). */
function forEachHour(start: number, end: number, zone: string, each: (day: string, hour: number, ms: number) => void) {
  for (let at = start; at < end; ) {
    const { day, hour, hourEnds } = localHour(at, zone);
    const pieceEnd = Math.min(end, hourEnds);
    each(day, hour, pieceEnd - at);
    at = pieceEnd;
  }
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const hoursOf = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

/** Every day from `from` to `to`, both included. */
function daysOf(range: AudienceRange): string[] {
  const days: string[] = [];
  for (let day = Date.parse(`${range.from}T00:00:00Z`); day <= Date.parse(`${range.to}T00:00:00Z`); day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

interface Group {
  listeners: Set<string>;
  sessions: number;
  ms: number;
}
const aGroup = (): Group => ({ listeners: new Set(), sessions: 0, ms: 0 });
function groupIn<K>(groups: Map<K, Group>, key: K): Group {
  let group = groups.get(key);
  if (!group) {
    group = aGroup();
    groups.set(key, group);
  }
  return group;
}

/** The largest number of spans open at once, overall (with when) and within each day and hour of day. */
function concurrency(spans: readonly Span[], from: number, to: number, zone: string) {
  const events: [number, number][] = [];
  for (const span of spans) {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end <= start) continue;
    events.push([start, 1], [end, -1]);
  }
  // At the same instant, ends come first: a listener who leaves as another arrives is not two at once.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const byDay = new Map<string, number>();
  const byHour = new Map<number, number>();
  let open = 0;
  let peak = 0;
  let peakAt: number | null = null;
  events.forEach(([at, change], index) => {
    open += change;
    const until = events[index + 1]?.[0] ?? at;
    if (open <= 0 || until <= at) return;
    if (open > peak) {
      peak = open;
      peakAt = at;
    }
    forEachHour(at, until, zone, (day, hour) => {
      byDay.set(day, Math.max(byDay.get(day) ?? 0, open));
      byHour.set(hour, Math.max(byHour.get(hour) ?? 0, open));
    });
  });
  return { peak, peakAt: peakAt as number | null, byDay, byHour };
}

function countriesShown(groups: Map<string | null, Group>): AudienceCountry[] {
  const shown: AudienceCountry[] = [];
  const other = aGroup();
  for (const [country, group] of groups) {
    if (country !== null && group.listeners.size >= AUDIENCE_MIN_COUNTRY_LISTENERS) {
      shown.push({ country, unique_listeners: group.listeners.size, listening_hours: hoursOf(group.ms) });
      continue;
    }
    for (const listener of group.listeners) other.listeners.add(listener);
    other.ms += group.ms;
  }
  shown.sort((a, b) => b.unique_listeners - a.unique_listeners || a.country.localeCompare(b.country));
  if (other.listeners.size > 0) {
    shown.push({
      country: OTHER_COUNTRIES,
      unique_listeners: other.listeners.size,
      listening_hours: hoursOf(other.ms),
    });
  }
  return shown;
}

export function audienceFigures({
  stationId,
  range,
  sessions,
  chatMessages,
  favourites,
}: AudienceInput): AudienceStats {
  const { from, to } = rangeInstants(range);
  const zone = range.timezone;
  const spans = sessions.map(spanOf).filter((span) => span.end > from && span.start < to);
  const started = spans.filter((span) => span.start >= from);

  const days = new Map(daysOf(range).map((day) => [day, { ...aGroup(), chat: 0, favourites: 0 }]));
  const hours = new Map(Array.from({ length: 24 }, (_, hour) => [hour, aGroup()]));
  const countries = new Map<string | null, Group>();
  const platforms = new Map<ListenerPlatform, Group>();
  let totalMs = 0;

  for (const span of spans) {
    forEachHour(Math.max(span.start, from), Math.min(span.end, to), zone, (day, hour, ms) => {
      totalMs += ms;
      const dayGroup = days.get(day);
      if (dayGroup) dayGroup.ms += ms;
      groupIn(hours, hour).ms += ms;
    });
  }
  for (const span of started) {
    const { day, hour } = localHour(span.start, zone);
    const country = groupIn(countries, span.country);
    const platform = groupIn(platforms, span.platform);
    const inRange = Math.min(span.end, to) - span.start;
    country.ms += inRange;
    platform.ms += inRange;
    for (const group of [days.get(day), groupIn(hours, hour), country, platform]) {
      if (!group) continue;
      group.sessions += 1;
      group.listeners.add(span.listener);
    }
  }
  for (const at of chatMessages) {
    const day = days.get(localHour(Date.parse(at), zone).day);
    if (day) day.chat += 1;
  }
  for (const at of favourites) {
    const day = days.get(localHour(Date.parse(at), zone).day);
    if (day) day.favourites += 1;
  }

  const peaks = concurrency(spans, from, to, zone);
  const byDay: AudienceDay[] = [...days].map(([date, group]) => ({
    date,
    listening_hours: hoursOf(group.ms),
    unique_listeners: group.listeners.size,
    sessions: group.sessions,
    peak_concurrent: peaks.byDay.get(date) ?? 0,
    chat_messages: group.chat,
    favourites_gained: group.favourites,
  }));
  const byHour: AudienceHour[] = [...hours].map(([hour, group]) => ({
    hour,
    listening_hours: hoursOf(group.ms),
    sessions: group.sessions,
    peak_concurrent: peaks.byHour.get(hour) ?? 0,
  }));
  const byPlatform: AudiencePlatform[] = [...platforms]
    .map(([platform, group]) => ({
      platform,
      unique_listeners: group.listeners.size,
      sessions: group.sessions,
      listening_hours: hoursOf(group.ms),
    }))
    .sort((a, b) => b.unique_listeners - a.unique_listeners || a.platform.localeCompare(b.platform));

  return {
    station_id: stationId,
    from: range.from,
    to: range.to,
    timezone: zone,
    listening_hours: hoursOf(totalMs),
    unique_listeners: new Set(started.map((span) => span.listener)).size,
    sessions: started.length,
    median_session_minutes: Math.round((median(started.map((span) => span.end - span.start)) / 60_000) * 10) / 10,
    peak_concurrent: peaks.peak,
    peak_at: peaks.peakAt === null ? null : new Date(peaks.peakAt).toISOString(),
    chat_messages: chatMessages.length,
    favourites_gained: favourites.length,
    by_day: byDay,
    by_hour: byHour,
    by_country: countriesShown(countries),
    by_platform: byPlatform,
  };
}

/** A CSV of the figures in one table: a section and key per line, blank where a figure does not apply. */
export const AUDIENCE_CSV_COLUMNS = [
  'section',
  'key',
  'listening_hours',
  'unique_listeners',
  'sessions',
  'median_session_minutes',
  'peak_concurrent',
  'chat_messages',
  'favourites_gained',
] as const;
