// A station that will not play: its error, and another station from the same country to try instead
// (never a silent switch to another broadcaster).
import { type Station, stationEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { callEndpoint } from '../../lib/api';
import { usePlayer } from './PlayerProvider';
import { sayPlayerError } from './player-error-words';

const NEIGHBOURS = 10;

function useNextStation(station: Station): Station | null {
  const { data } = useQuery({
    queryKey: ['player', 'next-station', station.country],
    queryFn: async () =>
      (await callEndpoint(stationEndpoints.list, { query: { country: station.country, limit: NEIGHBOURS } })).data,
    staleTime: 5 * 60_000,
  });
  return data?.find((candidate) => candidate.id !== station.id) ?? null;
}

export function PlayerError({ station, message }: { station: Station; message: string }) {
  const player = usePlayer();
  const { t } = useTranslation();
  const next = useNextStation(station);
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
    </div>
  );
}
