// Turns a Radio Browser record into the station fields we keep, or says why it is left out.
import type { GenreId, HealthSource, StationHealth } from '@sauti/contract';
import { foldText } from '../../platform/text/fold';
import { africanCountry } from './african-countries';
import { genreFor } from './genre-mapping';
import { languageCodesFor } from './language-mapping';
import type { RadioBrowserStation } from './radio-browser-record';

export interface StationDraft {
  source: string;
  source_id: string;
  name: string;
  url: string;
  url_resolved: string | null;
  logo: string | null;
  genre: GenreId;
  country: string;
  city: string | null;
  language: string | null;
  languages: string[];
  tags: string[];
  homepage: string | null;
  codec: string | null;
  bitrate: number | null;
  hls: boolean;
  clicks: number;
  votes: number;
  click_trend: number;
  geo_lat: number | null;
  geo_long: number | null;
  last_check_at: string | null;
  last_check_ok: boolean | null;
  health: StationHealth;
  health_source: HealthSource | null;
  source_changed_at: string | null;
}

export type DraftResult = { ok: true; draft: StationDraft } | { ok: false; reason: 'not_african' | 'no_stream_url' };

export const RADIO_BROWSER_SOURCE = 'radio-browser';

const MAX_TAGS = 12;

// Radio Browser's last check is only a first guess at a station's health, and only while it is recent:
// "Good" from a check two years old says nothing about today.
const RADIO_BROWSER_GUESS_MS = 7 * 24 * 3600_000;

function httpUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed).toString();
  } catch {
    return null;
  }
}

function tagsOf(value: string): string[] {
  const tags = value
    .split(',')
    .map((tag) => tag.replace(/^#+/, '').trim().toLowerCase())
    .filter((tag) => tag.length > 0 && tag.length <= 40 && !/^https?:/.test(tag));
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Radio Browser's check as a labelled first guess: good or poor while recent, unknown when old; never
 * down, since its checkers run far from Africa and are often geo-blocked.
 */
function healthGuess(checkedAt: string | null, checkOk: boolean | null, now: number): StationHealth {
  if (checkedAt === null || checkOk === null || now - Date.parse(checkedAt) > RADIO_BROWSER_GUESS_MS) return 'unknown';
  return checkOk ? 'good' : 'poor';
}

export function draftFromRadioBrowser(record: RadioBrowserStation, now = Date.now()): DraftResult {
  const country = africanCountry(record.countrycode);
  if (!country) return { ok: false, reason: 'not_african' };
  const url = httpUrl(record.url) ?? httpUrl(record.url_resolved);
  if (!url) return { ok: false, reason: 'no_stream_url' };
  const name = record.name.replace(/\s+/g, ' ').trim() || `${country.name} radio`;
  const tags = tagsOf(record.tags);
  const languages = languageCodesFor(record.language, record.languagecodes);
  const codec = record.codec.trim().toUpperCase();
  const checkOk = record.lastchecktime_iso8601 ? record.lastcheckok === 1 : null;
  const checkedAt = isoDate(record.lastchecktime_iso8601);
  return {
    ok: true,
    draft: {
      source: RADIO_BROWSER_SOURCE,
      source_id: record.stationuuid,
      name,
      url,
      url_resolved: httpUrl(record.url_resolved),
      logo: httpUrl(record.favicon),
      genre: genreFor(tags, name),
      country: country.code,
      city: record.state.trim() || null,
      language: languages[0] ?? null,
      languages,
      tags,
      homepage: httpUrl(record.homepage),
      codec: codec === '' || codec === 'UNKNOWN' ? null : codec,
      bitrate: record.bitrate > 0 ? record.bitrate : null,
      hls: record.hls === 1,
      clicks: Math.max(0, record.clickcount),
      votes: Math.max(0, record.votes),
      click_trend: record.clicktrend,
      geo_lat: record.geo_lat ?? null,
      geo_long: record.geo_long ?? null,
      last_check_at: checkedAt,
      last_check_ok: checkOk,
      health: healthGuess(checkedAt, checkOk, now),
      health_source: checkedAt === null ? null : 'radio-browser',
      source_changed_at: isoDate(record.lastchangetime_iso8601),
    },
  };
}

/** The stream address two entries share when they are the same station, however it was typed. */
export function streamKey(draft: Pick<StationDraft, 'url' | 'url_resolved'>): string {
  const url = new URL(draft.url_resolved ?? draft.url);
  const pathname = url.pathname.replace(/\/+$/, '');
  return `${url.host.toLowerCase()}${pathname}${url.search}`;
}

export function nameKey(draft: Pick<StationDraft, 'name' | 'country'>): string {
  return `${draft.country}|${foldText(draft.name)}`;
}
