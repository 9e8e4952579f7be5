// The dashboard tab: the spec's figures (users, stations, countries, top countries, top stations) and
// what an operator watches beyond them: listening hours and new accounts per day over 30 days, plays by
// country, live listeners and the catalogue's health. Each chart has a caption and its figures in words
// for screen readers; the charts keep to the width of a phone.
import type { AdminDashboard } from '@sauti/contract';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS, CHART_TOOLTIP, ChartFigure } from '../../components/ui/ChartFigure';
import { FigureRow } from '../../components/ui/FigureRow';
import { Skeleton } from '../../components/ui/Skeleton';
import { ErrorState } from '../../components/ui/States';
import { useNames, useTranslation } from '../../i18n';
import { useDashboard } from './api';
import { TabSection } from './ui';

/** "11-25" from "2026-11-25": short enough for a phone's axis. */
const dayOf = (date: string) => date.slice(5);

function Charts({ data }: { data: AdminDashboard }) {
  const { t, locale } = useTranslation();
  const names = useNames();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const hours = data.listening_hours_per_day.map((day) => ({ day: dayOf(day.date), hours: day.hours }));
  const users = data.new_users_per_day.map((day) => ({ day: dayOf(day.date), count: day.count }));
  const plays = data.plays_by_country
    .slice(0, 10)
    .map((row) => ({ country: names.country(row.country, row.name), plays: row.plays }));
  const sum = (values: number[]) => number.format(values.reduce((total, value) => total + value, 0));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title={t('admin.dashboard.hoursChart')}
        summary={t('admin.dashboard.hoursSummary', { hours: sum(hours.map((day) => day.hours)) })}
      >
        <AreaChart accessibilityLayer={false} data={hours} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#292524" vertical={false} />
          <XAxis dataKey="day" tick={CHART_AXIS} interval="preserveStartEnd" minTickGap={24} />
          <YAxis tick={CHART_AXIS} allowDecimals />
          <Tooltip {...CHART_TOOLTIP} />
          <Area type="monotone" dataKey="hours" name={t('admin.dashboard.hours')} stroke="#fbbf24" fill="#fbbf2433" />
        </AreaChart>
      </ChartFigure>
      <ChartFigure
        title={t('admin.dashboard.usersChart')}
        summary={t('admin.dashboard.usersSummary', { count: sum(users.map((day) => day.count)) })}
      >
        <BarChart accessibilityLayer={false} data={users} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#292524" vertical={false} />
          <XAxis dataKey="day" tick={CHART_AXIS} interval="preserveStartEnd" minTickGap={24} />
          <YAxis tick={CHART_AXIS} allowDecimals={false} />
          <Tooltip {...CHART_TOOLTIP} />
          <Bar dataKey="count" name={t('admin.dashboard.newUsers')} fill="#34d399" />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        title={t('admin.dashboard.playsChart')}
        summary={plays.map((row) => `${row.country}: ${number.format(row.plays)}`).join(', ') || t('admin.none')}
      >
        <BarChart
          accessibilityLayer={false}
          data={plays}
          layout="vertical"
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid stroke="#292524" horizontal={false} />
          <XAxis type="number" tick={CHART_AXIS} allowDecimals={false} />
          <YAxis type="category" dataKey="country" tick={CHART_AXIS} width={90} />
          <Tooltip {...CHART_TOOLTIP} />
          <Bar dataKey="plays" name={t('admin.dashboard.plays')} fill="#60a5fa" />
        </BarChart>
      </ChartFigure>
      <HealthSummary health={data.health_summary} notice={data.health_notice} />
    </div>
  );
}

/**
 * Active stations by what our checks say (the contract's healthStatus), and the latest run whose
 * failures were not applied because most failed at network level, so its counts are read rightly.
 */
