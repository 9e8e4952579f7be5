// An ad row as each audience sees it: the admin's full Ad, and the in-memory entry serving reads.
import { type Ad, adEndpoints, pathOf } from '@sauti/contract';
import { adStatus, type IndexedAd, type Spend } from './ad-index';
import { dollarsFromCents, dollarsFromMicros, MICROS_PER_CENT } from './money';
import type { AdRow } from './repo';

const mediaUrl = (file: string | null) => (file ? pathOf(adEndpoints.media, { params: { file } }) : null);
const listOrNull = (json: string): ReadonlySet<string> | null => {
  const items = JSON.parse(json) as string[];
  return items.length > 0 ? new Set(items) : null;
};
const microsOrNull = (cents: number | null) => (cents === null ? null : Number(cents) * MICROS_PER_CENT);

export function indexedAdFromRow(row: AdRow): IndexedAd {
  return {
    id: row.id,
    adType: row.ad_type,
    position: row.position,
    switchedOn: row.status === 'active',
    startMs: Date.parse(row.start_at),
    endMs: row.end_at ? Date.parse(row.end_at) : Number.POSITIVE_INFINITY,
    targetCountries: listOrNull(row.target_countries),
    targetGenres: listOrNull(row.target_genres),
    dailyBudgetMicros: microsOrNull(row.daily_budget_cents),
    totalBudgetMicros: microsOrNull(row.total_budget_cents),
    cpmCents: Number(row.cpm_rate_cents),
    cpcCents: Number(row.cpc_rate_cents),
    clickUrl: row.click_url,
    stationId: row.station_id,
    body: {
      id: row.id,
      title: row.title,
      description: row.description,
      ad_type: row.ad_type,
      position: row.position,
      advertiser: row.advertiser_company ?? row.advertiser_name,
      image_url: mediaUrl(row.image_file),
      audio_url: mediaUrl(row.audio_file),
      audio_seconds: row.audio_ms === null ? null : Number(row.audio_ms) / 1000,
      content_html: row.content_html,
      station_id: row.station_id,
    },
  };
}

/** The admin's view; the status follows from the row and today's spend at `now`. */
export function adFromRow(row: AdRow, todayMicros: number, now: number): Ad {
  const spend: Spend = { totalMicros: Number(row.revenue_micros), todayMicros };
  const indexed = indexedAdFromRow(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ad_type: row.ad_type,
    position: row.position,
    advertiser_name: row.advertiser_name,
    advertiser_email: row.advertiser_email,
    advertiser_company: row.advertiser_company,
    click_url: row.click_url,
    image_url: indexed.body.image_url,
    audio_url: indexed.body.audio_url,
    audio_seconds: indexed.body.audio_seconds,
    content_html: row.content_html,
    station_id: row.station_id,
    start_date: row.start_at,
    end_date: row.end_at,
    daily_budget: row.daily_budget_cents === null ? null : dollarsFromCents(Number(row.daily_budget_cents)),
    total_budget: row.total_budget_cents === null ? null : dollarsFromCents(Number(row.total_budget_cents)),
    cpm_rate: dollarsFromCents(Number(row.cpm_rate_cents)),
    cpc_rate: dollarsFromCents(Number(row.cpc_rate_cents)),
    target_countries: JSON.parse(row.target_countries) as string[],
    target_genres: JSON.parse(row.target_genres) as string[],
    status: adStatus(indexed, spend, now),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    invalid_impressions: Number(row.invalid_impressions),
    invalid_clicks: Number(row.invalid_clicks),
    revenue_generated: dollarsFromMicros(spend.totalMicros),
    report_token: row.report_token,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
