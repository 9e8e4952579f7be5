export { AddToPlaylistSubmenu, NewPlaylistDialog } from './AddToPlaylist';
export {
  downloadFavorites,
  downloadPlaylist,
  useFavoritesImport,
  useMyPlaylists,
  usePlaylist,
  usePlaylistChanges,
} from './api';
export { type ListPlayback, PlaylistPlaybackProvider, usePlaylistPlayback } from './playback';
