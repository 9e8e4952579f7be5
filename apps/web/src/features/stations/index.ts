export {
  useCountries,
  useGenres,
  useLanguages,
  useStation,
  useStationCount,
  useStationPages,
  useStations,
} from './api';
export { CountryFlag } from './CountryFlag';
export { genreLook } from './genre-look';
export { StationDetailModal, StationGrid, StationGridSkeleton } from './StationGrid';
