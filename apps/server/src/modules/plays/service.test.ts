import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../platform/rate-limit';
import { eventually } from '../../test-support/eventually';
import { startFakeStation } from '../../test-support/fake-radio';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp, testRedisUrl } from '../../test-support/test-app';
import { PlayService } from './service';

/** A clock a test moves by hand. */
function aClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (at: string) => {
      now = new Date(at);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const MINUTE = 60_000;

describe('counting plays and votes', () => {
  let test: TestApp;
  let stations: Station[];

  beforeAll(async () => {
    test = await startTestApp();
    stations = await addStations(test.app, [
      aRadioBrowserRecord({ name: 'Radio Maisha', countrycode: 'KE' }),
      aRadioBrowserRecord({ name: 'Joy FM', countrycode: 'GH' }),
      aRadioBrowserRecord({ name: 'Peace FM', countrycode: 'GH' }),
    ]);
  });
  afterAll(() => test.close());

  /** A play counter on the test app's database whose clock (and rate limiter's) the test moves. */
  async function countingAt(start: string) {
    const clock = aClock(start);
    const plays = new PlayService({
      db: test.app.database.db,
      rateLimiter: createMemoryRateLimiter(() => clock.now().getTime()),
      pubsub: test.app.pubsub,
      catalogue: test.app.catalogue,
      reporter: undefined,
      log: { warn: (error) => expect.fail(String(error)) },
      now: clock.now,
    });
    await plays.start();
    return { plays, clock };
  }

  async function emptyCounts() {
    for (const table of ['station_plays', 'station_play_totals', 'play_hours'] as const) {
      await test.app.database.db.deleteFrom(table).execute();
    }
  }

  it("counts a client's play of a station once per UTC day, and again the next day", async () => {
    await emptyCounts();
    const { plays, clock } = await countingAt('2026-05-04T08:00:00Z');
    const maisha = stationAt(stations, 0).id;

    expect(await plays.recordPlay(maisha, '203.0.113.7')).toBe(true);
    clock.set('2026-05-04T23:59:00Z');
    expect(await plays.recordPlay(maisha, '203.0.113.7')).toBe(false);
    expect(plays.totals(maisha).plays).toBe(1);

    clock.set('2026-05-05T00:01:00Z');
    expect(await plays.recordPlay(maisha, '203.0.113.7')).toBe(true);
    expect(plays.totals(maisha)).toMatchObject({ plays: 2, lastPlayAt: '2026-05-05T00:01:00.000Z' });
    await plays.close();
  });

  it("counts other clients' plays, and the same client's play of another station", async () => {
    await emptyCounts();
    const { plays } = await countingAt('2026-05-04T08:00:00Z');
    const [maisha, joy] = [stationAt(stations, 0).id, stationAt(stations, 1).id];

    expect(await plays.recordPlay(maisha, '203.0.113.7')).toBe(true);
    expect(await plays.recordPlay(maisha, '198.51.100.2')).toBe(true);
    expect(await plays.recordPlay(joy, '203.0.113.7')).toBe(true);
    expect(plays.totals(maisha).plays).toBe(2);
    expect(plays.totals(joy).plays).toBe(1);
    await plays.close();
  });

  it("counts a client's vote for a station once per 10 minutes", async () => {
    await emptyCounts();
    const { plays, clock } = await countingAt('2026-05-04T08:00:00Z');
    const [maisha, joy] = [stationAt(stations, 0).id, stationAt(stations, 1).id];

    expect(await plays.recordVote(maisha, '203.0.113.7')).toEqual({ counted: true });
    clock.advance(9 * MINUTE);
    expect(await plays.recordVote(maisha, '203.0.113.7')).toEqual({ counted: false, retryAfterSeconds: 60 });
    expect(await plays.recordVote(joy, '203.0.113.7')).toEqual({ counted: true });
    expect(await plays.recordVote(maisha, '198.51.100.2')).toEqual({ counted: true });
    clock.advance(MINUTE);
    expect(await plays.recordVote(maisha, '203.0.113.7')).toEqual({ counted: true });
    expect(plays.totals(maisha).votes).toBe(3);
    await plays.close();
  });

  it('reads clickcount over the last 24 hours and clicktrend against the 24 hours before, from the database too', async () => {
    await emptyCounts();
    const { plays, clock } = await countingAt('2026-05-03T10:00:00Z');
    const peace = stationAt(stations, 2).id;
    for (let client = 0; client < 4; client += 1) await plays.recordPlay(peace, `203.0.113.${client}`);
    clock.set('2026-05-04T18:00:00Z');
    await plays.recordPlay(peace, '203.0.113.200');
    await plays.close();

    // A restarted counter reads the same from the database: 1 today and 4 yesterday, 18 hours into today.
    const { plays: restarted } = await countingAt('2026-05-04T18:00:00Z');
    expect(restarted.totals(peace)).toMatchObject({ plays: 5, clickCount: 1 + 4 * 0.25, clickTrend: 2 - 3 });
    await restarted.close();
  });

  it('sums plays per day, quiet days included, and per country of the station played', async () => {
    await emptyCounts();
    const { plays, clock } = await countingAt('2026-05-01T12:00:00Z');
    const [maisha, joy, peace] = stations.map((station) => station.id) as [string, string, string];
    await plays.recordPlay(maisha, '203.0.113.1');
    await plays.recordPlay(joy, '203.0.113.1');
    clock.set('2026-05-03T12:00:00Z');
    await plays.recordPlay(joy, '203.0.113.1');
    await plays.recordPlay(peace, '203.0.113.1');

    expect(await plays.playsPerDay({ from: '2026-04-30', to: '2026-05-03' })).toEqual([
      { day: '2026-04-30', plays: 0 },
      { day: '2026-05-01', plays: 2 },
      { day: '2026-05-02', plays: 0 },
      { day: '2026-05-03', plays: 2 },
    ]);
    expect(await plays.playsByCountry({ from: '2026-05-01', to: '2026-05-03' })).toEqual([
      { country: 'GH', plays: 3 },
      { country: 'KE', plays: 1 },
    ]);
    expect(await plays.playsByCountry({ from: '2026-05-02', to: '2026-05-02' })).toEqual([]);
    await plays.close();
  });

  it('refuses a day range that is malformed, backwards or longer than a year', async () => {
    const { plays } = await countingAt('2026-05-01T12:00:00Z');
    await expect(plays.playsPerDay({ from: '2026-5-1', to: '2026-05-03' })).rejects.toThrow(/YYYY-MM-DD/);
    await expect(plays.playsPerDay({ from: '2026-05-03', to: '2026-05-01' })).rejects.toThrow(/end before/);
    await expect(plays.playsByCountry({ from: '2024-01-01', to: '2026-01-01' })).rejects.toThrow(/at most/);
    await plays.close();
  });

  it('counts a play for every listener the stream gateway relays the station to', async () => {
    await emptyCounts();
    const radio = await startFakeStation();
    const [station] = await addStations(test.app, [aRadioBrowserRecord({ name: 'Relayed FM', url: radio.streamUrl })]);
    const stationId = (station as Station).id;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    try {
      await new Promise<void>((resolve, reject) => {
        const request = get(`http://127.0.0.1:${port}/api/streams/${stationId}`, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', reject);
      });
      await eventually(() => test.app.plays.totals(stationId).plays === 1);
    } finally {
      await radio.close();
    }
  });
});

describe('play counts across instances', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it("shows one instance's plays and votes on another", async () => {
    // Through Redis with TEST_REDIS_URL; without it, a second counter on its own connection to the same
    // database, listening on the first app's bus (in-process pub/sub reaches no other app).
    const [station] = await addStations(test.app, [aRadioBrowserRecord({ name: 'Radio Nyota', countrycode: 'TZ' })]);
    const stationId = (station as Station).id;
    const sibling = await test.sibling();
    const other = testRedisUrl
      ? sibling.plays
      : new PlayService({
          db: sibling.database.db,
          rateLimiter: createMemoryRateLimiter(),
          pubsub: test.app.pubsub,
          catalogue: sibling.catalogue,
          reporter: undefined,
          log: { warn: (error) => expect.fail(String(error)) },
        });
    if (!testRedisUrl) await other.start();
    expect(other.totals(stationId).plays).toBe(0);

    await test.app.plays.recordPlay(stationId, '203.0.113.9');
    await test.app.plays.recordVote(stationId, '203.0.113.9');
    await eventually(() => other.totals(stationId).plays === 1 && other.totals(stationId).votes === 1);
    expect(other.totals(stationId).clickCount).toBe(1);
    if (!testRedisUrl) await other.close();
  });

  it.runIf(testRedisUrl)('counts a client once a day even when its plays reach two instances', async () => {
    const [station] = await addStations(test.app, [aRadioBrowserRecord({ name: 'Radio Jambo', countrycode: 'KE' })]);
    const stationId = (station as Station).id;
    const sibling = await test.sibling();
    expect(await test.app.plays.recordPlay(stationId, '203.0.113.10')).toBe(true);
    expect(await sibling.plays.recordPlay(stationId, '203.0.113.10')).toBe(false);
    await eventually(() => sibling.plays.totals(stationId).plays === 1);
  });
});
