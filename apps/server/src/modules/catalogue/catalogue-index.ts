// The in-memory catalogue that serves every public read: filters, sorting, facets, full-text search
// (MiniSearch), featured and similar stations, so no request scans SQL. It is built whole after a
// bulk change; one station's change is applied in place (a binary insertion into each sorted view,
// facet counts adjusted, the search index told), in well under a millisecond at 50,000 stations.
import {
  type CatalogueStats,
  type Country,
  GENRE_IDS,
  GENRE_NAMES,
  type GenreFacet,
  type LanguageFacet,
  type Station,
  type StationCount,
  type StationFilters,
} from '@sauti/contract';
import { type CatalogueEntry, catalogueEntry, type IndexedStation, isListed } from './catalogue-entry';
import type { CoListening } from './co-listening';
import { featuredStations } from './featured-stations';
import { languageName } from './language-mapping';
import { similarStations, stationsLikeThese } from './similar-stations';
import { insertInOrder, placeOf, removeInOrder } from './sorted-array';
import { StationSearch } from './station-search';

export type { IndexedStation } from './catalogue-entry';

export interface StationPage {
  items: Station[];
  total: number;
}

type SortKey = NonNullable<StationFilters['sort']>;
type Entry = CatalogueEntry;

const TOP_COUNTRIES = 5;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The last word on ties: name, then id. Without it the order of equal stations follows the order
 * the database returned them in, which differs between instances and restarts, so pages would
 * overlap or skip stations when a listener's requests reach different instances. It also makes
 * every order total, which finding a station's place in a sorted view relies on.
 */
function byNameThenId(a: Entry, b: Entry): number {
  const byName = collator.compare(a.station.name, b.station.name);
  if (byName !== 0) return byName;
  return a.station.id < b.station.id ? -1 : a.station.id > b.station.id ? 1 : 0;
}

/** Best health first; a station nobody has checked yet ranks above one found silent. */
const HEALTH_RANK: Record<Station['health'], number> = { excellent: 4, good: 3, poor: 2, unknown: 1, down: 0 };

const COMPARATORS: Record<SortKey, (a: Entry, b: Entry) => number> = {
  popular: (a, b) => b.popularRank - a.popularRank || byNameThenId(a, b),
  name: byNameThenId,
  newest: (a, b) =>
    b.station.created_at.localeCompare(a.station.created_at) || b.popularity - a.popularity || byNameThenId(a, b),
  trending: (a, b) => b.clickTrend - a.clickTrend || b.popularity - a.popularity || byNameThenId(a, b),
  health: (a, b) =>
    HEALTH_RANK[b.station.health] - HEALTH_RANK[a.station.health] ||
    b.popularRank - a.popularRank ||
    byNameThenId(a, b),
};
const byPopularity = COMPARATORS.popular;
const ascending = (a: number, b: number) => a - b;

function matches(station: Station, filters: StationFilters): boolean {
  if (filters.country && station.country !== filters.country) return false;
  if (filters.genre && station.genre !== filters.genre) return false;
  if (filters.language && !station.languages.includes(filters.language)) return false;
  return true;
}

function addCount(counts: Map<string, number>, key: string, step: 1 | -1): void {
  const count = (counts.get(key) ?? 0) + step;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}

export class CatalogueIndex {
  /** Every station, listed or off the air, by id and by slug. */
  private readonly byIdOrSlug = new Map<string, Entry>();
  /**
   * The listed stations in each sort order asked for so far. Popular, which every list and search
   * starts from, is made with the index; another order on its first use, so a build sorts 50,000
   * stations once rather than five times, and an order nobody asks for costs nothing.
   */
  private readonly sorted = new Map<SortKey, Entry[]>();
  /** The listed stations of each country, genre, and genre in a country, most popular first. */
  private readonly byCountry = new Map<string, Entry[]>();
  private readonly byGenre = new Map<string, Entry[]>();
  private readonly byCountryAndGenre = new Map<string, Entry[]>();
  /** The listed stations' popularity scores, ascending, for each station's percentile. */
  private readonly popularityScores: number[];
  private readonly countryCounts = new Map<string, number>();
  private readonly genreCounts = new Map<string, number>();
  private readonly languageCounts = new Map<string, number>();
  private readonly search: StationSearch<Entry>;
  private featuredOfDay: { key: string; entries: Entry[] } | undefined;

