// Radio Browser's public API as Sauti answers it under /json (api.radio-browser.info is the contract):
// its station record, click and vote results, facet lists, stats, config and servers, with its own
// field names and types, and the parameters its list calls take. Parameter names are matched without
// regard to case (the server lowercases them before these schemas read them).
import { z } from 'zod';

/** A "0 or 1" field, as Radio Browser writes its flags. */
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

export const RadioBrowserStation = z.object({
  /** Changes whenever the station's information changes. */
  changeuuid: z.string(),
  /** Radio Browser's own id for stations that came from it, Sauti's station id otherwise. */
  stationuuid: z.string(),
  serveruuid: z.string().nullable(),
  name: z.string(),
  url: z.string(),
  url_resolved: z.string(),
  homepage: z.string(),
  favicon: z.string(),
  /** Comma-separated. */
  tags: z.string(),
  country: z.string(),
  countrycode: z.string(),
  iso_3166_2: z.string().nullable(),
  state: z.string(),
  /** Comma-separated language names, lower case. */
  language: z.string(),
  /** Comma-separated ISO 639 codes. */
  languagecodes: z.string(),
  votes: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  lastchangetime: z.string(),
  lastchangetime_iso8601: z.string(),
  codec: z.string(),
  bitrate: z.number().int(),
  hls: zeroOrOne,
  lastcheckok: zeroOrOne,
  /** Empty when never checked. */
  lastchecktime: z.string(),
  lastchecktime_iso8601: z.string().nullable(),
  lastcheckoktime: z.string(),
  lastcheckoktime_iso8601: z.string().nullable(),
  lastlocalchecktime: z.string(),
  lastlocalchecktime_iso8601: z.string().nullable(),
  /** The last counted play; empty when never played. */
  clicktimestamp: z.string(),
  clicktimestamp_iso8601: z.string().nullable(),
  /** Plays within the last 24 hours. */
  clickcount: z.number().int(),
  /** The last 24 hours' plays minus the 24 hours' before. */
  clicktrend: z.number().int(),
  ssl_error: zeroOrOne,
  geo_lat: z.number().nullable(),
  geo_long: z.number().nullable(),
  has_extended_info: z.boolean(),
});
export type RadioBrowserStation = z.infer<typeof RadioBrowserStation>;
export const RadioBrowserStationList = z.array(RadioBrowserStation);

/** What /json/url/{stationuuid} answers: the address to play, after counting the click. */
export const RadioBrowserClick = z.object({
  /** Whether the station's last check found it playing. */
  ok: z.boolean(),
  message: z.string(),
  stationuuid: z.string(),
  name: z.string(),
  url: z.string(),
});
export type RadioBrowserClick = z.infer<typeof RadioBrowserClick>;

/** What /json/vote/{stationuuid} answers. */
export const RadioBrowserResult = z.object({ ok: z.boolean(), message: z.string() });
export type RadioBrowserResult = z.infer<typeof RadioBrowserResult>;

/** A tag, codec or country code with how many stations have it. */
export const RadioBrowserNamedCount = z.object({ name: z.string(), stationcount: z.number().int().nonnegative() });
export const RadioBrowserNamedCountList = z.array(RadioBrowserNamedCount);

export const RadioBrowserCountry = z.object({
  name: z.string(),
  iso_3166_1: z.string(),
  stationcount: z.number().int().nonnegative(),
});
export const RadioBrowserCountryList = z.array(RadioBrowserCountry);

export const RadioBrowserLanguage = z.object({
  name: z.string(),
  iso_639: z.string().nullable(),
  stationcount: z.number().int().nonnegative(),
});
export const RadioBrowserLanguageList = z.array(RadioBrowserLanguage);

export const RadioBrowserStats = z.object({
  supported_version: z.number().int(),
  software_version: z.string(),
  status: z.string(),
  stations: z.number().int().nonnegative(),
  stations_broken: z.number().int().nonnegative(),
  tags: z.number().int().nonnegative(),
  clicks_last_hour: z.number().int().nonnegative(),
  clicks_last_day: z.number().int().nonnegative(),
  languages: z.number().int().nonnegative(),
  countries: z.number().int().nonnegative(),
});
export type RadioBrowserStats = z.infer<typeof RadioBrowserStats>;

