// One audio element and one state machine for the whole app: the bar, cards and the assistant all
// drive playback through usePlayer().
import type { Station } from '@sauti/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { initialPlayerState, type PlayerState, playerReducer } from './player-machine';

export interface PlayerControls extends PlayerState {
  play(station: Station): void;
  toggle(): void;
  stop(): void;
  close(): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
}

const PlayerContext = createContext<PlayerControls | null>(null);

function streamUrlOf(station: Station): string {
  return station.url_resolved ?? station.url;
}

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    const audio = new Audio();
    audio.preload = 'none';
    audioRef.current = audio;
    const onPlaying = () => dispatch({ type: 'playing' });
    const onPause = () => dispatch({ type: 'paused' });
    const onError = () =>
      dispatch({ type: 'failed', message: `Stream error: ${audio.error?.message || 'Unknown audio error'}` });
    audio.addEventListener('playing', onPlaying);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('error', onError);
    return () => {
      audio.pause();
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('error', onError);
    };
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = state.volume;
    audio.muted = state.muted;
  }, [state.volume, state.muted]);

  const play = useCallback((station: Station) => {
    const audio = audioRef.current;
    if (!audio) return;
    dispatch({ type: 'load', station });
    audio.src = streamUrlOf(station);
    audio.play().catch((error: Error) => {
      dispatch({ type: 'failed', message: `Unable to play "${station.name}": ${error.message}` });
    });
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio?.src) return;
    if (audio.paused) {
      audio.play().catch(() => dispatch({ type: 'failed', message: 'Unable to resume playback' }));
    } else {
      audio.pause();
    }
  }, []);

  const stop = useCallback(() => {
    audioRef.current?.pause();
    dispatch({ type: 'stopped' });
  }, []);

  const close = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    dispatch({ type: 'closed' });
  }, []);

  const controls = useMemo<PlayerControls>(
    () => ({
      ...state,
      play,
      toggle,
      stop,
      close,
      setVolume: (volume) => dispatch({ type: 'volume', volume }),
      setMuted: (muted) => dispatch({ type: 'muted', muted }),
    }),
    [state, play, toggle, stop, close],
  );

  return <PlayerContext.Provider value={controls}>{children}</PlayerContext.Provider>;
}

export function usePlayer(): PlayerControls {
  const controls = useContext(PlayerContext);
  if (!controls) throw new Error('usePlayer must be used inside <PlayerProvider>');
  return controls;
}