function HealthSummary({
  health,
  notice,
}: {
  health: AdminDashboard['health_summary'];
  notice: AdminDashboard['health_notice'];
}) {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale);
  const total = health.working + health.down + health.unchecked + health.unknown;
  const parts = [
    { key: 'working', label: t('admin.health.working'), value: health.working, colour: 'bg-emerald-400' },
    { key: 'down', label: t('admin.health.down'), value: health.down, colour: 'bg-red-400' },
    { key: 'unchecked', label: t('admin.health.unchecked'), value: health.unchecked, colour: 'bg-stone-500' },
    { key: 'unknown', label: t('admin.health.couldNotTell'), value: health.unknown, colour: 'bg-amber-400' },
  ];
  return (
    <section
      aria-labelledby="admin-health-summary"
      className="flex flex-col gap-3 rounded-2xl border border-stone-800 bg-stone-900 p-4"
    >
      <h3 id="admin-health-summary" className="font-semibold">
        {t('admin.dashboard.healthTitle')}
      </h3>
      <div aria-hidden="true" className="flex h-4 w-full overflow-hidden rounded-full bg-stone-800">
        {parts.map((part) => (
          <div key={part.key} className={part.colour} style={{ width: `${total ? (part.value / total) * 100 : 0}%` }} />
        ))}
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {parts.map((part) => (
          <li key={part.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${part.colour}`} />
            <span>
              {part.label}: <strong>{number.format(part.value)}</strong>
            </span>
          </li>
        ))}
      </ul>
      {notice && (
        <p role="status" className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100">
          {t('admin.dashboard.notApplied', {
            count: number.format(notice.network_failures),
            checked: number.format(notice.checked_stations),
          })}
        </p>
      )}
    </section>
  );
}

function TopLists({ data }: { data: AdminDashboard }) {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale);
  // The spec's top countries carry only the code: the browser names it.
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="admin-top-countries" className="rounded-2xl border border-stone-800 bg-stone-900 p-4">
        <h3 id="admin-top-countries" className="mb-2 font-semibold">
          {t('admin.dashboard.topCountries')}
        </h3>
        {data.top_countries.length === 0 ? (
          <p className="text-sm text-stone-400">{t('admin.none')}</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm">
            {data.top_countries.map((row) => (
              <li key={row._id} className="flex justify-between gap-2">
                <span>{regions.of(row._id)}</span>
                <span className="text-stone-400">{t('admin.stationCount', { count: number.format(row.count) })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="admin-top-stations" className="rounded-2xl border border-stone-800 bg-stone-900 p-4">
        <h3 id="admin-top-stations" className="mb-2 font-semibold">
          {t('admin.dashboard.topStations')}
        </h3>
        {data.top_stations.length === 0 ? (
          <p className="text-sm text-stone-400">{t('admin.none')}</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm">
            {data.top_stations.map((row) => (
              <li key={row.id} className="flex justify-between gap-2">
                <span className="truncate">{row.name}</span>
                <span className="shrink-0 text-stone-400">
                  {t('admin.listenerCount', { count: number.format(row.listeners) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export default function DashboardTab() {
  const { t, locale } = useTranslation();
  const dashboard = useDashboard();
  const number = new Intl.NumberFormat(locale);
  return (
    <TabSection title={t('admin.tab.dashboard')}>
      {dashboard.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} className="h-24" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => dashboard.refetch()} />
      ) : (
        <>
          <FigureRow
            figures={[
              { label: t('admin.dashboard.totalUsers'), value: number.format(dashboard.data.total_users) },
              { label: t('admin.dashboard.totalStations'), value: number.format(dashboard.data.total_stations) },
              { label: t('admin.dashboard.totalCountries'), value: number.format(dashboard.data.total_countries) },
              { label: t('admin.dashboard.liveListeners'), value: number.format(dashboard.data.live_listeners) },
            ]}
          />
          <Charts data={dashboard.data} />
          <TopLists data={dashboard.data} />
        </>
      )}
    </TabSection>
  );
}
