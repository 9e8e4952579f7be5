// The catalogue's rules: what listeners see, loading stations from real sources, and keeping every
// server instance's in-memory index in step with the database.
import { randomUUID } from 'node:crypto';
import type { Station, StationCount, StationFilters } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { fromFlag } from '../../platform/db';
import { NotFound } from '../../platform/http/errors';
import type { PubSub } from '../../platform/pubsub';
import type { SafeFetch } from '../../platform/safe-fetch';
import { AFRICAN_COUNTRIES } from './african-countries';
import { CatalogueIndex, type StationPage } from './catalogue-index';
import { type ImportProgress, type ImportSummary, importRadioBrowserStations } from './importer';
import {
  CatalogueSourceError,
  fetchRadioBrowserStations,
  type RadioBrowserClientOptions,
  readRadioBrowserExport,
} from './radio-browser';
import { countStations, ensureCountries, loadCountries, loadStations } from './repo';
import { stationFromRow } from './station-view';

export interface CatalogueLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface CatalogueSources {
  catalogueFile: string | undefined;
  radioBrowser: RadioBrowserClientOptions;
}

export type LoadOutcome = 'already-loaded' | 'file' | 'radio-browser' | 'empty';

const CHANGED_CHANNEL = 'catalogue.changed';

export class CatalogueService {
  private current = new CatalogueIndex([], []);
  private readonly instanceId = randomUUID();
  private reloadGeneration = 0;
  private listenersOf: (stationId: string) => number = () => 0;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
    private readonly log: CatalogueLog,
    private readonly safeFetch: SafeFetch,
  ) {}

  get index(): CatalogueIndex {
    return this.current;
  }

  /** Loads the index and follows other instances' changes. */
  async start(): Promise<void> {
    await ensureCountries(this.db);
    await this.pubsub.subscribe(CHANGED_CHANNEL, (message) => {
      const origin = (message as { origin?: string } | null)?.origin;
      if (origin !== this.instanceId) void this.reloadAfterOtherChange();
    });
    await this.reload();
  }

  /** Rebuilds this instance's index from the database and tells the other instances to do the same. */
  async changed(): Promise<void> {
    await this.reload();
    await this.pubsub.publish(CHANGED_CHANNEL, { origin: this.instanceId });
  }

  /**
   * Another instance's change arrives outside any request, so a failure here (the database briefly
   * unreachable) must not become an unhandled rejection, which would stop the whole process.
   * The index keeps serving what it had; the next change message tries again.
   */
  private async reloadAfterOtherChange(): Promise<void> {
    try {
      await this.reload();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn(`Could not reload the catalogue after another instance changed it: ${reason}`);
    }
  }

  async reload(): Promise<void> {
    // Reloads can overlap (a change here and one from another instance); the one started last read
    // the newest rows, so an older one finishing after it must not replace its index.
    const generation = ++this.reloadGeneration;
    const [rows, countryRows] = await Promise.all([loadStations(this.db), loadCountries(this.db)]);
    const countries = countryRows.map((row) => ({
      code: row.code,
      name: row.name,
      flag: row.flag,
      discoverable: fromFlag(row.discoverable),
    }));
    const visibleCountries = new Map(countries.filter((country) => country.discoverable).map((c) => [c.code, c]));
    const stations = rows
      .filter((row) => fromFlag(row.is_active) && visibleCountries.has(row.country))
      .map((row) => ({
        station: stationFromRow(row, visibleCountries.get(row.country)?.name ?? row.country),
        clickTrend: row.click_trend,
      }));
    const index = new CatalogueIndex(stations, [...visibleCountries.values()]);
    if (generation === this.reloadGeneration) this.current = index;
  }

  /** Live listener counts come from the stream gateway, which itself needs the catalogue. */
  useListenerCounts(countFor: (stationId: string) => number): void {
    this.listenersOf = countFor;
  }

  list(filters: StationFilters): StationPage {
    const page = this.current.query(filters);
    return { ...page, items: page.items.map((station) => this.withListeners(station)) };
  }

  get(idOrSlug: string): Station {
    const station = this.current.get(idOrSlug);
    if (!station) throw new NotFound(`No station '${idOrSlug}'.`);
    return this.withListeners(station);
  }

  private withListeners(station: Station): Station {
    const listeners = this.listenersOf(station.id);
    return listeners === station.listeners ? station : { ...station, listeners };
  }

  summary(): StationCount {
    return this.current.summary();
  }

  async importFile(file: string, onProgress?: ImportProgress): Promise<ImportSummary> {
    const records = await readRadioBrowserExport(file);
    const summary = await importRadioBrowserStations(this.db, records, onProgress);
    await this.changed();
    return summary;
  }

  async syncRadioBrowser(
    options: RadioBrowserClientOptions,
    onCountry?: (code: string, done: number) => void,
  ): Promise<ImportSummary> {
    const codes = AFRICAN_COUNTRIES.map((country) => country.code);
    const records = await fetchRadioBrowserStations(this.safeFetch, options, codes, onCountry);
    const summary = await importRadioBrowserStations(this.db, records);
    await this.changed();
    return summary;
  }

  /**
   * First start: an empty catalogue is filled from CATALOGUE_FILE when one is named, else from
   * Radio Browser when it answers in time. With neither, the server still serves an empty catalogue.
   */
  async loadIfEmpty(sources: CatalogueSources): Promise<LoadOutcome> {
    if ((await countStations(this.db)) > 0) return 'already-loaded';
    if (sources.catalogueFile) {
      this.log.info(`The catalogue is empty: importing ${sources.catalogueFile}…`);
      const summary = await this.importFile(sources.catalogueFile, (done, total) => {
        if (done < total) this.log.info(`Importing stations: ${done}/${total} records read`);
      });
      this.log.info(`Catalogue loaded from ${sources.catalogueFile}: ${describeImport(summary)}`);
      return 'file';
    }
    try {
      const summary = await this.syncRadioBrowser(sources.radioBrowser);
      this.log.info(`Catalogue loaded from Radio Browser: ${describeImport(summary)}`);
      return 'radio-browser';
    } catch (error) {
      const reason = error instanceof CatalogueSourceError ? error.message : String(error);
      this.log.warn(
        `The catalogue is empty and Radio Browser is not reachable (${reason}). Load stations with CATALOGUE_FILE=path/to/export.json npm start, or npm run catalogue:import -- path/to/export.json.`,
      );
      return 'empty';
    }
  }
}

export function describeImport(summary: ImportSummary): string {
  return [
    `${summary.inserted} added`,
    `${summary.updated} updated`,
    `${summary.unchanged} unchanged`,
    `${summary.duplicates} duplicates skipped`,
    `${summary.notAfrican} outside Africa skipped`,
    `${summary.noStreamUrl} without a stream URL skipped`,
  ].join(', ');
}
