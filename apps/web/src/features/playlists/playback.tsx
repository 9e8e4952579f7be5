// Playing a playlist: its stations one after the other through the app's one player. A radio stream
// never ends, so "in order" means Next and Previous walk the list; a station that fails to start is
// skipped to the next, and the skip is said out loud. Choosing any other station ends the list's turn.
import type { Station } from '@sauti/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { usePlayer } from '../player';

export interface ListPlayback {
  playlistId: string;
  stations: Station[];
  index: number;
  /** Stations skipped because they did not start, in the order it happened. */
  skipped: Station[];
}

interface PlaylistPlaybackValue {
  current: ListPlayback | null;
  playList(playlistId: string, stations: Station[], index?: number): void;
  next(): void;
  previous(): void;
}

const PlaylistPlaybackContext = createContext<PlaylistPlaybackValue | null>(null);

export function PlaylistPlaybackProvider({ children }: { children: ReactNode }) {
  const player = usePlayer();
  const [current, setCurrent] = useState<ListPlayback | null>(null);
  const { play } = player;

  const playAt = useCallback(
    (list: ListPlayback, index: number) => {
      const station = list.stations[index];
      if (!station) return;
      setCurrent({ ...list, index });
      play(station);
    },
    [play],
  );

  const playList = useCallback(
    (playlistId: string, stations: Station[], index = 0) => playAt({ playlistId, stations, index, skipped: [] }, index),
    [playAt],
  );

  const playingId = player.station?.id;
  const failed = player.status === 'error';
  useEffect(() => {
    if (!current) return;
    const expected = current.stations[current.index];
    if (!playingId || playingId !== expected?.id) {
      // The listener chose another station (or closed the player): the list's turn is over.
      if (playingId && !current.stations.some((station) => station.id === playingId)) setCurrent(null);
      return;
    }
    if (!failed) return;
    const next = current.index + 1;
    if (next >= current.stations.length) return;
    playAt({ ...current, skipped: [...current.skipped, expected] }, next);
  }, [current, playingId, failed, playAt]);

  const value = useMemo<PlaylistPlaybackValue>(
    () => ({
      current,
      playList,
      next: () => current && playAt(current, Math.min(current.index + 1, current.stations.length - 1)),
      previous: () => current && playAt(current, Math.max(current.index - 1, 0)),
    }),
    [current, playList, playAt],
  );
  return <PlaylistPlaybackContext.Provider value={value}>{children}</PlaylistPlaybackContext.Provider>;
}

export function usePlaylistPlayback(): PlaylistPlaybackValue {
  const value = useContext(PlaylistPlaybackContext);
  if (!value) throw new Error('usePlaylistPlayback must be used inside <PlaylistPlaybackProvider>');
  return value;
}
