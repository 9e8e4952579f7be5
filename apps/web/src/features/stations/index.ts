export {
  stationScheduleKey,
  useCatalogueStats,
  useCountries,
  useFeaturedStations,
  useGenres,
  useLanguages,
  useStation,
  useStationPages,
  useStationSchedule,
  useStations,
  useStationsForYou,
} from './api';
export { CountryFlag } from './CountryFlag';
export { genreLook } from './genre-look';
export { StationDetailModal, StationGrid, StationGridSkeleton } from './StationGrid';
export { StationLogo } from './StationLogo';
