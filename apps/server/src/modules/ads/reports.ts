// What advertising earned: the monetization tab's month at a glance, the revenue report by country
// (JSON or CSV), and each advertiser's private report of their own ad.
import { type AdDashboardStats, type AdvertiserReport, REVENUE_CSV_COLUMNS, type RevenueReport } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { NotFound } from '../../platform/http/errors';
import { adFromRow } from './ad-view';
import { clickThroughRate, cpmMicros, dollarsFromMicros } from './money';
import { findAdByReportToken, type StatsLine, statsByCountry, statsByDay } from './repo';
import { utcDay } from './serving';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec's revenue report window (section 9). */
export const REPORT_DEFAULT_DAYS = 30;

const sum = (lines: readonly StatsLine[]): StatsLine =>
  lines.reduce(
    (total, line) => ({
      impressions: total.impressions + line.impressions,
      clicks: total.clicks + line.clicks,
      revenue_micros: total.revenue_micros + line.revenue_micros,
    }),
    { impressions: 0, clicks: 0, revenue_micros: 0 },
  );

const reportLine = (line: StatsLine) => ({
  impressions: line.impressions,
  clicks: line.clicks,
  ctr: clickThroughRate(line.clicks, line.impressions),
  spend: dollarsFromMicros(line.revenue_micros),
});

/** Every day from `from` to `to` (both included), so charts show the quiet days as zero. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** A CSV cell: quoted when it holds a comma, quote or line break, and never read as a formula. */
function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface ReportWindow {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export class AdReports {
  constructor(private readonly db: Db) {}

  async dashboard(now: number): Promise<AdDashboardStats> {
    const today = utcDay(now);
    const monthStart = `${today.slice(0, 8)}01`;
    const days = await statsByDay(this.db, { from: monthStart, to: today });
    const total = sum(days);
    const byDay = new Map(days.map((line) => [line.day, line]));
    return {
      month_revenue: dollarsFromMicros(total.revenue_micros),
      month_impressions: total.impressions,
      month_clicks: total.clicks,
      month_ctr: clickThroughRate(total.clicks, total.impressions),
      daily: daysBetween(monthStart, today).map((date) => {
        const line = byDay.get(date) ?? { impressions: 0, clicks: 0, revenue_micros: 0 };
        return {
          date,
          impressions: line.impressions,
          clicks: line.clicks,
          revenue: dollarsFromMicros(line.revenue_micros),
        };
      }),
    };
  }

  /** Both days included; by default the last 30 days up to today (UTC). */
  async revenue(window: ReportWindow, now: number): Promise<RevenueReport> {
    const end = window.end_date ?? utcDay(now);
    const start = window.start_date ?? utcDay(Date.parse(`${end}T00:00:00Z`) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS);
    const countries = await statsByCountry(this.db, { from: start, to: end });
    const total = sum(countries);
    return {
      start_date: start,
      end_date: end,
      total_revenue: dollarsFromMicros(total.revenue_micros),
      total_impressions: total.impressions,
      total_clicks: total.clicks,
      average_cpm: dollarsFromMicros(cpmMicros(total.revenue_micros, total.impressions)),
      revenue_by_country: countries.map((line) => ({
        country: line.country,
        revenue: dollarsFromMicros(line.revenue_micros),
        impressions: line.impressions,
        clicks: line.clicks,
      })),
    };
  }

  /** The report's countries as CSV, one row each, highest revenue first. */
  revenueCsv(report: RevenueReport): string {
    const rows = report.revenue_by_country.map((line) => REVENUE_CSV_COLUMNS.map((column) => csvCell(line[column])));
    return `${[REVENUE_CSV_COLUMNS.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
  }

  async advertiser(token: string, now: number): Promise<AdvertiserReport> {
    const row = await findAdByReportToken(this.db, token);
    if (!row) throw new NotFound('There is no report at this link.');
    const filter = { from: '0000-01-01', to: '9999-12-31', adId: row.id };
    const [days, countries] = await Promise.all([statsByDay(this.db, filter), statsByCountry(this.db, filter)]);
    const today = days.find((line) => line.day === utcDay(now))?.revenue_micros ?? 0;
    const ad = adFromRow(row, today, now);
    return {
      ...reportLine(sum(days)),
      ad: {
        title: ad.title,
        ad_type: ad.ad_type,
        position: ad.position,
        status: ad.status,
        start_date: ad.start_date,
        end_date: ad.end_date,
        advertiser_name: ad.advertiser_name,
        advertiser_company: ad.advertiser_company,
      },
      by_day: days.map((line) => ({ date: line.day, ...reportLine(line) })),
      by_country: countries.map((line) => ({ country: line.country, ...reportLine(line) })),
    };
  }
}
