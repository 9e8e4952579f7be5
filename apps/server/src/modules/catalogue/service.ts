// The catalogue's rules: what listeners see, and keeping every server instance's in-memory index in
// step with the database. Loading stations from Radio Browser is modules/catalogue-import's work.
//
// Every write is recorded in the catalogue's change log under a new version (repo.ts). Each instance
// catches up with the log when another one says so over pub/sub, and also every few seconds by
// itself, so a `catalogue:import` run in another process reaches a running server without Redis.
// Changes that name their stations, and countries shown or hidden, are applied one station at a time;
// the others rebuild the index.
import { randomUUID } from 'node:crypto';
import type {
  AdminStationFilters,
  CatalogueStats,
  Country,
  GenreFacet,
  LanguageFacet,
  Station,
  StationCount,
  StationFilters,
} from '@sauti/contract';
import type { Db } from '../../platform/db';
import { fromFlag } from '../../platform/db';
import { NotFound } from '../../platform/http/errors';
import type { PubSub } from '../../platform/pubsub';
import { africanCountry } from './african-countries';
import {
  CatalogueIndex,
  type IndexedStation,
  type ServedOrder,
  type ServedStation,
  type StationPage,
} from './catalogue-index';
import { CoListening } from './co-listening';
import { utcDay } from './featured-stations';
import { languageCode } from './language-mapping';
import {
  type CheckedStation,
  type CountryRow,
  catalogueVersion,
  changesSince,
  ensureCountries,
  loadCountries,
  loadStations,
  loadStationsById,
  recordCatalogueChange,
  type StationRow,
  updateCheckedStations,
} from './repo';
import { SerialWork } from './serial-work';
import { RADIO_BROWSER_SOURCE } from './station-draft';
import { stationFromRow } from './station-view';

export interface CatalogueLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface CatalogueTimings {
  /** How often an instance looks for changes made elsewhere (one primary-key read). */
  pollEveryMs: number;
  /** How often "listeners also like" relearns which stations the same listeners play. */
  coListeningEveryMs: number;
}

export const DEFAULT_CATALOGUE_TIMINGS: CatalogueTimings = { pollEveryMs: 2000, coListeningEveryMs: 10 * 60_000 };

/** Each listener's distinct stations, most recent first. */
export type StationsPerListener = () => Promise<Iterable<readonly string[]>>;

/** What the catalogue is built with: its stores, and what it reads from the modules above it. */
export interface CatalogueParts {
  db: Db;
  pubsub: PubSub;
  log: CatalogueLog;
  /** A station's live listeners (the stream gateway's count); none when not given. */
  listenerCount?: (stationId: string) => number;
  /** Co-listening, relearnt every few minutes (listening sessions); none when not given. */
  stationsPerListener?: StationsPerListener;
  timings?: CatalogueTimings;
}

type IndexCountry = Omit<Country, 'station_count'>;

const CHANGED_CHANNEL = 'catalogue.changed';

function indexCountry(row: CountryRow): IndexCountry {
  return { code: row.code, name: row.name, flag: row.flag, discoverable: fromFlag(row.discoverable) };
}

