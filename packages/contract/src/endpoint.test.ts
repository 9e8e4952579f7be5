import { describe, expect, it } from 'vitest';
import { defineEndpoint, pathOf } from './endpoint';
import { stationEndpoints } from './stations';
import { HlsPartQuery, streamEndpoints } from './streams';

describe("an endpoint's address", () => {
  it('fills in path parameters, URI-encoded', () => {
    expect(pathOf(stationEndpoints.one, { params: { id: 'joy fm/accra' } })).toBe('/api/stations/joy%20fm%2Faccra');
  });

  it('appends the query, leaving out values that are not given', () => {
    expect(pathOf(stationEndpoints.list, { query: { country: 'GH', search: '', limit: 5, genre: undefined } })).toBe(
      '/api/stations?country=GH&limit=5',
    );
    expect(pathOf(stationEndpoints.count)).toBe('/api/stations/count');
  });

  it('encodes query values, and keeps base64url signatures as they are', () => {
    expect(pathOf(stationEndpoints.list, { query: { search: 'côte & co' } })).toBe(
      '/api/stations?search=c%C3%B4te+%26+co',
    );
    const part = { u: 'aHR0cDovL3guZXhhbXBsZS9hLm0zdTg', s: 'Ab-_9z' };
    expect(HlsPartQuery.parse(part)).toEqual(part);
    expect(pathOf(streamEndpoints.hlsPart, { params: { stationId: 'st-1' }, query: part })).toBe(
      `/api/streams/st-1/hls?u=${part.u}&s=${part.s}`,
    );
  });

  it('refuses to build an address with a path parameter missing', () => {
    const broken = defineEndpoint({ method: 'GET', path: '/api/things/:id' });
    expect(() => pathOf(broken)).toThrow('/api/things/:id needs :id.');
  });
});
