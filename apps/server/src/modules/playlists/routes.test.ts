import type { Playlist, PlaylistSummary, Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { someStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('playlists over HTTP', () => {
  let test: TestApp;
  let client: ApiClient;
  let stations: Station[];

  beforeAll(async () => {
    test = await startTestApp();
    client = apiClient(test.app);
    stations = await someStations(test.app, 4);
  });
  afterAll(() => test.close());

  const station = (index: number) => stationAt(stations, index);
  const ids = (...indexes: number[]) => indexes.map((index) => station(index).id);
  const create = async (owner: Listener, body: Record<string, unknown>) => {
    const response = await client.call('POST', '/api/playlists', { token: owner.token, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Playlist;
  };
  const put = (owner: Listener, list: Playlist, stationRef: string, body?: unknown) =>
    client.call('PUT', `/api/playlists/${list.id}/stations/${stationRef}`, { token: owner.token, body });
  const order = async (owner: Listener, list: Playlist) =>
    ((await client.call('GET', `/api/playlists/${list.id}`, { token: owner.token })).json() as Playlist).stations.map(
      (found) => found.id,
    );

  it('creates a list with stations in order, lists it, renames it and deletes it', async () => {
    const owner = await aListener(test.app);
    const created = await create(owner, { name: '  Morning drive ', station_ids: [station(2).slug, station(0).id] });
    expect(created).toMatchObject({
      name: 'Morning drive',
      public: false,
      is_owner: true,
      owner: { username: owner.user.username },
      station_ids: ids(2, 0),
    });
    expect(created.stations[0]).toEqual(station(2));

    const listed = (await client.call('GET', '/api/playlists', { token: owner.token })).json() as PlaylistSummary[];
    expect(listed.map((list) => [list.id, list.name, list.station_ids])).toEqual([
      [created.id, 'Morning drive', ids(2, 0)],
    ]);

    const renamed = await client.call('PATCH', `/api/playlists/${created.id}`, {
      token: owner.token,
      body: { name: 'Evening drive' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Evening drive', public: false, station_ids: ids(2, 0) });

    const removed = await client.call('DELETE', `/api/playlists/${created.id}`, { token: owner.token });
    expect(removed.statusCode).toBe(204);
    expect((await client.call('GET', `/api/playlists/${created.id}`, { token: owner.token })).statusCode).toBe(404);
    expect((await client.call('GET', '/api/playlists', { token: owner.token })).json()).toEqual([]);
  });

  it('adds at the end, keeps a station already there in place, and moves one to a position', async () => {
    const owner = await aListener(test.app);
    const list = await create(owner, { name: 'Order' });
    for (const index of [0, 1, 2]) expect((await put(owner, list, station(index).id)).statusCode).toBe(200);
    expect(await order(owner, list)).toEqual(ids(0, 1, 2));

    expect((await put(owner, list, station(0).id)).json().station_ids).toEqual(ids(0, 1, 2));
    expect((await put(owner, list, station(2).id, { position: 0 })).json().station_ids).toEqual(ids(2, 0, 1));
    expect((await put(owner, list, station(2).id, { position: 99 })).json().station_ids).toEqual(ids(0, 1, 2));
    expect((await put(owner, list, station(3).slug, { position: 1 })).json().station_ids).toEqual(ids(0, 3, 1, 2));

    const removed = await client.call('DELETE', `/api/playlists/${list.id}/stations/${station(1).id}`, {
      token: owner.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().station_ids).toEqual(ids(0, 3, 2));
    const again = await client.call('DELETE', `/api/playlists/${list.id}/stations/${station(1).id}`, {
      token: owner.token,
    });
    expect(again.json().station_ids).toEqual(ids(0, 3, 2));
    expect(await order(owner, list)).toEqual(ids(0, 3, 2));
  });

  it('gives stations added at once distinct places', async () => {
    const owner = await aListener(test.app);
    const list = await create(owner, { name: 'At once' });
    const many = await someStations(test.app, 10);
    const answers = await Promise.all(many.map((one) => put(owner, list, one.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(many.map(() => 200));
    const rows = await test.app.database.db
      .selectFrom('playlist_stations')
      .select('position')
      .where('playlist_id', '=', list.id)
      .execute();
    expect(rows.map((row) => Number(row.position)).sort((a, b) => a - b)).toEqual([...many.keys()]);
  });

  it('shares a public list read-only by link, and hides a private one behind 404', async () => {
    const owner = await aListener(test.app);
    const other = await aListener(test.app);
    const list = await create(owner, { name: 'Shared', station_ids: ids(1) });

    for (const token of [other.token, undefined]) {
      const hidden = await client.call('GET', `/api/playlists/${list.id}`, { token });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('not_found');
      expect((await client.call('GET', `/api/playlists/${list.id}/export?format=m3u`, { token })).statusCode).toBe(404);
    }
    // A private list is 404 to others when they try to change it, too: nothing tells them it exists.
    const patchHidden = await client.call('PATCH', `/api/playlists/${list.id}`, {
      token: other.token,
      body: { name: 'Mine now' },
    });
    expect(patchHidden.statusCode).toBe(404);

    const shared = await client.call('PATCH', `/api/playlists/${list.id}`, {
      token: owner.token,
      body: { public: true },
    });
    expect(shared.json().public).toBe(true);
    for (const token of [other.token, undefined]) {
      const read = await client.call('GET', `/api/playlists/${list.id}`, { token });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ name: 'Shared', is_owner: false, station_ids: ids(1) });
    }
    const tries = [
      client.call('PATCH', `/api/playlists/${list.id}`, { token: other.token, body: { name: 'Mine now' } }),
      client.call('DELETE', `/api/playlists/${list.id}`, { token: other.token }),
      client.call('PUT', `/api/playlists/${list.id}/stations/${station(2).id}`, { token: other.token }),
      client.call('DELETE', `/api/playlists/${list.id}/stations/${station(1).id}`, { token: other.token }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('forbidden');
    }
    expect((await client.call('GET', '/api/playlists', { token: other.token })).json()).toEqual([]);
    expect(await order(owner, list)).toEqual(ids(1));

    await client.call('PATCH', `/api/playlists/${list.id}`, { token: owner.token, body: { public: false } });
    expect((await client.call('GET', `/api/playlists/${list.id}`)).statusCode).toBe(404);
  });

  it('exports a list as M3U, PLS and JSON, for its owner and for anyone while public', async () => {
    const owner = await aListener(test.app);
    const list = await create(owner, { name: 'Drive time', public: true, station_ids: ids(0, 1) });
    const [first, second] = [station(0), station(1)];
    const stream = (one: Station) => one.url_resolved ?? one.url;

    const m3u = await client.call('GET', `/api/playlists/${list.id}/export?format=m3u`);
    expect(m3u.statusCode).toBe(200);
    expect(m3u.headers['content-type']).toMatch(/^audio\/x-mpegurl/);
    expect(m3u.headers['content-disposition']).toContain('filename="Drive-time.m3u"');
    expect(m3u.body).toBe(
      `#EXTM3U\n#PLAYLIST:Drive time\n#EXTINF:-1,${first.name}\n${stream(first)}\n#EXTINF:-1,${second.name}\n${stream(second)}\n`,
    );

    const pls = await client.call('GET', `/api/playlists/${list.id}/export?format=pls`, { token: owner.token });
    expect(pls.headers['content-type']).toMatch(/^audio\/x-scpls/);
    expect(pls.body.split('\n')).toEqual([
      '[playlist]',
      `File1=${stream(first)}`,
      `Title1=${first.name}`,
      'Length1=-1',
      `File2=${stream(second)}`,
      `Title2=${second.name}`,
      'Length2=-1',
      'NumberOfEntries=2',
      'Version=2',
      '',
    ]);

    const json = await client.call('GET', `/api/playlists/${list.id}/export?format=json`);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(json.body)).toEqual({
      name: 'Drive time',
      stations: [first, second].map((one) => ({
        id: one.id,
        name: one.name,
        url: stream(one),
        homepage: one.website,
        country: one.country,
      })),
    });

    const bad = await client.call('GET', `/api/playlists/${list.id}/export?format=xspf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_input');
  });

  it('answers bad input with 400 and unknown stations or lists with 404', async () => {
    const owner = await aListener(test.app);
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(81) }, {}, { name: 'ok', extra: 1 }]) {
      const response = await client.call('POST', '/api/playlists', { token: owner.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknownStation = await client.call('POST', '/api/playlists', {
      token: owner.token,
      body: { name: 'ok', station_ids: ['no-such-station'] },
    });
    expect(unknownStation.statusCode).toBe(404);
    const list = await create(owner, { name: 'Checks' });
    expect((await put(owner, list, 'no-such-station')).statusCode).toBe(404);
    expect((await put(owner, list, station(0).id, { position: -1 })).statusCode).toBe(400);
    expect((await client.call('PATCH', `/api/playlists/${list.id}`, { token: owner.token, body: {} })).statusCode).toBe(
      400,
    );
    expect((await client.call('GET', '/api/playlists/no-such-list', { token: owner.token })).statusCode).toBe(404);
    expect((await client.call('DELETE', '/api/playlists/no-such-list', { token: owner.token })).statusCode).toBe(404);
  });

  it('needs a logged-in user to list, create and change', async () => {
    expect((await client.call('GET', '/api/playlists')).statusCode).toBe(401);
    expect((await client.call('POST', '/api/playlists', { body: { name: 'x' } })).statusCode).toBe(401);
  });
});
