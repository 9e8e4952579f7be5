// Countries, genres and languages as the filters and tiles show them.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { GenreId } from './genres';

export const Country = z.object({
  code: z.string().length(2),
  name: z.string(),
  flag: z.string(),
  station_count: z.number().int().nonnegative(),
  discoverable: z.boolean(),
});
export type Country = z.infer<typeof Country>;
export const CountryList = z.array(Country);

export const GenreFacet = z.object({
  id: GenreId,
  name: z.string(),
  count: z.number().int().nonnegative(),
});
export type GenreFacet = z.infer<typeof GenreFacet>;
export const GenreFacetList = z.array(GenreFacet);

export const LanguageFacet = z.object({
  code: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
});
export type LanguageFacet = z.infer<typeof LanguageFacet>;
export const LanguageFacetList = z.array(LanguageFacet);

/** The catalogue's own figures, for every count Home, the footer and About show. */
export const CatalogueStats = z.object({
  /** Listed stations (off-air ones are not). */
  stations: z.number().int().nonnegative(),
  /** Countries listeners can browse (54 unless an admin hid some). */
  countries: z.number().int().nonnegative(),
  countries_with_stations: z.number().int().nonnegative(),
  genres_with_stations: z.number().int().nonnegative(),
  /** Languages at least one station broadcasts in. */
  languages: z.number().int().nonnegative(),
});
export type CatalogueStats = z.infer<typeof CatalogueStats>;

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  stations: z.number().int().nonnegative(),
  database: z.enum(['sqlite', 'postgres']),
  uptime_seconds: z.number().nonnegative(),
});
export type Health = z.infer<typeof Health>;

/** The process answers: a load balancer's or orchestrator's liveness check. */
export const Liveness = z.object({ status: z.literal('live') });
export type Liveness = z.infer<typeof Liveness>;

/** Whether a dependency answered the readiness check in time. */
export const DependencyCheck = z.enum(['ok', 'unreachable']);
export type DependencyCheck = z.infer<typeof DependencyCheck>;

/**
 * Whether this instance should get new traffic, and why not: it is starting (migrating, loading the
 * catalogue), draining after SIGTERM, or its database or Redis is out of reach. The checks are run
 * only while it serves; `redis` only when REDIS_URL is set.
 */
export const Readiness = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'unavailable']),
  checks: z.object({
    database: DependencyCheck.optional(),
    redis: DependencyCheck.optional(),
  }),
});
export type Readiness = z.infer<typeof Readiness>;

export const catalogueEndpoints = {
  /** Every discoverable country (all 54 unless an admin hid some), those without stations too. */
  countries: defineEndpoint({ method: 'GET', path: '/api/countries', response: CountryList }),
  /** Every genre of the taxonomy, most stations first; tiles and links keep those with a count above 0. */
  genres: defineEndpoint({ method: 'GET', path: '/api/genres', response: GenreFacetList }),
  stats: defineEndpoint({ method: 'GET', path: '/api/catalogue/stats', response: CatalogueStats }),
  languages: defineEndpoint({ method: 'GET', path: '/api/languages', response: LanguageFacetList }),
};

export const healthEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: Health }),
  live: defineEndpoint({ method: 'GET', path: '/api/health/live', response: Liveness }),
  /** 200 when ready, 503 (with the same body saying why) when not. */
  ready: defineEndpoint({ method: 'GET', path: '/api/health/ready', status: [200, 503], response: Readiness }),
};
