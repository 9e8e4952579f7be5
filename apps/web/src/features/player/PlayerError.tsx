// A station that will not play: its error, and another station to try instead (never a silent switch
// to another broadcaster): the server's pick keeps the genre, then the country or language, and offers
// only a station a recent check found playing; when none qualifies it says so.
import { type Station, stationEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { useNames, useTranslation } from '../../i18n';
import { callEndpoint } from '../../lib/api';
import { usePlayer } from './PlayerProvider';
import { sayPlayerError } from './player-error-words';

function useStationToTryInstead(station: Station) {
  return useQuery({
    queryKey: ['player', 'try-instead', station.id],
    queryFn: async () =>
      (await callEndpoint(stationEndpoints.tryInstead, { params: { id: station.id }, query: { limit: 1 } })).data,
    staleTime: 5 * 60_000,
  });
}

export function PlayerError({ station, message }: { station: Station; message: string }) {
  const player = usePlayer();
  const { t } = useTranslation();
  const names = useNames();
  const instead = useStationToTryInstead(station);
  const next = instead.data?.[0];
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-3">
      <p role="alert" className="min-w-0 text-rose-300">
        {sayPlayerError(message, station.name, t)}
      </p>
      {next && (
        <button
          type="button"
          onClick={() => player.play(next)}
          className="shrink-0 self-start rounded-full border border-stone-700 px-3 py-1 text-stone-100 hover:border-stone-500 focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          {t('player.tryInstead', { name: next.name })}
        </button>
      )}
      {instead.isSuccess && !next && (
        <p className="min-w-0 text-stone-400">{t('player.tryInsteadNone', { genre: names.genre(station.genre) })}</p>
      )}
    </div>
  );
}
