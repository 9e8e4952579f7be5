export {
  downloadFavorites,
  downloadPlaylist,
  useFavoritesImport,
  useMyPlaylists,
  usePlaylist,
  usePlaylistChanges,
} from './api';
export { type ListPlayback, PlaylistPlaybackProvider, usePlaylistPlayback } from './playback';
