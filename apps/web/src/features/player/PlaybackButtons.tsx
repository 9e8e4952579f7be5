// Play/pause and stop, labelled for what they do now. Full screen, Stop is a button with its word on
// it, so it reads as an action rather than a small square.
import { Loader2, Pause, Play, Square } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { usePlayer } from './PlayerProvider';

const ROUND =
  'inline-flex items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400';

export function PlaybackButtons({ large = false }: { large?: boolean }) {
  const player = usePlayer();
  const { t } = useTranslation();
  const busy = player.status === 'loading' || player.status === 'playing';
  const MainIcon = player.status === 'loading' ? Loader2 : busy ? Pause : Play;
  const mainSize = large ? 'size-16' : 'size-11';
  return (
    <div className="flex items-center gap-2">
      {large ? (
        <button
          type="button"
          onClick={player.stop}
          className={`${ROUND} min-h-11 gap-2 border border-stone-600 px-5 text-sm font-semibold text-stone-100 hover:border-stone-400 hover:bg-stone-800`}
        >
          <Square aria-hidden="true" className="size-3.5 fill-current" /> {t('player.stop')}
        </button>
      ) : (
        <button
          type="button"
          onClick={player.stop}
          aria-label={t('player.stop')}
          className={`${ROUND} size-10 text-stone-300 hover:bg-stone-800 hover:text-white`}
        >
          <Square aria-hidden="true" className="size-4" />
        </button>
      )}
      <button
        type="button"
        onClick={player.toggle}
        aria-label={busy ? t('player.pause') : t('player.play')}
        className={`${ROUND} ${mainSize} bg-amber-400 text-stone-950 hover:bg-amber-300`}
      >
        <MainIcon
          aria-hidden="true"
          className={`${large ? 'size-7' : 'size-5'} ${player.status === 'loading' ? 'animate-spin' : ''}`}
        />
      </button>
    </div>
  );
}
