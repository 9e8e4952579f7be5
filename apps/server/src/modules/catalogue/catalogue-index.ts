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
import { languageName } from './language-mapping';
import { StationSearch } from './station-search';

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
  private readonly search: StationSearch<Entry>;

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
    this.search = new StationSearch(this.sortedBy('popular'));
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

  private searchRanked(text: string, sort: SortKey | undefined): Entry[] {
    const found = this.search.search(text);
    return sort ? found.sort(COMPARATORS[sort]) : found;
  }

  private countBy(keysOf: (station: Station) => readonly string[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { station } of this.entries) {
      for (const key of keysOf(station)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }
}
