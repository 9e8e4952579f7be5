// What a broadcaster publishes about its station, read the Radio Browser way: the stream's "ICY v2"
// headers (stream-meta.info: icy-logo, icy-geo-lat-long, icy-country-code, icy-language-codes,
// icy-description, icy-index-metadata, icy-do-not-index) and the same keys in a streaminfo.json at the
// station's homepage (as Radio Browser's stream checker, av-stream-info-rust, reads it). A logo,
// languages or a place fill a station's empty fields; with icy-index-metadata: 1 (the broadcaster
// asking to be indexed by what it publishes) they, the country and the description also replace ours. A field an owner or admin edited, or a description a
// person wrote, is never touched; icy-do-not-index: 1 hides the station.
import langs from 'langs';
import type { SafeFetch } from '../../platform/safe-fetch';
import {
  AFRICAN_COUNTRIES,
  BROADCASTER_DESCRIPTION,
  editedFields,
  mayDescribe,
  type StationChanges,
  type StationRow,
} from '../catalogue';

export interface PublishedInfo {
  /** icy-index-metadata: 1: the broadcaster wants its own words to describe the station. */
  index_metadata: boolean;
  /** icy-do-not-index: 1: the broadcaster does not want the station listed in directories. */
  do_not_index: boolean;
  logo?: string;
  description?: string;
  /** ISO 3166-1 alpha-2, upper case; only African countries are kept. */
  country?: string;
  /** ISO 639-1 codes, main first. */
  languages?: string[];
  geo?: { lat: number; long: number };
}

/** streaminfo.json is a handful of short fields; anything larger is not one. */
export const STREAM_INFO_MAX_BYTES = 16 * 1024;
export const STREAM_INFO_TIMEOUT_MS = 3000;
const MAX_TEXT = 500;

const AFRICAN = new Set(AFRICAN_COUNTRIES.map((country) => country.code));

const flag = (value: unknown): boolean => String(value ?? '').trim() === '1' || value === true;

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

function webAddress(value: unknown): string | undefined {
  const address = text(value);
  if (!address || !URL.canParse(address)) return undefined;
  return ['http:', 'https:'].includes(new URL(address).protocol) ? address : undefined;
}

function country(value: unknown): string | undefined {
  const code = text(value)?.toUpperCase();
  return code && AFRICAN.has(code) ? code : undefined;
}

/** icy-language-codes: ISO 639 codes (two or three letters), separated by commas or semicolons. */
function languages(value: unknown): string[] | undefined {
  const codes = (text(value) ?? '')
    .split(/[,;]/)
    .map((code) => code.trim().toLowerCase())
    .map((code) => {
      if (code.length === 2) return langs.has('1', code) ? code : undefined;
      return (langs.where('3', code) ?? langs.where('2B', code) ?? langs.where('2T', code))?.['1'];
    })
    .filter((code): code is string => Boolean(code));
  return codes.length > 0 ? [...new Set(codes)] : undefined;
}

/** icy-geo-lat-long: "latitude,longitude" in decimal degrees. */
function geo(value: unknown): PublishedInfo['geo'] {
  const parts = (text(value) ?? '').split(',').map((part) => Number(part.trim()));
  const [lat, long] = parts;
  if (parts.length !== 2 || lat === undefined || long === undefined) return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(long) || Math.abs(lat) > 90 || Math.abs(long) > 180) return undefined;
  return { lat, long };
}

/** The published fields of a header set or a streaminfo.json object (the same icy-* keys); null when none. */
export function publishedFrom(fields: Record<string, unknown>): PublishedInfo | null {
  const info: PublishedInfo = {
    index_metadata: flag(fields['icy-index-metadata']),
    do_not_index: flag(fields['icy-do-not-index']),
  };
  const found = {
    logo: webAddress(fields['icy-logo']),
    description: text(fields['icy-description']),
    country: country(fields['icy-country-code']),
    languages: languages(fields['icy-language-codes']),
    geo: geo(fields['icy-geo-lat-long']),
  };
  for (const [key, value] of Object.entries(found)) if (value !== undefined) Object.assign(info, { [key]: value });
  return Object.keys(info).length > 2 || info.index_metadata || info.do_not_index ? info : null;
}

