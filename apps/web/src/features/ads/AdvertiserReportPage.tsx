// An advertiser's read-only report of one ad, reached by its private link: totals, then the same figures
// by day and by country. Nothing on it can change the ad.
import { type AdvertiserReport, adEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { DataTable } from '../../components/ui/DataTable';
import { FigureRow } from '../../components/ui/FigureRow';
import { PageHeader } from '../../components/ui/PageHeader';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useNames, usePageTitle, useTranslation } from '../../i18n';
import { ApiError, callEndpoint } from '../../lib/api';
import { formatCount, formatDate } from '../../lib/format';
import { reasonsText } from './invalid-reasons';
import { formatDollars } from './money';

type Line = AdvertiserReport['by_country'][number];

function Figures({ report }: { report: AdvertiserReport }) {
  const { t, locale } = useTranslation();
  return (
    <FigureRow
      figures={[
        { label: t('monetization.impressions'), value: formatCount(report.impressions, locale) },
        { label: t('monetization.clicks'), value: formatCount(report.clicks, locale) },
        { label: t('monetization.ctr'), value: `${report.ctr.toFixed(2)}%` },
        { label: t('monetization.spend'), value: formatDollars(report.spend, locale) },
        { label: t('monetization.invalidImpressions'), value: formatCount(report.invalid_impressions, locale) },
        { label: t('monetization.invalidClicks'), value: formatCount(report.invalid_clicks, locale) },
      ]}
    />
  );
}

type Day = AdvertiserReport['by_day'][number];

/** Each day's counted and filtered traffic, with the reasons: what the advertiser pays for, and what not. */
function DayTable({ days }: { days: Day[] }) {
  const { t, locale } = useTranslation();
  return (
    <DataTable
      caption={t('monetization.report.byDay')}
      captionShown
      columns={[
        { header: t('monetization.report.day'), cell: (day) => formatDate(new Date(`${day.date}T00:00:00Z`), locale) },
        { header: t('monetization.impressions'), cell: (day) => formatCount(day.impressions, locale), align: 'end' },
        { header: t('monetization.clicks'), cell: (day) => formatCount(day.clicks, locale), align: 'end' },
        { header: t('monetization.ctr'), cell: (day) => `${day.ctr.toFixed(2)}%`, align: 'end' },
        { header: t('monetization.spend'), cell: (day) => formatDollars(day.spend, locale), align: 'end' },
        {
          header: t('monetization.invalidImpressions'),
          cell: (day) => formatCount(day.invalid_impressions, locale),
          align: 'end',
        },
        {
          header: t('monetization.invalidClicks'),
          cell: (day) => formatCount(day.invalid_clicks, locale),
          align: 'end',
        },
        { header: t('monetization.filteredWhy'), cell: (day) => reasonsText(day.invalid_reasons, t, locale) },
      ]}
      rows={days}
      rowKey={(day) => day.date}
      empty={t('monetization.report.nothingYet')}
    />
  );
}

function LineTable({ caption, head, lines }: { caption: string; head: string; lines: { name: string; line: Line }[] }) {
  const { t, locale } = useTranslation();
  return (
    <DataTable
      caption={caption}
      captionShown
      columns={[
        { header: head, cell: ({ name }) => name },
        {
          header: t('monetization.impressions'),
          cell: ({ line }) => formatCount(line.impressions, locale),
          align: 'end',
        },
        { header: t('monetization.clicks'), cell: ({ line }) => formatCount(line.clicks, locale), align: 'end' },
        { header: t('monetization.ctr'), cell: ({ line }) => `${line.ctr.toFixed(2)}%`, align: 'end' },
        { header: t('monetization.spend'), cell: ({ line }) => formatDollars(line.spend, locale), align: 'end' },
      ]}
      rows={lines}
      rowKey={({ name }) => name}
      empty={t('monetization.report.nothingYet')}
    />
  );
}

function Report({ report }: { report: AdvertiserReport }) {
  const { t, locale } = useTranslation();
  const names = useNames();
  const { ad } = report;
  const day = (iso: string) => formatDate(new Date(iso), locale);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-stone-300">
        {t('monetization.report.summary', {
          advertiser: ad.advertiser_company ?? ad.advertiser_name,
          status: t(`monetization.status.${ad.status}`),
          start: day(ad.start_date),
          end: ad.end_date ? day(ad.end_date) : t('monetization.report.noEnd'),
        })}
      </p>
      <Figures report={report} />
      {report.by_day.length === 0 ? (
        <EmptyState title={t('monetization.report.nothingYet')} />
      ) : (
        <>
          <p className="text-sm text-stone-400">{t('monetization.filteredNote')}</p>
          <DayTable days={report.by_day} />
          <LineTable
            caption={t('monetization.report.byCountry')}
            head={t('monetization.country')}
            lines={report.by_country.map((line) => ({
              name:
                line.country === 'ZZ' ? t('monetization.unknownCountry') : names.country(line.country, line.country),
              line,
            }))}
          />
        </>
      )}
    </div>
  );
}

export function AdvertiserReportPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const report = useQuery({
    queryKey: ['ads', 'advertiser-report', token],
    queryFn: async () => (await callEndpoint(adEndpoints.advertiserReport, { params: { token } })).data,
    retry: false,
  });
  usePageTitle(report.data?.ad.title ?? t('monetization.report.title'));
  const missing = report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 400);
  return (
    <>
      <PageHeader
        title={report.data?.ad.title ?? t('monetization.report.title')}
        intro={t('monetization.report.intro')}
      />
      <div className="mx-auto max-w-5xl px-4 py-8">
        {report.isPending && (
          <div
            role="status"
            aria-label={t('monetization.loading')}
            className="h-64 animate-pulse rounded-2xl bg-stone-900"
          />
        )}
        {missing && <EmptyState title={t('monetization.report.notFound')} />}
        {report.isError && !missing && (
          <ErrorState message={t('monetization.report.failed')} onRetry={() => report.refetch()} />
        )}
        {report.data && <Report report={report.data} />}
      </div>
    </>
  );
}
