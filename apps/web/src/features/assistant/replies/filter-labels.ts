// A request's filters as the labels a listener picks them by ("Gospel, akan, Ghana"), for languages
// whose sentences would otherwise need each country's article and each genre's gender.
import type { GenreId, RequestFilters, Station } from '@sauti/contract';

export function filterLabels(locale: string, genreNames: Readonly<Record<GenreId, string>>) {
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  return {
    describeFilters: (filters: RequestFilters) =>
      [
        filters.genre && genreNames[filters.genre],
        filters.language && (languageNames.of(filters.language) ?? filters.language),
        filters.country && (regionNames.of(filters.country) ?? filters.country),
      ]
        .filter(Boolean)
        .join(', '),
    genreName: (genre: GenreId) => genreNames[genre],
    countryName: (station: Station) => regionNames.of(station.country) ?? station.country_name,
  };
}
