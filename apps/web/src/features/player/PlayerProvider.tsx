// One audio element and one state machine for the whole app: the bar, the full-screen player, cards and
// the assistant all drive playback through usePlayer().
import { ListenerCount, NowPlaying, STREAM_EVENTS, type Station, StreamResolution } from '@sauti/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { ApiError, requestJson } from '../../lib/api';
import { audioErrorMessage, type LoadedSource, loadCandidate, playWithin, sleep } from './audio-source';
import { type PlaybackCandidate, playbackCandidates } from './candidates';
import { initialPlayerState, type PlayerState, playerReducer } from './player-machine';
import { useListeningSession } from './use-listening-session';

/** Spec section 4's pauses: between failed candidates, after the stream ends, after an audio error. */
const RETRY_PAUSE_MS = 1_000;
const RECONNECT_AFTER_END_MS = 2_000;
const RELOAD_AFTER_ERROR_MS = 1_000;
const FFT_SIZE = 256;

export interface PlayerControls extends PlayerState {
  play(station: Station): void;
  toggle(): void;
  stop(): void;
  close(): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** The analyser over the playing audio, or null when the browser may not read it (not via the gateway). */
  analyser(): AnalyserNode | null;
}

const PlayerContext = createContext<PlayerControls | null>(null);

/** Whether the audio element is fed by a source that plays on, as opposed to one still being tried. */
type Phase = 'off' | 'trying' | 'live';

