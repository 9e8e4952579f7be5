// The admin area's monetization tab (spec section 2): sub-tabs dashboard (the month's stats and daily
// revenue), ads (the list with pause/activate, edit, the advertiser's report link, delete once
// confirmed, and the create-ad modal) and revenue (a report between two days, the top 10 countries, a
// CSV download). An advertising inquiry's "Create ad from this inquiry" lands here with ?inquiry=<id>
// and opens the modal filled in.
import type { Ad, AdSwitch } from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { DataTable } from '../../components/ui/DataTable';
import { TextField } from '../../components/ui/Field';
import { FigureRow } from '../../components/ui/FigureRow';
import { ErrorState } from '../../components/ui/States';
import { useNames, useTranslation } from '../../i18n';
import { formatCount } from '../../lib/format';
import { AdFormDialog } from './AdFormDialog';
import { type AdFormValues, adFormFromAd, adFormFromInquiry, emptyAdForm } from './ad-form-values';
import {
  dashboardStats,
  deleteAd,
  downloadRevenueCsv,
  findInquiry,
  listAds,
  revenueReport,
  setAdStatus,
} from './admin-api';
import { CountryRevenueChart, DailyRevenueChart, DailyTrafficChart } from './charts';
import { reasonsText } from './invalid-reasons';
import { formatDollars } from './money';

const SUB_TABS = ['dashboard', 'ads', 'revenue'] as const;
type SubTab = (typeof SUB_TABS)[number];
const TOP_COUNTRIES = 10;

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('monetization.loading')} className="h-48 animate-pulse rounded-2xl bg-stone-900" />
  );
}

function Dashboard() {
  const { t, locale } = useTranslation();
  const stats = useQuery({ queryKey: ['ads', 'admin', 'stats'], queryFn: dashboardStats });
  if (stats.isPending) return <Loading />;
  if (stats.isError) return <ErrorState message={t('monetization.failed')} onRetry={() => stats.refetch()} />;
  const { data } = stats;
  return (
    <div className="flex flex-col gap-6">
      <FigureRow
        figures={[
          { label: t('monetization.monthRevenue'), value: formatDollars(data.month_revenue, locale) },
          { label: t('monetization.monthImpressions'), value: formatCount(data.month_impressions, locale) },
          { label: t('monetization.monthClicks'), value: formatCount(data.month_clicks, locale) },
          { label: t('monetization.monthCtr'), value: `${data.month_ctr.toFixed(2)}%` },
          {
            label: t('monetization.monthInvalidImpressions'),
            value: formatCount(data.month_invalid_impressions, locale),
          },
          { label: t('monetization.monthInvalidClicks'), value: formatCount(data.month_invalid_clicks, locale) },
        ]}
      />
      <section aria-labelledby="daily-revenue" className="rounded-2xl border border-stone-800 p-4">
        <h3 id="daily-revenue" className="mb-2 font-semibold">
          {t('monetization.dailyRevenue')}
        </h3>
        <DailyRevenueChart days={data.daily} />
        <div className="sr-only">
          <DataTable
            caption={t('monetization.dailyRevenue')}
            columns={[
              { header: t('monetization.report.day'), cell: (day) => day.date },
              { header: t('monetization.revenue'), cell: (day) => formatDollars(day.revenue, locale), align: 'end' },
            ]}
            rows={data.daily}
            rowKey={(day) => day.date}
            empty={t('monetization.noRevenue')}
          />
        </div>
      </section>
      <section aria-labelledby="daily-traffic" className="rounded-2xl border border-stone-800 p-4">
        <h3 id="daily-traffic" className="mb-2 font-semibold">
          {t('monetization.dailyTraffic')}
        </h3>
        <p className="mb-2 text-sm text-stone-400">{t('monetization.filteredNote')}</p>
        <DailyTrafficChart
          days={data.daily}
          countedLabel={t('monetization.counted')}
          filteredLabel={t('monetization.filtered')}
        />
        <DataTable
          caption={t('monetization.dailyTraffic')}
          columns={[
            { header: t('monetization.report.day'), cell: (day) => day.date },
            {
              header: t('monetization.impressions'),
              cell: (day) => formatCount(day.impressions, locale),
              align: 'end',
            },
            {
              header: t('monetization.invalidImpressions'),
              cell: (day) => formatCount(day.invalid_impressions, locale),
              align: 'end',
            },
            { header: t('monetization.clicks'), cell: (day) => formatCount(day.clicks, locale), align: 'end' },
            {
              header: t('monetization.invalidClicks'),
              cell: (day) => formatCount(day.invalid_clicks, locale),
              align: 'end',
            },
            { header: t('monetization.filteredWhy'), cell: (day) => reasonsText(day.invalid_reasons, t, locale) },
          ]}
          rows={data.daily.filter(
            (day) => day.impressions + day.clicks + day.invalid_impressions + day.invalid_clicks > 0,
          )}
          rowKey={(day) => day.date}
          empty={t('monetization.noRevenue')}
        />
      </section>
    </div>
  );
}

