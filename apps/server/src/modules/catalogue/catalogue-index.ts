// The in-memory catalogue that serves every public read: filters, sorting, facets and full-text
// search (MiniSearch), rebuilt whole when a station or country changes so no request scans SQL.
import {
  type Country,
  GENRE_IDS,
  GENRE_NAMES,
  type GenreFacet,
  type LanguageFacet,
  type Station,
  type StationCount,
  type StationFilters,
} from '@sauti/contract';
import MiniSearch from 'minisearch';
import { africanCountry } from './african-countries';
import { languageName } from './language-mapping';
import { foldText } from './text-normalise';

export interface IndexedStation {
  station: Station;
  /** Radio Browser's click trend: how much more the station is played lately. */
  clickTrend: number;
}

export interface StationPage {
  items: Station[];
  total: number;
}

interface Entry extends IndexedStation {
  popularity: number;
}

type SortKey = NonNullable<StationFilters['sort']>;

const TOP_COUNTRIES = 5;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The last word on ties: name, then id. Without it the order of equal stations follows the order
 * the database returned them in, which differs between instances and restarts, so pages would
 * overlap or skip stations when a listener's requests reach different instances.
 */
function byNameThenId(a: Entry, b: Entry): number {
  const byName = collator.compare(a.station.name, b.station.name);
  if (byName !== 0) return byName;
  return a.station.id < b.station.id ? -1 : a.station.id > b.station.id ? 1 : 0;
}

const COMPARATORS: Record<SortKey, (a: Entry, b: Entry) => number> = {
  popular: (a, b) =>
    Number(b.station.boosted) - Number(a.station.boosted) || b.popularity - a.popularity || byNameThenId(a, b),
  name: byNameThenId,
  newest: (a, b) =>
    b.station.created_at.localeCompare(a.station.created_at) || b.popularity - a.popularity || byNameThenId(a, b),
  trending: (a, b) => b.clickTrend - a.clickTrend || b.popularity - a.popularity || byNameThenId(a, b),
};

/** Allowed typos grow with the word: none for short words, one up to 8 letters, then two. */
function typoAllowance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 9 ? 1 : 2;
}

/** A gentle lift for popular stations, so among equally relevant ones the loved one comes first. */
function popularityWeight(entry: Entry): number {
  return 1 + Math.log10(1 + entry.popularity) / 20;
}

function searchableCountry(code: string): string {
  const country = africanCountry(code);
  if (!country) return code;
  return [country.name, ...country.otherNames, ...country.demonyms].join(' ');
}

function buildSearch(entries: readonly Entry[]): MiniSearch<Entry> {
  const search = new MiniSearch<Entry>({
    idField: 'id',
    fields: ['name', 'tags', 'city', 'description', 'country', 'language', 'genre'],
    extractField: (entry, field) => {
      const station = entry.station;
      switch (field) {
        case 'id':
          return station.id;
        case 'tags':
          return station.tags.join(' ');
        case 'country':
          return searchableCountry(station.country);
        case 'language':
          return station.languages.map(languageName).join(' ');
        case 'genre':
          return GENRE_NAMES[station.genre];
        default:
          return String(station[field as keyof Station] ?? '');
      }
    },
    processTerm: (term) => foldText(term) || null,
    tokenize: (text) => foldText(text).split(' '),
    searchOptions: {
      boost: { name: 3, tags: 1.5, genre: 1.2, country: 1, city: 1, language: 1, description: 0.5 },
      prefix: (term) => term.length >= 2,
      fuzzy: typoAllowance,
      maxFuzzy: 2,
    },
  });
  search.addAll(entries as Entry[]);
  return search;
}

function matches(station: Station, filters: StationFilters): boolean {
  if (filters.country && station.country !== filters.country) return false;
  if (filters.genre && station.genre !== filters.genre) return false;
  if (filters.language && !station.languages.includes(filters.language)) return false;
  return true;
}

export class CatalogueIndex {
  private readonly entries: Entry[];
  private readonly byIdOrSlug = new Map<string, Entry>();
  private readonly sorted = new Map<SortKey, Entry[]>();
  private readonly search: MiniSearch<Entry>;

  constructor(
    stations: readonly IndexedStation[],
    private readonly countryList: readonly Omit<Country, 'station_count'>[],
  ) {
    this.entries = stations.map((entry) => ({
      ...entry,
      popularity: entry.station.clicks * 2 + entry.station.votes,
    }));
    for (const entry of this.entries) {
      this.byIdOrSlug.set(entry.station.id, entry);
      this.byIdOrSlug.set(entry.station.slug, entry);
    }
    for (const key of Object.keys(COMPARATORS) as SortKey[]) {
      this.sorted.set(key, [...this.entries].sort(COMPARATORS[key]));
    }
    this.search = buildSearch(this.entries);
  }

  get size(): number {
    return this.entries.length;
  }

  get(idOrSlug: string): Station | undefined {
    return this.byIdOrSlug.get(idOrSlug)?.station;
  }

  query(filters: StationFilters): StationPage {
    const candidates = filters.search ? this.searchRanked(filters.search, filters.sort) : this.sortedBy(filters.sort);
    let total = 0;
    const items: Station[] = [];
    const end = filters.offset + filters.limit;
    for (const entry of candidates) {
      if (!matches(entry.station, filters)) continue;
      if (total >= filters.offset && total < end) items.push(entry.station);
      total += 1;
    }
    return { items, total };
  }

  countries(): Country[] {
    const counts = this.countBy((station) => [station.country]);
    return this.countryList.map((country) => ({ ...country, station_count: counts.get(country.code) ?? 0 }));
  }

  genres(): GenreFacet[] {
    const counts = this.countBy((station) => [station.genre]);
    return GENRE_IDS.map((id) => ({ id, name: GENRE_NAMES[id], count: counts.get(id) ?? 0 })).sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name),
    );
  }

  languages(): LanguageFacet[] {
    const counts = this.countBy((station) => station.languages);
    return [...counts]
      .map(([code, count]) => ({ code, name: languageName(code), count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  summary(): StationCount {
    const top = this.countries()
      .filter((country) => country.station_count > 0)
      .sort((a, b) => b.station_count - a.station_count)
      .slice(0, TOP_COUNTRIES)
      .map((country) => ({ code: country.code, name: country.name, count: country.station_count }));
    return { total_stations: this.entries.length, top_countries: top };
  }

  private sortedBy(sort: SortKey | undefined): Entry[] {
    return this.sorted.get(sort ?? 'popular') ?? this.entries;
  }

  /** Relevance first, popularity to break near-ties; AND over the words, OR when AND finds nothing. */
  private searchRanked(text: string, sort: SortKey | undefined): Entry[] {
    let results = this.search.search(text, { combineWith: 'AND' });
    if (results.length === 0) results = this.search.search(text, { combineWith: 'OR' });
    const found = results
      .map((result) => {
        const entry = this.byIdOrSlug.get(result.id as string);
        return entry && { entry, rank: result.score * popularityWeight(entry) };
      })
      .filter((hit) => hit !== undefined);
    if (sort) return found.map((hit) => hit.entry).sort(COMPARATORS[sort]);
    return found.sort((a, b) => b.rank - a.rank || byNameThenId(a.entry, b.entry)).map((hit) => hit.entry);
  }

  private countBy(keysOf: (station: Station) => readonly string[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { station } of this.entries) {
      for (const key of keysOf(station)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }
}
