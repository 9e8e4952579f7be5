// Loading the catalogue from real sources: a Radio Browser export file, the live Radio Browser API,
// and on first start whichever answers. Each load is one import transaction, after which the
// catalogue tells every instance to rebuild its index.
import type { Db } from '../../platform/db';
import type { SafeFetch } from '../../platform/safe-fetch';
import { AFRICAN_COUNTRIES, type CatalogueService, countStations } from '../catalogue';
import { type ImportProgress, type ImportSummary, importRadioBrowserStations } from './importer';
import {
  CatalogueSourceError,
  fetchRadioBrowserStations,
  type RadioBrowserClientOptions,
  readRadioBrowserExport,
} from './radio-browser-source';

export interface CatalogueSources {
  catalogueFile: string | undefined;
  radioBrowser: RadioBrowserClientOptions;
}

export type LoadOutcome = 'already-loaded' | 'file' | 'radio-browser' | 'empty';

export interface ImportLog {
  info(message: string): void;
  warn(message: string): void;
}

export class CatalogueImport {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly safeFetch: SafeFetch,
    private readonly log: ImportLog,
  ) {}

  async importFile(file: string, onProgress?: ImportProgress): Promise<ImportSummary> {
    const records = await readRadioBrowserExport(file);
    const summary = await importRadioBrowserStations(this.db, records, onProgress);
    await this.catalogue.changed();
    return summary;
  }

  async syncRadioBrowser(
    options: RadioBrowserClientOptions,
    onCountry?: (code: string, done: number) => void,
  ): Promise<ImportSummary> {
    const codes = AFRICAN_COUNTRIES.map((country) => country.code);
    const records = await fetchRadioBrowserStations(this.safeFetch, options, codes, onCountry);
    const summary = await importRadioBrowserStations(this.db, records);
    await this.catalogue.changed();
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
