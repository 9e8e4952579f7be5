export {
  useCatalogueStats,
  useCountries,
  useFeaturedStations,
  useGenres,
  useLanguages,
  useStation,
  useStationPages,
  useStations,
  useStationsForYou,
} from './api';
export { CountryFlag } from './CountryFlag';
export { EmbedSnippet } from './EmbedSnippet';
export { genreLook } from './genre-look';
export { StationDetailModal, StationGrid, StationGridSkeleton } from './StationGrid';
export { StationLogo } from './StationLogo';
