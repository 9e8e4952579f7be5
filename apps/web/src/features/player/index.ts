export { PlayerBar } from './PlayerBar';
export { type PlayerControls, PlayerProvider, usePlayer } from './PlayerProvider';
export type { PlayerStatus } from './player-machine';
