import { type AdminCountry, AdminCountryList, type AuditPage, type Country, type Station } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, startAdminSession } from '../../../test-support/admin';
import { apiClient } from '../../../test-support/api-client';
import { eventually } from '../../../test-support/eventually';
import { aRadioBrowserRecord } from '../../../test-support/radio-browser-builders';
import { addStations } from '../../../test-support/stations';
import { testRedisUrl } from '../../../test-support/test-app';

/** What listeners of one instance see of Senegal: the country list, its stations, search, counts and the assistant. */
async function senegalAsListenersSeeIt(app: FastifyInstance) {
  const client = apiClient(app);
  const get = async <T>(url: string) => (await client.call('GET', url)).json() as T;
  const count = await get<{ total_stations: number; top_countries: Array<{ code: string }> }>('/api/stations/count');
  const assistant = await client.call('POST', '/api/assistant/interpret', {
    body: { text: 'play radio from Senegal' },
  });
  return {
    listed: (await get<Country[]>('/api/countries')).some((country) => country.code === 'SN'),
    stations: (await get<Station[]>('/api/stations?country=SN')).length,
    found: (await get<Station[]>('/api/stations?search=teranga')).length,
    total: count.total_stations,
    topCountries: count.top_countries.map((country) => country.code),
    assistant: (assistant.json() as { kind: string }).kind,
  };
}

/** Senegal hidden: listed nowhere, and Mali's one station is all that counts. */
const SENEGAL_HIDDEN = { listed: false, stations: 0, found: 0, total: 1, topCountries: ['ML'], assistant: 'unknown' };

describe('countries for admins', () => {
  let admin: AdminSession;

  beforeAll(async () => {
    admin = await startAdminSession();
    const stations = await addStations(admin.test.app, [
      aRadioBrowserRecord({ name: 'Teranga FM', countrycode: 'SN' }),
      aRadioBrowserRecord({ name: 'Teranga Jazz', countrycode: 'SN' }),
      aRadioBrowserRecord({ name: 'Dakar Night', countrycode: 'SN' }),
      aRadioBrowserRecord({ name: 'Radio Bamako', countrycode: 'ML' }),
    ]);
    const night = stations.find((station) => station.name === 'Dakar Night');
    await admin.call('PATCH', `/api/admin/stations/${night?.id}`, { is_active: false });
  });
  afterAll(() => admin.test.close());

  const setDiscoverable = (code: string, value: string, prefix = '/api') =>
    admin.call('PUT', `${prefix}/countries/${code}/discoverable?discoverable=${value}`);
  const adminCountries = async () => AdminCountryList.parse((await admin.call('GET', '/api/admin/countries')).json());
  const senegal = async () => (await adminCountries()).find((country) => country.code === 'SN') as AdminCountry;

  it('lists all 54 countries with their active stations and what listeners see', async () => {
    const countries = await adminCountries();
    expect(countries).toHaveLength(54);
    expect(await senegal()).toMatchObject({ name: 'Senegal', discoverable: true, station_count: 2, listed_count: 2 });
  });

  it('hiding a country takes it and its stations out of every public read, and showing it brings them back', async () => {
    const shown = await senegalAsListenersSeeIt(admin.test.app);
    expect(shown).toEqual({
      listed: true,
      stations: 2,
      found: 2,
      total: 3,
      topCountries: ['SN', 'ML'],
      assistant: 'station',
    });

    const hide = await setDiscoverable('sn', 'false');
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ code: 'SN', discoverable: false, station_count: 2, listed_count: 0 });
    expect(await senegalAsListenersSeeIt(admin.test.app)).toEqual(SENEGAL_HIDDEN);
    expect(await senegal()).toMatchObject({ discoverable: false, station_count: 2 });

    expect((await setDiscoverable('SN', 'true', '')).json()).toMatchObject({ discoverable: true, listed_count: 2 });
    expect(await senegalAsListenersSeeIt(admin.test.app)).toEqual(shown);

    const audit = (await admin.call('GET', '/api/admin/audit?target_kind=country')).json() as AuditPage;
    expect(audit.items.map((entry) => [entry.action, entry.target_id, entry.after])).toEqual([
      ['country.discoverable', 'SN', { discoverable: true }],
      ['country.discoverable', 'SN', { discoverable: false }],
    ]);
  });

  it.runIf(testRedisUrl)(
    'a country hidden through one instance leaves every public read of another at once (shared database and Redis)',
    async () => {
      const other = await admin.test.sibling();
      expect((await senegalAsListenersSeeIt(other)).listed).toBe(true);

      await setDiscoverable('SN', 'false');
      await eventually(async () => !(await senegalAsListenersSeeIt(other)).listed);
      expect(await senegalAsListenersSeeIt(other)).toEqual(SENEGAL_HIDDEN);

      await admin.on(other)('PUT', '/countries/SN/discoverable?discoverable=true');
      await eventually(async () => (await senegalAsListenersSeeIt(admin.test.app)).listed);
      expect((await senegalAsListenersSeeIt(admin.test.app)).stations).toBe(2);
    },
  );

  it('refuses a value that is not true or false, and a country outside Africa', async () => {
    const bad = await setDiscoverable('SN', 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_input');
    expect((await admin.call('PUT', '/api/countries/SN/discoverable')).statusCode).toBe(400);
    expect((await setDiscoverable('FR', 'false')).statusCode).toBe(404);
    expect((await setDiscoverable('Senegal', 'false')).statusCode).toBe(400);
  });
});
