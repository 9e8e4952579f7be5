// "{station} · {status}" and the now-playing title, announced politely as they change.
import type { Station } from '@sauti/contract';
import { useTranslation } from '../../i18n';
import { usePlayer } from './PlayerProvider';

export function PlayerStatusText({ station }: { station: Station }) {
  const player = usePlayer();
  const { t } = useTranslation();
  const title = player.nowPlaying?.title;
  return (
    <div role="status" className="min-w-0">
      <p className="truncate font-semibold text-white">
        {station.name} <span className="font-normal text-stone-400">· {t(`player.status.${player.status}`)}</span>
      </p>
      {title && (
        <p className="truncate text-sm text-amber-200">
          <span className="sr-only">{t('player.nowPlayingLabel')} </span>
          {title}
        </p>
      )}
    </div>
  );
}
