// 'Recently played' on Home: for a logged-in user the stations of their last listening sessions,
// newest first; for a visitor without an account, the stations this device played. Nothing shows
// before the first listen.
import { listeningEndpoints, RECENTLY_PLAYED_DEFAULT } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { callEndpoint } from '../../lib/api';
import { useRecentStations } from '../../lib/recent-stations';
import { useAuth } from '../auth';
import { StationGrid } from '../stations';

export function RecentlyPlayed() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const recent = useQuery({
    queryKey: ['listening', 'recent', user?.id],
    enabled: user !== null,
    queryFn: async () =>
      (await callEndpoint(listeningEndpoints.recent, { query: { limit: RECENTLY_PLAYED_DEFAULT } })).data,
  });
  const onDevice = useRecentStations();
  const stations = user ? recent.data : onDevice.slice(0, RECENTLY_PLAYED_DEFAULT);
  if (!stations || stations.length === 0) return null;
  return (
    <section aria-labelledby="recently-played-heading" className="flex flex-col gap-5">
      <h2 id="recently-played-heading" className="text-2xl font-bold">
        {t('home.recent.heading')}
      </h2>
      <StationGrid stations={stations} label={t('home.recent.heading')} />
    </section>
  );
}