export const RadioBrowserConfig = z.object({
  check_enabled: z.boolean(),
  prometheus_exporter_enabled: z.boolean(),
  pull_servers: z.array(z.string()),
  tcp_timeout_seconds: z.number().int().nonnegative(),
  broken_stations_never_working_timeout_seconds: z.number().int().nonnegative(),
  broken_stations_timeout_seconds: z.number().int().nonnegative(),
  checks_timeout_seconds: z.number().int().nonnegative(),
  click_valid_timeout_seconds: z.number().int().nonnegative(),
  clicks_timeout_seconds: z.number().int().nonnegative(),
  mirror_pull_interval_seconds: z.number().int().nonnegative(),
  update_caches_interval_seconds: z.number().int().nonnegative(),
  server_name: z.string(),
  server_location: z.string(),
  server_country_code: z.string(),
  check_retries: z.number().int().nonnegative(),
  check_batchsize: z.number().int().nonnegative(),
  check_pause_seconds: z.number().int().nonnegative(),
  api_threads: z.number().int().nonnegative(),
  cache_type: z.string(),
  cache_ttl: z.number().int().nonnegative(),
});
export type RadioBrowserConfig = z.infer<typeof RadioBrowserConfig>;

export const RadioBrowserServer = z.object({ ip: z.string(), name: z.string() });
export const RadioBrowserServerList = z.array(RadioBrowserServer);

export const RADIO_BROWSER_STATION_ORDERS = [
  'name',
  'url',
  'homepage',
  'favicon',
  'tags',
  'country',
  'state',
  'language',
  'votes',
  'codec',
  'bitrate',
  'lastcheckok',
  'lastchecktime',
  'clicktimestamp',
  'clickcount',
  'clicktrend',
  'changetimestamp',
  'random',
] as const;
export type RadioBrowserStationOrder = (typeof RADIO_BROWSER_STATION_ORDERS)[number];

/** Radio Browser's default and largest page. */
export const RADIO_BROWSER_MAX_ROWS = 100_000;

/** `true`/`false` (also `1`/`0`, `yes`/`no`), in any case. */
const flag = z.stringbool();
const count = z.coerce.number().int().min(0);
const term = z.string().trim().max(400);
const orderOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().trim().toLowerCase().pipe(z.enum(values));

const paging = {
  reverse: flag.default(false),
  hidebroken: flag.default(false),
  offset: count.max(10_000_000).default(0),
  limit: count.default(RADIO_BROWSER_MAX_ROWS).transform((value) => Math.min(value, RADIO_BROWSER_MAX_ROWS)),
};

/** How a station list is ordered and paged. */
export const RadioBrowserListQuery = z.object({
  order: orderOf(RADIO_BROWSER_STATION_ORDERS).default('name'),
  ...paging,
});
export type RadioBrowserListQuery = z.output<typeof RadioBrowserListQuery>;

/** /json/stations/search: every given filter must hold; text filters match a part unless their ...exact flag is set. */
export const RadioBrowserSearchQuery = RadioBrowserListQuery.extend({
  name: term.optional(),
  nameexact: flag.default(false),
  country: term.optional(),
  countryexact: flag.default(false),
  countrycode: term.optional(),
  state: term.optional(),
  stateexact: flag.default(false),
  language: term.optional(),
  languageexact: flag.default(false),
  tag: term.optional(),
  tagexact: flag.default(false),
  /** Comma-separated; every tag must match exactly. */
  taglist: term.optional(),
  codec: term.optional(),
  bitratemin: count.default(0),
  bitratemax: count.default(1_000_000),
  is_https: flag.optional(),
  has_geo_info: flag.optional(),
  has_extended_info: flag.optional(),
});
export type RadioBrowserSearchQuery = z.output<typeof RadioBrowserSearchQuery>;

/** /json/stations/byuuid?uuids=a,b,c */
export const RadioBrowserUuidsQuery = RadioBrowserListQuery.extend({ uuids: z.string().trim().min(1).max(20_000) });

/** /json/stations/byurl?url=… */
export const RadioBrowserUrlQuery = RadioBrowserListQuery.extend({ url: z.string().trim().min(1).max(2000) });

/** Countries, country codes, languages, tags and codecs. */
export const RadioBrowserFacetQuery = z.object({ order: orderOf(['name', 'stationcount']).default('name'), ...paging });
export type RadioBrowserFacetQuery = z.output<typeof RadioBrowserFacetQuery>;

/** The search term of /json/stations/by…/{term}, and the filter of /json/countries/{filter} and the like. */
export const RadioBrowserTermParams = z.object({ term: z.string().max(2000) });

/** The optional row count of /json/stations/topclick/{rowcount} and the like. */
export const RadioBrowserRowCountParams = z.object({ rowcount: z.coerce.number().int().min(0) });

export const RadioBrowserStationParams = z.object({ stationuuid: z.string().min(1).max(200) });
