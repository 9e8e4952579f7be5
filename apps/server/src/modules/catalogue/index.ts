// What other modules may use of the catalogue.
export { AFRICAN_COUNTRIES, type AfricanCountry, africanCountry } from './african-countries';
export type { ServedOrder, ServedStation, TextField } from './catalogue-index';
// What the importer (modules/catalogue-import) writes stations with: the same drafts, duplicate
// rules, slugs and protected fields as an admin's edits.
export { DuplicateGuard, KeptStation } from './duplicate-merge';
export { GENRE_VOCABULARY } from './genre-mapping';
export { languageCode, languageName } from './language-mapping';
export { byNameThenId } from './listed-stations';
export { ListingPages } from './listing-pages';
export type { MergeSnapshot } from './merge-snapshot';
export { RadioBrowserStation } from './radio-browser-record';
export type { CheckedColumns, CheckedStation, StationRow } from './repo';
export {
  countStations,
  ensureCountries,
  insertStations,
  loadStations,
  loadStationsById,
  markImportStarted,
  type NewStationRow,
  type StationChanges,
  updateStation,
} from './repo';
export { catalogueRoutes } from './routes';
export { isBroken, normalised } from './served-stations';
export { type CatalogueLog, type CatalogueParts, CatalogueService, type StationsPerListener } from './service';
export { uniqueSlug } from './slug';
export {
  BROADCASTER_DESCRIPTION,
  describedRow,
  describeStation,
  GENERATED_DESCRIPTION,
  generatedDescription,
  mayDescribe,
} from './station-description';
export { draftFromRadioBrowser, type StationDraft, streamKey } from './station-draft';
export { type NewStationRecord, type StationEdit, StationEditor } from './station-editor';
export { editedFields, protectedColumns } from './station-fields';
export { healthOfRow, stationFromRow } from './station-view';
