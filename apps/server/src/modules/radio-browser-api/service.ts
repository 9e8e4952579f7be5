// Radio Browser's public API answered from Sauti's catalogue, so players and integrations that speak
// it (RadioDroid, Shortwave, Home Assistant, Mopidy...) can use Sauti by changing one address. Lists
// come from the catalogue index's served stations (hidden countries and stations never appear;
// off-air ones only in `broken` and look-ups by uuid); clicks and votes go to the plays module, by
// Radio Browser's rules.
import { lookup } from 'node:dns/promises';
import type {
  RadioBrowserClick,
  RadioBrowserConfig,
  RadioBrowserFacetQuery,
  RadioBrowserListQuery,
  RadioBrowserResult,
  RadioBrowserSearchQuery,
  RadioBrowserStation,
  RadioBrowserStats,
} from '@sauti/contract';
import { NotFound } from '../../platform/http/errors';
import { enforceRate, type RateLimiter } from '../../platform/rate-limit';
import type { CatalogueService, ServedStation } from '../catalogue';
import type { PlayService } from '../plays';
import { CatalogueView } from './catalogue-view';
import { countFacet, facetPage } from './facets';
import { type ByKind, byKindTest, type StationTest, searchTests, urlTest } from './station-filters';
import { radioBrowserRecord } from './station-record';

export interface RadioBrowserApiSettings {
  /** Sauti's own address: /json/servers and /json/config name it. */
  publicUrl: string;
  /** The Radio Browser server Sauti loads its catalogue from. */
  radioBrowserUrl: string;
  softwareVersion: string;
  connectTimeoutMs: number;
}

/** Requests per client address per minute: enough for a player's start-up and browsing, not for scraping in a loop. */
export const REQUESTS_PER_MINUTE = 120;

export type TopList = 'topclick' | 'topvote' | 'lastclick' | 'lastchange';

const TOP_ORDERS = {
  topclick: 'clickcount',
  topvote: 'votes',
  lastclick: 'clicktimestamp',
  lastchange: 'changetimestamp',
} as const;

/** How the plays module's own rule (a play per client per day) reads in /json/config. */
const CLICK_VALID_SECONDS = 86_400;
const CACHE_SECONDS = 60;

type Paging = Pick<RadioBrowserListQuery, 'offset' | 'limit'>;

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

