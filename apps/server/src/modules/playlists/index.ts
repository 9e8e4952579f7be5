// What other modules and app.ts may use of playlists, and of the station files they travel in.
export { playlistRoutes } from './routes';
export { PlaylistService } from './service';
export {
  type FileEntry,
  readStationFile,
  type StationFileDownload,
  sendStationFile,
  stationFileDownload,
} from './station-files';
export { describeMatches, type EntryMatch, StationMatcher } from './station-matching';
