import { AdminStationPage, RadioBrowserStationList, Station, StationCheckNow, StationList } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener } from '../../test-support/accounts';
import { startAdminSession } from '../../test-support/admin';
import type { ApiClient } from '../../test-support/api-client';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { type StationHost, startStationHost } from '../../test-support/station-host';
import { addStations } from '../../test-support/stations';
import type { TestApp } from '../../test-support/test-app';

// Featured, similar, "for you" and "try instead" over HTTP offer only stations a recent check found
// playing: our own checks' (run here against fake stations) before Radio Browser's, never one whose
// last check failed, and nothing rather than an unknown station.
const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let test: TestApp;
let client: ApiClient;
let radio: StationHost;
let token: string;
const stations = new Map<string, Station>();

/** What each test station is: how Radio Browser last found it, and what our check will find. */
interface Made {
  name: string;
  country: string;
  tags: string;
  language: string;
  languagecodes: string;
  /** Our check finds it playing, finds it failing, or never checks it. */
  ours?: 'plays' | 'fails';
  /** Radio Browser's last check: recent and ok, old, or recent and failed. */
  radioBrowser: 'recent' | 'old' | 'failed';
}

const ARABIC = { language: 'arabic', languagecodes: 'ar' };
const ENGLISH = { language: 'english', languagecodes: 'en' };
const MADE: Made[] = [
  { name: 'Cairo Pop', country: 'EG', tags: 'pop', ...ARABIC, ours: 'fails', radioBrowser: 'recent' },
  { name: 'Nile Pop FM', country: 'EG', tags: 'pop', ...ARABIC, ours: 'plays', radioBrowser: 'old' },
  { name: 'Alexandria Pop', country: 'EG', tags: 'pop', ...ARABIC, radioBrowser: 'recent' },
  { name: 'Giza Pop', country: 'EG', tags: 'pop', ...ARABIC, ours: 'fails', radioBrowser: 'recent' },
  { name: 'Luxor Pop', country: 'EG', tags: 'pop', ...ARABIC, radioBrowser: 'old' },
  { name: 'Aswan Pop', country: 'EG', tags: 'pop', ...ARABIC, radioBrowser: 'failed' },
  { name: 'Cairo Quran', country: 'EG', tags: 'quran', ...ARABIC, ours: 'plays', radioBrowser: 'recent' },
  { name: 'Casablanca Pop', country: 'MA', tags: 'pop', ...ARABIC, ours: 'plays', radioBrowser: 'old' },
  { name: 'Lagos Pop', country: 'NG', tags: 'pop', ...ENGLISH, ours: 'plays', radioBrowser: 'old' },
  { name: 'Dakar Jazz', country: 'SN', tags: 'jazz', language: 'french', languagecodes: 'fr', radioBrowser: 'old' },
];

function recordOf(made: Made) {
  const path = made.name.toLowerCase().replaceAll(' ', '-');
  const checkedAt = made.radioBrowser === 'old' ? '2023-04-08T10:00:00Z' : ago(24 * HOUR);
  return aRadioBrowserRecord({
    name: made.name,
    countrycode: made.country,
    tags: made.tags,
    language: made.language,
    languagecodes: made.languagecodes,
    lastcheckok: made.radioBrowser === 'failed' ? 0 : 1,
    lastchecktime_iso8601: checkedAt,
    clickcount: 100,
    url: made.ours === 'fails' ? radio.dead(`/${path}`) : radio.playing(`/${path}`),
  });
}

beforeAll(async () => {
  radio = await startStationHost();
  const session = await startAdminSession();
  ({ test, client, token } = session);
  for (const station of await addStations(test.app, MADE.map(recordOf))) stations.set(station.name, station);
  for (const made of MADE.filter((one) => one.ours)) {
    const checked = await client.call('POST', `/api/admin/stations/${station(made.name).id}/check`, { token });
    expect(checked.statusCode, checked.body).toBe(200);
    StationCheckNow.parse(checked.json());
  }
});
afterAll(async () => {
  await test?.close();
  await radio?.close();
});

function station(name: string): Station {
  const found = stations.get(name);
  if (!found) throw new Error(`no station ${name}`);
  return found;
}

async function names(url: string, as?: string): Promise<string[]> {
  const response = await client.call('GET', url, { token: as });
  expect(response.statusCode, response.body).toBe(200);
  return StationList.parse(response.json()).map((found) => found.name);
}

/** Never offered: a failed last check (ours or Radio Browser's), or only an old one. */
const NEVER = ['Cairo Pop', 'Giza Pop', 'Aswan Pop', 'Luxor Pop', 'Dakar Jazz'];