function useAudioElement(): HTMLAudioElement | null {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  if (!audioRef.current && typeof Audio !== 'undefined') {
    audioRef.current = new Audio();
    audioRef.current.preload = 'none';
  }
  return audioRef.current;
}

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  useListeningSession(state.station?.id ?? null, state.status === 'playing' || state.status === 'paused');
  const audio = useAudioElement();
  const stateRef = useRef(state);
  stateRef.current = state;
  const attemptRef = useRef(0);
  const phaseRef = useRef<Phase>('off');
  const sourceRef = useRef<LoadedSource | null>(null);
  const candidateRef = useRef<PlaybackCandidate | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const graphRef = useRef<{ context: AudioContext; analyser: AnalyserNode } | null>(null);

  /** Stops whatever is loading or scheduled; a pending play() that this interrupts is not a failure. */
  const cancel = useCallback(() => {
    attemptRef.current += 1;
    clearTimeout(timerRef.current);
  }, []);

  const detach = useCallback(() => {
    if (!audio) return;
    sourceRef.current?.release();
    sourceRef.current = null;
    candidateRef.current = null;
    phaseRef.current = 'off';
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }, [audio]);

  const start = useCallback(
    async (station: Station) => {
      if (!audio) return;
      cancel();
      const attempt = attemptRef.current;
      const current = () => attempt === attemptRef.current;
      detach();
      phaseRef.current = 'trying';
      dispatch({ type: 'load', station });

      let resolution: StreamResolution | null = null;
      let reason = '';
      try {
        resolution = (await requestJson(`/api/streams/${encodeURIComponent(station.id)}/resolve`, StreamResolution))
          .data;
      } catch (error) {
        // The gateway could not reach the station; its own addresses may still play from this browser.
        if (error instanceof ApiError) reason = error.message;
      }
      const candidates = playbackCandidates(station, resolution, {
        pageProtocol: window.location.protocol,
        hls: typeof MediaSource !== 'undefined' || audio.canPlayType('application/vnd.apple.mpegurl') !== '',
      });
      for (const [index, candidate] of candidates.entries()) {
        if (index > 0) await sleep(RETRY_PAUSE_MS);
        if (!current()) return;
        try {
          sourceRef.current?.release();
          sourceRef.current = await loadCandidate(audio, candidate, graphRef.current !== null);
          if (!current()) return;
          await playWithin(audio);
          if (!current()) return;
          candidateRef.current = candidate;
          phaseRef.current = 'live';
          dispatch({ type: 'playing' });
          return;
        } catch (error) {
          if (!current()) return;
          // The server's explanation of why the station is unreachable says more than the browser's.
          if (!resolution && reason) continue;
          reason = error instanceof Error ? error.message : String(error);
        }
      }
      detach();
      dispatch({
        type: 'failed',
        message: reason
          ? `Unable to play "${station.name}": ${reason}`
          : `All playback attempts failed for "${station.name}"`,
      });
    },
    [audio, cancel, detach],
  );

  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    if (!audio) return;
    const onPlaying = () => {
      if (phaseRef.current === 'live') dispatch({ type: 'playing' });
    };
    // While candidates are being tried the element pauses as each source replaces the last.
    const onPause = () => {
      if (phaseRef.current === 'live') dispatch({ type: 'paused' });
    };
    const onEnded = () => {
      const station = stateRef.current.station;
      if (phaseRef.current !== 'live' || !station) return;
      timerRef.current = setTimeout(() => void startRef.current(station), RECONNECT_AFTER_END_MS);
    };
    const onError = () => {
      const station = stateRef.current.station;
      if (phaseRef.current !== 'live' || !station) return;
      const message = `Stream error: ${audioErrorMessage(audio)}`;
      phaseRef.current = 'off';
      audio.pause();
      dispatch({ type: 'failed', message });
      timerRef.current = setTimeout(() => void startRef.current(station), RELOAD_AFTER_ERROR_MS);
    };
    audio.addEventListener('playing', onPlaying);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    return () => {
      audio.pause();
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
    };
  }, [audio]);

  useEffect(() => {
    if (!audio) return;
    audio.volume = state.volume;
    audio.muted = state.muted;
  }, [audio, state.volume, state.muted]);

  // The station's live events: its now-playing title and listener count, for as long as it is chosen.
  const stationId = state.station?.id;
  useEffect(() => {
    if (!stationId || typeof EventSource === 'undefined') return;
    const events = new EventSource(`/api/stations/${encodeURIComponent(stationId)}/events`);
    events.addEventListener(STREAM_EVENTS.nowPlaying, (event) => {
      const parsed = NowPlaying.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) dispatch({ type: 'now-playing', nowPlaying: parsed.data });
    });
    events.addEventListener(STREAM_EVENTS.listeners, (event) => {
      const parsed = ListenerCount.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) dispatch({ type: 'listeners', count: parsed.data.count });
    });
    return () => events.close();
  }, [stationId]);

  const play = useCallback((station: Station) => void start(station), [start]);

  const toggle = useCallback(() => {
    if (!audio) return;
    const { status, station } = stateRef.current;
    if (!station) return;
    if (status === 'playing') {
      audio.pause();
    } else if (status === 'loading') {
      cancel();
      detach();
      dispatch({ type: 'paused' });
    } else if (phaseRef.current === 'live' && audio.paused) {
      audio.play().catch((error: Error) => {
        // A pause() before the resumed play() settles rejects it; that is the listener's choice.
        if (error.name !== 'AbortError') dispatch({ type: 'failed', message: 'Unable to resume playback' });
      });
    } else {
      void start(station);
    }
  }, [audio, cancel, detach, start]);

  const stop = useCallback(() => {
    cancel();
    // A live stream has no position to keep: stopping lets go of it, and play starts at the live edge.
    detach();
    dispatch({ type: 'stopped' });
  }, [cancel, detach]);

  const close = useCallback(() => {
    cancel();
    detach();
    dispatch({ type: 'closed' });
  }, [cancel, detach]);

  const analyser = useCallback((): AnalyserNode | null => {
    if (!audio || typeof AudioContext === 'undefined') return null;
    if (!graphRef.current) {
      // Created once the visualizer asks, and only over same-origin gateway audio that it may read.
      if (!candidateRef.current?.viaGateway) return null;
      const context = new AudioContext();
      const node = context.createAnalyser();
      node.fftSize = FFT_SIZE;
      context.createMediaElementSource(audio).connect(node);
      node.connect(context.destination);
      graphRef.current = { context, analyser: node };
    }
    void graphRef.current.context.resume();
    return candidateRef.current?.viaGateway ? graphRef.current.analyser : null;
  }, [audio]);

  const setVolume = useCallback((volume: number) => dispatch({ type: 'volume', volume }), []);
  const setMuted = useCallback((muted: boolean) => dispatch({ type: 'muted', muted }), []);

  const controls = useMemo<PlayerControls>(
    () => ({ ...state, play, toggle, stop, close, analyser, setVolume, setMuted }),
    [state, play, toggle, stop, close, analyser, setVolume, setMuted],
  );

  return <PlayerContext.Provider value={controls}>{children}</PlayerContext.Provider>;
}

export function usePlayer(): PlayerControls {
  const controls = useContext(PlayerContext);
  if (!controls) throw new Error('usePlayer must be used inside <PlayerProvider>');
  return controls;
}
