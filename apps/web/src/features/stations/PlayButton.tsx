// Play / Pause for one station in the one app-wide player. Each accessible name starts with the words
// on the button and ends with the station's name ("Play Wazobia FM"), for screen and voice users alike.
import type { Station } from '@sauti/contract';
import { Loader2, Pause, Play } from 'lucide-react';
import { buttonClass } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { usePlayer } from '../player';

export function usePlaybackOf(station: Station) {
  const player = usePlayer();
  return player.station?.id === station.id ? player.status : 'idle';
}

export function PlayButton({ station, className = '' }: { station: Station; className?: string }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const status = usePlaybackOf(station);
  const name = station.name;

  if (status === 'playing') {
    return (
      <button
        type="button"
        aria-label={t('station.pauseName', { name })}
        onClick={player.toggle}
        className={buttonClass('primary', `bg-emerald-400 hover:bg-emerald-300 ${className}`)}
      >
        <Pause aria-hidden="true" className="size-4" /> {t('station.pause')}
      </button>
    );
  }
  if (status === 'loading') {
    return (
      <button
        type="button"
        aria-label={t('station.connectingName', { name })}
        disabled
        className={buttonClass('primary', className)}
      >
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t('station.connecting')}
      </button>
    );
  }
  if (status === 'paused') {
    return (
      <button
        type="button"
        aria-label={t('station.resumeName', { name })}
        onClick={player.toggle}
        className={buttonClass('primary', className)}
      >
        <Play aria-hidden="true" className="size-4" /> {t('station.resume')}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-label={t('station.playName', { name })}
      onClick={() => player.play(station)}
      className={buttonClass('primary', className)}
    >
      <Play aria-hidden="true" className="size-4" /> {t('station.play')}
    </button>
  );
}

/** "Now Playing" beside a station's name while it is the one on air. */
export function NowPlayingBadge({ station }: { station: Station }) {
  const { t } = useTranslation();
  if (usePlaybackOf(station) !== 'playing') return null;
  return (
    <span className="inline-flex items-center gap-1 rounded bg-emerald-400/15 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-emerald-300">
      {t('station.nowPlaying')}
    </span>
  );
}