const STATUS_LOOK: Record<Ad['status'], string> = {
  active: 'bg-emerald-900/60 text-emerald-200',
  paused: 'bg-stone-800 text-stone-300',
  scheduled: 'bg-sky-900/60 text-sky-200',
  ended: 'bg-stone-800 text-stone-400',
  budget_spent: 'bg-red-900/60 text-red-200',
};

function AdStatus({ status }: { status: Ad['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>
      {t(`monetization.status.${status}`)}
    </span>
  );
}

function AdActions({ ad, onEdit }: { ad: Ad; onEdit: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (status: AdSwitch) => setAdStatus(ad.id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ads', 'admin'] }),
  });
  const remove = useMutation({
    mutationFn: () => deleteAd(ad.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ads', 'admin'] }),
  });
  const [confirming, setConfirming] = useState(false);
  const next: AdSwitch = ad.status === 'paused' ? 'active' : 'paused';
  return (
    <>
      <div className="flex flex-wrap justify-end gap-1">
        <Button
          variant="secondary"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(next)}
          aria-label={t(next === 'paused' ? 'monetization.pauseAd' : 'monetization.activateAd', { title: ad.title })}
        >
          {t(next === 'paused' ? 'monetization.pause' : 'monetization.activate')}
        </Button>
        <Button variant="ghost" onClick={onEdit} aria-label={t('monetization.editNamed', { title: ad.title })}>
          {t('monetization.edit')}
        </Button>
        <a
          href={`/advertiser-report/${ad.report_token}`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-amber-300 hover:underline"
          aria-label={t('monetization.reportLinkNamed', { title: ad.title })}
        >
          {t('monetization.reportLink')}
        </a>
        {confirming ? (
          <>
            <Button disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('monetization.confirmDelete', { title: ad.title })}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('monetization.cancel')}
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={t('monetization.deleteNamed', { title: ad.title })}
          >
            {t('monetization.delete')}
          </Button>
        )}
      </div>
      {toggle.isError && (
        <p role="alert" className="text-sm text-red-300">
          {t('monetization.statusFailed')}
        </p>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-red-300">
          {t('monetization.deleteFailed')}
        </p>
      )}
    </>
  );
}

/** Clicks per hundred impressions; none shown yet is 0. */
const clickThroughRate = (ad: Ad) => (ad.impressions > 0 ? (ad.clicks / ad.impressions) * 100 : 0);

