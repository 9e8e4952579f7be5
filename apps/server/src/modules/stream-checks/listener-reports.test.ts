import { PlayReportReceipt, StationCheckNow, StationReportReceipt } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, aListener, anAdminAccount } from '../../test-support/accounts';
import { aClientAddress, apiClient } from '../../test-support/api-client';
import { addStations } from '../../test-support/catalogue-stations';
import { eventually } from '../../test-support/eventually';
import { type StationHost, startStationHost } from '../../test-support/station-host';
import { startTestApp, TEST_CHECKS, type TestApp } from '../../test-support/test-app';
import { listStationReports } from './repo';
import { PLAY_REPORT_RATE, STATION_REPORT_THANKS } from './service';

const HOUR = 3600_000;

describe("listeners as evidence: the player's play reports and Report station", () => {
  let test: TestApp;
  let radio: StationHost;
  let clock = Date.parse('2026-05-01T00:00:00Z');
  let token: string;

  const report = (stationId: string, body: unknown, from = aClientAddress()) =>
    apiClient(test.app, from).call('POST', `/api/stations/${stationId}/play-reports`, { body });
  const checksOf = async (stationId: string) =>
    (await apiClient(test.app).call('GET', `/api/admin/stations/${stationId}/checks`, { token })).json()
      .checks as unknown[];

  beforeAll(async () => {
    radio = await startStationHost();
    const admin = anAdminAccount();
    test = await startTestApp({ admin, checks: { ...TEST_CHECKS, now: () => clock } });
    token = await adminToken(test.app, admin);
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('takes play reports from anyone, anonymous or logged in, and refuses a malformed one', async () => {
    const [station] = await addStations(test.app, [{ name: 'Reported FM', url: radio.playing('/reported') }]);
    const started = await report(station?.id as string, { outcome: 'started', ms_to_audio: 840 });
    expect(started.statusCode).toBe(201);
    expect(PlayReportReceipt.parse(started.json())).toEqual({ recheck_queued: false });
    const listener = await aListener(test.app);
    const failed = await apiClient(test.app).call('POST', `/api/stations/${station?.slug}/play-reports`, {
      token: listener.token,
      body: { outcome: 'failed', reason: 'Play timeout after 10 seconds' },
    });
    expect(failed.statusCode).toBe(201);
    expect((await report(station?.id as string, { outcome: 'maybe' })).statusCode).toBe(400);
    expect((await report(station?.id as string, { outcome: 'started', ms_to_audio: -5 })).statusCode).toBe(400);
    expect((await report('no-such-station', { outcome: 'started' })).statusCode).toBe(404);
  });

  it('limits play reports per client address', async () => {
    const [station] = await addStations(test.app, [{ name: 'Busy FM', url: radio.playing('/busy') }]);
    const client = aClientAddress();
    for (let i = 0; i < PLAY_REPORT_RATE.limit; i += 1) {
      expect((await report(station?.id as string, { outcome: 'started' }, client)).statusCode).toBe(201);
    }
    const refused = await report(station?.id as string, { outcome: 'started' }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await report(station?.id as string, { outcome: 'started' })).statusCode).toBe(201);
  });

  it('re-checks a station at once when several listeners fail to play it, and only once for a burst', async () => {
    const [station] = await addStations(test.app, [{ name: 'Burst FM', url: radio.playing('/burst') }]);
    const id = station?.id as string;
    const oneClient = aClientAddress();
    // The same listener failing again and again is one listener.
    for (let i = 0; i < 3; i += 1) {
      expect((await report(id, { outcome: 'failed' }, oneClient)).json()).toEqual({ recheck_queued: false });
    }
    expect((await report(id, { outcome: 'failed' })).json()).toEqual({ recheck_queued: false });
    expect((await report(id, { outcome: 'failed' })).json()).toEqual({ recheck_queued: true });
    await eventually(async () => (await checksOf(id)).length === 1);
    expect((await report(id, { outcome: 'failed' })).json()).toEqual({ recheck_queued: false });
  });

  it('never hides a station that plays for listeners, whatever the checks say', async () => {
    const [station] = await addStations(test.app, [{ name: 'Heard FM', url: radio.playing('/heard') }]);
    const id = station?.id as string;
    radio.set('/heard', false);
    const start = clock;
    for (const hours of [0, 6, 13]) {
      clock = start + hours * HOUR;
      if (hours === 6) await report(id, { outcome: 'started', ms_to_audio: 1200 });
      const checked = StationCheckNow.parse(
        (await apiClient(test.app).call('POST', `/api/admin/stations/${id}/check`, { token })).json(),
      );
      expect(checked.check.outcome).toBe('http_error');
      expect(checked.station.off_air).toBe(false);
    }
    expect(test.app.catalogue.find(id)?.health).toBe('poor');
  });

  it('stores a station report with its reason and note for the admin inbox', async () => {
    const [station] = await addStations(test.app, [{ name: 'Wrong Name FM', url: radio.playing('/wrong') }]);
    const response = await apiClient(test.app).call('POST', `/stations/${station?.id}/reports`, {
      body: { reason: 'wrong_details', note: '  It is called Right Name FM now.\u202E ' },
    });
    expect(response.statusCode).toBe(201);
    expect(StationReportReceipt.parse(response.json())).toEqual({ message: STATION_REPORT_THANKS });
    const [stored] = (await listStationReports(test.app.database.db)).filter((row) => row.station_id === station?.id);
    expect(stored).toMatchObject({
      reason: 'wrong_details',
      note: 'It is called Right Name FM now.',
      status: 'new',
      user_id: null,
    });
  });

  it('refuses a report with an unknown reason or an overlong note, and limits reports per client', async () => {
    const [station] = await addStations(test.app, [{ name: 'Spammed FM', url: radio.playing('/spammed') }]);
    const send = (body: unknown, from?: string) =>
      apiClient(test.app, from).call('POST', `/api/stations/${station?.id}/reports`, { body });
    expect((await send({ reason: 'boring' })).statusCode).toBe(400);
    expect((await send({ reason: 'other', note: 'x'.repeat(1001) })).statusCode).toBe(400);
    const client = aClientAddress();
    for (let i = 0; i < 5; i += 1) expect((await send({ reason: 'not_playing' }, client)).statusCode).toBe(201);
    expect((await send({ reason: 'not_playing' }, client)).statusCode).toBe(429);
  });
});
