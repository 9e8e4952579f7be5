// What other modules may use of the catalogue.
export { AFRICAN_COUNTRIES, type AfricanCountry, africanCountry } from './african-countries';
export { GENRE_VOCABULARY } from './genre-mapping';
export { languageCode, languageName } from './language-mapping';
export { CatalogueService } from './service';
export { foldText } from './text-normalise';
