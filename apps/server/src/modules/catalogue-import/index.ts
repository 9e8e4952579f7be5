// What other modules, app.ts and cli.ts may use of catalogue loading.
export type { ImportProgress, ImportSummary } from './importer';
export { CatalogueSourceError, type RadioBrowserClientOptions } from './radio-browser-source';
export { CatalogueImport, type CatalogueSources, describeImport, type LoadOutcome } from './service';