describe('stations we know play', () => {
  it('are the only ones featured, ours before Radio Browser’s', async () => {
    const featured = await names('/api/stations/featured');
    expect(featured.sort()).toEqual(['Alexandria Pop', 'Cairo Quran', 'Casablanca Pop', 'Lagos Pop', 'Nile Pop FM']);
    const ordered = await names('/api/stations/featured');
    expect(ordered.at(-1)).toBe('Alexandria Pop');
  });

  it('"try instead" keeps the genre, then the country, then the language: never the Quran station', async () => {
    const instead = await names(`/api/stations/${station('Cairo Pop').id}/try-instead?limit=10`);
    // Egyptian pop ours, Egyptian pop Radio Browser's, Arabic pop, then any pop.
    expect(instead).toEqual(['Nile Pop FM', 'Alexandria Pop', 'Casablanca Pop', 'Lagos Pop']);
    expect(await names(`/api/stations/${station('Cairo Pop').slug}/try-instead`)).toHaveLength(3);
  });

  it('"try instead" is empty when no station of the genre qualifies, and 404 for an unknown station', async () => {
    expect(await names(`/api/stations/${station('Dakar Jazz').id}/try-instead`)).toEqual([]);
    expect((await client.call('GET', '/api/stations/no-such-station/try-instead')).statusCode).toBe(404);
  });

  it('similar stations leave out failed and unknown ones and prefer ours', async () => {
    const similar = await names(`/api/stations/${station('Cairo Pop').id}/similar?limit=10`);
    expect(similar).toEqual(expect.arrayContaining(['Nile Pop FM', 'Alexandria Pop']));
    expect(similar.indexOf('Nile Pop FM')).toBeLessThan(similar.indexOf('Alexandria Pop'));
    for (const name of NEVER) expect(similar).not.toContain(name);
    expect(await names(`/api/stations/${station('Dakar Jazz').id}/similar`)).toEqual([]);
  });

  it('"for you" leaves out failed and unknown ones and prefers ours', async () => {
    const listener = await aListener(test.app);
    await client.call('POST', `/api/favorites/${station('Cairo Pop').id}`, { token: listener.token });
    const forYou = await names('/api/stations/for-you', listener.token);
    expect(forYou.indexOf('Nile Pop FM')).toBeGreaterThanOrEqual(0);
    expect(forYou.indexOf('Nile Pop FM')).toBeLessThan(forYou.indexOf('Alexandria Pop'));
    for (const name of NEVER) expect(forYou).not.toContain(name);
  });

  it('"best health" lists stations we know play first and failed ones last, as the assistant asks', async () => {
    const egyptianPop = await names('/api/stations?country=EG&genre=pop&sort=health');
    expect(egyptianPop.slice(0, 2)).toEqual(['Nile Pop FM', 'Alexandria Pop']);
    expect(egyptianPop.at(-1)).toMatch(/Cairo Pop|Giza Pop|Aswan Pop/);
    expect(egyptianPop.indexOf('Luxor Pop')).toBe(2);
  });
});

describe('one health for a station, everywhere', () => {
  it('reads the same in the list, its details, the admin stations tab and /json', async () => {
    const cases: Array<[string, Station['health_status'], boolean | null]> = [
      ['Nile Pop FM', 'working', true],
      ['Giza Pop', 'down', false],
      ['Alexandria Pop', 'unchecked', true],
    ];
    for (const [name, status, ok] of cases) {
      const { id, slug } = station(name);
      const listed = StationList.parse(
        (await client.call('GET', `/api/stations?search=${encodeURIComponent(name)}&limit=5`)).json(),
      ).find((found) => found.id === id);
      const details = Station.parse((await client.call('GET', `/api/stations/${slug}`)).json());
      const admin = AdminStationPage.parse(
        (await client.call('GET', `/api/admin/stations?search=${encodeURIComponent(name)}`, { token })).json(),
      ).items.find((found) => found.id === id);
      const uuid = test.app.catalogue.radioBrowserId(id);
      const [json] = RadioBrowserStationList.parse((await client.call('GET', `/json/stations/byuuid/${uuid}`)).json());
      const health = (from: Partial<Station> | undefined) => ({
        health: from?.health,
        health_status: from?.health_status,
        health_source: from?.health_source,
        last_check_at: from?.last_check_at,
        last_check_ok: from?.last_check_ok,
      });
      expect(details.health_status, name).toBe(status);
      expect(details.last_check_ok, name).toBe(ok);
      expect(health(listed), name).toEqual(health(details));
      expect(health(admin), name).toEqual(health(details));
      expect(json?.lastcheckok, name).toBe(ok ? 1 : 0);
      expect(json?.lastchecktime_iso8601, name).toBe(`${details.last_check_at?.slice(0, 19)}Z`);
    }
  });
});
