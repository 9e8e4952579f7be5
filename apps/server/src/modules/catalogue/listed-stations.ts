// The listeners' view of the catalogue index: the listed stations (served and on the air) in each sort
// order, by country and genre, counted per country, genre and language, searchable (MiniSearch), and
// the day's featured ones. It follows the index one station at a time: a binary insertion into each
// sorted view, counts adjusted, the search index told.
import { checkRank, type Station, type StationFilters } from '@sauti/contract';
import { type CatalogueEntry, isListed } from './catalogue-entry';
import type { CoListening } from './co-listening';
import { featuredStations } from './featured-stations';
import type { SimilarCandidates } from './similar-stations';
import { insertInOrder, placeOf, removeInOrder } from './sorted-array';
import { SortedViews } from './sorted-views';
import { StationSearch } from './station-search';

export interface StationPage {
  items: Station[];
  total: number;
}

type SortKey = NonNullable<StationFilters['sort']>;
type Entry = CatalogueEntry;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The last word on ties: name, then id. Without it the order of equal stations follows the order
 * the database returned them in, which differs between instances and restarts, so pages would
 * overlap or skip stations when a listener's requests reach different instances. It also makes
 * every order total, which finding a station's place in a sorted view relies on.
 */
export function byNameThenId(a: { station: Station }, b: { station: Station }): number {
  const byName = collator.compare(a.station.name, b.station.name);
  if (byName !== 0) return byName;
  return a.station.id < b.station.id ? -1 : a.station.id > b.station.id ? 1 : 0;
}

/** Within the same word on it (checkRank), best stream health first. */
const HEALTH_RANK: Record<Station['health'], number> = { excellent: 4, good: 3, poor: 2, unknown: 1, down: 0 };

const COMPARATORS: Record<SortKey, (a: Entry, b: Entry) => number> = {
  popular: (a, b) => b.popularRank - a.popularRank || byNameThenId(a, b),
  name: byNameThenId,
  newest: (a, b) =>
    b.station.created_at.localeCompare(a.station.created_at) || b.popularity - a.popularity || byNameThenId(a, b),
  trending: (a, b) => b.clickTrend - a.clickTrend || b.popularity - a.popularity || byNameThenId(a, b),
  // Stations we know play first (ours, then Radio Browser's word), nobody's word next, failed ones last.
  health: (a, b) =>
    checkRank(b.station) - checkRank(a.station) ||
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

export class ListedStations {
  /**
   * The listed stations in each sort order asked for so far. Popular, which every list and search
   * starts from, is made with the view; another order on its first use.
   */
  private readonly sorted: SortedViews<SortKey, Entry>;
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

  constructor(entries: readonly Entry[]) {
    this.sorted = new SortedViews(entries.filter(isListed), 'popular', byPopularity);
    for (const entry of this.inPopularityOrder) {
      for (const group of this.groupsOf(entry)) group.push(entry);
      this.count(entry, 1);
    }
    this.popularityScores = this.inPopularityOrder.map((entry) => entry.popularity).sort(ascending);
    this.search = new StationSearch(this.inPopularityOrder, byPopularity);
  }

  /** A station came, went or changed in the index (before and after the change). */
  change(before: Entry | undefined, after: Entry | undefined): void {
    if (before && isListed(before)) this.unlist(before);
    if (after && isListed(after)) this.list(after);
  }

  get size(): number {
    return this.sorted.size;
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

  /** Where stations like the seed are looked for; `entryOf` finds a station of the index by id. */
  candidatesFor(seed: Entry, coListening: CoListening, entryOf: (id: string) => Entry | undefined): SimilarCandidates {
    const coListened = new Map<Entry, number>();
    for (const [id, listeners] of coListening.of(seed.station.id)) {
      const entry = entryOf(id);
      if (entry && isListed(entry)) coListened.set(entry, listeners);
    }
    const { country, genre } = seed.station;
    return {
      sameGenreAndCountry: this.byCountryAndGenre.get(`${country} ${genre}`) ?? [],
      sameGenre: this.byGenre.get(genre) ?? [],
      sameCountry: this.byCountry.get(country) ?? [],
      coListened,
    };
  }

  /** How many listed stations each country, genre and language (by code) has; absent for none. */
  get counts(): Readonly<Record<'country' | 'genre' | 'language', ReadonlyMap<string, number>>> {
    return { country: this.countryCounts, genre: this.genreCounts, language: this.languageCounts };
  }

  /** The station as the API shows it, with its popularity against the listed stations as they are now. */
  view(entry: Entry): Station {
    const scores = this.popularityScores;
    const beaten = placeOf(scores, entry.popularity, ascending);
    const popularity = scores.length > 1 ? Math.min(100, Math.round((100 * beaten) / (scores.length - 1))) : 0;
    return { ...entry.station, popularity };
  }

  private get inPopularityOrder(): readonly Entry[] {
    return this.sorted.all;
  }

  private sortedBy(sort: SortKey = 'popular'): readonly Entry[] {
    return this.sorted.inOrder(sort, COMPARATORS[sort]);
  }

  private searchRanked(text: string, sort: SortKey | undefined): readonly Entry[] {
    const found = this.search.search(text);
    return sort ? [...found].sort(COMPARATORS[sort]) : found;
  }

  private list(entry: Entry): void {
    this.sorted.add(entry);
    for (const group of this.groupsOf(entry)) insertInOrder(group, entry, byPopularity);
    insertInOrder(this.popularityScores, entry.popularity, ascending);
    this.count(entry, 1);
    this.search.add(entry);
    this.featuredOfDay = undefined;
  }

  private unlist(entry: Entry): void {
    this.sorted.remove(entry);
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
