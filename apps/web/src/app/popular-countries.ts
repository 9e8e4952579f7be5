// The footer's popular countries: those with the most stations, and only countries that have any, so no
// link leads to an empty list.
import type { Country } from '@sauti/contract';

export function popularCountries(countries: readonly Country[], limit: number): Country[] {
  return countries
    .filter((country) => country.station_count > 0)
    .sort((a, b) => b.station_count - a.station_count)
    .slice(0, limit);
}
