// The persistent bottom bar: what is playing, play/pause and stop, volume on wider screens, the data
// meter in low-data mode, and the way into the full-screen player.
import { Maximize2, X } from 'lucide-react';
import { type ComponentType, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { DataMeterLine } from './DataMeterLine';
import type { FullScreenPlayerProps } from './full-screen-props';
import { PlaybackButtons } from './PlaybackButtons';
import { PlayerError } from './PlayerError';
import { usePlayer } from './PlayerProvider';
import { PlayerStatusText } from './PlayerStatusText';
import { StationArtwork } from './StationArtwork';
import { useBarHeight } from './use-bar-height';
import { useMediaSession } from './use-media-session';
import { usePlayerKeys } from './use-player-keys';
import { VolumeControl } from './VolumeControl';

const ICON_BUTTON =
  'rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400';

/**
 * `FullScreen` is the full-screen player, given by the app as a lazy component (the player's page.ts):
 * loaded when first opened, it is no part of the listener's first view.
 */
export function PlayerBar({ FullScreen }: { FullScreen: ComponentType<FullScreenPlayerProps> }) {
  const player = usePlayer();
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  // Once loaded it stays mounted, so closing it animates and gives focus back as a dialog should.
  const everExpanded = useRef(false);
  if (expanded) everExpanded.current = true;
  const barRef = useBarHeight();
  useMediaSession(player);
  usePlayerKeys(player);
  const station = player.station;
  if (!station) return null;
  return (
    <section
      ref={barRef}
      aria-label={t('player.region')}
      className="border-t border-stone-800 bg-stone-950/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-3 py-2 sm:px-4">
        <button
          type="button"
          onClick={() => setExpanded(true)}
          aria-label={t('player.openFullScreen')}
          className="relative shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
        >
          <StationArtwork station={station} size="sm" />
          <Maximize2 aria-hidden="true" className="absolute right-0.5 bottom-0.5 size-3.5 text-white drop-shadow" />
        </button>
        <div className="min-w-0 flex-1">
          <PlayerStatusText station={station} />
          <DataMeterLine station={station} className="truncate" />
        </div>
        <PlaybackButtons />
        <VolumeControl className="hidden w-40 md:flex" />
        <button type="button" onClick={player.close} aria-label={t('player.close')} className={ICON_BUTTON}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {player.error && (
        <div className="mx-auto max-w-5xl px-3 pb-2 sm:px-4">
          <PlayerError station={station} message={player.error} />
        </div>
      )}
      {(expanded || everExpanded.current) && (
        <Suspense fallback={null}>
          <FullScreen station={station} open={expanded} onOpenChange={setExpanded} />
        </Suspense>
      )}
    </section>
  );
}