/** Every stored station goes in, whatever its state: the index's flags say who may see it. */
function indexedStation(row: StationRow, countryNames: ReadonlyMap<string, string>): IndexedStation {
  const countryName = countryNames.get(row.country) ?? africanCountry(row.country)?.name ?? row.country;
  return {
    station: stationFromRow(row, countryName),
    clickTrend: row.click_trend,
    deleted: row.deleted_at !== null,
    radioBrowserId: (row.source === RADIO_BROWSER_SOURCE && row.source_id) || undefined,
    nameKey: row.name_key,
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The catalogue as every other module sees it. Its in-memory index stays inside: each read goes
 * through a method here, so every station that leaves carries its live listener count.
 */
export class CatalogueService {
  private current = new CatalogueIndex([], []);
  private countryNames = new Map<string, string>();
  /** The catalogue version the index holds: every recorded change up to it is in. */
  private heldVersion = 0;
  private readonly updates = new SerialWork();
  private readonly instanceId = randomUUID();
  private readonly timers: NodeJS.Timeout[] = [];
  private coListening = CoListening.NONE;
  private coListeningRefresh: Promise<void> = Promise.resolve();
  private readonly db: Db;
  private readonly pubsub: PubSub;
  private readonly log: CatalogueLog;
  private readonly listenersOf: (stationId: string) => number;
  private readonly stationsPerListener: StationsPerListener | undefined;
  private readonly timings: CatalogueTimings;

  constructor(parts: CatalogueParts) {
    this.db = parts.db;
    this.pubsub = parts.pubsub;
    this.log = parts.log;
    this.listenersOf = parts.listenerCount ?? (() => 0);
    this.stationsPerListener = parts.stationsPerListener;
    this.timings = parts.timings ?? DEFAULT_CATALOGUE_TIMINGS;
  }

  /** Loads the index and follows other instances' changes, told or polled. */
  async start(): Promise<void> {
    await ensureCountries(this.db);
    await this.pubsub.subscribe(CHANGED_CHANNEL, (message) => {
      const origin = (message as { origin?: string } | null)?.origin;
      if (origin !== this.instanceId) {
        void this.catchUpQuietly('Could not reload the catalogue after another instance changed it');
      }
    });
    await this.reload();
    this.every(this.timings.pollEveryMs, () =>
      this.catchUpQuietly('Could not check the catalogue for changes made elsewhere'),
    );
    if (this.stationsPerListener) this.relearnCoListening();
  }

  /**
   * Stops polling and relearning, and waits for work under way, which must not meet a database
   * that is closing. The index keeps answering what it holds.
   */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all([this.updates.idle(), this.coListeningRefresh]);
  }

  /** After a bulk change (an import): every instance rebuilds its index. */
  async changed(): Promise<void> {
    await this.recordChange(null);
  }

  /** After a country was shown or hidden: every instance shows or hides its stations in place. */
  async countriesChanged(): Promise<void> {
    await this.recordChange([]);
  }

  /**
   * After writing these stations (a health check, an admin's edit or merge): every instance reloads
   * just them from the database, in place, without rebuilding its index.
   */
  async stationsChanged(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.recordChange([...new Set(ids)]);
  }

  /** Rebuilds this instance's index from the database, without telling the others. */
  reload(): Promise<void> {
    return this.updates.run('rebuild', () => this.rebuild());
  }

  private async recordChange(stationIds: string[] | null): Promise<void> {
    await recordCatalogueChange(this.db, stationIds, new Date().toISOString());
    await this.catchUp();
    await this.pubsub.publish(CHANGED_CHANNEL, { origin: this.instanceId, ids: stationIds });
  }

  private catchUp(): Promise<void> {
    return this.updates.run('catch-up', () => this.applyChangesSinceVersion());
  }

  /**
   * Catching up outside any request (another instance's message, the poll) must not become an
   * unhandled rejection, which would stop the whole process, when the database is briefly
   * unreachable. The index keeps serving what it had; the next message or poll tries again.
   */
  private async catchUpQuietly(what: string): Promise<void> {
    try {
      await this.catchUp();
    } catch (error) {
      this.log.warn(`${what}: ${reasonOf(error)}`);
    }
  }

  private async applyChangesSinceVersion(): Promise<void> {
    if ((await catalogueVersion(this.db)) <= this.heldVersion) return;
    const changes = await changesSince(this.db, this.heldVersion);
    const latest = changes.at(-1);
    // A gap means the log was trimmed past what this instance holds.
    const contiguous = changes[0]?.version === this.heldVersion + 1;
    if (!latest || !contiguous || changes.some((change) => change.stationIds === null)) return this.rebuild();
    // Countries are few: they are read again with every change, which is how one shown or hidden arrives.
    const countries = await loadCountries(this.db);
    for (const country of countries) this.current.setCountryVisible(country.code, fromFlag(country.discoverable));
    await this.reloadStations([...new Set(changes.flatMap((change) => change.stationIds ?? []))]);
    this.heldVersion = latest.version;
  }

  private async reloadStations(ids: readonly string[]): Promise<void> {
    const rows = new Map((await loadStationsById(this.db, ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      const row = rows.get(id);
      if (row) this.current.upsert(indexedStation(row, this.countryNames));
      else this.current.remove(id);
    }
  }

  private async rebuild(): Promise<void> {
    // The version is read first: a change recorded while the rows are read is applied again later.
    const version = await catalogueVersion(this.db);
    const [rows, countryRows] = await Promise.all([loadStations(this.db), loadCountries(this.db)]);
    const countryNames = new Map(countryRows.map((row) => [row.code, row.name]));
    const stations = rows.map((row) => indexedStation(row, countryNames));
    this.current = new CatalogueIndex(stations, countryRows.map(indexCountry));
    this.countryNames = countryNames;
    this.heldVersion = version;
  }

  /** Whether listeners may see the country (an admin can hide one). */
  isDiscoverable(code: string): boolean {
    return this.current.isCountryVisible(code.toUpperCase());
  }

  /** The catalogue version this instance holds; it moves with every change, so derived views know to refresh. */
  get version(): number {
    return this.heldVersion;
  }

  /** Moves with every change to the index this instance serves from, a rebuild included. */
  get indexRevision(): number {
    return this.current.revision;
  }

  private relearnCoListening(): void {
    const relearn = () =>
      this.refreshCoListening().catch((error: unknown) =>
        this.log.warn(`Could not learn which stations the same listeners play: ${reasonOf(error)}`),
      );
    void relearn();
    this.every(this.timings.coListeningEveryMs, relearn);
  }

  /** Relearns co-listening now (it also happens every few minutes); refreshes run one at a time. */
  refreshCoListening(): Promise<void> {
    const source = this.stationsPerListener;
    if (!source) return Promise.resolve();
    const refresh = this.coListeningRefresh.then(async () => {
      this.coListening = new CoListening(await source());
    });
    this.coListeningRefresh = refresh.catch(() => undefined);
    return refresh;
  }

  /** `language` may be a code or a language's name ("Kiswahili"); an unknown one finds nothing. */
  list(filters: StationFilters): StationPage {
    const language = filters.language && (languageCode(filters.language) ?? filters.language);
    const page = this.current.query({ ...filters, language });
    return { ...page, items: page.items.map((station) => this.withListeners(station)) };
  }

  /** A station by id or slug, or undefined; an off-air one too, since a link to it still opens. */
  find(idOrSlug: string): Station | undefined {
    const station = this.current.get(idOrSlug);
    return station && this.withListeners(station);
  }

  /** A station by id or slug (off-air ones too); NotFound when there is none. */
  get(idOrSlug: string): Station {
    const station = this.find(idOrSlug);
    if (!station) throw new NotFound(`No station '${idOrSlug}'.`);
    return station;
  }

  /** Radio Browser's stationuuid of a served station that came from it. */
  radioBrowserId(stationId: string): string | undefined {
    return this.current.radioBrowserId(stationId);
  }

  /** A station by the stationuuid Radio Browser knows it by (off-air ones too). */
  findByRadioBrowserId(stationuuid: string): Station | undefined {
    const served = this.current.findServed(stationuuid);
    return served?.radioBrowserId === stationuuid ? this.find(served.station.id) : undefined;
  }

  /**
   * Every served station (listed and off the air), by name or in the order given, as the index holds
   * it: what Radio Browser's API reads. Listener counts and popularity are not in.
   */
  servedStations(order?: ServedOrder): readonly ServedStation[] {
    return this.current.servedStations(order);
  }

  /** A served station by Radio Browser's stationuuid, or by our id or slug. */
  findServed(reference: string): ServedStation | undefined {
    return this.current.findServed(reference);
  }

  /** The admin list: one page of stored stations (every state) as ids in order, and the total over all pages. */
  adminPage(filters: AdminStationFilters): { ids: string[]; total: number } {
    return this.current.adminPage(filters);
  }

  /**
   * Writes what stream checks found (health, off air, the stream's real codec and bitrate, a repaired
   * address) and updates those stations in place on every instance.
   */
  async applyCheckResults(updates: readonly CheckedStation[]): Promise<void> {
    if (updates.length === 0) return;
    await updateCheckedStations(this.db, updates);
    await this.stationsChanged(updates.map((update) => update.id));
  }

  /**
   * The day's featured stations: the same all day (UTC) for everyone, different the next; the
   * sponsored ones (running ads' stations, which the route asks the ads for) first.
   */
  featured(sponsored: ReadonlySet<string>, now: Date = new Date()): Station[] {
    return this.current.featured(utcDay(now), sponsored).map((station) => this.withListeners(station));
  }

  /** Stations like this one (id or slug), best first; NotFound when there is no such station. */
  similar(idOrSlug: string, limit: number): Station[] {
    const similar = this.current.similar(idOrSlug, limit, this.coListening);
    if (!similar) throw new NotFound(`No station '${idOrSlug}'.`);
    return similar.map((station) => this.withListeners(station));
  }

  /** Stations to try when this one (id or slug) will not play; NotFound when there is no such station. */
  tryInstead(idOrSlug: string, limit: number): Station[] {
    const stations = this.current.tryInstead(idOrSlug, limit, this.coListening);
    if (!stations) throw new NotFound(`No station '${idOrSlug}'.`);
    return stations.map((station) => this.withListeners(station));
  }

  /** Stations like any of the seeds (ids), leaving out the seeds and the excluded ids. */
  stationsLike(seedIds: readonly string[], excludedIds: ReadonlySet<string>, limit: number): Station[] {
    return this.current
      .likeThese(seedIds, excludedIds, limit, this.coListening)
      .map((station) => this.withListeners(station));
  }

  /** How many stations are listed. */
  get size(): number {
    return this.current.size;
  }

  summary(): StationCount {
    return this.current.summary();
  }

  stats(): CatalogueStats {
    return this.current.stats();
  }

  countries(): Country[] {
    return this.current.countries();
  }

  genres(): GenreFacet[] {
    return this.current.genres();
  }

  languages(): LanguageFacet[] {
    return this.current.languages();
  }

  private withListeners(station: Station): Station {
    const listeners = this.listenersOf(station.id);
    return listeners === station.listeners ? station : { ...station, listeners };
  }

  private every(intervalMs: number, task: () => Promise<void>): void {
    const timer = setInterval(() => void task(), intervalMs);
    timer.unref();
    this.timers.push(timer);
  }
}
