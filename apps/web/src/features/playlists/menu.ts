// The playlists' part of a station's menu: only the lazily loaded station menu imports it, so its menu
// and dialog code stays off the listener's first view.
export { NewPlaylistDialog, PlaylistMenuItems } from './AddToPlaylist';
