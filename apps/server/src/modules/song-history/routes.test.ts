// Song history from a fake ICY radio server: every title the relay hears is kept, the same title
// again in a row once, at most SONG_HISTORY_MAX per station and none older than SONG_HISTORY_DAYS;
// and across two instances on one database, what one heard the other serves, and a title both heard
// is kept once.
import type { AddressInfo } from 'node:net';
import { type PlayedSong, SONG_HISTORY_MAX, type Station } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test-support/api-client';
import { addStations, waitFor } from '../../test-support/catalogue-stations';
import { type FakeStation, startFakeStation } from '../../test-support/fake-radio';
import { listenTo } from '../../test-support/listen';
import { startTestApp, type TestApp } from '../../test-support/test-app';

// Fast fake stations: a metadata block every 1000 bytes at 64 kB/s, so a new title is heard within ~16 ms.
const FAST = { metaint: 1000, bytesPerSecond: 64_000 };

async function baseOf(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function historyOf(app: FastifyInstance, station: string, query = ''): Promise<PlayedSong[]> {
  const response = await apiClient(app).call('GET', `/api/stations/${station}/history${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as PlayedSong[];
}

const titlesOf = (songs: PlayedSong[]) => songs.map((song) => song.title);

/** Changes the fake station's title and waits until the app's relay has heard it. */
async function announce(app: FastifyInstance, radio: FakeStation, station: Station, title: string): Promise<void> {
  radio.source.title = title;
  await waitFor(() => app.streams.nowPlaying(station.id).title === title, `the title '${title}'`);
}

describe('song history from the relay', () => {
  let test: TestApp;
  let radio: FakeStation;
  let station: Station;
  let base: string;

  beforeAll(async () => {
    radio = await startFakeStation({ ...FAST, title: 'Sarkodie - Adonai' });
    test = await startTestApp();
    [station] = (await addStations(test.app, [{ name: 'History FM', url: radio.streamUrl }])) as [Station];
    base = await baseOf(test.app);
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('keeps each title heard, newest first with its time, by id or slug; the same title in a row once', async () => {
    expect(await historyOf(test.app, station.id)).toEqual([]);
    const before = Date.now();
    const stop = await listenTo(`${base}/api/streams/${station.id}`);
    try {
      await waitFor(() => test.app.streams.nowPlaying(station.id).title === 'Sarkodie - Adonai', 'the first title');
      await announce(test.app, radio, station, 'Angelique Kidjo - Agolo');
      await announce(test.app, radio, station, 'Sarkodie - Adonai');
    } finally {
      stop();
    }
    // A new relay (after the last one closed) hears the title still playing again: not a new entry.
    await waitFor(() => !test.app.streams.isRelaying(station.id), 'the relay to close');
    const heardBefore = test.app.streams.nowPlaying(station.id).updated_at;
    const again = await listenTo(`${base}/api/streams/${station.id}`);
    try {
      await waitFor(() => test.app.streams.nowPlaying(station.id).updated_at !== heardBefore, 'the title heard again');
    } finally {
      again();
    }
    await test.app.songHistory.settled();

    const songs = await historyOf(test.app, station.slug);
    expect(titlesOf(songs)).toEqual(['Sarkodie - Adonai', 'Angelique Kidjo - Agolo', 'Sarkodie - Adonai']);
    const times = songs.map((song) => Date.parse(song.played_at));
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(before - 1000);
      expect(time).toBeLessThanOrEqual(Date.now());
    }
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(titlesOf(await historyOf(test.app, station.id, '?limit=1'))).toEqual(['Sarkodie - Adonai']);
  });

  it(`keeps a station's last ${SONG_HISTORY_MAX} titles`, async () => {
    const stop = await listenTo(`${base}/api/streams/${station.id}`);
    try {
      for (let song = 1; song <= SONG_HISTORY_MAX + 5; song += 1) {
        await announce(test.app, radio, station, `Artist - Song ${song}`);
      }
    } finally {
      stop();
    }
    await test.app.songHistory.settled();
    const all = await historyOf(test.app, station.id, '?limit=1000');
    expect(all).toHaveLength(SONG_HISTORY_MAX);
    expect(all[0]?.title).toBe(`Artist - Song ${SONG_HISTORY_MAX + 5}`);
    expect(all.at(-1)?.title).toBe('Artist - Song 6');
    const stored = await test.app.database.db
      .selectFrom('song_history')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('station_id', '=', station.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(SONG_HISTORY_MAX);
    expect(await historyOf(test.app, station.id)).toHaveLength(20);
  });

  it('forgets titles older than a week: unlisted at once, deleted on the next write', async () => {
    const { db } = test.app.database;
    await db.deleteFrom('song_history').where('station_id', '=', station.id).execute();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString();
    await db
      .insertInto('song_history')
      .values({ station_id: station.id, seq: 1, title: 'Old - Song', played_at: eightDaysAgo })
      .execute();
    expect(await historyOf(test.app, station.id)).toEqual([]);

    const stop = await listenTo(`${base}/api/streams/${station.id}`);
    try {
      await announce(test.app, radio, station, 'Old - Song');
    } finally {
      stop();
    }
    await test.app.songHistory.settled();
    expect(titlesOf(await historyOf(test.app, station.id))).toEqual(['Old - Song']);
    const kept = await db.selectFrom('song_history').select('played_at').where('station_id', '=', station.id).execute();
    expect(kept.map((row) => row.played_at)).not.toContain(eightDaysAgo);
  });

  it('answers 404 for an unknown station and 400 for a bad limit', async () => {
    const client = apiClient(test.app);
    const unknown = await client.call('GET', '/api/stations/no-such-station/history');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    for (const limit of ['0', '-1', 'many', '1.5']) {
      const response = await client.call('GET', `/api/stations/${station.id}/history?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
    }
  });
});

describe('song history across two instances on one database', () => {
  let test: TestApp;
  let other: FastifyInstance;
  let radio: FakeStation;
  let station: Station;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    radio = await startFakeStation({ ...FAST, title: 'Burna Boy - Ye' });
    // Each instance its own (in-process) pub/sub: an instance's now-playing then shows only what its
    // own relay heard, which is how the test knows both relays heard a title.
    test = await startTestApp({ redisUrl: undefined });
    [station] = (await addStations(test.app, [{ name: 'Shared FM', url: radio.streamUrl }])) as [Station];
    other = await test.sibling();
    baseA = await baseOf(test.app);
    baseB = await baseOf(other);
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('serves on one instance what the other heard, and keeps a title both heard once', async () => {
    const onA = await listenTo(`${baseA}/api/streams/${station.id}`);
    try {
      await waitFor(() => test.app.streams.nowPlaying(station.id).title === 'Burna Boy - Ye', 'the title on A');
      await test.app.songHistory.settled();
      expect(other.streams.isRelaying(station.id)).toBe(false);
      expect(titlesOf(await historyOf(other, station.id))).toEqual(['Burna Boy - Ye']);

      const onB = await listenTo(`${baseB}/api/streams/${station.id}`);
      try {
        await waitFor(() => other.streams.nowPlaying(station.id).title === 'Burna Boy - Ye', 'the title on B');
        radio.source.title = 'Yemi Alade - Johnny';
        for (const app of [test.app, other]) {
          await waitFor(() => app.streams.nowPlaying(station.id).title === 'Yemi Alade - Johnny', 'the new title');
        }
        await Promise.all([test.app.songHistory.settled(), other.songHistory.settled()]);
      } finally {
        onB();
      }
    } finally {
      onA();
    }
    const expected = ['Yemi Alade - Johnny', 'Burna Boy - Ye'];
    expect(titlesOf(await historyOf(test.app, station.id))).toEqual(expected);
    expect(titlesOf(await historyOf(other, station.id))).toEqual(expected);
  });

  it('keeps one entry when both instances write the same title at the same moment', async () => {
    // Both read the same latest entry before either writes: the unique key on the entry's number decides.
    test.app.songHistory.heard(station.id, 'Wizkid - Essence');
    other.songHistory.heard(station.id, 'Wizkid - Essence');
    await Promise.all([test.app.songHistory.settled(), other.songHistory.settled()]);
    expect(titlesOf(await historyOf(other, station.id))).toEqual([
      'Wizkid - Essence',
      'Yemi Alade - Johnny',
      'Burna Boy - Ye',
    ]);
  });
});
