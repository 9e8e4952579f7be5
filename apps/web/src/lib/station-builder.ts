// A station for unit tests: a working MP3 station in Ghana unless told otherwise.
import type { Station } from '@sauti/contract';

export function aStation(fields: Partial<Station> = {}): Station {
  return {
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
    language: 'english',
    languages: ['english'],
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
    last_check_ok: true,
    geo_lat: null,
    geo_long: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}
