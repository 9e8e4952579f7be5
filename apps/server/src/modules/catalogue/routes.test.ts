import { Station, StationCount, StationList } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSharedExport } from '../../test-support/shared-data';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('the public catalogue API over the shared export', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
    await test.app.catalogue.importFile(requireSharedExport());
  });
  afterAll(() => test.close());

  it('lists five Nigerian stations with the total in X-Total-Count', async () => {
    const response = await test.app.inject('/api/stations?country=NG&limit=5');
    expect(response.statusCode).toBe(200);
    const stations = response.json() as Array<{ country: string }>;
    expect(stations).toHaveLength(5);
    expect(stations.every((station) => station.country === 'NG')).toBe(true);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(5);
  });

  it('answers with exactly the contract: every station parses, nulls kept, nothing extra', async () => {
    const list = (await test.app.inject('/api/stations?limit=100')).json() as unknown[];
    expect(StationList.parse(list)).toHaveLength(100);
    const first = list[0] as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(Object.keys(Station.shape).sort());
    expect(list.some((station) => (station as { logo: unknown }).logo === null)).toBe(true);
    expect(StationCount.parse((await test.app.inject('/api/stations/count')).json()).total_stations).toBeGreaterThan(0);
  });

  it('answers the spec path without the /api prefix too', async () => {
    const response = await test.app.inject('/stations?country=ng&limit=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
  });

  it('finds Wazobia FM with a typo', async () => {
    const response = await test.app.inject('/api/stations?search=wazobya');
    const names = (response.json() as Array<{ name: string }>).map((station) => station.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.toLowerCase().includes('wazobia'))).toBe(true);
  });

  it('names the parameter of a malformed filter in a 400 envelope', async () => {
    const response = await test.app.inject('/api/stations?limit=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_input');
    expect(response.json().error.message).toContain('limit');
  });
});
