// Eight popular stations in two groups of four, with the header and between-stations ad slots.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdSlot } from '../../components/ui/AdSlot';
import { ErrorState } from '../../components/ui/States';
import { StationGrid, StationGridSkeleton, useStations } from '../stations';

const FEATURED = 8;
const GROUP = 4;

export function FeaturedStations() {
  const featured = useStations({ limit: FEATURED, sort: 'popular' });
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold">
            Featured stations
          </h2>
          <p className="text-stone-400">What listeners across the continent are tuning in to.</p>
        </div>
        <Link
          to="/discover"
          className="inline-flex items-center gap-1 text-sm font-semibold text-amber-300 hover:underline"
        >
          All stations <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <AdSlot position="header" />
      {featured.isPending && <StationGridSkeleton count={FEATURED} />}
      {featured.isError && (
        <ErrorState message="Featured stations could not be loaded." onRetry={() => featured.refetch()} />
      )}
      {featured.data && (
        <>
          <StationGrid stations={featured.data.stations.slice(0, GROUP)} label="Featured stations" />
          <AdSlot position="between_stations" />
          <StationGrid stations={featured.data.stations.slice(GROUP, FEATURED)} label="More featured stations" />
        </>
      )}
    </section>
  );
}