  constructor(
    stations: readonly IndexedStation[],
    private readonly countryList: readonly Omit<Country, 'station_count'>[],
  ) {
    const all = stations.map(catalogueEntry);
    for (const entry of all) this.remember(entry);
    // An off-air station still opens from a link or a favourite; it is only left out of what lists.
    const listed = all.filter(isListed);
    this.sorted.set('popular', listed.sort(byPopularity));
    for (const entry of this.inPopularityOrder) {
      for (const group of this.groupsOf(entry)) group.push(entry);
      this.count(entry, 1);
    }
    this.popularityScores = listed.map((entry) => entry.popularity).sort(ascending);
    this.search = new StationSearch(this.inPopularityOrder, byPopularity);
  }

  /** Puts a station in, or replaces it (by id): what a single station's change costs. */
  upsert(indexed: IndexedStation): void {
    this.remove(indexed.station.id);
    const entry = catalogueEntry(indexed);
    this.remember(entry);
    if (isListed(entry)) this.list(entry);
  }

  /** Takes a station out by id; nothing happens when it is not in. */
  remove(id: string): void {
    const entry = this.byIdOrSlug.get(id);
    if (!entry || entry.station.id !== id) return;
    this.byIdOrSlug.delete(entry.station.id);
    if (this.byIdOrSlug.get(entry.station.slug) === entry) this.byIdOrSlug.delete(entry.station.slug);
    if (isListed(entry)) this.unlist(entry);
  }

  /** How many stations are listed (off-air ones are not). */
  get size(): number {
    return this.inPopularityOrder.length;
  }

  /** Any indexed station by id or slug, off-air ones included. */
  get(idOrSlug: string): Station | undefined {
    const entry = this.byIdOrSlug.get(idOrSlug);
    return entry && this.view(entry);
  }

  query(filters: StationFilters): StationPage {
    const candidates: readonly Entry[] = filters.search
      ? this.searchRanked(filters.search, filters.sort)
      : this.sortedBy(filters.sort);
    const end = filters.offset + filters.limit;
    // Unfiltered, every candidate counts: reading thousands of stations only to count them would cost
    // more than the search itself.
    if (!filters.country && !filters.genre && !filters.language) {
      return {
        items: candidates.slice(filters.offset, end).map((entry) => this.view(entry)),
        total: candidates.length,
      };
    }
    let total = 0;
    const items: Station[] = [];
    for (const entry of candidates) {
      if (!matches(entry.station, filters)) continue;
      if (total >= filters.offset && total < end) items.push(this.view(entry));
      total += 1;
    }
    return { items, total };
  }

  /** The day's featured stations (day as "YYYY-MM-DD", UTC), sponsored ones first; see featured-stations.ts. */
  featured(day: string, sponsored?: ReadonlySet<string>): Station[] {
    const key = `${day} ${[...(sponsored ?? [])].sort().join()}`;
    if (this.featuredOfDay?.key !== key) {
      this.featuredOfDay = { key, entries: featuredStations(this.inPopularityOrder, day, sponsored) };
    }
    return this.featuredOfDay.entries.map((entry) => this.view(entry));
  }

  /** Stations like this one (id or slug), best first; undefined when there is no such station. */
  similar(idOrSlug: string, limit: number, coListening: CoListening): Station[] | undefined {
    const seed = this.byIdOrSlug.get(idOrSlug);
    if (!seed) return undefined;
    return similarStations(seed, this.candidatesFor(seed, coListening), limit).map((entry) => this.view(entry));
  }

  /** Stations like any of the seeds (ids), none of them or of the excluded ids. */
  likeThese(
    seedIds: readonly string[],
    excludedIds: ReadonlySet<string>,
    limit: number,
    coListening: CoListening,
  ): Station[] {
    const seeds = seedIds.flatMap((id) => this.byIdOrSlug.get(id) ?? []);
    const excluded = new Set([...excludedIds, ...seeds.map((seed) => seed.station.id)]);
    return stationsLikeThese(seeds, (seed) => this.candidatesFor(seed, coListening), excluded, limit).map((entry) =>
      this.view(entry),
    );
  }

  countries(): Country[] {
    return this.countryList.map((country) => ({
      ...country,
      station_count: this.countryCounts.get(country.code) ?? 0,
    }));
  }

