// The admin area's monetization tab (spec section 2): sub-tabs dashboard (the month's stats and daily
// revenue), ads (the list with pause/activate, edit, the advertiser's report link, and the create-ad
// modal) and revenue (a report between two days, the top 10 countries, a CSV download). An advertising
// inquiry's "Create ad from this inquiry" lands here with ?inquiry=<id> and opens the modal filled in.
import type { Ad, AdSwitch } from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useNames, useTranslation } from '../../i18n';
import { formatCount } from '../../lib/format';
import { AdFormDialog } from './AdFormDialog';
import { type AdFormValues, adFormFromAd, adFormFromInquiry, emptyAdForm } from './ad-form-values';
import { dashboardStats, downloadRevenueCsv, findInquiry, listAds, revenueReport, setAdStatus } from './admin-api';
import { CountryRevenueChart, DailyRevenueChart } from './charts';
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

function StatCards({ figures }: { figures: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-stone-800 bg-stone-900 p-4">
          <dt className="text-sm text-stone-400">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
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
      <StatCards
        figures={[
          [t('monetization.monthRevenue'), formatDollars(data.month_revenue, locale)],
          [t('monetization.monthImpressions'), formatCount(data.month_impressions, locale)],
          [t('monetization.monthClicks'), formatCount(data.month_clicks, locale)],
          [t('monetization.monthCtr'), `${data.month_ctr.toFixed(2)}%`],
        ]}
      />
      <section aria-labelledby="daily-revenue" className="rounded-2xl border border-stone-800 p-4">
        <h3 id="daily-revenue" className="mb-2 font-semibold">
          {t('monetization.dailyRevenue')}
        </h3>
        <DailyRevenueChart days={data.daily} />
        <table className="sr-only">
          <caption>{t('monetization.dailyRevenue')}</caption>
          <tbody>
            {data.daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{formatDollars(day.revenue, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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

function AdRow({ ad, onEdit }: { ad: Ad; onEdit: () => void }) {
  const { t, locale } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (status: AdSwitch) => setAdStatus(ad.id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ads', 'admin'] }),
  });
  const next: AdSwitch = ad.status === 'paused' ? 'active' : 'paused';
  const ctr = ad.impressions > 0 ? (ad.clicks / ad.impressions) * 100 : 0;
  return (
    <tr className="border-t border-stone-800 align-top">
      <th scope="row" className="p-2 text-start font-medium">
        <span className="block">{ad.title}</span>
        <span className="block text-xs font-normal text-stone-400">
          {t(`monetization.type.${ad.ad_type}`)} · {t(`monetization.position.${ad.position}`)} ·{' '}
          {ad.advertiser_company ?? ad.advertiser_name}
        </span>
      </th>
      <td className="p-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[ad.status]}`}>
          {t(`monetization.status.${ad.status}`)}
        </span>
      </td>
      <td className="p-2 text-end tabular-nums">{formatCount(ad.impressions, locale)}</td>
      <td className="p-2 text-end tabular-nums">{formatCount(ad.clicks, locale)}</td>
      <td className="p-2 text-end tabular-nums">{ctr.toFixed(2)}%</td>
      <td className="p-2 text-end tabular-nums">{formatDollars(ad.revenue_generated, locale)}</td>
      <td className="p-2">
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
        </div>
        {toggle.isError && (
          <p role="alert" className="text-sm text-red-300">
            {t('monetization.statusFailed')}
          </p>
        )}
      </td>
    </tr>
  );
}

function AdList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (ad: Ad) => void }) {
  const { t } = useTranslation();
  const ads = useQuery({ queryKey: ['ads', 'admin', 'list'], queryFn: listAds });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={onCreate}>{t('monetization.createAd')}</Button>
      </div>
      {ads.isPending && <Loading />}
      {ads.isError && <ErrorState message={t('monetization.failed')} onRetry={() => ads.refetch()} />}
      {ads.data?.length === 0 && <EmptyState title={t('monetization.noAds')} />}
      {ads.data && ads.data.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-stone-800">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">{t('monetization.adList')}</caption>
            <thead className="bg-stone-900 text-stone-400">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('monetization.ad')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('monetization.field.status')}
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
                  {t('monetization.revenue')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('monetization.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ads.data.map((ad) => (
                <AdRow key={ad.id} ad={ad} onEdit={() => onEdit(ad)} />
              ))}
            </tbody>
          </table>
        </div>
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
          <StatCards
            figures={[
              [t('monetization.totalRevenue'), formatDollars(report.data.total_revenue, locale)],
              [t('monetization.impressions'), formatCount(report.data.total_impressions, locale)],
              [t('monetization.clicks'), formatCount(report.data.total_clicks, locale)],
              [t('monetization.averageCpm'), formatDollars(report.data.average_cpm, locale)],
            ]}
          />
          <section aria-labelledby="top-countries" className="rounded-2xl border border-stone-800 p-4">
            <h3 id="top-countries" className="mb-2 font-semibold">
              {t('monetization.topCountries')}
            </h3>
            {top.length === 0 ? (
              <p className="text-stone-400">{t('monetization.noRevenue')}</p>
            ) : (
              <>
                <CountryRevenueChart countries={top} />
                <table className="mt-4 w-full text-sm">
                  <caption className="sr-only">{t('monetization.topCountries')}</caption>
                  <thead className="text-stone-400">
                    <tr>
                      <th scope="col" className="p-2 text-start">
                        {t('monetization.country')}
                      </th>
                      <th scope="col" className="p-2 text-end">
                        {t('monetization.revenue')}
                      </th>
                      <th scope="col" className="p-2 text-end">
                        {t('monetization.impressions')}
                      </th>
                      <th scope="col" className="p-2 text-end">
                        {t('monetization.clicks')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {top.map((line) => (
                      <tr key={line.country} className="border-t border-stone-800 tabular-nums">
                        <th scope="row" className="p-2 text-start font-medium">
                          {line.name}
                        </th>
                        <td className="p-2 text-end">{formatDollars(line.revenue, locale)}</td>
                        <td className="p-2 text-end">{formatCount(line.impressions, locale)}</td>
                        <td className="p-2 text-end">{formatCount(line.clicks, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
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
