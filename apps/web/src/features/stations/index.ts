export { useStations } from './api';
export { StationList } from './StationList';