/** The stream's own headers first; the homepage's file fills what they leave out. */
export function mergePublished(first: PublishedInfo | null, second: PublishedInfo | null): PublishedInfo | null {
  if (!first || !second) return first ?? second;
  return {
    ...second,
    ...first,
    index_metadata: first.index_metadata || second.index_metadata,
    do_not_index: first.do_not_index || second.do_not_index,
  };
}

/** The address of a homepage's streaminfo.json (Radio Browser appends it to the homepage as written). */
export function streamInfoAddress(homepage: string | null): string | null {
  const address = webAddress(homepage);
  return address ? `${address.replace(/\/+$/, '')}/streaminfo.json` : null;
}

/** A homepage's streaminfo.json is read at most this often: it changes rarely, and checks come often. */
export const STREAM_INFO_EVERY_MS = 24 * 3600_000;
/** Homepages remembered; beyond this the oldest is forgotten (and may be read again sooner). */
const STREAM_INFO_REMEMBERED = 20_000;

/** Reads stations' streaminfo.json, each homepage at most once a day in this process. */
export class StreamInfoReader {
  private readonly readAt = new Map<string, number>();

  constructor(
    private readonly safeFetch: SafeFetch,
    private readonly now: () => number,
  ) {}

  read(homepage: string | null): Promise<PublishedInfo | null> {
    const address = streamInfoAddress(homepage);
    if (!address) return Promise.resolve(null);
    const time = this.now();
    const last = this.readAt.get(address);
    if (last !== undefined && time - last < STREAM_INFO_EVERY_MS) return Promise.resolve(null);
    this.readAt.delete(address);
    this.readAt.set(address, time);
    if (this.readAt.size > STREAM_INFO_REMEMBERED) {
      const oldest = this.readAt.keys().next().value;
      if (oldest !== undefined) this.readAt.delete(oldest);
    }
    return readStreamInfo(this.safeFetch, homepage);
  }
}

/** Reads a homepage's streaminfo.json through safe-fetch; null when there is none or it is not one. */
export async function readStreamInfo(safeFetch: SafeFetch, homepage: string | null): Promise<PublishedInfo | null> {
  const address = streamInfoAddress(homepage);
  if (!address) return null;
  try {
    const response = await safeFetch.read(address, {
      maxBytes: STREAM_INFO_MAX_BYTES,
      timeoutMs: STREAM_INFO_TIMEOUT_MS,
      headers: { accept: 'application/json' },
    });
    if (response.status !== 200) return null;
    const parsed: unknown = JSON.parse(response.bytes.toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? publishedFrom(parsed as Record<string, unknown>)
      : null;
  } catch {
    // A missing, refused, slow or malformed file says nothing about the station.
    return null;
  }
}

/**
 * The station columns the published fields change: empty ones always, set ones only when the
 * broadcaster asked to be indexed by what it publishes; never a field someone edited.
 */
export function publishedChanges(row: StationRow, info: PublishedInfo): StationChanges {
  const edited = new Set<string>(editedFields(row));
  const changes: StationChanges = {};
  const mayWrite = (field: string, current: unknown) =>
    !edited.has(field) && (info.index_metadata || current === null || current === '' || current === '[]');
  if (info.logo && info.logo !== row.logo && mayWrite('logo', row.logo)) changes.logo = info.logo;
  if (info.country && info.country !== row.country && !edited.has('country') && info.index_metadata) {
    changes.country = info.country;
  }
  if (info.languages && JSON.stringify(info.languages) !== row.languages && mayWrite('language', row.languages)) {
    changes.languages = JSON.stringify(info.languages);
    changes.language = info.languages[0] ?? null;
  }
  if (info.geo && (info.geo.lat !== row.geo_lat || info.geo.long !== row.geo_long)) {
    if (info.index_metadata || row.geo_lat === null)
      Object.assign(changes, { geo_lat: info.geo.lat, geo_long: info.geo.long });
  }
  // ICY v1 servers send placeholder descriptions ("Unspecified description"): only a broadcaster asking
  // to be indexed by its words replaces ours, and never words a person wrote here.
  const ownWords = row.description_source === BROADCASTER_DESCRIPTION || mayDescribe(row);
  if (info.index_metadata && info.description && info.description !== row.description && ownWords) {
    Object.assign(changes, { description: info.description, description_source: BROADCASTER_DESCRIPTION });
  }
  if (info.do_not_index && row.is_active) changes.is_active = 0;
  return changes;
}
