// The full-screen player: artwork, genre, country, who listens (the same words as the station's
// details), the now-playing title, the visualizer (left out in low-data mode, where the data meter
// shows instead), every control, favourite, chat, sharing, casting, the sleep timer and the station's
// recent songs; minimising returns to the bar.

import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, X } from 'lucide-react';
import { useEffect } from 'react';
import { LowDataSwitch } from '../../components/ui/LowDataSwitch';
import { useNames, useTranslation } from '../../i18n';
import { useLowData } from '../../lib/low-data';
import { ChatButton } from '../chat';
import { FavoriteButton } from '../favorites';
import { SongHistory, StationSharing, useAudience } from '../stations';
import { CastButton } from './CastButton';
import { DataMeterLine } from './DataMeterLine';
import type { FullScreenPlayerProps } from './full-screen-props';
import { PlaybackButtons } from './PlaybackButtons';
import { PlayerError } from './PlayerError';
import { usePlayer } from './PlayerProvider';
import { PlayerStatusText } from './PlayerStatusText';
import { SleepTimer } from './SleepTimer';
import { StationArtwork } from './StationArtwork';
import { sleepTimer } from './sleep-timer';
import { Visualizer } from './Visualizer';
import { VolumeControl } from './VolumeControl';

const ICON_BUTTON =
  'rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400';

export function FullScreenPlayer({ station, open, onOpenChange, showEndsAt = null }: FullScreenPlayerProps) {
  const player = usePlayer();
  const { t } = useTranslation();
  const names = useNames();
  const lowData = useLowData();
  const audience = useAudience(station);
  // Mounted from its first opening for as long as the bar shows: closing the player ends the timer too,
  // so it never stops a station played later.
  useEffect(() => () => sleepTimer.cancel(), []);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-stone-950 px-4 py-4 text-stone-100 focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Close aria-label={t('player.minimise')} className={ICON_BUTTON}>
              <ChevronDown aria-hidden="true" className="size-6" />
            </Dialog.Close>
            <Dialog.Title className="text-sm font-semibold tracking-wide text-stone-400 uppercase">
              {t('player.nowPlaying')}
            </Dialog.Title>
            <button
              type="button"
              aria-label={t('player.close')}
              onClick={() => {
                onOpenChange(false);
                player.close();
              }}
              className={ICON_BUTTON}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 py-6 text-center">
            <StationArtwork station={station} size="lg" />
            <Dialog.Description className="flex flex-wrap justify-center gap-x-3 text-sm text-stone-400">
              <span>{names.genre(station.genre)}</span>
              <span>{names.country(station.country, station.country_name)}</span>
              {audience && <span>{audience}</span>}
            </Dialog.Description>
            <PlayerStatusText station={station} />
            {player.error && <PlayerError station={station} message={player.error} />}
            {lowData ? <DataMeterLine station={station} className="text-sm" /> : <Visualizer />}
            <PlaybackButtons large />
            <VolumeControl className="w-full max-w-xs" />
            <div className="flex flex-wrap justify-center gap-2">
              <FavoriteButton station={station} withLabel />
              <ChatButton station={station} withLabel />
              <StationSharing station={station} />
              <CastButton />
            </div>
            <SleepTimer showEndsAt={showEndsAt} />
            <LowDataSwitch className="max-w-xs text-start" />
            <div className="w-full text-start">
              <SongHistory stationId={station.id} />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
