import { describe, expect, it } from 'vitest';
import { aRadioBrowserRecord, type RadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { RadioBrowserStation } from './radio-browser-record';
import { draftFromRadioBrowser, nameKey, type StationDraft, streamKey } from './station-draft';

/** A day after the builder's last check, so its check is still a fair first guess. */
const SOON_AFTER_CHECK = Date.parse('2023-04-09T10:00:00Z');

function draftOf(overrides: Partial<RadioBrowserRecord> = {}, now = SOON_AFTER_CHECK): StationDraft {
  const record = RadioBrowserStation.parse(aRadioBrowserRecord(overrides));
  const result = draftFromRadioBrowser(record, now);
  if (!result.ok) throw new Error(`left out: ${result.reason}`);
  return result.draft;
}

function reasonFor(overrides: Partial<RadioBrowserRecord>): string | undefined {
  const record = RadioBrowserStation.parse(aRadioBrowserRecord(overrides));
  const result = draftFromRadioBrowser(record);
  return result.ok ? undefined : result.reason;
}

describe('draftFromRadioBrowser', () => {
  it('keeps the Radio Browser fields a station needs, under our names', () => {
    const draft = draftOf({
      stationuuid: 'a1b2',
      name: 'Joy FM',
      url: 'http://stream.example.com/joy.pls',
      url_resolved: 'https://stream.example.com/joy',
      favicon: 'https://example.com/joy.png',
      homepage: 'https://joyonline.example/',
      tags: 'News,#Talk, Ghana ,news',
      state: 'Greater Accra',
      codec: 'aac+',
      bitrate: 64,
      hls: 0,
      votes: 12,
      clickcount: 30,
      clicktrend: -3,
      geo_lat: 5.6,
      geo_long: -0.2,
    });
    expect(draft).toMatchObject({
      source: 'radio-browser',
      source_id: 'a1b2',
      name: 'Joy FM',
      url: 'http://stream.example.com/joy.pls',
      url_resolved: 'https://stream.example.com/joy',
      logo: 'https://example.com/joy.png',
      homepage: 'https://joyonline.example/',
      tags: ['news', 'talk', 'ghana'],
      genre: 'talk',
      country: 'GH',
      city: 'Greater Accra',
      codec: 'AAC+',
      bitrate: 64,
      hls: false,
      votes: 12,
      clicks: 30,
      click_trend: -3,
      geo_lat: 5.6,
      geo_long: -0.2,
      health: 'good',
      last_check_ok: true,
    });
  });

  it('turns unknowns into nulls rather than made-up values', () => {
    const draft = draftOf({ codec: 'UNKNOWN', bitrate: 0, favicon: 'logo.png', homepage: '', state: '  ' });
    expect(draft).toMatchObject({ codec: null, bitrate: null, logo: null, homepage: null, city: null });
  });

  it("takes a recent Radio Browser check as a first guess at health, labelled as Radio Browser's", () => {
    expect(draftOf({ lastcheckok: 1 })).toMatchObject({
      health: 'good',
      health_source: 'radio-browser',
      last_check_ok: true,
      last_check_at: '2023-04-08T10:00:00.000Z',
    });
    expect(draftOf({ lastcheckok: 0 })).toMatchObject({ health: 'poor', last_check_ok: false });
    expect(draftOf({ lastchecktime_iso8601: null })).toMatchObject({
      health: 'unknown',
      health_source: null,
      last_check_ok: null,
      last_check_at: null,
    });
  });

  it('makes no guess from a Radio Browser check older than a week, and never guesses down', () => {
    const twoYearsLater = Date.parse('2025-04-08T10:00:00Z');
    expect(draftOf({ lastcheckok: 1 }, twoYearsLater)).toMatchObject({
      health: 'unknown',
      health_source: 'radio-browser',
      last_check_at: '2023-04-08T10:00:00.000Z',
    });
    expect(draftOf({ lastcheckok: 0 }).health).not.toBe('down');
  });

  it('marks HLS streams', () => {
    expect(draftOf({ hls: 1 }).hls).toBe(true);
  });

  it('names a station without a name after its country', () => {
    expect(draftOf({ name: '   ', countrycode: 'KE' }).name).toBe('Kenya radio');
  });

  it('leaves out stations outside Africa and stations without an http(s) stream', () => {
    expect(reasonFor({ countrycode: 'US' })).toBe('not_african');
    expect(reasonFor({ countrycode: 'EH' })).toBe('not_african');
    expect(reasonFor({ url: 'ftp://x.example/a', url_resolved: '' })).toBe('no_stream_url');
  });
});

describe('streamKey', () => {
  const key = (url_resolved: string | null, url = 'https://fallback.example/x') => streamKey({ url, url_resolved });

  it('is the same for http and https, a trailing slash and the host in capitals', () => {
    const keys = new Set([
      key('https://stream.example.com/live'),
      key('http://stream.example.com/live/'),
      key('https://STREAM.example.com/live//'),
    ]);
    expect(keys.size).toBe(1);
  });

  it('differs for a different path, port or query', () => {
    const keys = new Set([
      key('https://stream.example.com/live'),
      key('https://stream.example.com/live2'),
      key('https://stream.example.com:8000/live'),
      key('https://stream.example.com/live?sid=2'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('uses the listed URL when there is no resolved one', () => {
    expect(key(null, 'http://a.example/x/')).toBe(key('https://a.example/x'));
  });
});

describe('nameKey', () => {
  it('ignores spacing, case and diacritics but not the country', () => {
    expect(nameKey({ name: 'Radio Côte FM', country: 'CI' })).toBe(nameKey({ name: ' radio  cote fm', country: 'CI' }));
    expect(nameKey({ name: 'Radio Côte FM', country: 'CI' })).not.toBe(
      nameKey({ name: 'Radio Côte FM', country: 'SN' }),
    );
  });
});
