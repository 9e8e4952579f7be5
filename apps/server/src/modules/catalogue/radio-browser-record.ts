// A Radio Browser station record as the catalogue reads it: the fields a station draft is made from.
import { z } from 'zod';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const count = z.coerce.number().int().catch(0);

/** The fields we use from a Radio Browser station; everything else in a record is ignored. */
export const RadioBrowserStation = z.object({
  stationuuid: z.string().min(1),
  name: z.string(),
  url: text,
  url_resolved: text,
  homepage: text,
  favicon: text,
  tags: text,
  countrycode: text,
  state: text,
  language: text,
  languagecodes: text,
  votes: count,
  codec: text,
  bitrate: count,
  hls: count,
  lastcheckok: count,
  lastchecktime_iso8601: z.string().nullish(),
  lastchangetime_iso8601: z.string().nullish(),
  clickcount: count,
  clicktrend: count,
  geo_lat: z.number().nullish(),
  geo_long: z.number().nullish(),
});
export type RadioBrowserStation = z.infer<typeof RadioBrowserStation>;