function AdList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (ad: Ad) => void }) {
  const { t, locale } = useTranslation();
  const ads = useQuery({ queryKey: ['ads', 'admin', 'list'], queryFn: listAds });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={onCreate}>{t('monetization.createAd')}</Button>
      </div>
      {ads.isPending && <Loading />}
      {ads.isError && <ErrorState message={t('monetization.failed')} onRetry={() => ads.refetch()} />}
      {ads.data && (
        <DataTable
          caption={t('monetization.adList')}
          minWidth="min-w-[44rem]"
          columns={[
            {
              header: t('monetization.ad'),
              cell: (ad) => (
                <>
                  <span className="block">{ad.title}</span>
                  <span className="block text-xs font-normal text-stone-400">
                    {t(`monetization.type.${ad.ad_type}`)} · {t(`monetization.position.${ad.position}`)} ·{' '}
                    {ad.advertiser_company ?? ad.advertiser_name}
                  </span>
                </>
              ),
            },
            { header: t('monetization.field.status'), cell: (ad) => <AdStatus status={ad.status} /> },
            { header: t('monetization.impressions'), cell: (ad) => formatCount(ad.impressions, locale), align: 'end' },
            { header: t('monetization.clicks'), cell: (ad) => formatCount(ad.clicks, locale), align: 'end' },
            {
              header: t('monetization.filtered'),
              cell: (ad) =>
                `${formatCount(ad.invalid_impressions, locale)} / ${formatCount(ad.invalid_clicks, locale)}`,
              align: 'end',
            },
            { header: t('monetization.ctr'), cell: (ad) => `${clickThroughRate(ad).toFixed(2)}%`, align: 'end' },
            {
              header: t('monetization.revenue'),
              cell: (ad) => formatDollars(ad.revenue_generated, locale),
              align: 'end',
            },
            {
              header: t('monetization.actions'),
              cell: (ad) => <AdActions ad={ad} onEdit={() => onEdit(ad)} />,
              align: 'end',
            },
          ]}
          rows={ads.data}
          rowKey={(ad) => ad.id}
          empty={t('monetization.noAds')}
        />
      )}
    </div>
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 24 * 3600 * 1000;

function Revenue() {
  const { t, locale } = useTranslation();
  const names = useNames();
  const [range, setRange] = useState(() => {
    const today = new Date();
    return { start_date: isoDay(new Date(today.getTime() - 29 * DAY_MS)), end_date: isoDay(today) };
  });
  const report = useQuery({ queryKey: ['ads', 'admin', 'revenue', range], queryFn: () => revenueReport(range) });
  const download = useMutation({ mutationFn: () => downloadRevenueCsv(range) });
  const countryName = (code: string) => (code === 'ZZ' ? t('monetization.unknownCountry') : names.country(code, code));
  const top = (report.data?.revenue_by_country ?? [])
    .slice(0, TOP_COUNTRIES)
    .map((line) => ({ ...line, name: countryName(line.country) }));
  const setDay = (key: 'start_date' | 'end_date') => (event: { target: { value: string } }) => {
    const value = event.target.value;
    if (value) setRange((current) => ({ ...current, [key]: value }));
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('monetization.from')}
          type="date"
          value={range.start_date}
          onChange={setDay('start_date')}
        />
        <TextField label={t('monetization.to')} type="date" value={range.end_date} onChange={setDay('end_date')} />
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          {t('monetization.downloadCsv')}
        </Button>
      </div>
      {download.isError && (
        <p role="alert" className="text-red-300">
          {t('monetization.downloadFailed')}
        </p>
      )}
      {report.isPending && <Loading />}
      {report.isError && <ErrorState message={t('monetization.failed')} onRetry={() => report.refetch()} />}
      {report.data && (
        <>
          <FigureRow
            figures={[
              { label: t('monetization.totalRevenue'), value: formatDollars(report.data.total_revenue, locale) },
              { label: t('monetization.impressions'), value: formatCount(report.data.total_impressions, locale) },
              { label: t('monetization.clicks'), value: formatCount(report.data.total_clicks, locale) },
              { label: t('monetization.averageCpm'), value: formatDollars(report.data.average_cpm, locale) },
            ]}
          />
          <section
            aria-labelledby="top-countries"
            className="flex flex-col gap-4 rounded-2xl border border-stone-800 p-4"
          >
            <h3 id="top-countries" className="font-semibold">
              {t('monetization.topCountries')}
            </h3>
            {top.length > 0 && <CountryRevenueChart countries={top} />}
            <DataTable
              caption={t('monetization.topCountries')}
              columns={[
                { header: t('monetization.country'), cell: (line) => line.name },
                {
                  header: t('monetization.revenue'),
                  cell: (line) => formatDollars(line.revenue, locale),
                  align: 'end',
                },
                {
                  header: t('monetization.impressions'),
                  cell: (line) => formatCount(line.impressions, locale),
                  align: 'end',
                },
                { header: t('monetization.clicks'), cell: (line) => formatCount(line.clicks, locale), align: 'end' },
                {
                  header: t('monetization.invalidImpressions'),
                  cell: (line) => formatCount(line.invalid_impressions, locale),
                  align: 'end',
                },
                {
                  header: t('monetization.invalidClicks'),
                  cell: (line) => formatCount(line.invalid_clicks, locale),
                  align: 'end',
                },
              ]}
              rows={top}
              rowKey={(line) => line.country}
              empty={t('monetization.noRevenue')}
            />
          </section>
        </>
      )}
    </div>
  );
}

