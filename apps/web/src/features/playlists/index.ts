export {
  downloadFavorites,
  downloadPlaylist,
  useFavoritesImport,
  useMyPlaylists,
  usePlaylist,
  usePlaylistChanges,
} from './api';
export { PlaylistNameForm } from './PlaylistNameForm';
export { type ListPlayback, PlaylistPlaybackProvider, usePlaylistPlayback } from './playback';
