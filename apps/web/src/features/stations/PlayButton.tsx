// Play / Pause for one station in the one app-wide player. Each accessible name starts with the words
// on the button and ends with the station's name ("Play Wazobia FM"), for screen and voice users alike.
import type { Station } from '@sauti/contract';
import { Loader2, Pause, Play } from 'lucide-react';
import { buttonClass } from '../../components/ui/Button';
import { usePlayer } from '../player';

export function usePlaybackOf(station: Station) {
  const player = usePlayer();
  return player.station?.id === station.id ? player.status : 'idle';
}

export function PlayButton({ station, className = '' }: { station: Station; className?: string }) {
  const player = usePlayer();
  const status = usePlaybackOf(station);

  if (status === 'playing') {
    return (
      <button
        type="button"
        aria-label={`Pause ${station.name}`}
        onClick={player.toggle}
        className={buttonClass('primary', `bg-emerald-400 hover:bg-emerald-300 ${className}`)}
      >
        <Pause aria-hidden="true" className="size-4" /> Pause
      </button>
    );
  }
  if (status === 'loading') {
    return (
      <button
        type="button"
        aria-label={`Connecting to ${station.name}`}
        disabled
        className={buttonClass('primary', className)}
      >
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Connecting
      </button>
    );
  }
  if (status === 'paused') {
    return (
      <button
        type="button"
        aria-label={`Resume ${station.name}`}
        onClick={player.toggle}
        className={buttonClass('primary', className)}
      >
        <Play aria-hidden="true" className="size-4" /> Resume
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-label={`Play ${station.name}`}
      onClick={() => player.play(station)}
      className={buttonClass('primary', className)}
    >
      <Play aria-hidden="true" className="size-4" /> Play
    </button>
  );
}

/** "Now Playing" beside a station's name while it is the one on air. */
export function NowPlayingBadge({ station }: { station: Station }) {
  if (usePlaybackOf(station) !== 'playing') return null;
  return (
    <span className="inline-flex items-center gap-1 rounded bg-emerald-400/15 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-emerald-300">
      NOW PLAYING
    </span>
  );
}
