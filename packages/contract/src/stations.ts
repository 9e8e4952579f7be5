// Stations and the public catalogue queries over them.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { GenreId } from './genres';
import { HealthSource, HealthStatus, StationHealth } from './station-health';

/** Another stream of the same station (from a duplicate merged into it): a fallback, or a lighter bitrate. */
export const StreamAlternate = z.object({
  url: z.string(),
  codec: z.string().nullable(),
  bitrate: z.number().int().nonnegative().nullable(),
});
export type StreamAlternate = z.infer<typeof StreamAlternate>;

export const Station = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  url: z.string(),
  url_resolved: z.string().nullable(),
  logo: z.string().nullable(),
  genre: GenreId,
  country: z.string().length(2),
  country_name: z.string(),
  city: z.string().nullable(),
  language: z.string().nullable(),
  languages: z.array(z.string()),
  listeners: z.number().int().nonnegative(),
  description: z.string().nullable(),
  /** True when Sauti wrote the description from what it knows of the station (genre, place, languages, tags). */
  description_generated: z.boolean().optional(),
  tags: z.array(z.string()),
  /** Other names the station is known by: the names of duplicates merged into it. */
  aliases: z.array(z.string()),
  alternates: z.array(StreamAlternate),
  website: z.string().nullable(),
  codec: z.string().nullable(),
  bitrate: z.number().int().nonnegative().nullable(),
  hls: z.boolean(),
  is_premium: z.boolean(),
  boosted: z.boolean(),
  is_active: z.boolean(),
  /** Our checks say it does not play now: left out of lists and search, but its own page still opens. */
  off_air: z.boolean(),
  votes: z.number().int(),
  clicks: z.number().int(),
  /**
   * How popular the station is against the rest of the catalogue, 0 to 100: the share of listed
   * stations it beats on Radio Browser's clicks and votes plus plays on Sauti (90 means more popular
   * than 90% of them; 0 for the least played, including every station nobody has played yet). For
   * words a listener understands: 90 and up "very popular", 70 and up "popular", 40 and up
   * "well liked", below that nothing. `listeners` is the live count; this is the long view.
   */
  popularity: z.number().int().min(0).max(100),
  health: StationHealth,
  /** What our checks say (station-health.ts): working, down, unchecked by us, unknown. */
  health_status: HealthStatus,
  /** null while nobody has checked it. */
  health_source: HealthSource.nullable(),
  last_check_at: z.string().nullable(),
  /** null while nobody has checked it, or when our last check could not tell (health_status unknown). */
  last_check_ok: z.boolean().nullable(),
  geo_lat: z.number().nullable(),
  geo_long: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Station = z.infer<typeof Station>;

/**
 * `health`: stations we know play first (our working check, then Radio Browser's), failed ones last,
 * best stream health first within each, then by popularity.
 */
export const StationSort = z.enum(['popular', 'name', 'newest', 'trending', 'health']);
export type StationSort = z.infer<typeof StationSort>;

export const STATION_PAGE_DEFAULT = 20;
export const STATION_PAGE_MAX = 100;

/** A filter value with a valid shape that names nothing known yields an empty list, not an error. */
const filterWord = z
  .string()
  .trim()
  .max(40)
  .regex(/^[\p{L}\p{N} _-]*$/u, 'may only hold letters, digits, spaces, - and _');

export const StationQuery = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((value) => value.toUpperCase())
    .optional(),
  genre: filterWord.transform((value) => value.toLowerCase()).optional(),
  /** An ISO 639-1 code ("sw") or a language's name in English or in itself ("Swahili", "Kiswahili"). */
  language: filterWord.transform((value) => value.toLowerCase()).optional(),
  search: z.string().trim().max(200).optional(),
  /** Without a sort, a search ranks by relevance and a plain listing by popularity. */
  sort: StationSort.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(STATION_PAGE_DEFAULT)
    .transform((value) => Math.min(value, STATION_PAGE_MAX)),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
/** What a client may send: the paging numbers as numbers, everything optional. */
export type StationQuery = Omit<z.input<typeof StationQuery>, 'limit' | 'offset'> & { limit?: number; offset?: number };
export type StationFilters = z.output<typeof StationQuery>;

export const StationList = z.array(Station);

export const StationIdParams = z.object({
  id: z.string().min(1).max(200),
});

/** A station named in a path as {stationId}, by id or slug, as the favourites and chat calls do. */
export const StationParams = z.object({
  stationId: z.string().min(1).max(200),
});

export const CountryCount = z.object({
  code: z.string().length(2),
  name: z.string(),
  count: z.number().int().nonnegative(),
});

export const StationCount = z.object({
  total_stations: z.number().int().nonnegative(),
  top_countries: z.array(CountryCount),
});
export type StationCount = z.infer<typeof StationCount>;

export const SIMILAR_STATIONS_DEFAULT = 8;
export const SIMILAR_STATIONS_MAX = 24;
export const FEATURED_STATIONS = 8;

export const SimilarStationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(SIMILAR_STATIONS_DEFAULT)
    .transform((value) => Math.min(value, SIMILAR_STATIONS_MAX)),
});

export const ForYouQuery = SimilarStationsQuery;

export const TRY_INSTEAD_DEFAULT = 3;
export const TryInsteadQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SIMILAR_STATIONS_MAX).default(TRY_INSTEAD_DEFAULT),
});

export const stationEndpoints = {
  /** The total of all pages is in the X-Total-Count header. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/stations',
    query: StationQuery,
    response: StationList,
    errors: [400],
  }),
  count: defineEndpoint({ method: 'GET', path: '/api/stations/count', response: StationCount }),
  /**
   * Up to eight stations we know play (pickTrust: our recent working check first, then Radio
   * Browser's) from at least five countries and three genres, boosted ones first; the same for
   * everyone all day (cacheable until the next UTC midnight) and a different set each day. Never a
   * station whose last check failed or that nobody checked lately: empty when none qualifies.
   */
  featured: defineEndpoint({ method: 'GET', path: '/api/stations/featured', response: StationList }),
  /**
   * The logged-in listener's row "For you": stations like their favourites and what they played
   * lately, none already a favourite, from several countries, only stations we know play (as
   * featured). Empty when they have neither yet, or when no such station qualifies.
   */
  forYou: defineEndpoint({
    method: 'GET',
    path: '/api/stations/for-you',
    query: ForYouQuery,
    response: StationList,
    errors: [400, 401],
  }),
  /** By id or slug. */
  one: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id',
    params: StationIdParams,
    response: Station,
    errors: [404],
  }),
  /**
   * "Listeners also like": stations of the same genre, country, languages and tags, and those that
   * listeners of this one also play, best first; only stations we know play (as featured), ours
   * before Radio Browser's; never the station itself. Empty when none qualifies.
   */
  similar: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id/similar',
    params: StationIdParams,
    query: SimilarStationsQuery,
    response: StationList,
    errors: [400, 404],
  }),
  /**
   * "Try instead", when a station will not play: stations of its genre that we know play (as
   * featured), those of its country first, then those sharing a language, ours before Radio
   * Browser's; never the station itself. Empty when none qualifies: no other genre is offered.
   */
  tryInstead: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id/try-instead',
    params: StationIdParams,
    query: TryInsteadQuery,
    response: StationList,
    errors: [400, 404],
  }),
};