export class RadioBrowserApi {
  private readonly view: CatalogueView;
  private servers: Promise<Array<{ ip: string; name: string }>> | undefined;

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly plays: PlayService,
    private readonly rateLimiter: RateLimiter,
    private readonly settings: RadioBrowserApiSettings,
  ) {
    this.view = new CatalogueView(catalogue, plays);
  }

  /** The catalogue index's revision, which every change to it moves on (see ListingPages). */
  get indexRevision(): number {
    return this.catalogue.indexRevision;
  }

  /** Lets a client's request through, or answers 429 past its share. */
  async admit(clientAddress: string): Promise<void> {
    await enforceRate(
      this.rateLimiter,
      `radio-browser-api:${clientAddress}`,
      { limit: REQUESTS_PER_MINUTE, windowMs: 60_000 },
      `Too many requests: at most ${REQUESTS_PER_MINUTE} a minute. Please wait a moment and try again.`,
    );
  }

  /** /json/stations and /json/stations/search: the listed stations that pass every test. */
  stations(query: RadioBrowserListQuery, tests: StationTest[] = []): RadioBrowserStation[] {
    const accept = (entry: ServedStation) =>
      entry.listed && !(query.hidebroken && entry.broken) && tests.every((test) => test(entry));
    return this.records(this.pageOf(query, accept));
  }

  search(query: RadioBrowserSearchQuery): RadioBrowserStation[] {
    return this.stations(query, searchTests(query));
  }

  by(kind: ByKind, term: string, query: RadioBrowserListQuery): RadioBrowserStation[] {
    return this.stations(query, [byKindTest(kind, term)]);
  }

  byUrl(url: string, query: RadioBrowserListQuery): RadioBrowserStation[] {
    return this.stations(query, [urlTest(url)]);
  }

  /** Stations by their stationuuids (comma-separated), off-air ones too, as a saved favourite must still open. */
  byUuids(uuids: string, query: RadioBrowserListQuery): RadioBrowserStation[] {
    const found = new Map<string, ServedStation>();
    for (const uuid of uuids.split(',')) {
      const entry = this.view.find(uuid.trim());
      if (entry && !(query.hidebroken && entry.broken)) found.set(entry.station.id, entry);
    }
    const sorted = this.view.sort([...found.values()], query.order === 'random' ? 'name' : query.order, query.reverse);
    return this.records(sorted.slice(query.offset, query.offset + query.limit));
  }

  /** Most played, most voted, last played and last changed first. */
  top(list: TopList, query: Pick<RadioBrowserListQuery, 'hidebroken' | 'offset' | 'limit'>): RadioBrowserStation[] {
    return this.stations({ ...query, order: TOP_ORDERS[list], reverse: true });
  }

  /** The stations our checks (or Radio Browser's, until ours ran) find not playing, off-air ones included. */
  broken(paging: Paging): RadioBrowserStation[] {
    const entries = this.view.ordered('name', false);
    return this.records(this.walk(entries, (entry) => entry.broken, paging));
  }

  countries(filter: string | undefined, query: RadioBrowserFacetQuery) {
    const rows = countFacet(this.listed(query.hidebroken), (entry) => [
      { name: entry.station.country_name, iso_3166_1: entry.station.country },
    ]);
    return facetPage(rows, filter, query);
  }

  countryCodes(filter: string | undefined, query: RadioBrowserFacetQuery) {
    const rows = countFacet(this.listed(query.hidebroken), (entry) => [{ name: entry.station.country }]);
    return facetPage(rows, filter, query);
  }

  languages(filter: string | undefined, query: RadioBrowserFacetQuery) {
    const rows = countFacet(this.listed(query.hidebroken), (entry) =>
      entry.station.languages.map((code, position) => ({ name: entry.languageNames[position] ?? code, iso_639: code })),
    );
    return facetPage(rows, filter, query);
  }

  tags(filter: string | undefined, query: RadioBrowserFacetQuery) {
    const rows = countFacet(this.listed(query.hidebroken), (entry) => entry.station.tags.map((name) => ({ name })));
    return facetPage(rows, filter, query);
  }

  codecs(filter: string | undefined, query: RadioBrowserFacetQuery) {
    const rows = countFacet(this.listed(query.hidebroken), (entry) =>
      entry.station.codec ? [{ name: entry.station.codec }] : [],
    );
    return facetPage(rows, filter, query);
  }

  stats(): RadioBrowserStats {
    const entries = this.view.entries();
    const working = entries.filter((entry) => entry.listed && !entry.broken);
    const distinct = (valuesOf: (entry: ServedStation) => readonly string[]) =>
      new Set(working.flatMap((entry) => valuesOf(entry))).size;
    const plays = this.plays.recentPlays();
    return {
      supported_version: 1,
      software_version: this.settings.softwareVersion,
      status: 'OK',
      stations: working.length,
      stations_broken: entries.length - working.length,
      tags: distinct((entry) => entry.station.tags),
      clicks_last_hour: plays.lastHour,
      clicks_last_day: plays.lastDay,
      languages: distinct((entry) => entry.station.languages),
      countries: distinct((entry) => [entry.station.country]),
    };
  }

  /** Radio Browser's server settings, with Sauti's values where it has them and 0 where it has no such setting. */
  config(): RadioBrowserConfig {
    return {
      check_enabled: true,
      prometheus_exporter_enabled: false,
      pull_servers: [this.settings.radioBrowserUrl],
      tcp_timeout_seconds: Math.ceil(this.settings.connectTimeoutMs / 1000),
      broken_stations_never_working_timeout_seconds: 0,
      broken_stations_timeout_seconds: 0,
      checks_timeout_seconds: 0,
      click_valid_timeout_seconds: CLICK_VALID_SECONDS,
      clicks_timeout_seconds: 0,
      mirror_pull_interval_seconds: 0,
      update_caches_interval_seconds: 0,
      server_name: new URL(this.settings.publicUrl).host,
      server_location: '',
      server_country_code: '',
      check_retries: 0,
      check_batchsize: 0,
      check_pause_seconds: 0,
      api_threads: 1,
      cache_type: 'http',
      cache_ttl: CACHE_SECONDS,
    };
  }

  /** This server, under the name it is reached by (PUBLIC_URL), once per address that name resolves to. */
  async serverList(): Promise<Array<{ ip: string; name: string }>> {
    this.servers ??= this.resolveServers();
    return this.servers;
  }

  /** Counts a play (once per client address per station per day) and answers the address to play. */
  async click(stationuuid: string, clientAddress: string): Promise<RadioBrowserClick> {
    const entry = this.served(stationuuid);
    await this.plays.recordPlay(entry.station.id, clientAddress);
    return {
      ok: !entry.broken,
      message: 'retrieved station url',
      stationuuid: entry.stationuuid,
      name: entry.station.name,
      url: entry.station.url_resolved ?? entry.station.url,
    };
  }

  /** Counts a vote, once per client address per station per 10 minutes. */
  async vote(stationuuid: string, clientAddress: string): Promise<RadioBrowserResult> {
    const entry = this.served(stationuuid);
    const outcome = await this.plays.recordVote(entry.station.id, clientAddress);
    if (outcome.counted) return { ok: true, message: 'voted for station successfully' };
    return {
      ok: false,
      message: `You voted for this station less than 10 minutes ago; you may vote again in ${outcome.retryAfterSeconds} seconds.`,
    };
  }

  private served(stationuuid: string): ServedStation {
    const entry = this.view.find(stationuuid);
    if (!entry) throw new NotFound(`No station '${stationuuid}'.`);
    return entry;
  }

  private listed(hidebroken: boolean): ServedStation[] {
    return this.view.entries().filter((entry) => entry.listed && !(hidebroken && entry.broken));
  }

  private pageOf(query: RadioBrowserListQuery, accept: (entry: ServedStation) => boolean): ServedStation[] {
    if (query.order === 'random') {
      const all = this.view.entries().filter(accept);
      return shuffled(all).slice(query.offset, query.offset + query.limit);
    }
    return this.walk(this.view.ordered(query.order, query.reverse), accept, query);
  }

  /** The page of accepted entries, in order, without looking past its end. */
  private walk(
    entries: readonly ServedStation[],
    accept: (entry: ServedStation) => boolean,
    paging: Paging,
  ): ServedStation[] {
    const page: ServedStation[] = [];
    let skipped = 0;
    for (const entry of entries) {
      if (page.length >= paging.limit) break;
      if (!accept(entry)) continue;
      if (skipped < paging.offset) skipped += 1;
      else page.push(entry);
    }
    return page;
  }

  private records(entries: readonly ServedStation[]): RadioBrowserStation[] {
    return entries.map((entry) => radioBrowserRecord(entry, this.plays.totals(entry.station.id)));
  }

  private async resolveServers(): Promise<Array<{ ip: string; name: string }>> {
    const { hostname, host } = new URL(this.settings.publicUrl);
    try {
      const addresses = await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true });
      return addresses.map((address) => ({ ip: address.address, name: host }));
    } catch {
      // Looked up again next time: the name may resolve later.
      this.servers = undefined;
      return [{ ip: '', name: host }];
    }
  }
}
