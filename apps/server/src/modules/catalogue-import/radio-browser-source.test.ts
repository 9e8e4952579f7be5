import { describe, expect, it } from 'vitest';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { CatalogueSourceError, parseRadioBrowserStations } from './radio-browser-source';

describe('parseRadioBrowserStations', () => {
  it('accepts records with nulls or missing optional fields, reading them as empty', () => {
    const { tags, language, favicon, ...withoutSome } = aRadioBrowserRecord({ state: null, geo_lat: null });
    const [record] = parseRadioBrowserStations([withoutSome], 'test');
    expect(record).toMatchObject({ tags: '', language: '', favicon: '', state: '', geo_lat: null });
  });

  it('reads counts sent as strings, and an unreadable count as 0', () => {
    const [record] = parseRadioBrowserStations([aRadioBrowserRecord({ votes: '12', clickcount: 'many' })], 'test');
    expect(record).toMatchObject({ votes: 12, clickcount: 0 });
  });

  it('ignores the fields it does not use', () => {
    const [record] = parseRadioBrowserStations([aRadioBrowserRecord({ has_extended_info: true })], 'test');
    expect(record).not.toHaveProperty('has_extended_info');
    expect(record).not.toHaveProperty('changeuuid');
  });

  it('names the source, the record and the field when a record is malformed', () => {
    const records = [aRadioBrowserRecord(), aRadioBrowserRecord({ stationuuid: '' })];
    expect(() => parseRadioBrowserStations(records, 'Radio Browser (GH)')).toThrow(
      /^Radio Browser \(GH\): record 2 is not a Radio Browser station \(stationuuid: /,
    );
  });

  it('refuses something that is not a list', () => {
    expect(() => parseRadioBrowserStations({ stations: [] }, 'export.json')).toThrow(CatalogueSourceError);
    expect(() => parseRadioBrowserStations(null, 'export.json')).toThrow('export.json is not a JSON array');
  });
});
