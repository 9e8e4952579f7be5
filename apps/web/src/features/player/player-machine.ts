// The player's state machine (spec section 4, Playback): idle, loading, playing, paused, error.
import type { NowPlaying, Station } from '@sauti/contract';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface PlayerState {
  status: PlayerStatus;
  station: Station | null;
  error: string | null;
  volume: number;
  muted: boolean;
  /** The station's current ICY title from its live events; null until the gateway knows one. */
  nowPlaying: NowPlaying | null;
  /** Live listeners of the station through the gateway; null until the first `listeners` event. */
  listeners: number | null;
}

export type PlayerAction =
  | { type: 'load'; station: Station }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'failed'; message: string }
  | { type: 'stopped' }
  | { type: 'closed' }
  | { type: 'volume'; volume: number }
  | { type: 'muted'; muted: boolean }
  | { type: 'now-playing'; nowPlaying: NowPlaying }
  | { type: 'listeners'; count: number };

export const DEFAULT_VOLUME = 0.7;

export const initialPlayerState: PlayerState = {
  status: 'idle',
  station: null,
  error: null,
  volume: DEFAULT_VOLUME,
  muted: false,
  nowPlaying: null,
  listeners: null,
};

const clampVolume = (volume: number) => Math.min(1, Math.max(0, Math.round(volume * 10) / 10));

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'load': {
      const sameStation = state.station?.id === action.station.id;
      return {
        ...state,
        status: 'loading',
        station: action.station,
        error: null,
        nowPlaying: sameStation ? state.nowPlaying : null,
        listeners: sameStation ? state.listeners : null,
      };
    }
    case 'playing':
      return state.station ? { ...state, status: 'playing', error: null } : state;
    case 'paused':
      // Pausing while still loading is a pause, not a failure of the attempt it interrupted.
      return state.status === 'playing' || state.status === 'loading' ? { ...state, status: 'paused' } : state;
    case 'failed':
      return state.station ? { ...state, status: 'error', error: action.message } : state;
    case 'stopped':
      return { ...state, status: state.station ? 'paused' : 'idle' };
    case 'closed':
      return { ...initialPlayerState, volume: state.volume, muted: state.muted };
    case 'volume':
      return { ...state, volume: clampVolume(action.volume), muted: false };
    case 'muted':
      return { ...state, muted: action.muted };
    case 'now-playing':
      return state.station ? { ...state, nowPlaying: action.nowPlaying } : state;
    case 'listeners':
      return state.station ? { ...state, listeners: action.count } : state;
  }
}
