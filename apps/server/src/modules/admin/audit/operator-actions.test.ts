// Every operator action leaves a line in the audit log (issue 28, point 5): ads created, edited, their
// budgets changed (amounts before and after), paused, activated, their report link renewed, deleted; check
// runs started (by whom, and what they changed once applied) and one station checked now; a country
// shown or hidden; a role changed. Merges and their undoing are in admin/stations/routes.test.ts.
import { type AdSaved, type AuditEntry, AuditPage, VerificationRun } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener } from '../../../test-support/accounts';
import { type AdminSession, startAdminSession } from '../../../test-support/admin';
import { multipartBody } from '../../../test-support/multipart';
import { aRadioBrowserRecord } from '../../../test-support/radio-browser-builders';
import { type StationHost, startStationHost } from '../../../test-support/station-host';
import { addStations } from '../../../test-support/stations';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the audit log of operator actions', () => {
  let admin: AdminSession;
  let radio: StationHost;
  let self: { id: string; username: string };

  beforeAll(async () => {
    radio = await startStationHost();
    admin = await startAdminSession();
    self = (await admin.call('GET', '/api/auth/me')).json();
  });
  afterAll(async () => {
    await admin.test.close();
    await radio.close();
  });

  const entries = async (query: string): Promise<AuditEntry[]> => {
    const response = await admin.call('GET', `/api/admin/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return AuditPage.parse(response.json()).items;
  };
  const sendAdForm = async (fields: Record<string, string>, method: 'POST' | 'PUT', url: string) => {
    const body = await multipartBody(fields, {
      image_file: { bytes: PNG, filename: 'banner.png', type: 'image/png' },
    });
    const response = await admin.test.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return (response.json() as AdSaved).advertisement;
  };

  it('records ads created, edited, budgets changed with the amounts before and after, paused, activated, report links renewed', async () => {
    const fields = {
      title: 'Harvest Sale',
      advertiser_name: 'Kofi Boateng',
      advertiser_email: 'kofi@example.org',
      start_date: '2026-01-01',
      target_countries: 'XA',
      daily_budget: '10.00',
      total_budget: '200.00',
    };
    const ad = await sendAdForm(fields, 'POST', '/api/ads/advertisements');
    await sendAdForm(
      { ...fields, daily_budget: '25.50', total_budget: '200.00' },
      'PUT',
      `/api/ads/advertisements/${ad.id}`,
    );
    await sendAdForm(
      { ...fields, daily_budget: '25.50', title: 'Harvest Sale 2' },
      'PUT',
      `/api/ads/advertisements/${ad.id}`,
    );
    await admin.call('PUT', `/api/ads/advertisements/${ad.id}/status?status=paused`);
    await admin.call('PUT', `/api/ads/advertisements/${ad.id}/status?status=active`);
    const renewed = await admin.call('POST', `/api/ads/advertisements/${ad.id}/report-token`);
    expect(renewed.statusCode).toBe(200);
    const deleted = await admin.call('DELETE', `/api/ads/advertisements/${ad.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Advertisement deleted.' });
    expect((await admin.call('GET', `/api/ads/advertisements/${ad.id}`)).statusCode).toBe(404);
    const list = (await admin.call('GET', '/api/ads/advertisements')).json() as {
      advertisements: Array<{ id: string }>;
    };
    expect(list.advertisements.map((each) => each.id)).not.toContain(ad.id);
    expect((await admin.call('DELETE', `/api/ads/advertisements/${ad.id}`)).statusCode).toBe(404);

    const log = await entries(`target_kind=ad&target_id=${ad.id}`);
    expect(log.map((entry) => entry.action)).toEqual([
      'ad.delete',
      'ad.report_token',
      'ad.activate',
      'ad.pause',
      'ad.update',
      'ad.budget',
      'ad.create',
    ]);
    for (const entry of log) expect(entry).toMatchObject({ admin_id: self.id, admin_username: self.username });
    const byAction = Object.fromEntries(log.map((entry) => [entry.action, entry]));
    expect(byAction['ad.create']).toMatchObject({
      target_label: 'Harvest Sale',
      before: null,
      after: { title: 'Harvest Sale', daily_budget: 10, total_budget: 200, status: 'active' },
    });
    expect(byAction['ad.budget']).toMatchObject({ before: { daily_budget: 10 }, after: { daily_budget: 25.5 } });
    expect(byAction['ad.budget']?.after).not.toHaveProperty('total_budget');
    expect(byAction['ad.update']).toMatchObject({
      before: { title: 'Harvest Sale' },
      after: { title: 'Harvest Sale 2' },
    });
    expect(byAction['ad.update']?.after).not.toHaveProperty('daily_budget');
    expect(byAction['ad.pause']).toMatchObject({ before: { status: 'active' }, after: { status: 'paused' } });
    expect(byAction['ad.activate']).toMatchObject({ before: { status: 'paused' }, after: { status: 'active' } });
    expect(byAction['ad.delete']).toMatchObject({
      before: { title: 'Harvest Sale 2', daily_budget: 25.5, total_budget: 200, status: 'active' },
      after: { deleted_at: expect.any(String) },
    });
    // The private link itself never reaches the log.
    expect(JSON.stringify(byAction['ad.report_token'])).not.toContain(renewed.json().report_token);
  });

  it('records who started a verification run and, once applied, what it changed; and a station checked now', async () => {
    await addStations(admin.test.app, [
      aRadioBrowserRecord({ name: 'Audit Plays FM', url: radio.playing('/plays'), url_resolved: null }),
      aRadioBrowserRecord({ name: 'Audit Gone FM', url: radio.dead('/gone'), url_resolved: null }),
    ]);
    const run = VerificationRun.parse((await admin.call('POST', '/api/stations/verify-all')).json());
    expect(run.status).toBe('done');
    const [started] = await entries(`action=check_run.verify&target_id=${run.run_id}`);
    expect(started).toMatchObject({
      admin_id: self.id,
      target_kind: 'check_run',
      target_label: 'Verify All',
      after: {
        total_stations: run.total_stations,
        status: 'done',
        checked_stations: run.total_stations,
        working_stations: run.working_stations,
        stations_updated: run.total_stations,
        fixes_applied: 0,
      },
    });
    const gone = run.verification_results.find((entry) => entry.station_name === 'Audit Gone FM');
    expect((await admin.call('POST', `/api/admin/stations/${gone?.station_id}/check`)).statusCode).toBe(200);
    const [checked] = await entries(`action=station.check&target_id=${gone?.station_id}`);
    expect(checked).toMatchObject({ target_label: 'Audit Gone FM', after: { outcome: 'http_error' } });
  });

  it('records a country shown or hidden and a role changed', async () => {
    await admin.call('PUT', '/api/countries/TG/discoverable?discoverable=false');
    const listener = await aListener(admin.test.app);
    await admin.call('PATCH', `/api/admin/users/${listener.user.id}`, { role: 'moderator' });
    expect((await entries('target_id=TG'))[0]).toMatchObject({
      action: 'country.discoverable',
      before: { discoverable: true },
      after: { discoverable: false },
    });
    expect((await entries(`target_id=${listener.user.id}`))[0]).toMatchObject({
      action: 'user.update',
      before: { role: 'user' },
      after: { role: 'moderator' },
    });
  });
});
