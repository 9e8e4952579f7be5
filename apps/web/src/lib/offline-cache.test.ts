import {
  authEndpoints,
  catalogueEndpoints,
  favoriteEndpoints,
  healthEndpoints,
  liveEndpoints,
  pathOf,
  stationEndpoints,
  streamEndpoints,
} from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { offlineCacheFor } from './offline-cache';

const origin = 'https://sauti.example';
const planFor = (path: string, method = 'GET') => offlineCacheFor(method, new URL(path, origin), origin);

describe('what the service worker keeps for offline use', () => {
  it('keeps the station lists, a station, its count and the catalogue facets', () => {
    expect(planFor(pathOf(stationEndpoints.list, { query: { country: 'GH', limit: 20 } }))).toBe('lists');
    expect(planFor(pathOf(stationEndpoints.count, {}))).toBe('lists');
    expect(planFor(pathOf(stationEndpoints.one, { params: { id: 'joy-fm' } }))).toBe('lists');
    expect(planFor(pathOf(catalogueEndpoints.countries, {}))).toBe('lists');
    expect(planFor(pathOf(catalogueEndpoints.genres, {}))).toBe('lists');
    expect(planFor(pathOf(catalogueEndpoints.languages, {}))).toBe('lists');
    expect(planFor(pathOf(catalogueEndpoints.stats, {}))).toBe('lists');
    expect(planFor(pathOf(stationEndpoints.featured, {}))).toBe('lists');
  });

  it("keeps a logged-in listener's favourites and account apart, so logout can forget them", () => {
    expect(planFor(pathOf(favoriteEndpoints.list, {}))).toBe('account');
    expect(planFor(pathOf(authEndpoints.me, {}))).toBe('account');
    expect(planFor(pathOf(stationEndpoints.forYou, { query: {} }))).toBe('account');
    expect(planFor(pathOf(favoriteEndpoints.add, { params: { stationId: 'joy-fm' } }), 'POST')).toBeNull();
  });

  it('never keeps audio, live events, now-playing titles or anything but GET', () => {
    expect(planFor(pathOf(streamEndpoints.play, { params: { stationId: 'joy-fm' } }))).toBeNull();
    expect(planFor(pathOf(streamEndpoints.resolve, { params: { stationId: 'joy-fm' } }))).toBeNull();
    expect(planFor(pathOf(liveEndpoints.events, { params: { id: 'joy-fm' } }))).toBeNull();
    expect(planFor(pathOf(streamEndpoints.nowPlaying, { params: { id: 'joy-fm' } }))).toBeNull();
    expect(planFor(pathOf(healthEndpoints.health, {}))).toBeNull();
    expect(planFor(pathOf(stationEndpoints.list, { query: {} }), 'POST')).toBeNull();
  });

  it("leaves other hosts' requests alone (station logos, direct streams)", () => {
    expect(offlineCacheFor('GET', new URL('https://cdn.example/api/stations'), origin)).toBeNull();
    expect(offlineCacheFor('GET', new URL('https://radio.example/assets/logo.png'), origin)).toBeNull();
  });

  it("keeps hashed build files that the shell's precache left out", () => {
    expect(planFor('/assets/hls-D6a35TnA.js')).toBe('assets');
  });
});
