// Discover (spec section 2): filters beside the results, 'N stations found', an empty state with a
// way out, and further pages on request.
import { STATION_PAGE_MAX } from '@sauti/contract';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { formatCount, plural } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { StationGrid, StationGridSkeleton, useStationPages } from '../stations';
import { FilterSidebar } from './FilterSidebar';
import { useDiscoverFilters } from './use-discover-filters';

function Results({ discover }: { discover: ReturnType<typeof useDiscoverFilters> }) {
  const { search, country, language, genre } = discover.filters;
  const pages = useStationPages({ search, country, language, genre }, STATION_PAGE_MAX);

  if (!pages.data) {
    if (pages.isError) return <ErrorState message="Stations could not be loaded." onRetry={() => pages.refetch()} />;
    return <StationGridSkeleton count={6} width="besideFilters" />;
  }

  const stations = pages.data.pages.flatMap((page) => page.stations);
  const total = pages.data.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4" aria-busy={pages.isPlaceholderData}>
      <p role="status" className="text-lg font-semibold">
        {plural(total, 'station')} found
      </p>
      {total === 0 ? (
        <EmptyState title="No stations found">
          <p className="text-stone-400">Try another spelling, or fewer filters.</p>
          <Link to="/discover" onClick={discover.clearAll} className="font-semibold text-amber-300 hover:underline">
            Clear filters
          </Link>
        </EmptyState>
      ) : (
        <div className={pages.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
          <StationGrid stations={stations} label="Stations" width="besideFilters" />
        </div>
      )}
      {pages.hasNextPage && (
        <div className="flex flex-col items-center gap-2 py-4">
          <p className="text-sm text-stone-400">
            Showing {formatCount(stations.length)} of {formatCount(total)}
          </p>
          <Button variant="secondary" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? 'Loading…' : 'Load more stations'}
          </Button>
        </div>
      )}
      {pages.isFetchNextPageError && (
        <ErrorState message="More stations could not be loaded." onRetry={() => pages.fetchNextPage()} />
      )}
    </div>
  );
}

export function DiscoverPage() {
  usePageTitle('Discover');
  const discover = useDiscoverFilters();
  return (
    <>
      <PageHeader wide title="Discover stations" intro="Search and filter live radio from across Africa." />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[18rem_1fr]">
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <FilterSidebar discover={discover} />
        </aside>
        <Results discover={discover} />
      </div>
    </>
  );
}
