export { PlayerBar } from './PlayerBar';
export { type PlayerControls, PlayerProvider, useBeforeStart, usePlayer } from './PlayerProvider';
export type { BeforeStart } from './player-engine';
export type { PlayerStatus } from './player-machine';
