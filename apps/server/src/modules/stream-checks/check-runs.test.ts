import {
  AdminDashboard,
  CheckRun,
  CheckRunProgress,
  StationCheckHistory,
  StationCheckNow,
  VerificationRun,
} from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, anAdminAccount } from '../../test-support/accounts';
import { startAdminSession } from '../../test-support/admin';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { addStations } from '../../test-support/catalogue-stations';
import { parseServerSentEvents } from '../../test-support/server-sent-events';
import { refusedAddress, type StationHost, startStationHost } from '../../test-support/station-host';
import { startTestApp, TEST_CHECKS, type TestApp } from '../../test-support/test-app';

describe('check runs: Verify All, one station now, history', () => {
  let test: TestApp;
  let radio: StationHost;
  let client: ApiClient;
  let token: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string) => client.call(method, url, { token });

  beforeAll(async () => {
    radio = await startStationHost();
    const admin = anAdminAccount();
    test = await startTestApp({ admin });
    client = apiClient(test.app);
    token = await adminToken(test.app, admin);
    await addStations(test.app, [
      { name: 'Working One', url: radio.playing('/one') },
      { name: 'Working Two', url: radio.playing('/two') },
      { name: 'Gone Away', url: radio.dead('/gone') },
    ]);
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it("answers the spec's verification result when the run ends within the wait, and records each station's health", async () => {
    const response = await call('POST', '/stations/verify-all');
    expect(response.statusCode).toBe(200);
    const result = VerificationRun.parse(response.json());
    expect(result).toMatchObject({
      kind: 'verify',
      status: 'done',
      total_stations: 3,
      checked_stations: 3,
      working_stations: 2,
      failed_stations: 1,
      success_rate: 66.7,
      warning: null,
    });
    const byName = Object.fromEntries(result.verification_results.map((entry) => [entry.station_name, entry]));
    expect(byName['Gone Away']).toMatchObject({
      is_working: false,
      status_code: 404,
      outcome: 'http_error',
      country: 'GH',
    });
    expect(byName['Working One']).toMatchObject({ is_working: true, status_code: 200, outcome: 'ok' });
    const station = (await call('GET', `/api/stations/${byName['Working One']?.station_id}`)).json();
    expect(station).toMatchObject({
      health: 'good',
      health_source: 'sauti',
      last_check_ok: true,
      codec: 'MP3',
      bitrate: 128,
    });
    const gone = (await call('GET', `/api/stations/${byName['Gone Away']?.station_id}`)).json();
    // One failure is not enough to call a station down, nor to hide it.
    expect(gone).toMatchObject({ health: 'poor', health_source: 'sauti', last_check_ok: false, off_air: false });
  });

  it('answers 202 with the run so far when it takes longer, and then follows it by id to the end', async () => {
    const slow = await startTestApp({ admin: anAdminAccount(), checks: { ...TEST_CHECKS, answerWithinMs: 0 } });
    try {
      await addStations(slow.app, [{ name: 'Slow One', url: radio.playing('/slow') }]);
      const slowClient = apiClient(slow.app);
      const slowToken = await adminToken(slow.app, slow.config.admin as { email: string; password: string });
      const started = await slowClient.call('POST', '/api/stations/verify-all', { token: slowToken });
      expect(started.statusCode).toBe(202);
      const run = VerificationRun.parse(started.json());
      expect(run).toMatchObject({ status: 'running', total_stations: 1 });
      const stream = await slowClient.call('GET', `/api/admin/check-runs/${run.run_id}/events`, { token: slowToken });
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      const events = parseServerSentEvents(stream.body);
      const progress = events
        .filter((event) => event.event === 'progress')
        .map((event) => CheckRunProgress.parse(event.data));
      expect(progress.at(-1)).toMatchObject({ status: 'done', checked_stations: 1, working_stations: 1 });
      const done = CheckRun.parse(
        (await slowClient.call('GET', `/api/admin/check-runs/${run.run_id}`, { token: slowToken })).json(),
      );
      expect(done).toMatchObject({ status: 'done', working_stations: 1, finished_at: expect.any(String) });
    } finally {
      await slow.close();
    }
  });

  it('answers 202 with the run at once when asked to respond asynchronously (Prefer: respond-async)', async () => {
    const queued = await startTestApp({ admin: anAdminAccount(), checks: { ...TEST_CHECKS, concurrency: 1 } });
    try {
      await addStations(
        queued.app,
        Array.from({ length: 5 }, (_, i) => ({ name: `Waiting ${i}`, url: radio.playing(`/waiting-${i}`) })),
      );
      const queuedClient = apiClient(queued.app);
      const queuedToken = await adminToken(queued.app, queued.config.admin as { email: string; password: string });
      const started = await queuedClient.call('POST', '/api/stations/verify-all', {
        token: queuedToken,
        headers: { prefer: 'respond-async' },
      });
      expect(started.statusCode).toBe(202);
      expect(VerificationRun.parse(started.json())).toMatchObject({ status: 'running', total_stations: 5 });
    } finally {
      await queued.close();
    }
  });

  it('cancels a run, whose remaining stations are then not checked', async () => {
    const held = await startTestApp({
      admin: anAdminAccount(),
      checks: { ...TEST_CHECKS, answerWithinMs: 0, concurrency: 1 },
    });
    try {
      await addStations(
        held.app,
        Array.from({ length: 5 }, (_, i) => ({ name: `Queued ${i}`, url: radio.playing(`/queued-${i}`) })),
      );
      const heldClient = apiClient(held.app);
      const heldToken = await adminToken(held.app, held.config.admin as { email: string; password: string });
      const run = VerificationRun.parse(
        (await heldClient.call('POST', '/api/stations/verify-all', { token: heldToken })).json(),
      );
      const cancelled = CheckRun.parse(
        (await heldClient.call('DELETE', `/api/admin/check-runs/${run.run_id}`, { token: heldToken })).json(),
      );
      expect(cancelled.status).toBe('cancelled');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = CheckRun.parse(
        (await heldClient.call('GET', `/api/admin/check-runs/${run.run_id}`, { token: heldToken })).json(),
      );
      expect(after.status).toBe('cancelled');
      expect(after.checked_stations).toBeLessThan(5);
    } finally {
      await held.close();
    }
  });

  it('checks one station now and lists its history, newest first, with the region and the address', async () => {
    const station = test.app.catalogue.list({ search: 'Working Two', limit: 1, offset: 0 }).items[0];
    const now = StationCheckNow.parse((await call('POST', `/api/admin/stations/${station?.slug}/check`)).json());
    expect(now.check).toMatchObject({
      outcome: 'ok',
      region: 'local',
      url: radio.dead('/two'),
      station_id: station?.id,
    });
    expect(now.station).toMatchObject({ id: station?.id, health: 'good', health_source: 'sauti' });
    const history = StationCheckHistory.parse((await call('GET', `/api/admin/stations/${station?.id}/checks`)).json());
    expect(history.checks.length).toBeGreaterThanOrEqual(2);
    expect(history.checks[0]?.id).toBe(now.check.id);
    expect(history.checks.map((check) => check.checked_at)).toEqual(
      [...history.checks.map((check) => check.checked_at)].sort().reverse(),
    );
  });

  it('answers 404 for an unknown run or station', async () => {
    expect((await call('GET', '/api/admin/check-runs/no-such-run')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/stations/no-such-station/check')).statusCode).toBe(404);
  });

  it('says a run whose failures were judged network-level was not applied, and the dashboard counts those stations unknown', async () => {
    const session = await startAdminSession();
    const outage = session.test;
    const outageCall = session.call;
    try {
      const refused = await Promise.all(Array.from({ length: 4 }, (_, i) => refusedAddress(`/r${i}`)));
      await addStations(outage.app, [
        ...refused.map((url, i) => ({ name: `Unreachable ${i}`, url })),
        ...Array.from({ length: 6 }, (_, i) => ({ name: `Fine ${i}`, url: radio.playing(`/fine-${i}`) })),
      ]);
      const before = AdminDashboard.parse((await outageCall('GET', '/api/analytics/dashboard')).json());
      expect(before.health_summary).toEqual({ working: 0, down: 0, unchecked: 10, unknown: 0 });
      expect(before.health_notice).toBeNull();

      const result = VerificationRun.parse((await outageCall('POST', '/api/stations/verify-all')).json());
      expect(result).toMatchObject({
        status: 'done',
        checked_stations: 10,
        working_stations: 6,
        network_failures: 4,
        applied: false,
      });
      expect(result.warning).toMatch(/^Not applied: 4 failed at network level/);
      // The checks are recorded...
      expect(result.verification_results.filter((entry) => entry.outcome === 'refused')).toHaveLength(4);
      // ...but no failure was held against its station: none down, none hidden; our check could not tell.
      const unreachable = outage.app.catalogue.list({ search: 'Unreachable 0', limit: 1, offset: 0 }).items[0];
      expect(unreachable).toMatchObject({
        health: 'unknown',
        health_status: 'unknown',
        health_source: 'sauti',
        last_check_ok: null,
        off_air: false,
      });
      // The stations that played did play.
      const fine = outage.app.catalogue.list({ search: 'Fine 0', limit: 1, offset: 0 }).items[0];
      expect(fine).toMatchObject({ health_status: 'working', health_source: 'sauti', last_check_ok: true });

      const after = AdminDashboard.parse((await outageCall('GET', '/api/analytics/dashboard')).json());
      expect(after.health_summary).toEqual({ working: 6, down: 0, unchecked: 0, unknown: 4 });
      expect(after.health_notice).toMatchObject({
        run_id: result.run_id,
        kind: 'verify',
        checked_stations: 10,
        network_failures: 4,
      });
      const run = CheckRun.parse((await outageCall('GET', `/api/admin/check-runs/${result.run_id}`)).json());
      expect(run).toMatchObject({ applied: false, network_failures: 4 });
    } finally {
      await outage.close();
    }
  });

  it('counts a normal run on the dashboard as working and down, with no notice', async () => {
    const session = await startAdminSession();
    const normal = session.test;
    const normalCall = session.call;
    try {
      await addStations(normal.app, [
        ...Array.from({ length: 2 }, (_, i) => ({ name: `Gone ${i}`, url: radio.dead(`/gone-${i}`) })),
        ...Array.from({ length: 4 }, (_, i) => ({ name: `Plays ${i}`, url: radio.playing(`/plays-${i}`) })),
      ]);
      const result = VerificationRun.parse((await normalCall('POST', '/api/stations/verify-all')).json());
      expect(result).toMatchObject({ status: 'done', network_failures: 0, applied: true, warning: null });
      const dashboard = AdminDashboard.parse((await normalCall('GET', '/api/analytics/dashboard')).json());
      expect(dashboard.health_summary).toEqual({ working: 4, down: 2, unchecked: 0, unknown: 0 });
      expect(dashboard.health_notice).toBeNull();
    } finally {
      await normal.close();
    }
  });
});
