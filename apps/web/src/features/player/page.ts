// The player's own screen, the full-screen player: a lazy chunk the app hands to the bar, since it
// shows other features' parts (favourite, chat, sharing, song history) that themselves use the player.
export { FullScreenPlayer } from './FullScreenPlayer';
