// A Radio Browser station record with every field its API and its exports carry, for tests on both
// sides: the one place that knows the record's whole shape.
import type { RadioBrowserStation } from '../radio-browser';

let serial = 0;

/** A working English-language MP3 station in Ghana unless told otherwise; each call its own uuid, name and stream. */
export function aRadioBrowserStation(overrides: Partial<RadioBrowserStation> = {}): RadioBrowserStation {
  serial += 1;
  const id = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  const stream = `https://streams.example.org/${id}`;
  return {
    changeuuid: id,
    stationuuid: id,
    serveruuid: null,
    name: `Test Radio ${serial}`,
    url: stream,
    url_resolved: stream,
    homepage: 'https://example.org/',
    favicon: '',
    tags: '',
    country: 'Ghana',
    countrycode: 'GH',
    iso_3166_2: null,
    state: '',
    language: 'english',
    languagecodes: 'en',
    votes: 10,
    lastchangetime: '2023-01-01 00:00:00',
    lastchangetime_iso8601: '2023-01-01T00:00:00Z',
    codec: 'MP3',
    bitrate: 128,
    hls: 0,
    lastcheckok: 1,
    lastchecktime: '2023-04-08 10:00:00',
    lastchecktime_iso8601: '2023-04-08T10:00:00Z',
    lastcheckoktime: '2023-04-08 10:00:00',
    lastcheckoktime_iso8601: '2023-04-08T10:00:00Z',
    lastlocalchecktime: '',
    lastlocalchecktime_iso8601: null,
    clicktimestamp: '',
    clicktimestamp_iso8601: null,
    clickcount: 5,
    clicktrend: 0,
    ssl_error: 0,
    geo_lat: null,
    geo_long: null,
    has_extended_info: false,
    ...overrides,
  };
}
