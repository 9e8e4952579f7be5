// Every list of stations shows the same live listener count as the station itself: favourites and
// "Recently played" come from the catalogue's face, which always adds the gateway's count.
import type { AddressInfo } from 'node:net';
import type { Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENERS_FRESH_FOR_MS } from './modules/catalogue/listing-pages';
import { aListener } from './test-support/accounts';
import { apiClient } from './test-support/api-client';
import { addStations } from './test-support/catalogue-stations';
import { eventually } from './test-support/eventually';
import { type FakeStation, startFakeStation } from './test-support/fake-radio';
import { listenTo } from './test-support/listen';
import { startTestApp, type TestApp } from './test-support/test-app';

describe('live listener counts across station lists', () => {
  let test: TestApp;
  let radio: FakeStation;
  let station: Station;
  let base: string;

  beforeAll(async () => {
    radio = await startFakeStation();
    test = await startTestApp();
    [station] = (await addStations(test.app, [{ name: 'Counted FM', url: radio.streamUrl }])) as [Station];
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('shows a listener in GET /api/favorites and the recently played list as in GET /api/stations/{id}', async () => {
    const client = apiClient(test.app);
    const { token } = await aListener(test.app);
    expect((await client.call('POST', `/api/favorites/${station.id}`, { token })).statusCode).toBe(200);
    expect((await client.call('POST', `/api/listening/start?station_id=${station.id}`, { token })).statusCode).toBe(
      201,
    );
    const listenersIn = async (url: string) => {
      const body = (await client.call('GET', url, { token })).json() as Station | Station[];
      return (Array.isArray(body) ? body : [body]).find((found) => found.id === station.id)?.listeners;
    };

    const stop = await listenTo(`${base}/api/streams/${station.id}`);
    try {
      await eventually(async () => (await listenersIn(`/api/stations/${station.id}`)) === 1, 10_000);
      expect(await listenersIn('/api/favorites')).toBe(1);
      expect(await listenersIn('/api/listening/recent')).toBe(1);
    } finally {
      stop();
    }
    await eventually(async () => (await listenersIn(`/api/stations/${station.id}`)) === 0, 10_000);
    expect(await listenersIn('/api/favorites')).toBe(0);
    expect(await listenersIn('/api/listening/recent')).toBe(0);
  });

  it('shows a listener in the search listing, whose kept pages lag the station by at most a second', async () => {
    const client = apiClient(test.app);
    const listenersIn = async (url: string) => {
      const body = (await client.call('GET', url)).json() as Station | Station[];
      return (Array.isArray(body) ? body : [body]).find((found) => found.id === station.id)?.listeners;
    };
    const search = '/api/stations?search=counted';
    expect(await listenersIn(search)).toBe(0);

    const stop = await listenTo(`${base}/api/streams/${station.id}`);
    try {
      await eventually(async () => (await listenersIn(`/api/stations/${station.id}`)) === 1, 10_000);
      await eventually(async () => (await listenersIn(search)) === 1, LISTENERS_FRESH_FOR_MS + 500);
    } finally {
      stop();
    }
    await eventually(async () => (await listenersIn(`/api/stations/${station.id}`)) === 0, 10_000);
    await eventually(async () => (await listenersIn(search)) === 0, LISTENERS_FRESH_FOR_MS + 500);
  });
});
