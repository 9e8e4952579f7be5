// A published Radio Browser client from the npm registry (radio-browser-api by ivandotv) pointed at
// Sauti instead of Radio Browser: what players built on it would do, over real HTTP.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { RadioBrowserApi } from 'radio-browser-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addStations } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('a third-party Radio Browser client library pointed at Sauti', () => {
  let test: TestApp;
  let client: RadioBrowserApi;
  const uuids = { joy: randomUUID(), peace: randomUUID(), maisha: randomUUID() };

  beforeAll(async () => {
    test = await startTestApp();
    await addStations(test.app, [
      aRadioBrowserRecord({ stationuuid: uuids.joy, name: 'Joy FM', countrycode: 'GH', tags: 'news,highlife' }),
      aRadioBrowserRecord({ stationuuid: uuids.peace, name: 'Peace FM', countrycode: 'GH', tags: 'talk' }),
      aRadioBrowserRecord({ stationuuid: uuids.maisha, name: 'Radio Maisha', countrycode: 'KE', language: 'swahili' }),
    ]);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    client = new RadioBrowserApi('Sauti third-party client test');
    client.setBaseUrl(`http://127.0.0.1:${port}`);
  });
  afterAll(() => test.close());

  it('lists the countries with their station counts', async () => {
    const countries = await client.getCountries();
    expect(countries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ghana', stationcount: 2 }),
        expect.objectContaining({ name: 'Kenya', stationcount: 1 }),
      ]),
    );
    expect(countries).toHaveLength(2);
  });

  it('lists the stations of a country code', async () => {
    const stations = await client.getStationsBy('byCountryCodeExact', 'GH');
    expect(stations.map((station) => station.name)).toEqual(['Joy FM', 'Peace FM']);
    expect(stations[0]).toMatchObject({ id: uuids.joy, countryCode: 'GH', country: 'Ghana', lastCheckOk: true });
    expect(stations[0]?.tags).toEqual(['news', 'highlife']);
    expect(stations[0]?.lastChangeTime.getTime()).not.toBeNaN();
  });

  it('searches stations', async () => {
    const found = await client.searchStations({ name: 'maisha', limit: 10 });
    expect(found.map((station) => [station.id, station.name, station.language])).toEqual([
      [uuids.maisha, 'Radio Maisha', ['english', 'swahili']],
    ]);
    const tagged = await client.searchStations({ tag: 'talk', countryCode: 'GH' });
    expect(tagged.map((station) => station.name)).toEqual(['Peace FM']);
  });

  it('sends a click, which Sauti counts as a play', async () => {
    const click = await client.sendStationClick(uuids.peace);
    expect(click).toMatchObject({ ok: true, stationuuid: uuids.peace, name: 'Peace FM' });
    const peace = test.app.catalogue.findByRadioBrowserId(uuids.peace);
    expect(test.app.plays.totals(peace?.id ?? '').plays).toBe(1);
    const [clicked] = await client.getStationsByClicks(1);
    expect(clicked).toMatchObject({ id: uuids.peace, clickCount: 1 });
  });
});
