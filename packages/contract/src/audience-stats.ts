// A station's audience as its owners see it in the studio: listening from the listening sessions of
// signed-in listeners (their country from the offline GeoIP data, their platform from the user agent),
// chat messages and favourites gained, between two days in a time zone. Only totals: no listener is
// ever shown, and a country with fewer than AUDIENCE_MIN_COUNTRY_LISTENERS listeners counts as "other".
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { TimeZone } from './schedule';
import { StationIdParams } from './stations';
import { blankIsAbsent } from './text';

export const AUDIENCE_MIN_COUNTRY_LISTENERS = 5;
/** The longest range one report covers. */
export const AUDIENCE_MAX_DAYS = 366;
/** The range when none is asked for: the last 30 days, today included. */
export const AUDIENCE_DEFAULT_DAYS = 30;

export const LISTENER_PLATFORMS = ['android', 'ios', 'windows', 'macos', 'linux', 'chromeos', 'other'] as const;
export const ListenerPlatform = z.enum(LISTENER_PLATFORMS);
export type ListenerPlatform = z.infer<typeof ListenerPlatform>;

/** A real calendar day from 2000 to 2999, "YYYY-MM-DD". */
const isoDay = z.string().refine(
  (day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return /^2\d{3}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  },
  { error: 'must be a date like 2026-03-01' },
);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const AudienceStatsQuery = z
  .object({
    /** First day, included (the last 30 days by default). */
    from: blankIsAbsent(isoDay.optional()),
    /** Last day, included (today by default). */
    to: blankIsAbsent(isoDay.optional()),
    /** The zone days and hours are counted in; UTC by default. */
    timezone: blankIsAbsent(TimeZone.default('UTC')),
    /** `csv` answers the same figures as a CSV download (also with `Accept: text/csv`). */
    format: z.enum(['json', 'csv']).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'must not be before from',
  })
  .refine((query) => !query.from || !query.to || dayNumber(query.to) - dayNumber(query.from) < AUDIENCE_MAX_DAYS, {
    path: ['to'],
    error: `must be at most ${AUDIENCE_MAX_DAYS} days after from`,
  });
export type AudienceStatsQuery = z.input<typeof AudienceStatsQuery>;

const count = z.number().int().nonnegative();
const hours = z.number().nonnegative();

export const AudienceDay = z.object({
  date: z.string(),
  listening_hours: hours,
  unique_listeners: count,
  sessions: count,
  peak_concurrent: count,
  chat_messages: count,
  favourites_gained: count,
});
export type AudienceDay = z.infer<typeof AudienceDay>;

export const AudienceHour = z.object({
  /** Hour of the day, 0 to 23, in the report's zone, over every day of the range. */
  hour: z.number().int().min(0).max(23),
  listening_hours: hours,
  sessions: count,
  peak_concurrent: count,
});
export type AudienceHour = z.infer<typeof AudienceHour>;

export const AudienceCountry = z.object({
  /** Two-letter code; "other" for countries with too few listeners to show, and unknown addresses. */
  country: z.string(),
  unique_listeners: count,
  listening_hours: hours,
});
export type AudienceCountry = z.infer<typeof AudienceCountry>;

export const AudiencePlatform = z.object({
  platform: ListenerPlatform,
  unique_listeners: count,
  sessions: count,
  listening_hours: hours,
});
export type AudiencePlatform = z.infer<typeof AudiencePlatform>;

/**
 * A session counts (sessions, their median length, unique listeners, countries, platforms) in the
 * day or hour it started; its listening hours and concurrency count in every hour it lasted (by
 * country and platform: the listening of the sessions that started in the range).
 */
export const AudienceStats = z.object({
  station_id: z.string(),
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  listening_hours: hours,
  unique_listeners: count,
  sessions: count,
  median_session_minutes: z.number().nonnegative(),
  peak_concurrent: count,
  /** When the peak was first reached; null without listening. */
  peak_at: z.string().nullable(),
  chat_messages: count,
  favourites_gained: count,
  /** Every day of the range, quiet ones as zero. */
  by_day: z.array(AudienceDay),
  /** All 24 hours. */
  by_hour: z.array(AudienceHour),
  /** Most listeners first, "other" last. */
  by_country: z.array(AudienceCountry),
  /** Most listeners first. */
  by_platform: z.array(AudiencePlatform),
});
export type AudienceStats = z.infer<typeof AudienceStats>;

export const audienceStatsEndpoints = {
  /** The station's owners (and admins) only, by station id. */
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/studio/stations/:id/stats',
    params: StationIdParams,
    query: AudienceStatsQuery,
    response: AudienceStats,
    errors: [400, 401, 403, 404],
  }),
};
