// The player's state machine (spec section 4, Playback): idle, loading, playing, paused, error.
import type { Station } from '@sauti/contract';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface PlayerState {
  status: PlayerStatus;
  station: Station | null;
  error: string | null;
  volume: number;
  muted: boolean;
}

export type PlayerAction =
  | { type: 'load'; station: Station }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'failed'; message: string }
  | { type: 'stopped' }
  | { type: 'closed' }
  | { type: 'volume'; volume: number }
  | { type: 'muted'; muted: boolean };

export const DEFAULT_VOLUME = 0.7;

export const initialPlayerState: PlayerState = {
  status: 'idle',
  station: null,
  error: null,
  volume: DEFAULT_VOLUME,
  muted: false,
};

const clampVolume = (volume: number) => Math.min(1, Math.max(0, Math.round(volume * 10) / 10));

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'load':
      return { ...state, status: 'loading', station: action.station, error: null };
    case 'playing':
      return state.station ? { ...state, status: 'playing', error: null } : state;
    case 'paused':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'failed':
      return { ...state, status: 'error', error: action.message };
    case 'stopped':
      return { ...state, status: state.station ? 'paused' : 'idle' };
    case 'closed':
      return { ...initialPlayerState, volume: state.volume, muted: state.muted };
    case 'volume':
      return { ...state, volume: clampVolume(action.volume), muted: false };
    case 'muted':
      return { ...state, muted: action.muted };
  }
}
