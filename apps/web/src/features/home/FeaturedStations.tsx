// The day's eight featured stations (ones a recent check found playing, from several countries and
// genres, boosted and sponsored first: the server picks them) in two groups of four, with the header
// and between-stations ad slots; when none qualifies, it says so.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { AdSlot } from '../ads';
import { StationGrid, StationGridSkeleton, useFeaturedStations } from '../stations';

const FEATURED = 8;
const GROUP = 4;

export function FeaturedStations() {
  const { t } = useTranslation();
  const featured = useFeaturedStations();
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold">
            {t('home.featured.heading')}
          </h2>
          <p className="text-stone-400">{t('home.featured.intro')}</p>
        </div>
        <Link
          to="/discover"
          className="inline-flex items-center gap-1 text-sm font-semibold text-amber-300 hover:underline"
        >
          {t('home.featured.all')} <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <AdSlot position="header" />
      {featured.isPending && <StationGridSkeleton count={FEATURED} />}
      {featured.isError && <ErrorState message={t('home.featured.failed')} onRetry={() => featured.refetch()} />}
      {featured.data?.length === 0 && (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-stone-700 px-6 py-8 text-center text-stone-300"
        >
          {t('home.featured.none')}
        </p>
      )}
      {featured.data && featured.data.length > 0 && (
        <>
          <StationGrid stations={featured.data.slice(0, GROUP)} label={t('home.featured.heading')} />
          <AdSlot position="between_stations" />
          <StationGrid stations={featured.data.slice(GROUP, FEATURED)} label={t('home.featured.more')} />
        </>
      )}
    </section>
  );
}
