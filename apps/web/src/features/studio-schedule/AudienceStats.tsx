// The studio's audience panel: a date range (the last 30 days at first), the headline figures, charts
// by day and hour of the day (drawn by a lazily loaded part), listeners by country and platform as
// tables, and the same figures as a CSV download. Days and hours are the owner's own time zone's.
// Only totals come from the server: no listener is ever shown.
import type { AudienceStatsQuery, AudienceStats as Figures } from '@sauti/contract';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { DataTable } from '../../components/ui/DataTable';
import { TextField } from '../../components/ui/Field';
import { FigureRow } from '../../components/ui/FigureRow';
import { Skeleton } from '../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { browserTimeZone } from '../../lib/time-zones';
import { downloadAudienceCsv, useAudienceStats } from './api';

// recharts loads with the charts, not with the studio.
const AudienceCharts = lazy(() => import('./AudienceCharts').then((module) => ({ default: module.AudienceCharts })));

const PLATFORM_NAMES: Record<string, string> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chromeos: 'ChromeOS',
};

/** YYYY-MM-DD of a date at the owner's own clock. */
function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function defaultRange(): { from: string; to: string } {
  const today = new Date();
  const monthAgo = new Date(today);
  monthAgo.setDate(today.getDate() - 29);
  return { from: localDay(monthAgo), to: localDay(today) };
}

function Tables({ figures }: { figures: Figures }) {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const countryName = (code: string) =>
    code === 'other' ? t('studio.audience.otherCountries') : (regions.of(code) ?? code);
  const platformName = (platform: string) => PLATFORM_NAMES[platform] ?? t('studio.audience.otherPlatform');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DataTable
        caption={t('studio.audience.byCountry')}
        captionShown
        rows={figures.by_country}
        rowKey={(row) => row.country}
        empty={t('studio.audience.empty')}
        columns={[
          { header: t('studio.audience.country'), cell: (row) => countryName(row.country) },
          {
            header: t('studio.audience.uniqueListeners'),
            cell: (row) => number.format(row.unique_listeners),
            align: 'end',
          },
          {
            header: t('studio.audience.listeningHours'),
            cell: (row) => number.format(row.listening_hours),
            align: 'end',
          },
        ]}
      />
      <DataTable
        caption={t('studio.audience.byPlatform')}
        captionShown
        rows={figures.by_platform}
        rowKey={(row) => row.platform}
        empty={t('studio.audience.empty')}
        columns={[
          { header: t('studio.audience.platform'), cell: (row) => platformName(row.platform) },
          {
            header: t('studio.audience.uniqueListeners'),
            cell: (row) => number.format(row.unique_listeners),
            align: 'end',
          },
          {
            header: t('studio.audience.listeningHours'),
            cell: (row) => number.format(row.listening_hours),
            align: 'end',
          },
        ]}
      />
    </div>
  );
}

function FiguresView({ figures }: { figures: Figures }) {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <div className="flex flex-col gap-4">
      <FigureRow
        figures={[
          { label: t('studio.audience.listeningHours'), value: number.format(figures.listening_hours) },
          { label: t('studio.audience.uniqueListeners'), value: number.format(figures.unique_listeners) },
          { label: t('studio.audience.sessions'), value: number.format(figures.sessions) },
          {
            label: t('studio.audience.medianSession'),
            value: t('studio.audience.minutes', { count: number.format(figures.median_session_minutes) }),
          },
          { label: t('studio.audience.peak'), value: number.format(figures.peak_concurrent) },
          { label: t('studio.audience.chatMessages'), value: number.format(figures.chat_messages) },
          { label: t('studio.audience.favouritesGained'), value: number.format(figures.favourites_gained) },
        ]}
      />
      {figures.sessions === 0 && figures.listening_hours === 0 ? (
        <EmptyState title={t('studio.audience.empty')} />
      ) : (
        <>
          <Suspense fallback={<Skeleton className="h-56" />}>
            <AudienceCharts figures={figures} />
          </Suspense>
          <Tables figures={figures} />
        </>
      )}
    </div>
  );
}

/** The station's audience figures; the studio mounts it with the station's id. */
export function AudienceStats({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState(defaultRange);
  const timezone = browserTimeZone();
  const query: AudienceStatsQuery = { ...range, timezone };
  const stats = useAudienceStats(stationId, query);
  const download = useMutation({ mutationFn: () => downloadAudienceCsv(stationId, query) });
  return (
    <section aria-labelledby="studio-audience-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="studio-audience-heading" className="text-xl font-semibold">
          {t('studio.audience.heading')}
        </h2>
        <p className="text-sm text-stone-400">{t('studio.audience.privacy')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('studio.audience.from')}
          type="date"
          value={range.from}
          max={range.to}
          onChange={(event) => event.target.value && setRange((current) => ({ ...current, from: event.target.value }))}
        />
        <TextField
          label={t('studio.audience.to')}
          type="date"
          value={range.to}
          min={range.from}
          onChange={(event) => event.target.value && setRange((current) => ({ ...current, to: event.target.value }))}
        />
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending || !stats.data}>
          <Download aria-hidden="true" className="size-4" /> {t('studio.audience.download')}
        </Button>
      </div>
      <p className="text-xs text-stone-400">{t('studio.audience.timesIn', { zone: timezone })}</p>
      {download.isError && (
        <p role="alert" className="text-sm text-red-300">
          {t('studio.audience.downloadFailed')}
        </p>
      )}
      {stats.isPending && (
        <div role="status" aria-label={t('studio.audience.loading')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      )}
      {stats.isError && <ErrorState message={t('studio.audience.failed')} onRetry={() => stats.refetch()} />}
      {stats.data && <FiguresView figures={stats.data} />}
    </section>
  );
}
