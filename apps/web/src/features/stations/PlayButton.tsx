// Play Now / Now Playing: starts this station in the one app-wide player, or pauses and resumes it.
import type { Station } from '@sauti/contract';
import { Loader2, Pause, Play } from 'lucide-react';
import { buttonClass } from '../../components/ui/Button';
import { usePlayer } from '../player';

export function PlayButton({ station, className = '' }: { station: Station; className?: string }) {
  const player = usePlayer();
  const status = player.station?.id === station.id ? player.status : 'idle';

  if (status === 'playing') {
    return (
      <button
        type="button"
        aria-label={`Pause ${station.name}`}
        onClick={player.toggle}
        className={buttonClass('primary', `bg-emerald-400 hover:bg-emerald-300 ${className}`)}
      >
        <Pause aria-hidden="true" className="size-4" /> Now Playing
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
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Connecting…
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
      <Play aria-hidden="true" className="size-4" /> Play Now
    </button>
  );
}
