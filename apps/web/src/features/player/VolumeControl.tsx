// Mute and a 0..1 volume slider in steps of 0.1.
import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { formatPercent } from '../../lib/format';
import { usePlayer } from './PlayerProvider';

export function VolumeControl({ className = '' }: { className?: string }) {
  const player = usePlayer();
  const { t, locale } = useTranslation();
  const Icon = player.muted || player.volume === 0 ? VolumeX : Volume2;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button
        type="button"
        onClick={() => player.setMuted(!player.muted)}
        aria-pressed={player.muted}
        aria-label={player.muted ? t('player.unmute') : t('player.mute')}
        className="rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
      <input
        type="range"
        min={0}
        max={1}
        step={0.1}
        value={player.muted ? 0 : player.volume}
        onChange={(event) => player.setVolume(Number(event.target.value))}
        aria-label={t('player.volume')}
        aria-valuetext={formatPercent(player.muted ? 0 : player.volume, locale)}
        className="w-full min-w-20 accent-amber-400 focus-visible:outline-2 focus-visible:outline-amber-400"
      />
    </div>
  );
}
