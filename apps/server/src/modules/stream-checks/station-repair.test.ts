import { StreamFixRun } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, anAdminAccount } from '../../test-support/accounts';
import { apiClient } from '../../test-support/api-client';
import {
  aRadioBrowserRecord,
  type FakeRadioBrowser,
  type RadioBrowserRecord,
  startFakeRadioBrowser,
} from '../../test-support/radio-browser-builders';
import { type StationHost, startStationHost } from '../../test-support/station-host';
import { addStations } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('Run Stream Error Correction', () => {
  let test: TestApp;
  let radio: StationHost;
  let radioBrowser: FakeRadioBrowser;
  let token: string;
  let result: StreamFixRun;
  let records: RadioBrowserRecord[];

  const station = (name: string, url: string, overrides: Partial<RadioBrowserRecord> = {}) =>
    aRadioBrowserRecord({ name, url, url_resolved: url, countrycode: 'GH', ...overrides });
  const fixOf = (name: string) => result.fixed_stations.find((fixed) => fixed.name === name);
  const stored = (name: string) =>
    test.app.catalogue.list({ search: name, limit: 5, offset: 0 }).items.find((s) => s.name === name);

  beforeAll(async () => {
    radio = await startStationHost();
    const url = radio.host.url;
    const https = url.replace('http://', 'https://');
    radio.host.route('/pl.pls', {
      headers: { 'content-type': 'audio/x-scpls' },
      body: `[playlist]\nFile1=${url}/pl-new\n`,
    });
    radio.playing('/pl-new');
    radio.moved('/moved', '/moved-target');
    radio.playing('/moved-target');
    radio.moved('/elsewhere', '/elsewhere-now', 302);
    radio.playing('/elsewhere-now');
    radio.playing('/swap');
    radio.playing('/rb-new');
    radio.playing('/twin-alt');
    radio.playing('/neighbour');
    const moved = station('Radio Browser Knows FM', `${url}/rb-old`);
    records = [
      station('Fine FM', radio.playing('/fine')),
      station('Playlist FM', `${url}/pl.pls`, { url_resolved: `${url}/pl-old` }),
      station('Moved FM', `${url}/moved`),
      station('Temporary FM', `${url}/elsewhere`),
      station('Swapped FM', `${https}/swap`),
      moved,
      station('Twin FM', `${url}/twin-dead`),
      station('Twin FM', `${url}/twin-alt`),
      station('Lonely FM', `${url}/lonely`),
      station('Neighbour FM', `${url}/neighbour`),
    ];
    // Radio Browser now lists the station under its new address.
    radioBrowser = await startFakeRadioBrowser([{ ...moved, url: `${url}/rb-new`, url_resolved: `${url}/rb-new` }]);
    const admin = anAdminAccount();
    test = await startTestApp({ admin, radioBrowserUrl: radioBrowser.url });
    token = await adminToken(test.app, admin);
    await addStations(test.app, records);
    const response = await apiClient(test.app).call('POST', '/admin/fix-stream-errors', { token });
    expect(response.statusCode).toBe(200);
    result = StreamFixRun.parse(response.json());
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
    await radioBrowser.close();
  });

  it("answers the spec's stream fix result", () => {
    expect(result).toMatchObject({
      kind: 'repair',
      status: 'done',
      total_stations: 9,
      // Lonely FM alone stays broken.
      working_stations: 8,
      errors_detected: 6,
      fixes_applied: 5,
      success_rate: 88.9,
    });
  });

  it('re-resolves a playlist whose entry changed, keeping the playlist as the station address', () => {
    const url = radio.host.url;
    expect(fixOf('Playlist FM')).toMatchObject({
      fix_method: 'playlist',
      old_url: `${url}/pl-old`,
      new_url: `${url}/pl-new`,
    });
    expect(stored('Playlist FM')).toMatchObject({ url: `${url}/pl.pls`, url_resolved: `${url}/pl-new` });
  });

  it('follows a permanent redirect (301) to a working stream, naming the method; a temporary one is no error', () => {
    const url = radio.host.url;
    expect(fixOf('Moved FM')).toMatchObject({
      fix_method: 'permanent_redirect',
      old_url: `${url}/moved`,
      new_url: `${url}/moved-target`,
    });
    expect(stored('Moved FM')).toMatchObject({ url: `${url}/moved-target`, health: 'good', off_air: false });
    expect(fixOf('Temporary FM')).toBeUndefined();
    expect(stored('Temporary FM')?.url).toBe(`${url}/elsewhere`);
  });

  it('swaps https for http when only the other scheme plays', () => {
    expect(fixOf('Swapped FM')).toMatchObject({ fix_method: 'protocol_swap', new_url: `${radio.host.url}/swap` });
  });

  it("takes Radio Browser's current address for the same stationuuid", () => {
    expect(fixOf('Radio Browser Knows FM')).toMatchObject({
      fix_method: 'radio_browser',
      old_url: `${radio.host.url}/rb-old`,
      new_url: `${radio.host.url}/rb-new`,
    });
    expect(radioBrowser.requests.some((request) => request.startsWith('/json/stations/byuuid/'))).toBe(true);
  });

  it('falls back on the stream of a duplicate merged into the station', () => {
    expect(fixOf('Twin FM')).toMatchObject({ fix_method: 'alternate', new_url: `${radio.host.url}/twin-alt` });
  });

  it('never substitutes another broadcaster: a station with no address of its own that plays stays broken', () => {
    expect(fixOf('Lonely FM')).toBeUndefined();
    expect(stored('Lonely FM')?.url).toBe(`${radio.host.url}/lonely`);
    expect(stored('Lonely FM')?.health).toBe('poor');
  });

  it("keeps the old address in the station's history, and a later import does not bring it back", async () => {
    const history = await test.app.database.db
      .selectFrom('station_url_history')
      .select(['old_url', 'new_url', 'fix_method', 'run_id'])
      .where('new_url', '=', `${radio.host.url}/moved-target`)
      .execute();
    expect(history).toEqual([
      {
        old_url: `${radio.host.url}/moved`,
        new_url: `${radio.host.url}/moved-target`,
        fix_method: 'permanent_redirect',
        run_id: result.run_id,
      },
    ]);
    await addStations(test.app, records);
    expect(stored('Moved FM')?.url).toBe(`${radio.host.url}/moved-target`);
  });
});
