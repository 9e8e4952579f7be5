// A responsive grid of station cards that opens the chosen station's details in a dialog.
import type { Station } from '@sauti/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { StationCard, StationCardSkeleton } from './StationCard';

// The dialog (and Radix Dialog with it) loads on first open, not with the first page.
export const StationDetailModal = lazy(() =>
  import('./StationDetailModal').then((module) => ({ default: module.StationDetailModal })),
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
  const [open, setOpen] = useState<Station | null>(null);
  return (
    <>
      <ul aria-label={label} className={GRIDS[width]}>
        {stations.map((station) => (
          <li key={station.id}>
            <StationCard station={station} onOpen={setOpen} />
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <StationDetailModal station={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
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
