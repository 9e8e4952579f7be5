import type { Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SigningKey } from '../../platform/signing';
import { someStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { AUDIENCE_REFRESH_MS, AudienceSessions } from './audience-sessions';

const T0 = Date.parse('2031-05-01T10:00:00Z');
const MINUTE = 60_000;

describe('audience sessions across instances', () => {
  let test: TestApp;
  let station: Station;
  let key: SigningKey;

  beforeAll(async () => {
    test = await startTestApp();
    station = stationAt(await someStations(test.app, 1), 0);
    key = await SigningKey.load(test.app.database.db, 'audience-test-key');
  });
  afterAll(() => test.close());

  /** An instance's recorder on the shared database, on a clock the test moves. */
  function anInstance(clock: { now: number }, warnings: string[] = []) {
    return new AudienceSessions({
      db: test.app.database.db,
      signingKey: key,
      warn: (message) => warnings.push(message),
      now: () => clock.now,
    });
  }

  const rowsOf = (stationId: string) =>
    test.app.database.db
      .selectFrom('audience_sessions')
      .selectAll()
      .where('station_id', '=', stationId)
      .orderBy('started_at')
      .execute();

  it("ends a crashed instance's open sessions at their last sign of life; a live one's stay open", async () => {
    const clock = { now: T0 };
    const crashed = anInstance(clock);
    const live = anInstance(clock);
    crashed.opened(station.id, '41.90.1.1', 'VLC/3.0.20 LibVLC/3.0.20');
    clock.now = T0 + 1000;
    const leave = live.opened(station.id, '102.89.1.1', 'Mozilla/5.0 (Linux; Android 14)');
    await Promise.all([crashed.settled(), live.settled()]);
    clock.now = T0 + AUDIENCE_REFRESH_MS;
    crashed.refresh();
    live.refresh();
    await Promise.all([crashed.settled(), live.settled()]);
    // The first instance stops refreshing; the other refreshes a while later and sweeps.
    clock.now = T0 + 10 * MINUTE;
    live.refresh();
    await live.settled();
    const [gone, open] = await rowsOf(station.id);
    expect(gone).toMatchObject({
      started_at: new Date(T0).toISOString(),
      last_seen_at: new Date(T0 + AUDIENCE_REFRESH_MS).toISOString(),
      ended_at: new Date(T0 + AUDIENCE_REFRESH_MS).toISOString(),
      country: 'KE',
      platform: 'other',
    });
    expect(open).toMatchObject({ ended_at: null, last_seen_at: new Date(T0 + 10 * MINUTE).toISOString() });
    // Its listener leaves: ended then, once however often it is told.
    clock.now = T0 + 12 * MINUTE;
    leave();
    clock.now = T0 + 20 * MINUTE;
    leave();
    await live.settled();
    expect((await rowsOf(station.id))[1]).toMatchObject({
      ended_at: new Date(T0 + 12 * MINUTE).toISOString(),
      country: 'NG',
      platform: 'android',
    });
  });

  it('writes a session once, when it ends; one still open is written at the next refresh, or at a stop', async () => {
    const stations = await someStations(test.app, 4);
    const [shortId, longId, stoppedId] = [1, 2, 3].map((index) => stationAt(stations, index).id) as [
      string,
      string,
      string,
    ];
    const clock = { now: T0 };
    const recorder = anInstance(clock);
    const leaveShort = recorder.opened(shortId, '41.90.1.1', undefined);
    const leaveLong = recorder.opened(longId, '41.90.1.2', undefined);
    clock.now = T0 + 30_000;
    leaveShort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowsOf(shortId)).toMatchObject([
      { started_at: new Date(T0).toISOString(), ended_at: new Date(T0 + 30_000).toISOString() },
    ]);
    // Still listening: nothing written until the refresh, which writes it open.
    expect(await rowsOf(longId)).toEqual([]);
    clock.now = T0 + AUDIENCE_REFRESH_MS;
    recorder.refresh();
    await recorder.settled();
    expect(await rowsOf(longId)).toMatchObject([
      { ended_at: null, last_seen_at: new Date(T0 + AUDIENCE_REFRESH_MS).toISOString() },
    ]);
    clock.now = T0 + 2 * AUDIENCE_REFRESH_MS;
    leaveLong();
    // A stop writes a session that is still open, as open: the next instance's sweep ends it.
    recorder.opened(stoppedId, '41.90.1.3', undefined);
    await recorder.settled();
    expect(await rowsOf(longId)).toMatchObject([{ ended_at: new Date(T0 + 2 * AUDIENCE_REFRESH_MS).toISOString() }]);
    expect(await rowsOf(stoppedId)).toMatchObject([
      { started_at: new Date(T0 + 2 * AUDIENCE_REFRESH_MS).toISOString(), ended_at: null },
    ]);
  });

  it('logs a write that fails and never throws to the listener', async () => {
    const warnings: string[] = [];
    const recorder = anInstance({ now: T0 }, warnings);
    const leave = recorder.opened('no-such-station', '41.90.1.1', undefined);
    leave();
    await recorder.settled();
    expect(warnings.some((warning) => warning.startsWith('Could not record listeners'))).toBe(true);
  });
});
