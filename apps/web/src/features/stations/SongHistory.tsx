// "Recent songs" in a station's details: the last titles its stream announced, newest first, each at
// the listener's clock time (with the date when it was not today). A time a little ahead of this
// device's clock shows as now, never as a time to come.
import type { PlayedSong } from '@sauti/contract';
import { Skeleton } from '../../components/ui/Skeleton';
import { useTranslation } from '../../i18n';
import { formatDate, formatTime } from '../../lib/format';
import { useSongHistory } from './api';

/** When the song played, at the listener's clock: the time alone today, with the date before; never later than now. */
export function playedAtLabel(song: PlayedSong, now: Date, locale: string): string {
  const played = new Date(Math.min(Date.parse(song.played_at), now.getTime()));
  const time = formatTime(played, locale);
  return played.toDateString() === now.toDateString() ? time : `${formatDate(played, locale)} ${time}`;
}

export function SongHistory({ stationId }: { stationId: string }) {
  const { t, locale } = useTranslation();
  const history = useSongHistory(stationId);
  const now = new Date();
  return (
    <section aria-labelledby="song-history-heading" className="mt-5">
      <h3 id="song-history-heading" className="text-sm font-semibold text-stone-200">
        {t('station.history.heading')}
      </h3>
      {history.isPending && (
        <div role="status" aria-label={t('station.history.loading')} className="mt-2 flex flex-col gap-1.5">
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      )}
      {history.isError && <p className="mt-2 text-sm text-stone-400">{t('station.history.failed')}</p>}
      {history.data?.length === 0 && <p className="mt-2 text-sm text-stone-400">{t('station.history.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="mt-2 flex flex-col divide-y divide-stone-800 rounded-xl bg-stone-900 px-3">
          {history.data.map((song) => (
            <li key={`${song.played_at} ${song.title}`} className="flex items-baseline gap-3 py-1.5 text-sm">
              <time dateTime={song.played_at} className="shrink-0 text-xs tabular-nums text-stone-400">
                {playedAtLabel(song, now, locale)}
              </time>
              <span dir="auto" className="min-w-0 break-words text-stone-100">
                {song.title}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
