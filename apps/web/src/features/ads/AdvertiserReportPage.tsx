// An advertiser's read-only report of one ad, reached by its private link: totals, then the same figures
// by day and by country. Nothing on it can change the ad.
import { type AdvertiserReport, adEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useNames, usePageTitle, useTranslation } from '../../i18n';
import { ApiError, callEndpoint } from '../../lib/api';
import { formatCount, formatDate } from '../../lib/format';
import { formatDollars } from './money';

type Line = AdvertiserReport['by_day'][number] | AdvertiserReport['by_country'][number];

function Figures({ report }: { report: AdvertiserReport }) {
  const { t, locale } = useTranslation();
  const figures = [
    [t('monetization.impressions'), formatCount(report.impressions, locale)],
    [t('monetization.clicks'), formatCount(report.clicks, locale)],
    [t('monetization.ctr'), `${report.ctr.toFixed(2)}%`],
    [t('monetization.spend'), formatDollars(report.spend, locale)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-stone-800 bg-stone-900 p-4">
          <dt className="text-sm text-stone-400">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LineTable({ caption, head, lines }: { caption: string; head: string; lines: { name: string; line: Line }[] }) {
  const { t, locale } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-800">
      <table className="w-full text-sm">
        <caption className="p-3 text-start text-lg font-semibold">{caption}</caption>
        <thead className="bg-stone-900 text-stone-400">
          <tr>
            <th scope="col" className="p-2 text-start">
              {head}
            </th>
            <th scope="col" className="p-2 text-end">
              {t('monetization.impressions')}
            </th>
            <th scope="col" className="p-2 text-end">
              {t('monetization.clicks')}
            </th>
            <th scope="col" className="p-2 text-end">
              {t('monetization.ctr')}
            </th>
            <th scope="col" className="p-2 text-end">
              {t('monetization.spend')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ name, line }) => (
            <tr key={name} className="border-t border-stone-800 tabular-nums">
              <th scope="row" className="p-2 text-start font-medium">
                {name}
              </th>
              <td className="p-2 text-end">{formatCount(line.impressions, locale)}</td>
              <td className="p-2 text-end">{formatCount(line.clicks, locale)}</td>
              <td className="p-2 text-end">{line.ctr.toFixed(2)}%</td>
              <td className="p-2 text-end">{formatDollars(line.spend, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
