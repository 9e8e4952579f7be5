import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminDashboard, type Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aListener, type Listener } from '../../../test-support/accounts';
import { type AdminSession, startAdminSession } from '../../../test-support/admin';
import { addStations as addPlayableStations } from '../../../test-support/catalogue-stations';
import { eventually } from '../../../test-support/eventually';
import { type FakeStation, startFakeStation } from '../../../test-support/fake-radio';
import { aRadioBrowserRecord } from '../../../test-support/radio-browser-builders';
import { addStations } from '../../../test-support/stations';

/** Opens the station's relayed stream and keeps it open, as a listener's player does. */
function listenTo(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response);
    }).on('error', reject);
  });
}

describe('the admin dashboard', () => {
  let admin: AdminSession;
  let radio: FakeStation;
  let stations: Station[];
  let live: Station;

  beforeAll(async () => {
    admin = await startAdminSession();
    radio = await startFakeStation();
    stations = await addStations(admin.test.app, [
      aRadioBrowserRecord({ name: 'Kenya One', countrycode: 'KE' }),
      aRadioBrowserRecord({ name: 'Kenya Two', countrycode: 'KE', lastcheckok: 0 }),
      aRadioBrowserRecord({ name: 'Ghana One', countrycode: 'GH', lastchecktime_iso8601: null }),
    ]);
    const [playable] = await addPlayableStations(admin.test.app, [{ name: 'Live Accra', url: radio.streamUrl }]);
    if (!playable) throw new Error('no playable station');
    live = playable;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await radio.close();
    await admin.test.close();
  });

  const dashboard = async (url = '/api/analytics/dashboard') => {
    const response = await admin.call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return AdminDashboard.parse(response.json());
  };
  const station = (name: string) => stations.find((candidate) => candidate.name === name) as Station;

  /** A listening session of `minutes`, ended at `at` (now when not given). */
  async function listen(listener: Listener, stationId: string, minutes: number, at = Date.now()) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at - (minutes + 1) * 60_000);
    const call = (url: string, body?: unknown) => admin.client.call('POST', url, { token: listener.token, body });
    const session = (await call(`/api/listening/start?station_id=${stationId}`)).json();
    vi.setSystemTime(at);
    await call('/api/listening/end', { session_id: session.session_id, duration: minutes * 60 });
    vi.useRealTimers();
  }

  it("answers the spec's figures: users, stations, countries, top countries and top stations", async () => {
    const figures = await dashboard();
    expect(figures.total_users).toBe(1);
    expect(figures.total_stations).toBe(4);
    expect(figures.total_countries).toBe(2);
    expect(figures.top_countries).toEqual([
      { _id: 'GH', count: 2 },
      { _id: 'KE', count: 2 },
    ]);
    expect(figures.top_stations).toEqual([]);
  });

  it('draws 30 days of listening hours and sign-ups from sessions and accounts, and plays by country', async () => {
    const amina = await aListener(admin.test.app);
    const baraka = await aListener(admin.test.app);
    await listen(amina, station('Kenya One').id, 90);
    await listen(baraka, station('Kenya One').id, 30);
    await listen(baraka, station('Ghana One').id, 60, Date.now() - 2 * 24 * 3600_000);
    await listen(baraka, station('Ghana One').id, 60, Date.now() - 40 * 24 * 3600_000);

    const figures = await dashboard();
    const days = figures.listening_hours_per_day;
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(days.reduce((sum, day) => sum + day.hours, 0)).toBeCloseTo(3, 5);
    expect(figures.new_users_per_day).toHaveLength(30);
    expect(figures.new_users_per_day.map((day) => day.date)).toEqual(days.map((day) => day.date));
    expect(figures.new_users_per_day.reduce((sum, day) => sum + day.count, 0)).toBe(3);
    expect(figures.total_users).toBe(3);
    expect(figures.plays_by_country).toEqual([
      { country: 'KE', name: 'Kenya', plays: 2 },
      { country: 'GH', name: 'Ghana', plays: 1 },
    ]);
    expect(figures.top_stations).toEqual([
      { id: station('Kenya One').id, name: 'Kenya One', listeners: 0 },
      { id: station('Ghana One').id, name: 'Ghana One', listeners: 0 },
    ]);
  });

  it("counts live listeners on the stream gateway and ranks their station first, and sums the stations' health", async () => {
    await admin.test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = admin.test.app.server.address() as AddressInfo;
    const player = await listenTo(`http://127.0.0.1:${port}/api/streams/${live.id}`);
    try {
      await eventually(async () => (await dashboard()).live_listeners === 1);
      const figures = await dashboard();
      expect(figures.top_stations[0]).toEqual({ id: live.id, name: 'Live Accra', listeners: 1 });
      // Radio Browser's checks (good, failing, none) are not ours: each station is not yet checked by us.
      expect(figures.health_summary).toEqual({ working: 0, down: 0, unchecked: 4, unknown: 0 });
      expect(figures.health_notice).toBeNull();
    } finally {
      player.destroy();
    }
  });

  it('is served at the spec’s unprefixed path too', async () => {
    expect((await dashboard('/analytics/dashboard')).total_stations).toBe(4);
  });
});
