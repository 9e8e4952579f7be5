import { describe, expect, it } from 'vitest';
import { aRadioBrowserExport } from './radio-browser-export';

describe('a generated Radio Browser export', () => {
  const { records, stations, countries } = aRadioBrowserExport();

  it('is the same on every run', () => {
    expect(aRadioBrowserExport()).toEqual({ records, stations, countries });
  });

  it('holds over a thousand records from 41 countries, most of them stations of their own', () => {
    expect(records.length).toBeGreaterThan(1000);
    expect(countries).toHaveLength(41);
    expect(stations).toBeGreaterThan(records.length * 0.7);
    expect(stations).toBeLessThan(records.length);
  });

  it('holds what an import must cope with', () => {
    const padded = records.filter((record) => record.name !== record.name.trim());
    const unresolved = records.filter((record) => record.url_resolved === '' && record.url !== '');
    const uuids = new Set(records.map((record) => record.stationuuid));
    expect(padded.length).toBeGreaterThan(50);
    expect(unresolved).toHaveLength(1);
    expect(uuids.size).toBe(records.length - 1);
    expect(records.filter((record) => record.countrycode === 'EH' || record.countrycode === '')).toHaveLength(2);
    expect(
      records.filter((record) => !/^https?:/.test(record.url) && !/^https?:/.test(record.url_resolved)),
    ).toHaveLength(2);
    expect(records.some((record) => record.hls === 1 && record.url.endsWith('.m3u8'))).toBe(true);
    expect(records.some((record) => /\.(pls|m3u|asx)$/.test(record.url))).toBe(true);
    expect(records.some((record) => record.bitrate === 0)).toBe(true);
  });

  it('lists many stations again, their stream written otherwise: http or https, a trailing slash, a capital', () => {
    const byStream = new Map<string, number>();
    for (const record of records) {
      const stream = (record.url_resolved || record.url)
        .toLowerCase()
        .replace(/^https?:/, '')
        .replace(/\/$/, '');
      byStream.set(stream, (byStream.get(stream) ?? 0) + 1);
    }
    const sharedStreams = [...byStream.values()].filter((count) => count > 1).length;
    expect(sharedStreams).toBeGreaterThan(50);
  });
});
