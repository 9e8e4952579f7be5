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
import { formatDollars } from './money';

type Line = AdvertiserReport['by_day'][number] | AdvertiserReport['by_country'][number];

function Figures({ report }: { report: AdvertiserReport }) {
  const { t, locale } = useTranslation();
  return (
    <FigureRow
      figures={[
        { label: t('monetization.impressions'), value: formatCount(report.impressions, locale) },
        { label: t('monetization.clicks'), value: formatCount(report.clicks, locale) },
        { label: t('monetization.ctr'), value: `${report.ctr.toFixed(2)}%` },
        { label: t('monetization.spend'), value: formatDollars(report.spend, locale) },
      ]}
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
          <LineTable
            caption={t('monetization.report.byDay')}
            head={t('monetization.report.day')}
            lines={report.by_day.map((line) => ({ name: day(`${line.date}T00:00:00Z`), line }))}
          />
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
