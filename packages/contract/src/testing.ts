// Builders for tests on both sides (`@sauti/contract/testing`); never imported by shipped code.
import { healthStatus } from './station-health';
import type { Station } from './stations';

export * from './testing/radio-browser-export';
export * from './testing/radio-browser-station';

/**
 * A station as the API shows it: a working MP3 station in Ghana, found playing by our check an hour
 * ago, unless told otherwise; its health_status follows its check fields unless given.
 */
export function aStation(overrides: Partial<Station> = {}): Station {
  const station: Omit<Station, 'health_status'> = {
    id: 'st-1',
    slug: 'test-fm',
    name: 'Test FM',
    url: 'http://radio.example/live',
    url_resolved: 'https://radio.example/live.mp3',
    logo: null,
    genre: 'gospel',
    country: 'GH',
    country_name: 'Ghana',
    city: null,
    language: 'en',
    languages: ['en'],
    listeners: 0,
    description: null,
    tags: [],
    aliases: [],
    alternates: [],
    website: null,
    codec: 'MP3',
    bitrate: 128,
    hls: false,
    is_premium: false,
    boosted: false,
    is_active: true,
    off_air: false,
    votes: 0,
    clicks: 0,
    popularity: 0,
    health: 'good',
    health_source: 'sauti',
    last_check_at: new Date(Date.now() - 3600_000).toISOString(),
    last_check_ok: true,
    geo_lat: null,
    geo_long: null,
    created_at: '2023-01-01T00:00:00.000Z',
    updated_at: '2023-01-01T00:00:00.000Z',
    ...overrides,
  };
  return { ...station, health_status: overrides.health_status ?? healthStatus(station) };
}
