import { IMPORT_MAX_BYTES, type ImportResult, type Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { multipartBody } from '../../test-support/multipart';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('favourites as files over HTTP', () => {
  let test: TestApp;
  let client: ApiClient;
  let byAddress: Station;
  let byName: Station;
  let byUuid: Station;
  const uuid = '0a1b2c3d-0000-4000-8000-00000000beef';

  beforeAll(async () => {
    test = await startTestApp();
    client = apiClient(test.app);
    const added = await addStations(test.app, [
      aRadioBrowserRecord({ name: 'Capital Drum FM', url: 'http://drum.example.net:8000/live', url_resolved: '' }),
      aRadioBrowserRecord({ name: 'Radio Kilimanjaro Sauti', url: 'https://kili.example.net/stream' }),
      aRadioBrowserRecord({ stationuuid: uuid, name: 'Uuid Radio', url: 'https://uuid.example.net/stream' }),
    ]);
    [byAddress, byName, byUuid] = [0, 1, 2].map((index) => stationAt(added, index)) as [Station, Station, Station];
  });
  afterAll(() => test.close());

  const importFile = async (listener: Listener, text: string, filename = 'list.m3u') => {
    const form = await multipartBody({}, { file: { bytes: Buffer.from(text), filename, type: 'audio/x-mpegurl' } });
    return client.call('POST', '/api/favorites/import', {
      token: listener.token,
      body: form.payload,
      headers: form.headers,
    });
  };
  const favouriteIds = async (listener: Listener) =>
    ((await client.call('GET', '/api/favorites', { token: listener.token })).json() as Station[]).map((one) => one.id);

  it('imports an M3U: matches by stream address (any scheme, case, trailing slash) and by name; offers the rest', async () => {
    const listener = await aListener(test.app);
    const m3u = [
      '#EXTM3U',
      '#EXTINF:-1 tvg-logo="x,y.png",Drum (my name for it)',
      'https://DRUM.example.net:8000/live/',
      '#EXTINF:-1,radio kilimanjaro  sauti',
      'http://moved.example.net/kili',
      '#EXTINF:-1,Unknown Waves',
      'http://unknown.example.net/waves',
      '/home/me/music/song.mp3',
    ].join('\r\n');
    const response = await importFile(listener, m3u);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ImportResult;
    expect(result.matched).toEqual([
      {
        entry: { name: 'Drum (my name for it)', url: 'https://DRUM.example.net:8000/live/' },
        station_id: byAddress.id,
        station_name: 'Capital Drum FM',
      },
      {
        entry: { name: 'radio kilimanjaro  sauti', url: 'http://moved.example.net/kili' },
        station_id: byName.id,
        station_name: 'Radio Kilimanjaro Sauti',
      },
    ]);
    expect(result.unmatched).toEqual([
      {
        entry: { name: 'Unknown Waves', url: 'http://unknown.example.net/waves' },
        submission: { stationName: 'Unknown Waves', streamUrl: 'http://unknown.example.net/waves' },
      },
    ]);
    expect(result.added).toBe(2);
    expect(await favouriteIds(listener)).toEqual([byAddress.id, byName.id]);

    const again = (await importFile(listener, m3u)).json() as ImportResult;
    expect(again.added).toBe(0);
    expect(await favouriteIds(listener)).toEqual([byAddress.id, byName.id]);
  });

  it('imports a PLS', async () => {
    const listener = await aListener(test.app);
    const pls = [
      '[playlist]',
      'NumberOfEntries=3',
      'File2=http://nowhere.example.net/;',
      'Title2=Nowhere Radio',
      'File1=https://kili.example.net/stream',
      'Title1=Kili',
      'Length1=-1',
      'File3=https://uuid.example.net/stream/;',
      'Version=2',
    ].join('\n');
    const result = (await importFile(listener, pls, 'list.pls')).json() as ImportResult;
    expect(result.matched.map((match) => match.station_id)).toEqual([byName.id, byUuid.id]);
    expect(result.unmatched).toEqual([
      {
        entry: { name: 'Nowhere Radio', url: 'http://nowhere.example.net/;' },
        submission: { stationName: 'Nowhere Radio', streamUrl: 'http://nowhere.example.net/;' },
      },
    ]);
    expect(await favouriteIds(listener)).toEqual([byName.id, byUuid.id]);
  });

  it("imports JSON: Sauti's own file, Radio Browser's list, and names without an address", async () => {
    const listener = await aListener(test.app);
    const sauti = JSON.stringify({
      name: 'Mine',
      stations: [
        { id: byUuid.id, name: 'renamed', url: 'https://changed.example.net/' },
        { name: 'No Address Radio', url: '' },
      ],
    });
    const first = (await importFile(listener, sauti, 'mine.json')).json() as ImportResult;
    expect(first.matched.map((match) => match.station_id)).toEqual([byUuid.id]);
    expect(first.unmatched).toEqual([{ entry: { name: 'No Address Radio', url: null }, submission: null }]);

    const radioBrowser = JSON.stringify([
      { stationuuid: uuid, name: 'x', url: 'https://x.example.net/' },
      { name: 'CAPITAL DRUM FM', url_resolved: 'https://elsewhere.example.net/drum' },
    ]);
    const second = (await importFile(listener, radioBrowser, 'rb.json')).json() as ImportResult;
    expect(second.matched.map((match) => match.station_id)).toEqual([byUuid.id, byAddress.id]);
    expect(second.added).toBe(1);
    expect(await favouriteIds(listener)).toEqual([byUuid.id, byAddress.id]);
  });

  it('exports favourites as M3U, PLS and JSON, which import back to the same stations', async () => {
    const listener = await aListener(test.app);
    for (const station of [byName, byAddress]) {
      await client.call('POST', `/api/favorites/${station.id}`, { token: listener.token });
    }
    const other = await aListener(test.app);
    for (const format of ['m3u', 'pls', 'json']) {
      const file = await client.call('GET', `/api/favorites/export?format=${format}`, { token: listener.token });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(`Sauti-favourites.${format}`);
      expect(file.body).toContain(byName.name);
      const result = (await importFile(other, file.body, `back.${format}`)).json() as ImportResult;
      expect(
        result.matched.map((match) => match.station_id),
        format,
      ).toEqual([byName.id, byAddress.id]);
      expect(result.unmatched).toEqual([]);
    }
    expect(await favouriteIds(other)).toEqual([byName.id, byAddress.id]);
  });

  it('refuses what is not a station list with a clear 4xx', async () => {
    const listener = await aListener(test.app);
    const cases: [string, number][] = [
      ['', 400],
      ['{"stations": 3}', 400],
      ['{not json', 400],
      ['just some words\nand more', 400],
    ];
    for (const [text, status] of cases) {
      const response = await importFile(listener, text);
      expect(response.statusCode, text).toBe(status);
      expect(response.json().error.code).toBe('bad_input');
    }
    const big = await importFile(listener, `#EXTM3U\n${'#'.repeat(IMPORT_MAX_BYTES)}\n`);
    expect(big.statusCode).toBe(413);
    const notMultipart = await client.call('POST', '/api/favorites/import', {
      token: listener.token,
      body: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    const wrongField = await multipartBody({ other: 'x' });
    const wrong = await client.call('POST', '/api/favorites/import', {
      token: listener.token,
      body: wrongField.payload,
      headers: wrongField.headers,
    });
    expect(wrong.statusCode).toBe(400);
    const badFormat = await client.call('GET', '/api/favorites/export?format=xml', { token: listener.token });
    expect(badFormat.statusCode).toBe(400);
  });

  it('needs a logged-in user', async () => {
    expect((await client.call('GET', '/api/favorites/export')).statusCode).toBe(401);
    expect((await client.call('POST', '/api/favorites/import')).statusCode).toBe(401);
  });
});
