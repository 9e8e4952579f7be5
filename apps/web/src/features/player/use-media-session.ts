// The lock screen and headphone buttons (Media Session API): what is playing, play/pause/stop.
import { logoPath } from '@sauti/contract';
import { useEffect } from 'react';
import type { PlayerControls } from './PlayerProvider';

export function useMediaSession(player: PlayerControls): void {
  const { station, nowPlaying, status, toggle, stop } = player;

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (!station) {
      session.metadata = null;
      session.playbackState = 'none';
      return;
    }
    session.metadata = new MediaMetadata({
      title: nowPlaying?.song ?? nowPlaying?.title ?? station.name,
      artist: nowPlaying?.artist ?? station.name,
      album: station.name,
      artwork: station.logo ? [{ src: logoPath(station, 256) as string, sizes: '256x256' }] : [],
    });
    session.playbackState = status === 'playing' ? 'playing' : 'paused';
  }, [station, nowPlaying, status]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.setActionHandler('play', toggle);
    session.setActionHandler('pause', toggle);
    session.setActionHandler('stop', stop);
    return () => {
      session.setActionHandler('play', null);
      session.setActionHandler('pause', null);
      session.setActionHandler('stop', null);
    };
  }, [toggle, stop]);
}
