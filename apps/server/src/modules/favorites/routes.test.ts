import type { Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { someStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('favourites over HTTP', () => {
  let test: TestApp;
  let client: ApiClient;
  let stations: Station[];

  beforeAll(async () => {
    test = await startTestApp();
    client = apiClient(test.app);
    stations = await someStations(test.app, 3);
  });
  afterAll(() => test.close());

  const station = (index: number) => stationAt(stations, index);
  const favouriteIds = async ({ token }: Listener) =>
    ((await client.call('GET', '/api/favorites', { token })).json() as Station[]).map((found) => found.id);

  it('lists the stations in the order they were added, as full stations', async () => {
    const listener = await aListener(test.app);
    for (const index of [2, 0, 1]) {
      const response = await client.call('POST', `/api/favorites/${station(index).id}`, { token: listener.token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ station_id: station(index).id, is_favorite: true });
    }
    const response = await client.call('GET', '/api/favorites', { token: listener.token });
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Station[];
    expect(listed.map((found) => found.id)).toEqual([station(2).id, station(0).id, station(1).id]);
    expect(listed[0]).toEqual(station(2));
  });

  it('adding twice keeps one favourite in its first place; removing twice answers the same', async () => {
    const listener = await aListener(test.app);
    await client.call('POST', `/api/favorites/${station(0).id}`, { token: listener.token });
    await client.call('POST', `/api/favorites/${station(1).id}`, { token: listener.token });
    const again = await client.call('POST', `/api/favorites/${station(0).id}`, { token: listener.token });
    expect(again.statusCode).toBe(200);
    expect(await favouriteIds(listener)).toEqual([station(0).id, station(1).id]);

    for (let time = 0; time < 2; time += 1) {
      const removed = await client.call('DELETE', `/api/favorites/${station(0).id}`, { token: listener.token });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ station_id: station(0).id, is_favorite: false });
    }
    expect(await favouriteIds(listener)).toEqual([station(1).id]);
  });

  it('accepts a station slug and stores the station id', async () => {
    const listener = await aListener(test.app);
    const response = await client.call('POST', `/api/favorites/${station(1).slug}`, { token: listener.token });
    expect(response.json()).toEqual({ station_id: station(1).id, is_favorite: true });
    expect(await favouriteIds(listener)).toEqual([station(1).id]);
  });

  it("keeps each user's favourites to themselves", async () => {
    const amina = await aListener(test.app);
    const kofi = await aListener(test.app);
    await client.call('POST', `/api/favorites/${station(0).id}`, { token: amina.token });
    await client.call('POST', `/api/favorites/${station(2).id}`, { token: kofi.token });
    await client.call('DELETE', `/api/favorites/${station(0).id}`, { token: kofi.token });
    expect(await favouriteIds(amina)).toEqual([station(0).id]);
    expect(await favouriteIds(kofi)).toEqual([station(2).id]);
  });

  it('answers 404 for a station that does not exist, adding or removing', async () => {
    const listener = await aListener(test.app);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await client.call(method, '/api/favorites/no-such-station', { token: listener.token });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('leaves out a favourite whose station is no longer listed, and can still remove it', async () => {
    const [hidden] = await someStations(test.app, 1);
    if (!hidden) throw new Error('no station');
    const listener = await aListener(test.app);
    await client.call('POST', `/api/favorites/${hidden.id}`, { token: listener.token });
    await client.call('POST', `/api/favorites/${station(0).id}`, { token: listener.token });
    await test.app.database.db.updateTable('stations').set({ is_active: 0 }).where('id', '=', hidden.id).execute();
    await test.app.catalogue.changed();
    expect(await favouriteIds(listener)).toEqual([station(0).id]);
    const removed = await client.call('DELETE', `/api/favorites/${hidden.id}`, { token: listener.token });
    expect(removed.statusCode).toBe(200);
    await test.app.database.db.updateTable('stations').set({ is_active: 1 }).where('id', '=', hidden.id).execute();
    await test.app.catalogue.changed();
    expect(await favouriteIds(listener)).toEqual([station(0).id]);
  });

  it('gives 20 favourites added at once 20 distinct places', async () => {
    const many = await someStations(test.app, 20);
    const listener = await aListener(test.app);
    const added = await Promise.all(
      many.map((one) => client.call('POST', `/api/favorites/${one.id}`, { token: listener.token })),
    );
    expect(added.map((response) => response.statusCode)).toEqual(many.map(() => 200));
    const rows = await test.app.database.db
      .selectFrom('favorites')
      .select('position')
      .where('user_id', '=', listener.user.id)
      .execute();
    const positions = rows.map((row) => Number(row.position)).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(new Set(await favouriteIds(listener))).toEqual(new Set(many.map((one) => one.id)));
  });

  it('needs a logged-in user', async () => {
    expect((await client.call('GET', '/api/favorites')).statusCode).toBe(401);
    expect((await client.call('POST', `/api/favorites/${station(0).id}`)).statusCode).toBe(401);
  });
});
