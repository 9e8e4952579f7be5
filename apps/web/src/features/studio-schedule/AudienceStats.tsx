// The studio's audience panel: a date range (the last 30 days at first), the headline figures, charts
// by day and hour of the day, listeners by country and platform as tables, and the same figures as a
// CSV download. Days and hours are the owner's own time zone's.
// Only totals come from the server: no listener is ever shown.
import type { AudienceStatsQuery, AudienceStats as Figures } from '@sauti/contract';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { DataTable } from '../../components/ui/DataTable';
import { TextField } from '../../components/ui/Field';
import { FigureRow } from '../../components/ui/FigureRow';
import { Skeleton } from '../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { formatTime } from '../../lib/format';
import { browserTimeZone } from '../../lib/time-zones';
import { AudienceCharts } from './AudienceCharts';
import { downloadAudienceCsv, useAudienceStats } from './api';

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

/** Listeners and their hours by one thing about them (country, platform), most listeners first. */
function ListenerTable<Row extends { unique_listeners: number; listening_hours: number }>({
  caption,
  header,
  rows,
  nameOf,
}: {
  caption: string;
  header: string;
  rows: readonly Row[];
  nameOf: (row: Row) => string;
}) {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <DataTable
      caption={caption}
      captionShown
      rows={rows}
      rowKey={nameOf}
      empty={t('studio.audience.empty')}
      columns={[
        { header, cell: nameOf },
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
  );
}

function Tables({ figures }: { figures: Figures }) {
  const { t, locale } = useTranslation();
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ListenerTable
        caption={t('studio.audience.byCountry')}
        header={t('studio.audience.country')}
        rows={figures.by_country}
        nameOf={(row) =>
          row.country === 'other' ? t('studio.audience.otherCountries') : (regions.of(row.country) ?? row.country)
        }
      />
      <ListenerTable
        caption={t('studio.audience.byPlatform')}
        header={t('studio.audience.platform')}
        rows={figures.by_platform}
        nameOf={(row) => PLATFORM_NAMES[row.platform] ?? t('studio.audience.otherPlatform')}
      />
    </div>
  );
}

/** The charts' data and words, in the owner's language and clock. */
function Charts({ figures }: { figures: Figures }) {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const hourLabel = (hour: number) => formatTime(new Date(2024, 0, 1, hour), locale);
  const busiest = figures.by_hour.reduce((best, hour) => (hour.listening_hours > best.listening_hours ? hour : best));
  return (
    <AudienceCharts
      days={figures.by_day.map((day) => ({ day: day.date.slice(5), hours: day.listening_hours }))}
      hours={figures.by_hour.map((hour) => ({
        hour: hourLabel(hour.hour),
        hours: hour.listening_hours,
        peak: hour.peak_concurrent,
      }))}
      words={{
        byDay: t('studio.audience.byDay'),
        byDaySummary: t('studio.audience.byDaySummary', {
          hours: number.format(figures.listening_hours),
          days: figures.by_day.length,
        }),
        byHour: t('studio.audience.byHour'),
        byHourSummary: t('studio.audience.byHourSummary', { hour: hourLabel(busiest.hour) }),
        listeningHours: t('studio.audience.listeningHours'),
        peak: t('studio.audience.peak'),
      }}
    />
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
          <Charts figures={figures} />
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
