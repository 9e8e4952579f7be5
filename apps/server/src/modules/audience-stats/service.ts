// A station's audience figures for its owners: the range's sessions, chat messages and new
// favourites read once, then counted in audience-figures.ts. By default the last 30 days.
import { AUDIENCE_DEFAULT_DAYS, type AudienceStats, wallClockAt } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { csvLines } from '../../platform/text/csv';
import type { CatalogueService } from '../catalogue';
import { AUDIENCE_CSV_COLUMNS, type AudienceRange, audienceFigures, rangeInstants } from './audience-figures';
import { chatMessageTimes, favouriteTimes, sessionsOverlapping } from './repo';

const DAY_MS = 24 * 3600 * 1000;

export interface AudienceQuery {
  from?: string | undefined;
  to?: string | undefined;
  timezone: string;
}

/** The asked-for days, or the last 30 in the zone up to today. */
function rangeOf(query: AudienceQuery, now: number): AudienceRange {
  const today = wallClockAt(now, query.timezone);
  const todayDate = Date.UTC(today.year, today.month - 1, today.day);
  const to = query.to ?? new Date(todayDate).toISOString().slice(0, 10);
  const from =
    query.from ??
    new Date(Date.parse(`${to}T00:00:00Z`) - (AUDIENCE_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to, timezone: query.timezone };
}

export class AudienceStatsService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  /** By station id or slug. */
  async stats(stationRef: string, query: AudienceQuery, now = Date.now()): Promise<AudienceStats> {
    const station = this.catalogue.get(stationRef);
    const range = rangeOf(query, now);
    const instants = rangeInstants(range);
    const [from, to] = [new Date(instants.from).toISOString(), new Date(instants.to).toISOString()];
    const [sessions, chatMessages, favourites] = await Promise.all([
      sessionsOverlapping(this.db, station.id, from, to),
      chatMessageTimes(this.db, station.id, from, to),
      favouriteTimes(this.db, station.id, from, to),
    ]);
    return audienceFigures({ stationId: station.id, range, sessions, chatMessages, favourites });
  }

  /** The same figures as one CSV table: the totals, then each day, hour, country and platform. */
  csv(stats: AudienceStats): string {
    const blank = '';
    return csvLines([
      AUDIENCE_CSV_COLUMNS,
      [
        'total',
        `${stats.from}/${stats.to}`,
        stats.listening_hours,
        stats.unique_listeners,
        stats.sessions,
        stats.median_session_minutes,
        stats.peak_concurrent,
        stats.chat_messages,
        stats.favourites_gained,
      ],
      ...stats.by_day.map((day) => [
        'day',
        day.date,
        day.listening_hours,
        day.unique_listeners,
        day.sessions,
        blank,
        day.peak_concurrent,
        day.chat_messages,
        day.favourites_gained,
      ]),
      ...stats.by_hour.map((hour) => [
        'hour',
        `${String(hour.hour).padStart(2, '0')}:00`,
        hour.listening_hours,
        blank,
        hour.sessions,
        blank,
        hour.peak_concurrent,
        blank,
        blank,
      ]),
      ...stats.by_country.map((country) => [
        'country',
        country.country,
        country.listening_hours,
        country.unique_listeners,
        blank,
        blank,
        blank,
        blank,
        blank,
      ]),
      ...stats.by_platform.map((platform) => [
        'platform',
        platform.platform,
        platform.listening_hours,
        platform.unique_listeners,
        platform.sessions,
        blank,
        blank,
        blank,
        blank,
      ]),
    ]);
  }
}
