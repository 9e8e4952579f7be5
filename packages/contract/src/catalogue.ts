// Countries, genres and languages as the filters and tiles show them.
import { z } from 'zod';
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

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  stations: z.number().int().nonnegative(),
  database: z.enum(['sqlite', 'postgres']),
  uptime_seconds: z.number().nonnegative(),
});
export type Health = z.infer<typeof Health>;
