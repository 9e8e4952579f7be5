// What other modules may use of the catalogue.
export { AFRICAN_COUNTRIES, type AfricanCountry, africanCountry } from './african-countries';
export type { ServedOrder, ServedStation, TextField } from './catalogue-index';
export { GENRE_VOCABULARY } from './genre-mapping';
export { languageCode, languageName } from './language-mapping';
export { byNameThenId } from './listed-stations';
export type { CheckedColumns, CheckedStation, StationRow } from './repo';
export { isBroken, normalised } from './served-stations';
export { CatalogueService } from './service';
export { type NewStationRecord, type StationEdit, StationEditor } from './station-editor';
export { editedFields } from './station-fields';
export { stationFromRow } from './station-view';
