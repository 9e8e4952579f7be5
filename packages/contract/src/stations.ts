// Stations and the public catalogue queries over them.
import { z } from 'zod';
import { GenreId } from './genres';

export const StationHealth = z.enum(['excellent', 'good', 'poor', 'unknown']);
export type StationHealth = z.infer<typeof StationHealth>;

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
  tags: z.array(z.string()),
  website: z.string().nullable(),
  codec: z.string().nullable(),
  bitrate: z.number().int().nonnegative().nullable(),
  hls: z.boolean(),
  is_premium: z.boolean(),
  boosted: z.boolean(),
  is_active: z.boolean(),
  votes: z.number().int(),
  clicks: z.number().int(),
  health: StationHealth,
  last_check_at: z.string().nullable(),
  last_check_ok: z.boolean().nullable(),
  geo_lat: z.number().nullable(),
  geo_long: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Station = z.infer<typeof Station>;

export const StationSort = z.enum(['popular', 'name', 'newest', 'trending']);
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
