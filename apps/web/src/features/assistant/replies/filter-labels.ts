// A request's filters as the labels a listener picks them by ("Gospel, akan, Ghana"), for languages
// whose sentences would otherwise need each country's article and each genre's gender. Genres go by
// the contract's names, as the web app's labels show them.
import { type AssistantLanguage, type GenreId, genreLabel, type RequestFilters, type Station } from '@sauti/contract';

export function filterLabels(language: AssistantLanguage, locale: string = language) {
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  return {
    describeFilters: (filters: RequestFilters) =>
      [
        filters.genre && genreLabel(language, filters.genre),
        filters.language && (languageNames.of(filters.language) ?? filters.language),
        filters.country && (regionNames.of(filters.country) ?? filters.country),
      ]
        .filter(Boolean)
        .join(', '),
    genreName: (genre: GenreId) => genreLabel(language, genre),
    countryName: (station: Station) => regionNames.of(station.country) ?? station.country_name,
  };
}
