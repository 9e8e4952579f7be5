import { type Station, StationList } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addStations } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

// "For you" and co-listening over HTTP: real listeners, favourites and listening sessions.
let test: TestApp;
let client: ApiClient;
const stations = new Map<string, Station>();

beforeAll(async () => {
  test = await startTestApp();
  client = apiClient(test.app);
  const records = [
    aRadioBrowserRecord({ name: 'Accra Praise', countrycode: 'GH', tags: 'gospel' }),
    aRadioBrowserRecord({ name: 'Kumasi Worship', countrycode: 'GH', tags: 'gospel' }),
    aRadioBrowserRecord({ name: 'Tema Gospel Hits', countrycode: 'GH', tags: 'gospel' }),
    aRadioBrowserRecord({ name: 'Lagos Gospel', countrycode: 'NG', tags: 'gospel' }),
    aRadioBrowserRecord({ name: 'Nairobi Jazz Club', countrycode: 'KE', tags: 'jazz' }),
    aRadioBrowserRecord({ name: 'Cape Town Jazz', countrycode: 'ZA', tags: 'jazz' }),
    aRadioBrowserRecord({
      name: 'Cairo Talk',
      countrycode: 'EG',
      tags: 'talk',
      language: 'arabic',
      languagecodes: 'ar',
    }),
  ];
  // Radio Browser found each playing an hour ago: suggestions offer only stations a recent check found playing.
  const checked = records.map((record) => ({
    ...record,
    lastchecktime_iso8601: new Date(Date.now() - 3600_000).toISOString(),
  }));
  for (const station of await addStations(test.app, checked)) stations.set(station.name, station);
});
afterAll(() => test?.close());

function station(name: string): Station {
  const found = stations.get(name);
  if (!found) throw new Error(`no station ${name}`);
  return found;
}

async function play(listener: Listener, name: string) {
  const response = await client.call('POST', `/api/listening/start?station_id=${station(name).id}`, {
    token: listener.token,
  });
  expect(response.statusCode).toBe(201);
}

async function forYou(listener: Listener, query = '') {
  const response = await client.call('GET', `/api/stations/for-you${query}`, { token: listener.token });
  expect(response.statusCode).toBe(200);
  return StationList.parse(response.json()).map((found) => found.name);
}

describe('GET /api/stations/for-you', () => {
  it('offers stations like the listener’s favourites and recent listening, none of the favourites', async () => {
    const listener = await aListener(test.app);
    const favourite = await client.call('POST', `/api/favorites/${station('Accra Praise').id}`, {
      token: listener.token,
    });
    expect(favourite.statusCode).toBe(200);
    await play(listener, 'Nairobi Jazz Club');

    const found = await forYou(listener);
    expect(found).not.toContain('Accra Praise');
    expect(found).not.toContain('Nairobi Jazz Club');
    // The best of each seed first: the other jazz station, and a Ghanaian gospel one.
    expect(found.slice(0, 2)).toContain('Cape Town Jazz');
    expect(found.slice(0, 2).some((name) => ['Kumasi Worship', 'Tema Gospel Hits'].includes(name))).toBe(true);
    expect(found).toContain('Lagos Gospel');
    expect(await forYou(listener, '?limit=1')).toHaveLength(1);
  });

  it('is empty for a listener with neither favourites nor listening', async () => {
    expect(await forYou(await aListener(test.app))).toEqual([]);
  });

  it('asks who is listening', async () => {
    const response = await client.call('GET', '/api/stations/for-you');
    expect(response.statusCode).toBe(401);
  });
});

describe('co-listening in GET /api/stations/{id}/similar', () => {
  const similarTo = async (name: string) => {
    const response = await client.call('GET', `/api/stations/${station(name).slug}/similar?limit=3`);
    expect(response.statusCode).toBe(200);
    return StationList.parse(response.json()).map((found) => found.name);
  };

  it('ranks a station that listeners of this one also play among the first', async () => {
    expect(await similarTo('Lagos Gospel')).not.toContain('Cairo Talk');
    for (let n = 0; n < 3; n += 1) {
      const listener = await aListener(test.app);
      await play(listener, 'Lagos Gospel');
      await play(listener, 'Cairo Talk');
    }
    await test.app.catalogue.refreshCoListening();
    expect((await similarTo('Lagos Gospel')).slice(0, 2)).toContain('Cairo Talk');
  });
});
