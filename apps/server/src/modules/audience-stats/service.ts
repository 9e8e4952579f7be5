// A station's audience figures for its owners: the range's sessions, chat messages and new
// favourites read once, then counted in audience-figures.ts. By default the last 30 days.
import { AUDIENCE_DEFAULT_DAYS, AUDIENCE_MAX_DAYS, type AudienceStats, wallClockAt } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { BadInput } from '../../platform/http/errors';
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

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The asked-for days: by default the 30 up to today in the zone, or the 30 up to `to`; from `from`
 * alone, up to today. Refused when it ends before it starts or is longer than AUDIENCE_MAX_DAYS.
 */
function rangeOf(query: AudienceQuery, now: number): AudienceRange {
  const today = wallClockAt(now, query.timezone);
  const to = query.to ?? dayOf(Date.UTC(today.year, today.month - 1, today.day));
  const from = query.from ?? dayOf(timeOf(to) - (AUDIENCE_DEFAULT_DAYS - 1) * DAY_MS);
  if (from > to) throw new BadInput(`Invalid query 'to': must not be before from (${from}).`);
  if ((timeOf(to) - timeOf(from)) / DAY_MS >= AUDIENCE_MAX_DAYS) {
    throw new BadInput(`Invalid query 'to': must be at most ${AUDIENCE_MAX_DAYS} days after from.`);
  }
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