  genres(): GenreFacet[] {
    return GENRE_IDS.map((id) => ({ id, name: GENRE_NAMES[id], count: this.genreCounts.get(id) ?? 0 })).sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name),
    );
  }

  languages(): LanguageFacet[] {
    return [...this.languageCounts]
      .map(([code, count]) => ({ code, name: languageName(code), count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  summary(): StationCount {
    const top = this.countries()
      .filter((country) => country.station_count > 0)
      .sort((a, b) => b.station_count - a.station_count)
      .slice(0, TOP_COUNTRIES)
      .map((country) => ({ code: country.code, name: country.name, count: country.station_count }));
    return { total_stations: this.size, top_countries: top };
  }

  stats(): CatalogueStats {
    return {
      stations: this.size,
      countries: this.countryList.length,
      countries_with_stations: this.countryList.filter((country) => this.countryCounts.has(country.code)).length,
      genres_with_stations: this.genreCounts.size,
      languages: this.languageCounts.size,
    };
  }

  private get inPopularityOrder(): Entry[] {
    return this.sortedBy('popular');
  }

  private sortedBy(sort: SortKey = 'popular'): Entry[] {
    let entries = this.sorted.get(sort);
    if (!entries) {
      entries = [...this.inPopularityOrder].sort(COMPARATORS[sort]);
      this.sorted.set(sort, entries);
    }
    return entries;
  }

  private searchRanked(text: string, sort: SortKey | undefined): readonly Entry[] {
    const found = this.search.search(text);
    return sort ? [...found].sort(COMPARATORS[sort]) : found;
  }

  /** The station as the API shows it, with its popularity against the catalogue as it is now. */
  private view(entry: Entry): Station {
    const scores = this.popularityScores;
    const beaten = placeOf(scores, entry.popularity, ascending);
    const popularity = scores.length > 1 ? Math.min(100, Math.round((100 * beaten) / (scores.length - 1))) : 0;
    return { ...entry.station, popularity };
  }

  private candidatesFor(seed: Entry, coListening: CoListening) {
    const coListened = new Map<Entry, number>();
    for (const [id, listeners] of coListening.of(seed.station.id)) {
      const entry = this.byIdOrSlug.get(id);
      if (entry && isListed(entry)) coListened.set(entry, listeners);
    }
    const { country, genre } = seed.station;
    return {
      sameGenreAndCountry: this.byCountryAndGenre.get(`${country} ${genre}`) ?? [],
      sameGenre: this.byGenre.get(seed.station.genre) ?? [],
      sameCountry: this.byCountry.get(seed.station.country) ?? [],
      coListened,
    };
  }

  private remember(entry: Entry): void {
    this.byIdOrSlug.set(entry.station.id, entry);
    this.byIdOrSlug.set(entry.station.slug, entry);
  }

  private list(entry: Entry): void {
    for (const [key, entries] of this.sorted) insertInOrder(entries, entry, COMPARATORS[key]);
    for (const group of this.groupsOf(entry)) insertInOrder(group, entry, byPopularity);
    insertInOrder(this.popularityScores, entry.popularity, ascending);
    this.count(entry, 1);
    this.search.add(entry);
    this.featuredOfDay = undefined;
  }

  private unlist(entry: Entry): void {
    for (const [key, entries] of this.sorted) removeInOrder(entries, entry, COMPARATORS[key]);
    for (const group of this.groupsOf(entry)) removeInOrder(group, entry, byPopularity);
    const scoreAt = placeOf(this.popularityScores, entry.popularity, ascending);
    if (this.popularityScores[scoreAt] === entry.popularity) this.popularityScores.splice(scoreAt, 1);
    this.count(entry, -1);
    this.search.remove(entry);
    this.featuredOfDay = undefined;
  }

  private count(entry: Entry, step: 1 | -1): void {
    addCount(this.countryCounts, entry.station.country, step);
    addCount(this.genreCounts, entry.station.genre, step);
    for (const language of new Set(entry.station.languages)) addCount(this.languageCounts, language, step);
  }

  /** The station's country, genre, and genre-in-country lists (made when missing). */
  private groupsOf(entry: Entry): Entry[][] {
    const { country, genre } = entry.station;
    const groupIn = (groups: Map<string, Entry[]>, key: string) => {
      const group = groups.get(key) ?? [];
      groups.set(key, group);
      return group;
    };
    return [
      groupIn(this.byCountry, country),
      groupIn(this.byGenre, genre),
      groupIn(this.byCountryAndGenre, `${country} ${genre}`),
    ];
  }
}
