// Discover (spec section 2): filters beside the results, 'N stations found' with the order and the
// playing station's chat, an empty state with a way out, and further pages on request.
import { STATION_PAGE_MAX } from '@sauti/contract';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { WIDE_COLUMN } from '../../components/ui/page-column';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { usePageTitle, useTranslation } from '../../i18n';
import { formatCount } from '../../lib/format';
import { AdSlot } from '../ads';
import { PlayingStationChatButton } from '../chat';
import { StationGrid, StationGridSkeleton, useStationPages } from '../stations';
import { FilterSidebar } from './FilterSidebar';
import { SortControl } from './SortControl';
import { useDiscoverFilters } from './use-discover-filters';

function Results({ discover }: { discover: ReturnType<typeof useDiscoverFilters> }) {
  const { t, locale } = useTranslation();
  const { search, country, language, genre } = discover.filters;
  const { sort } = discover;
  const pages = useStationPages({ search, country, language, genre, sort }, STATION_PAGE_MAX);

  if (!pages.data) {
    if (pages.isError) return <ErrorState message={t('discover.failed')} onRetry={() => pages.refetch()} />;
    return <StationGridSkeleton count={6} width="besideFilters" />;
  }

  const stations = pages.data.pages.flatMap((page) => page.stations);
  const total = pages.data.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4" aria-busy={pages.isPlaceholderData}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-lg font-semibold">
          {t('discover.found', { count: total })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <SortControl sort={sort} searching={search !== ''} onSort={discover.setSort} />
          <PlayingStationChatButton />
        </div>
      </div>
      {total === 0 ? (
        <EmptyState title={t('discover.empty')}>
          <p className="text-stone-400">{t('discover.emptyHint')}</p>
          <Link to="/discover" onClick={discover.clearAll} className="font-semibold text-amber-300 hover:underline">
            {t('discover.clearFilters')}
          </Link>
        </EmptyState>
      ) : (
        <div className={pages.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
          <StationGrid stations={stations} label={t('discover.results')} width="besideFilters" />
        </div>
      )}
      {total > 0 && <AdSlot position="between_stations" country={country} genre={genre} />}
      {pages.hasNextPage && (
        <div className="flex flex-col items-center gap-2 py-4">
          <p className="text-sm text-stone-400">
            {t('discover.showing', {
              shown: formatCount(stations.length, locale),
              total: formatCount(total, locale),
            })}
          </p>
          <Button variant="secondary" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? t('discover.loadingMore') : t('discover.loadMore')}
          </Button>
        </div>
      )}
      {pages.isFetchNextPageError && (
        <ErrorState message={t('discover.moreFailed')} onRetry={() => pages.fetchNextPage()} />
      )}
    </div>
  );
}

export function DiscoverPage() {
  const { t } = useTranslation();
  usePageTitle(t('discover.pageTitle'));
  const discover = useDiscoverFilters();
  return (
    <>
      <PageHeader wide title={t('discover.title')} intro={t('discover.intro')} />
      <div className={`${WIDE_COLUMN} grid gap-6 py-8 lg:grid-cols-[18rem_1fr]`}>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <FilterSidebar discover={discover} />
        </aside>
        <Results discover={discover} />
      </div>
    </>
  );
}
