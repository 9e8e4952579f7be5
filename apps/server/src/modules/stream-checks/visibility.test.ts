import { type Station, StationCheckNow } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, anAdminAccount } from '../../test-support/accounts';
import { apiClient } from '../../test-support/api-client';
import { addStations } from '../../test-support/catalogue-stations';
import { type StationHost, startStationHost } from '../../test-support/station-host';
import { startTestApp, TEST_CHECKS, type TestApp } from '../../test-support/test-app';

const HOUR = 3600_000;

describe('hiding a station that stopped playing, and showing it again (a made-up clock walks the hours)', () => {
  let test: TestApp;
  let radio: StationHost;
  let clock = Date.parse('2026-03-01T00:00:00Z');
  let lagos: FastifyInstance;
  let paris: FastifyInstance;
  let token: string;
  let flaky: Station | undefined;
  let geoBlocked: Station | undefined;

  const at = (hours: number) => {
    clock = Date.parse('2026-03-01T00:00:00Z') + hours * HOUR;
  };
  const checkFrom = async (app: FastifyInstance, stationId: string) =>
    StationCheckNow.parse(
      (await apiClient(app).call('POST', `/api/admin/stations/${stationId}/check`, { token })).json(),
    );
  const listed = (app: FastifyInstance, name: string) =>
    app.catalogue.list({ search: name, limit: 10, offset: 0 }).items.some((station) => station.name === name);

  beforeAll(async () => {
    radio = await startStationHost();
    const admin = anAdminAccount();
    test = await startTestApp({
      admin,
      checkRegion: 'af-lagos',
      checks: { ...TEST_CHECKS, now: () => clock },
    });
    lagos = test.app;
    [flaky, geoBlocked] = await addStations(lagos, [
      { name: 'Flaky FM', url: radio.playing('/flaky') },
      { name: 'Geo Blocked FM', url: radio.playing('/geo') },
    ]);
    // Another instance on the same database, checking from another region; it loads the stations at start.
    paris = await test.sibling({ checkRegion: 'eu-paris' });
    token = await adminToken(lagos, admin);
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('hides a station after 3 failed checks spanning 12 hours, keeps its page, and shows it on its first success', async () => {
    const station = flaky;
    const id = station?.id as string;
    radio.set('/flaky', false);
    const before = lagos.catalogue.summary().total_stations;

    at(0);
    expect((await checkFrom(lagos, id)).station).toMatchObject({ health: 'poor', off_air: false });
    at(1);
    expect((await checkFrom(lagos, id)).station).toMatchObject({ health: 'down', off_air: false });
    at(2);
    // Three failures in two hours: down, but not hidden, since they do not span 12 hours.
    expect((await checkFrom(lagos, id)).station).toMatchObject({ health: 'down', off_air: false });
    expect(listed(lagos, 'Flaky FM')).toBe(true);

    at(12);
    expect((await checkFrom(lagos, id)).station).toMatchObject({ health: 'down', off_air: true });
    expect(listed(lagos, 'Flaky FM')).toBe(false);
    expect(lagos.catalogue.summary().total_stations).toBe(before - 1);
    // Its own link still opens, saying it is off the air.
    const page = await apiClient(lagos).call('GET', `/api/stations/${station?.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ off_air: true, health: 'down' });

    radio.set('/flaky', true);
    at(13);
    expect((await checkFrom(lagos, id)).station).toMatchObject({ health: 'good', off_air: false, last_check_ok: true });
    expect(listed(lagos, 'Flaky FM')).toBe(true);
    expect(lagos.catalogue.summary().total_stations).toBe(before);
  });

  it('calls a station down only when it failed from every region that checked it within the window', async () => {
    const id = geoBlocked?.id as string;
    at(100);
    expect((await checkFrom(lagos, id)).check).toMatchObject({ outcome: 'ok', region: 'af-lagos' });

    // From Paris it fails, again and again, but Lagos heard it play within the last 12 hours.
    radio.set('/geo', false);
    for (const hour of [101, 106, 111]) {
      at(hour);
      const { check, station: judged } = await checkFrom(paris, id);
      expect(check).toMatchObject({ outcome: 'http_error', region: 'eu-paris' });
      expect(judged).toMatchObject({ last_check_ok: true, off_air: false });
      expect(judged.health).not.toBe('down');
    }

    // Now Lagos fails too: every region that checked it within the window failed.
    at(111.5);
    expect((await checkFrom(lagos, id)).station).toMatchObject({
      health: 'down',
      last_check_ok: false,
      off_air: false,
    });

    // A failure streak spanning 12 hours, with no region hearing it: off the air.
    at(113);
    expect((await checkFrom(paris, id)).station).toMatchObject({ health: 'down', off_air: true });
  });
});