interface Editing {
  values: AdFormValues;
  ad: Ad | null;
}

/** The inquiry named by ?inquiry=<id>, once: it opens the create-ad modal filled in, then leaves the address. */
function useInquiryDraft(open: (editing: Editing) => void) {
  const [params, setParams] = useSearchParams();
  const inquiryId = params.get('inquiry');
  const inquiry = useQuery({
    queryKey: ['ads', 'admin', 'inquiry', inquiryId],
    queryFn: () => findInquiry(inquiryId ?? ''),
    enabled: inquiryId !== null,
    retry: false,
  });
  const opened = useRef(false);
  useEffect(() => {
    if (!inquiry.data || opened.current) return;
    opened.current = true;
    open({ values: adFormFromInquiry(inquiry.data, new Date()), ad: null });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('inquiry');
        return next;
      },
      { replace: true },
    );
  }, [inquiry.data, open, setParams]);
  return { missing: inquiry.isSuccess && inquiry.data === null, failed: inquiry.isError };
}

export function MonetizationTab() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SubTab>('dashboard');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const baseId = useId();
  const tabs = useRef<Record<SubTab, HTMLButtonElement | null>>({ dashboard: null, ads: null, revenue: null });
  const [openForm] = useState(() => (next: Editing) => {
    setTab('ads');
    setSaved(null);
    setEditing(next);
  });
  const inquiry = useInquiryDraft(openForm);

  // Arrow keys move between the sub-tabs (WAI-ARIA tabs pattern).
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const direction = document.documentElement.dir === 'rtl' ? -step : step;
    const next = SUB_TABS[(SUB_TABS.indexOf(tab) + direction + SUB_TABS.length) % SUB_TABS.length] ?? 'dashboard';
    setTab(next);
    tabs.current[next]?.focus();
  }

  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-5">
      <h2 id={`${baseId}-title`} className="text-2xl font-bold">
        {t('monetization.title')}
      </h2>
      {(inquiry.missing || inquiry.failed) && (
        <p role="alert" className="text-red-300">
          {t('monetization.inquiryMissing')}
        </p>
      )}
      {saved && (
        <p role="status" className="rounded-xl bg-emerald-950/60 p-3 text-emerald-200">
          {saved}
        </p>
      )}
      <div
        role="tablist"
        aria-label={t('monetization.title')}
        onKeyDown={onTabKey}
        className="flex gap-1 overflow-x-auto"
      >
        {SUB_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`min-h-10 rounded-full px-4 text-sm font-semibold ${
              tab === name ? 'bg-amber-400 text-stone-950' : 'text-stone-300 hover:bg-stone-800'
            }`}
          >
            {t(`monetization.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
        {tab === 'dashboard' && <Dashboard />}
        {tab === 'ads' && (
          <AdList
            onCreate={() => openForm({ values: emptyAdForm(new Date()), ad: null })}
            onEdit={(ad) => openForm({ values: adFormFromAd(ad), ad })}
          />
        )}
        {tab === 'revenue' && <Revenue />}
      </div>
      {editing && (
        <AdFormDialog
          initial={editing.values}
          editing={editing.ad}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setSaved(message);
          }}
        />
      )}
    </section>
  );
}
