// The station listing answers from pages kept serialised (listing-pages.ts): a kept page must never
// hide a change to the catalogue, however recently it was made. Listener counts, which may lag by a
// second, are checked in listener-counts.test.ts with a real listener.
import type { Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, startAdminSession } from '../../test-support/admin';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addStations, stationAt } from '../../test-support/stations';

describe('the station listing, answered from kept pages', () => {
  let admin: AdminSession;
  let stations: Station[];

  beforeAll(async () => {
    admin = await startAdminSession();
    stations = await addStations(admin.test.app, [
      aRadioBrowserRecord({ name: 'Zanzibar Sound', countrycode: 'TZ' }),
      aRadioBrowserRecord({ name: 'Zanzibar Taarab', countrycode: 'TZ' }),
    ]);
  });
  afterAll(() => admin?.test.close());

  async function listing(url: string) {
    const response = await admin.client.call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json() as Station[]).map((station) => station.name).sort();
    return { names, total: response.headers['x-total-count'], body: response.body };
  }

  const patch = async (id: string, body: unknown) =>
    expect((await admin.call('PATCH', `/api/admin/stations/${id}`, body)).statusCode).toBe(200);

  it('answers a listing again with the same bytes and total, with or without /api', async () => {
    const first = await listing('/api/stations?search=zanzibar');
    expect(first.names).toEqual(['Zanzibar Sound', 'Zanzibar Taarab']);
    expect(first.total).toBe('2');
    expect(await listing('/api/stations?search=zanzibar')).toEqual(first);
    expect(await listing('/stations?search=zanzibar')).toEqual(first);
  });

  it('shows a station hidden, edited or shown again at once, not when the kept page would have expired', async () => {
    const taarab = stationAt(stations, 1);
    expect((await listing('/api/stations?search=zanzibar')).names).toHaveLength(2);
    await patch(taarab.id, { is_active: false });
    expect(await listing('/api/stations?search=zanzibar')).toMatchObject({ names: ['Zanzibar Sound'], total: '1' });

    await patch(taarab.id, { is_active: true, name: 'Zanzibar Taarab Classics' });
    expect((await listing('/api/stations?search=zanzibar')).names).toEqual([
      'Zanzibar Sound',
      'Zanzibar Taarab Classics',
    ]);
  });

  it('shows a station added at once in a listing kept a moment before', async () => {
    expect((await listing('/api/stations?country=TZ')).total).toBe('2');
    await addStations(admin.test.app, [aRadioBrowserRecord({ name: 'Dodoma Beats', countrycode: 'TZ' })]);
    const after = await listing('/api/stations?country=TZ');
    expect(after.total).toBe('3');
    expect(after.names).toContain('Dodoma Beats');
  });

  it('keeps a bad query a 400 however often it is asked', async () => {
    for (let ask = 0; ask < 2; ask++) {
      expect((await admin.client.call('GET', '/api/stations?limit=0')).statusCode).toBe(400);
    }
  });

  describe("Radio Browser's station lists (/json), kept the same way", () => {
    async function jsonNames(url: string, method: 'GET' | 'POST' = 'GET') {
      const response = await admin.client.call(method, url);
      expect(response.statusCode, response.body).toBe(200);
      return { names: (response.json() as Array<{ name: string }>).map((record) => record.name), body: response.body };
    }

    it('answers a list again with the same bytes and shows an edit at once', async () => {
      const sound = stationAt(stations, 0);
      const url = '/json/stations/search?name=zanzibar&order=name';
      const first = await jsonNames(url);
      expect(first.names).toContain('Zanzibar Sound');
      expect(await jsonNames(url)).toEqual(first);
      await patch(sound.id, { name: 'Zanzibar Sound System' });
      expect((await jsonNames(url)).names).toContain('Zanzibar Sound System');
      expect((await jsonNames('/json/stations/bycountrycodeexact/TZ?order=name')).names).toContain(
        'Zanzibar Sound System',
      );
    });

    it('never keeps a random order, nor a POST', async () => {
      const orders = new Set<string>();
      for (let ask = 0; ask < 12; ask++) {
        orders.add((await jsonNames('/json/stations/search?name=zanzibar&order=random')).names.join());
      }
      expect(orders.size).toBeGreaterThan(1);
      const posted = await jsonNames('/json/stations/search?name=zanzibar&order=name', 'POST');
      expect(posted.names).toContain('Zanzibar Sound System');
    });
  });
});
