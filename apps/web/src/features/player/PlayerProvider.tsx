// One audio element and one state machine for the whole app: the bar, the full-screen player, cards and
// the assistant all drive playback through usePlayer(). The engine does the work; this only hands it
// to React and feeds it the station's live events. Beside it, the data meter counts what the audio uses.
import { type PlayReport, type StreamResolution, streamEndpoints, streamHealthEndpoints } from '@sauti/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { callEndpoint } from '../../lib/api';
import { browserStorage } from '../../lib/browser-storage';
import { rememberRecentStation } from '../../lib/recent-stations';
import { useStationEvents } from '../../lib/station-events';
import { DataMeter, type DataUse } from './data-meter';
import { type BeforeStart, type PlayerCommands, PlayerEngine } from './player-engine';
import type { PlayerState } from './player-machine';
import { useListeningSession } from './use-listening-session';

export interface PlayerControls extends PlayerState, PlayerCommands {}

const PlayerContext = createContext<PlayerEngine | null>(null);
const DataMeterContext = createContext<DataMeter | null>(null);

async function resolveThroughGateway(stationId: string): Promise<StreamResolution> {
  return (await callEndpoint(streamEndpoints.resolve, { params: { stationId } })).data;
}

/** Play reports help keep the catalogue honest; one that does not arrive changes nothing for the listener. */
function reportPlay(stationId: string, report: PlayReport): void {
  callEndpoint(streamHealthEndpoints.playReport, { params: { id: stationId }, body: report }).catch(() => {});
}

function usePlayerState(engine: PlayerEngine): PlayerState {
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot);
}

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [{ engine, meter }] = useState(() => {
    const audio = new Audio();
    const engine = new PlayerEngine({
      audio,
      resolveStream: resolveThroughGateway,
      pageProtocol: window.location.protocol,
      reportPlay,
    });
    return { engine, meter: new DataMeter(audio, () => engine.getSnapshot().station) };
  });
  useEffect(() => engine.watchAudio(), [engine]);
  useEffect(() => meter.watch(), [meter]);
  const { station, status } = usePlayerState(engine);
  const stationId = station?.id ?? null;
  useListeningSession(stationId, status === 'playing' || status === 'paused');
  // Kept on the device too: Home's "Recently played" for listeners without an account.
  useEffect(() => {
    if (status === 'playing' && station) rememberRecentStation(browserStorage(), station);
  }, [station, status]);
  // The station's title and listener count, for as long as it is chosen.
  useStationEvents(stationId, {
    nowPlaying: engine.showNowPlaying,
    listeners: ({ count }) => engine.showListeners(count),
  });

  return (
    <PlayerContext.Provider value={engine}>
      <DataMeterContext.Provider value={meter}>{children}</DataMeterContext.Provider>
    </PlayerContext.Provider>
  );
}

/** The data this visit's listening has used, and the playing stream's bitrate. */
export function useDataUse(): DataUse {
  const meter = useContext(DataMeterContext);
  if (!meter) throw new Error('useDataUse must be used inside <PlayerProvider>');
  return useSyncExternalStore(meter.subscribe, meter.getSnapshot);
}

/** Runs `hook` before every station starts, while mounted (one at a time: the latest mounted wins). */
export function useBeforeStart(hook: BeforeStart | null): void {
  const engine = useContext(PlayerContext);
  if (!engine) throw new Error('useBeforeStart must be used inside <PlayerProvider>');
  useEffect(() => {
    engine.setBeforeStart(hook);
    return () => engine.setBeforeStart(null);
  }, [engine, hook]);
}

export function usePlayer(): PlayerControls {
  const engine = useContext(PlayerContext);
  if (!engine) throw new Error('usePlayer must be used inside <PlayerProvider>');
  const state = usePlayerState(engine);
  return useMemo(
    () => ({
      ...state,
      play: engine.play,
      toggle: engine.toggle,
      stop: engine.stop,
      close: engine.close,
      setVolume: engine.setVolume,
      setMuted: engine.setMuted,
      analyser: engine.analyser,
      fadeTo: engine.fadeTo,
      remotePlayback: engine.remotePlayback,
    }),
    [engine, state],
  );
}
