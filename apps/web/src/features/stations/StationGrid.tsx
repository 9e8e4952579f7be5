// A responsive grid of station cards. A card opens its station's details at the station's address
// (`/station/{slug}`) over this page, so Back closes them and the list stays where it was.
import type { Station } from '@sauti/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadCataloguePart, useTranslation } from '../../i18n';
import { over } from '../../lib/over-page';
import { stationQueryKey } from './api';
import { StationCard, StationCardSkeleton } from './StationCard';

// The dialog (and Radix Dialog with it) loads on first open, not with the first page.
export const StationDetailModal = lazy(() =>
  Promise.all([import('./StationDetailModal'), loadCataloguePart('screens')]).then(([module]) => ({
    default: module.StationDetailModal,
  })),
);

/** Full width fits four cards a row on a desktop; beside Discover's filters, three. */
const GRIDS = {
  full: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  besideFilters: 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
} as const;
export type GridWidth = keyof typeof GRIDS;

export function StationGrid({
  stations,
  label,
  width = 'full',
}: {
  stations: Station[];
  label: string;
  width?: GridWidth;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  function open(station: Station) {
    // The details show at once with what the card knows, and refresh from the server.
    queryClient.setQueryData(stationQueryKey(station.slug), station);
    navigate(`/station/${encodeURIComponent(station.slug)}`, { state: over(location), preventScrollReset: true });
  }
  return (
    <ul aria-label={label} className={GRIDS[width]}>
      {stations.map((station) => (
        <li key={station.id}>
          <StationCard station={station} onOpen={open} />
        </li>
      ))}
    </ul>
  );
}

export function StationGridSkeleton({ count, width = 'full' }: { count: number; width?: GridWidth }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('stations.loading')} className={GRIDS[width]}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <StationCardSkeleton key={index} />
      ))}
    </div>
  );
}
