// "Run Stream Error Correction" over a whole catalogue: 1,000 fake stations on 127.0.0.1, 10% of them
// dead. The repair runs as many stations at once as the checker (CHECK_CONCURRENCY), lists every station
// it could not fix with the reason, and a cancelled run says it was cancelled and how far it got.
// The rate itself is measured by `npm run bench -- repair` (bench/repair.bench.ts).
import { AuditPage, CheckRun, StreamFixRun } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, anAdminAccount } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { type ManyStations, startManyStations } from '../../test-support/many-stations';
import { aRadioBrowserRecord, startFakeRadioBrowser } from '../../test-support/radio-browser-builders';
import { startTestApp, TEST_CHECKS, type TestApp } from '../../test-support/test-app';

const STATIONS = 1000;
const CONCURRENCY = 64;
const dead = (n: number) => n % 10 === 3;

describe('stream repair over 1,000 stations', () => {
  let test: TestApp;
  let radio: ManyStations;
  let client: ApiClient;
  let token: string;
  let result: StreamFixRun;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Record<string, string>) =>
    client.call(method, url, { token, headers });

  beforeAll(async () => {
    radio = await startManyStations({ dead, latencyMs: 150 });
    const admin = anAdminAccount();
    test = await startTestApp({
      admin,
      checks: { ...TEST_CHECKS, concurrency: CONCURRENCY, answerWithinMs: 120_000 },
    });
    client = apiClient(test.app);
    token = await adminToken(test.app, admin);
    const records = Array.from({ length: STATIONS }, (_, n) =>
      aRadioBrowserRecord({ name: `Scale FM ${n}`, url: radio.url(n), url_resolved: radio.url(n), countrycode: 'GH' }),
    );
    const radioBrowser = await startFakeRadioBrowser(records);
    try {
      await test.app.catalogueImport.syncRadioBrowser({ baseUrl: radioBrowser.url, timeoutMs: 30_000 });
    } finally {
      await radioBrowser.close();
    }
    radio.resetMostOpen();
    const response = await call('POST', '/api/admin/fix-stream-errors');
    expect(response.statusCode, response.body).toBe(200);
    result = StreamFixRun.parse(response.json());
  }, 180_000);
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('checks every station, as many at once as the checker', () => {
    expect(result).toMatchObject({
      status: 'done',
      total_stations: STATIONS,
      checked_stations: STATIONS,
      working_stations: STATIONS * 0.9,
      errors_detected: STATIONS * 0.1,
      fixes_applied: 0,
    });
    // Each station's check and its redirect probe are open together, CONCURRENCY stations at a time.
    expect(radio.mostOpen).toBeGreaterThanOrEqual(CONCURRENCY);
  });

  it('lists every station it could not fix, with the address tried and the reason', () => {
    expect(result.unfixed_stations).toHaveLength(STATIONS * 0.1);
    for (const station of result.unfixed_stations) {
      const n = Number(station.name.replace('Scale FM ', ''));
      expect(dead(n)).toBe(true);
      expect(station).toMatchObject({
        url: radio.url(n),
        outcome: 'http_error',
        reason: 'its stream address answered HTTP 404',
        country: 'GH',
      });
    }
  });

  it('audits who started the run and what it changed', async () => {
    const page = AuditPage.parse((await call('GET', '/api/admin/audit?action=check_run.repair')).json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      target_kind: 'check_run',
      target_id: result.run_id,
      target_label: 'Stream Error Correction',
      after: {
        total_stations: STATIONS,
        status: 'done',
        checked_stations: STATIONS,
        errors_detected: STATIONS * 0.1,
        fixes_applied: 0,
        stations_updated: STATIONS,
      },
    });
  });

  it('says a cancelled run was cancelled and what it had done, with the failures it reached', async () => {
    const started = StreamFixRun.parse(
      (await call('POST', '/api/admin/fix-stream-errors', { prefer: 'respond-async' })).json(),
    );
    let run = started;
    while (run.checked_stations < 100) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      run = StreamFixRun.parse((await call('GET', `/api/admin/check-runs/${started.run_id}`)).json());
    }
    const cancelled = CheckRun.parse((await call('DELETE', `/api/admin/check-runs/${started.run_id}`)).json());
    expect(cancelled.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = StreamFixRun.parse((await call('GET', `/api/admin/check-runs/${started.run_id}`)).json());
    expect(after).toMatchObject({ status: 'cancelled', total_stations: STATIONS, fixes_applied: 0 });
    expect(after.checked_stations).toBeGreaterThanOrEqual(100);
    expect(after.checked_stations).toBeLessThan(STATIONS);
    expect(after.unfixed_stations.length).toBe(after.errors_detected);
    expect(after.unfixed_stations.length).toBeGreaterThan(0);
    const audit = AuditPage.parse((await call('GET', `/api/admin/audit?target_id=${started.run_id}`)).json());
    expect(audit.items.map((entry) => entry.action).sort()).toEqual(['check_run.cancel', 'check_run.repair']);
    const cancel = audit.items.find((entry) => entry.action === 'check_run.cancel');
    expect(cancel?.after).toMatchObject({ status: 'cancelled', total_stations: STATIONS });
  });
});
