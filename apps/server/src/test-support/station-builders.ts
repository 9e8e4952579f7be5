// Small builders for stations as the catalogue index holds them, for tests that need no database.
import { randomUUID } from 'node:crypto';
import type { Station } from '@sauti/contract';
import type { IndexedStation } from '../modules/catalogue/catalogue-index';

export function aStation(overrides: Partial<Station> = {}): Station {
  const id = randomUUID();
  const name = overrides.name ?? `Test Radio ${id.slice(0, 8)}`;
  return {
    id,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    url: `https://streams.example.org/${id}`,
    url_resolved: `https://streams.example.org/${id}`,
    logo: null,
    genre: 'variety',
    country: 'GH',
    country_name: 'Ghana',
    city: null,
    language: 'en',
    languages: ['en'],
    listeners: 0,
    description: null,
    tags: [],
    website: null,
    codec: 'MP3',
    bitrate: 128,
    hls: false,
    is_premium: false,
    boosted: false,
    is_active: true,
    votes: 0,
    clicks: 0,
    health: 'good',
    last_check_at: null,
    last_check_ok: null,
    geo_lat: null,
    geo_long: null,
    created_at: '2023-01-01T00:00:00.000Z',
    updated_at: '2023-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function anIndexedStation(overrides: Partial<Station> = {}, clickTrend = 0): IndexedStation {
  return { station: aStation(overrides), clickTrend };
}
