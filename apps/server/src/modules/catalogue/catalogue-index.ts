// The one in-memory station index: every stored station once, with the flags that say who may see it
// (see catalogue-entry.ts), and three views over it that every read goes through, so no request scans
// SQL: the listeners' (listed-stations.ts: filters, sorting, facets, full-text search, featured and
// similar stations), the admin list's (admin-list-view.ts: every state, as columns) and Radio
// Browser's API's (served-stations.ts: off-air stations too). It is built whole after a bulk change;
// one station's change, or a country shown or hidden, reaches every view the same way: each view is
// told which entry left and which came, and updates in place. The listeners' view is made with the
// index; the others on their first read, so a server nobody administers or reaches through Radio
// Browser's API does not pay for them.
import {
  type AdminStationFilters,
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
import { AdminListView } from './admin-list-view';
import { type CatalogueEntry, catalogueEntry, type IndexedStation, isServed } from './catalogue-entry';
import type { CoListening } from './co-listening';
import { languageName } from './language-mapping';
import { ListedStations, type StationPage } from './listed-stations';
import { type ServedOrder, type ServedStation, ServedStations } from './served-stations';
import { similarStations, stationsLikeThese, stationsToTryInstead } from './similar-stations';

export type { IndexedStation } from './catalogue-entry';
export type { StationPage } from './listed-stations';
export type { ServedOrder, ServedStation, TextField } from './served-stations';

type Entry = CatalogueEntry;
type IndexCountry = Omit<Country, 'station_count'>;

/** A view over the index: told of every station that comes (before undefined), goes (after undefined) or changes. */
interface IndexView {
  change(before: Entry | undefined, after: Entry | undefined): void;
}

const TOP_COUNTRIES = 5;

/** The last revision any index in this process took: a rebuilt index never repeats an old one's. */
let lastRevision = 0;

export class CatalogueIndex {
  /** Every stored station, by id, by slug and by Radio Browser's stationuuid. */
  private readonly byId = new Map<string, Entry>();
  private readonly bySlug = new Map<string, Entry>();
  private readonly byRadioBrowserId = new Map<string, Entry>();
  /** Every country, shown to listeners or hidden by an admin, by code. */
  private readonly countryByCode: Map<string, IndexCountry>;
  private readonly listed: ListedStations;
  private adminListView: AdminListView | undefined;
  private servedView: ServedStations | undefined;
  /** The views made so far, each told of every change. */
  private readonly views: IndexView[] = [];
  private heldRevision = ++lastRevision;

  /** `countries`: every country, each `discoverable` or not; a station of a country not among them is hidden. */
  constructor(stations: readonly IndexedStation[], countries: readonly IndexCountry[]) {
    this.countryByCode = new Map(countries.map((country) => [country.code, country]));
    const all = stations.map((indexed) => catalogueEntry(indexed, this.isHidden(indexed.station.country)));
    for (const entry of all) this.remember(entry);
    this.listed = this.made(new ListedStations(all));
  }

  /** Puts a station in, or replaces it (by id): what a single station's change costs. */
  upsert(indexed: IndexedStation): void {
    this.replace(this.byId.get(indexed.station.id), catalogueEntry(indexed, this.isHidden(indexed.station.country)));
  }

  /** Takes a station out by id; nothing happens when it is not in. */
  remove(id: string): void {
    this.replace(this.byId.get(id), undefined);
  }

  /** Shows or hides a country from listeners: each of its stations changes in every view, as one station's change does. */
  setCountryVisible(code: string, visible: boolean): void {
    const country = this.countryByCode.get(code);
    if (!country || country.discoverable === visible) return;
    this.countryByCode.set(code, { ...country, discoverable: visible });
    this.heldRevision = ++lastRevision;
    for (const entry of [...this.byId.values()]) {
      if (entry.station.country === code) this.replace(entry, { ...entry, countryHidden: !visible });
    }
  }

  /** Moves with every change, and a new index has a new one: what answers made from the index are kept by. */
  get revision(): number {
    return this.heldRevision;
  }

  /** Whether listeners may see the country. */
  isCountryVisible(code: string): boolean {
    return this.countryByCode.get(code)?.discoverable === true;
  }

  /** How many stations are listed (off-air ones are not). */
  get size(): number {
    return this.listed.size;
  }

  /** A served station by id or slug, off-air ones included. */
  get(idOrSlug: string): Station | undefined {
    const entry = this.servedEntry(idOrSlug);
    return entry && this.listed.view(entry);
  }

  query(filters: StationFilters): StationPage {
    return this.listed.query(filters);
  }

  /** The day's featured stations (day as "YYYY-MM-DD", UTC), sponsored ones first; see featured-stations.ts. */
  featured(day: string, sponsored?: ReadonlySet<string>): Station[] {
    return this.listed.featured(day, sponsored);
  }

  /** Stations like this one (id or slug), best first; undefined when there is no such station. */
  similar(idOrSlug: string, limit: number, coListening: CoListening): Station[] | undefined {
    const seed = this.servedEntry(idOrSlug);
    if (!seed) return undefined;
    return similarStations(seed, this.candidatesFor(seed, coListening), limit).map((entry) => this.listed.view(entry));
  }

  /** Stations to try instead of this one (id or slug); undefined when there is no such station. See stationsToTryInstead. */
  tryInstead(idOrSlug: string, limit: number, coListening: CoListening): Station[] | undefined {
    const failed = this.servedEntry(idOrSlug);
    if (!failed) return undefined;
    return stationsToTryInstead(failed, this.candidatesFor(failed, coListening), limit).map((entry) =>
      this.listed.view(entry),
    );
  }

  /** Stations like any of the seeds (ids), none of them or of the excluded ids. */
  likeThese(
    seedIds: readonly string[],
    excludedIds: ReadonlySet<string>,
    limit: number,
    coListening: CoListening,
  ): Station[] {
    const seeds = seedIds.flatMap((id) => this.servedEntry(id) ?? []);
    const excluded = new Set([...excludedIds, ...seeds.map((seed) => seed.station.id)]);
    return stationsLikeThese(seeds, (seed) => this.candidatesFor(seed, coListening), excluded, limit).map((entry) =>
      this.listed.view(entry),
    );
  }

  /** The countries listeners may see, with how many listed stations each has. */
  countries(): Country[] {
    const counts = this.listed.counts.country;
    return this.visibleCountries().map((country) => ({ ...country, station_count: counts.get(country.code) ?? 0 }));
  }

  genres(): GenreFacet[] {
    const counts = this.listed.counts.genre;
    return GENRE_IDS.map((id) => ({ id, name: GENRE_NAMES[id], count: counts.get(id) ?? 0 })).sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name),
    );
  }

  languages(): LanguageFacet[] {
    return [...this.listed.counts.language]
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
    const visible = this.visibleCountries();
    const counts = this.listed.counts;
    return {
      stations: this.size,
      countries: visible.length,
      countries_with_stations: visible.filter((country) => counts.country.has(country.code)).length,
      genres_with_stations: counts.genre.size,
      languages: counts.language.size,
    };
  }

  /** The admin list: the ids of one page of stored stations (every state) in order, and the total over all pages. */
  adminPage(filters: AdminStationFilters): { ids: string[]; total: number } {
    return this.adminList.query(filters);
  }

  /** Every served station (off-air ones too) by name, or in the order given. */
  servedStations(order?: ServedOrder): readonly ServedStation[] {
    return this.served.inOrder(order);
  }

  /** A served station by Radio Browser's stationuuid, or by our id or slug. */
  findServed(reference: string): ServedStation | undefined {
    const byUuid = this.byRadioBrowserId.get(reference);
    const entry = byUuid && isServed(byUuid) ? byUuid : this.servedEntry(reference);
    return entry && this.served.get(entry.station.id);
  }

  /** Radio Browser's stationuuid of a served station that came from it. */
  radioBrowserId(stationId: string): string | undefined {
    return this.servedEntry(stationId)?.radioBrowserId;
  }

  private get adminList(): AdminListView {
    this.adminListView ??= this.made(new AdminListView([...this.byId.values()]));
    return this.adminListView;
  }

  private get served(): ServedStations {
    this.servedView ??= this.made(new ServedStations([...this.byId.values()]));
    return this.servedView;
  }

  private made<V extends IndexView>(view: V): V {
    this.views.push(view);
    return view;
  }

  private servedEntry(idOrSlug: string): Entry | undefined {
    const entry = this.byId.get(idOrSlug) ?? this.bySlug.get(idOrSlug);
    return entry && isServed(entry) ? entry : undefined;
  }

  private visibleCountries(): IndexCountry[] {
    return [...this.countryByCode.values()].filter((country) => country.discoverable);
  }

  private isHidden(code: string): boolean {
    return !this.isCountryVisible(code);
  }

  private candidatesFor(seed: Entry, coListening: CoListening) {
    return this.listed.candidatesFor(seed, coListening, (id) => this.byId.get(id));
  }

  /** Every view learns of the change the same way: which entry left, which came. */
  private replace(before: Entry | undefined, after: Entry | undefined): void {
    if (!before && !after) return;
    this.heldRevision = ++lastRevision;
    if (before) this.forget(before);
    if (after) this.remember(after);
    for (const view of this.views) view.change(before, after);
  }

  private remember(entry: Entry): void {
    this.byId.set(entry.station.id, entry);
    this.bySlug.set(entry.station.slug, entry);
    if (entry.radioBrowserId) this.byRadioBrowserId.set(entry.radioBrowserId, entry);
  }

  private forget(entry: Entry): void {
    this.byId.delete(entry.station.id);
    if (this.bySlug.get(entry.station.slug) === entry) this.bySlug.delete(entry.station.slug);
    if (entry.radioBrowserId && this.byRadioBrowserId.get(entry.radioBrowserId) === entry) {
      this.byRadioBrowserId.delete(entry.radioBrowserId);
    }
  }
}
