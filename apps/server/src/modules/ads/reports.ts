// What advertising earned: the monetization tab's month at a glance, the revenue report by country
// (JSON or CSV), and each advertiser's private report of their own ad.
import {
  type AdDashboardStats,
  type AdvertiserReport,
  type InvalidCount,
  type InvalidReason,
  REVENUE_CSV_COLUMNS,
  type RevenueReport,
} from '@sauti/contract';
import type { Db } from '../../platform/db';
import { NotFound } from '../../platform/http/errors';
import { csvLines } from '../../platform/text/csv';
import { adFromRow } from './ad-view';
import { clickThroughRate, cpmMicros, dollarsFromMicros } from './money';
import {
  findAdByReportToken,
  type InvalidLine,
  invalidLines,
  type StatsLine,
  statsByCountry,
  statsByDay,
} from './repo';
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

interface Filtered {
  invalid_impressions: number;
  invalid_clicks: number;
  invalid_reasons: InvalidCount[];
}

/** Invalid traffic summed over the lines (all countries): the totals, and each kind and reason's count. */
function filtered(lines: readonly InvalidLine[]): Filtered {
  const reasons = new Map<string, InvalidCount>();
  const totals = { impressions: 0, clicks: 0 };
  for (const line of lines) {
    totals[line.kind] += line.count;
    const key = `${line.kind}|${line.reason}`;
    const entry = reasons.get(key) ?? { kind: line.kind, reason: line.reason as InvalidReason, count: 0 };
    entry.count += line.count;
    reasons.set(key, entry);
  }
  return {
    invalid_impressions: totals.impressions,
    invalid_clicks: totals.clicks,
    invalid_reasons: [...reasons.values()],
  };
}

/** The lines grouped by one of their fields. */
function groupBy(lines: readonly InvalidLine[], field: 'day' | 'country'): Map<string, InvalidLine[]> {
  const groups = new Map<string, InvalidLine[]>();
  for (const line of lines) groups.set(line[field], [...(groups.get(line[field]) ?? []), line]);
  return groups;
}

/** Every day from `from` to `to` (both included), so charts show the quiet days as zero. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
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
    const window = { from: monthStart, to: today };
    const [days, invalid] = await Promise.all([statsByDay(this.db, window), invalidLines(this.db, window)]);
    const total = sum(days);
    const month = filtered(invalid);
    const byDay = new Map(days.map((line) => [line.day, line]));
    const invalidByDay = groupBy(invalid, 'day');
    return {
      month_revenue: dollarsFromMicros(total.revenue_micros),
      month_impressions: total.impressions,
      month_clicks: total.clicks,
      month_ctr: clickThroughRate(total.clicks, total.impressions),
      month_invalid_impressions: month.invalid_impressions,
      month_invalid_clicks: month.invalid_clicks,
      daily: daysBetween(monthStart, today).map((date) => {
        const line = byDay.get(date) ?? { impressions: 0, clicks: 0, revenue_micros: 0 };
        return {
          date,
          impressions: line.impressions,
          clicks: line.clicks,
          revenue: dollarsFromMicros(line.revenue_micros),
          ...filtered(invalidByDay.get(date) ?? []),
        };
      }),
    };
  }

  /** Both days included; by default the last 30 days up to today (UTC). */
  async revenue(window: ReportWindow, now: number): Promise<RevenueReport> {
    const end = window.end_date ?? utcDay(now);
    const start = window.start_date ?? utcDay(Date.parse(`${end}T00:00:00Z`) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS);
    const range = { from: start, to: end };
    const [countries, invalid] = await Promise.all([statsByCountry(this.db, range), invalidLines(this.db, range)]);
    const total = sum(countries);
    const invalidByCountry = groupBy(invalid, 'country');
    const invalidOf = (country: string) => {
      const { invalid_impressions, invalid_clicks } = filtered(invalidByCountry.get(country) ?? []);
      return { invalid_impressions, invalid_clicks };
    };
    // A country with only invalid traffic still shows, after those that earned.
    const quiet = [...invalidByCountry.keys()].filter((country) => !countries.some((line) => line.country === country));
    const totalInvalid = filtered(invalid);
    return {
      start_date: start,
      end_date: end,
      total_revenue: dollarsFromMicros(total.revenue_micros),
      total_impressions: total.impressions,
      total_clicks: total.clicks,
      average_cpm: dollarsFromMicros(cpmMicros(total.revenue_micros, total.impressions)),
      total_invalid_impressions: totalInvalid.invalid_impressions,
      total_invalid_clicks: totalInvalid.invalid_clicks,
      revenue_by_country: [
        ...countries.map((line) => ({
          country: line.country,
          revenue: dollarsFromMicros(line.revenue_micros),
          impressions: line.impressions,
          clicks: line.clicks,
          ...invalidOf(line.country),
        })),
        ...quiet.sort().map((country) => ({ country, revenue: 0, impressions: 0, clicks: 0, ...invalidOf(country) })),
      ],
    };
  }

  /** The report's countries as CSV, one row each, highest revenue first. */
  revenueCsv(report: RevenueReport): string {
    const rows = report.revenue_by_country.map((line) => REVENUE_CSV_COLUMNS.map((column) => line[column]));
    return csvLines([REVENUE_CSV_COLUMNS, ...rows]);
  }

  async advertiser(token: string, now: number): Promise<AdvertiserReport> {
    const row = await findAdByReportToken(this.db, token);
    if (!row) throw new NotFound('There is no report at this link.');
    const filter = { from: '0000-01-01', to: '9999-12-31', adId: row.id };
    const [days, countries, invalid] = await Promise.all([
      statsByDay(this.db, filter),
      statsByCountry(this.db, filter),
      invalidLines(this.db, filter),
    ]);
    const invalidByDay = groupBy(invalid, 'day');
    const dates = [...new Set([...days.map((line) => line.day), ...invalidByDay.keys()])].sort();
    const countedByDay = new Map(days.map((line) => [line.day, line]));
    const all = filtered(invalid);
    const today = days.find((line) => line.day === utcDay(now))?.revenue_micros ?? 0;
    const ad = adFromRow(row, today, now);
    return {
      ...reportLine(sum(days)),
      invalid_impressions: all.invalid_impressions,
      invalid_clicks: all.invalid_clicks,
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
      by_day: dates.map((date) => ({
        date,
        ...reportLine(countedByDay.get(date) ?? { impressions: 0, clicks: 0, revenue_micros: 0 }),
        ...filtered(invalidByDay.get(date) ?? []),
      })),
      by_country: countries.map((line) => ({ country: line.country, ...reportLine(line) })),
    };
  }
}
