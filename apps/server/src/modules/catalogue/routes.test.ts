import type { Country, GenreFacet, LanguageFacet, StationCount } from '@sauti/contract';
import { Station, StationList } from '@sauti/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aGeneratedExportFile, theSharedExportFile } from '../../test-support/catalogue-exports';
import { foundPlayingByUs } from '../../test-support/catalogue-stations';
import { type ExportFiles, exportFiles } from '../../test-support/export-files';
import { startTestApp, type TestApp } from '../../test-support/test-app';

// The public read API over a whole Radio Browser export, imported once for each: one generated every
// run, and the real shared export when it is beside the repository. One export's tests run after
// the other's, so the helpers below read the app of the export under test.
let test: TestApp;
let files: ExportFiles;

async function get(url: string) {
  const response = await test.app.inject(url);
  return { status: response.statusCode, body: response.json(), total: Number(response.headers['x-total-count']) };
}

async function list(query: string): Promise<{ stations: Station[]; total: number }> {
  const { status, body, total } = await get(`/api/stations?${query}`);
  expect(status, query).toBe(200);
  return { stations: body as Station[], total };
}

/** Every station a query matches, read page by page. */
async function all(query: string): Promise<Station[]> {
  const stations: Station[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await list(`${query}&limit=100&offset=${offset}`);
    stations.push(...page.stations);
    if (stations.length >= page.total) return stations;
  }
}

const isNonIncreasing = (values: readonly (number | string)[]) =>
  values.every((value, position) => position === 0 || (values[position - 1] as typeof value) >= value);

for (const catalogue of [aGeneratedExportFile(), theSharedExportFile()]) {
  describe.skipIf(!catalogue.present)(`the read API over ${catalogue.name}`, () => {
    beforeAll(async () => {
      [test, files] = await Promise.all([startTestApp(), exportFiles()]);
      await test.app.catalogueImport.importFile(await catalogue.file(files));
    });
    afterAll(async () => {
      await test?.close();
      await files?.remove();
    });

    describe('GET /api/stations filters', () => {
      it('lists five Nigerian stations with the total in X-Total-Count', async () => {
        const { stations, total } = await list('country=NG&limit=5');
        expect(stations).toHaveLength(5);
        expect(stations.every((station) => station.country === 'NG')).toBe(true);
        expect(total).toBeGreaterThan(5);
      });

      it('answers with exactly the contract: every station parses, nulls kept, nothing extra', async () => {
        const wire = (await test.app.inject('/api/stations?limit=100')).json() as unknown[];
        expect(StationList.parse(wire)).toHaveLength(100);
        const first = wire[0] as Record<string, unknown>;
        expect(Object.keys(first).sort()).toEqual(Object.keys(Station.shape).sort());
        expect(wire.some((station) => (station as { logo: unknown }).logo === null)).toBe(true);
      });

      it('filters by country, in either case', async () => {
        const upper = await all('country=KE');
        const lower = await list('country=ke');
        expect(upper.length).toBeGreaterThan(50);
        expect(upper.every((station) => station.country === 'KE')).toBe(true);
        expect(lower.total).toBe(upper.length);
      });

      it('filters by genre', async () => {
        const gospel = await all('genre=gospel');
        expect(gospel.length).toBeGreaterThan(10);
        expect(gospel.every((station) => station.genre === 'gospel')).toBe(true);
      });

      it('filters by language code', async () => {
        const french = await all('language=fr');
        expect(french.length).toBeGreaterThan(10);
        expect(french.every((station) => station.languages.includes('fr'))).toBe(true);
      });

      it('filters by search', async () => {
        const { stations, total } = await list('search=gospel&limit=100');
        expect(total).toBeGreaterThan(5);
        const mentions = (station: Station) =>
          `${station.name} ${station.tags.join(' ')} ${station.genre}`.toLowerCase().includes('gospel');
        expect(stations.filter(mentions).length).toBe(stations.length);
      });

      it('combines filters: each result matches all of them and none that does is left out', async () => {
        const uganda = await all('country=UG');
        const ugandanGospel = await all('country=UG&genre=gospel');
        expect(ugandanGospel.length).toBeGreaterThan(0);
        expect(ugandanGospel.map((station) => station.id).sort()).toEqual(
          uganda
            .filter((station) => station.genre === 'gospel')
            .map((station) => station.id)
            .sort(),
        );

        const ugandanGospelInEnglish = await all('country=UG&genre=gospel&language=en');
        expect(ugandanGospelInEnglish.map((station) => station.id).sort()).toEqual(
          ugandanGospel
            .filter((station) => station.languages.includes('en'))
            .map((station) => station.id)
            .sort(),
        );
      });

      it('combines search with the other filters', async () => {
        const everywhere = await all('search=radio');
        const inKenya = await all('search=radio&country=KE');
        expect(inKenya.length).toBeGreaterThan(0);
        expect(inKenya.map((station) => station.id).sort()).toEqual(
          everywhere
            .filter((station) => station.country === 'KE')
            .map((station) => station.id)
            .sort(),
        );
        const inKenyaGospel = await all('search=radio&country=KE&genre=gospel&language=en');
        expect(
          inKenyaGospel.every((s) => s.country === 'KE' && s.genre === 'gospel' && s.languages.includes('en')),
        ).toBe(true);
      });

      it.each(['country=XX', 'genre=nosuch', 'language=zz', 'search=qqqzzzxxx', 'country=NG&genre=nosuch'])(
        'answers an empty list, not an error, for the unknown but well-formed %s',
        async (query) => {
          const { stations, total } = await list(query);
          expect(stations).toEqual([]);
          expect(total).toBe(0);
        },
      );
    });

    describe('GET /api/stations sorting and paging', () => {
      it('sorts by popularity by default: clicks and votes never increase down the list', async () => {
        const byDefault = await all('country=UG');
        const popular = await all('country=UG&sort=popular');
        expect(byDefault.map((station) => station.id)).toEqual(popular.map((station) => station.id));
        expect(isNonIncreasing(popular.map((station) => station.clicks * 2 + station.votes))).toBe(true);
      });

      it('sorts by name alphabetically, ignoring case and accents', async () => {
        const names = (await all('country=MA&sort=name')).map((station) => station.name);
        const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
        expect(names).toEqual([...names].sort(collator.compare));
        expect(names.length).toBeGreaterThan(50);
      });

      it('sorts the newest first', async () => {
        const created = (await all('country=ZA&sort=newest')).map((station) => station.created_at);
        expect(isNonIncreasing(created)).toBe(true);
        expect(new Set(created).size).toBeGreaterThan(1);
      });

      it('sorts by Radio Browser click trend for trending', async () => {
        const stations = await all('country=KE&sort=trending');
        const rows = await test.app.database.db.selectFrom('stations').select(['id', 'click_trend']).execute();
        const trend = new Map(rows.map((row) => [row.id, row.click_trend]));
        const trends = stations.map((station) => trend.get(station.id) ?? Number.NaN);
        expect(isNonIncreasing(trends)).toBe(true);
        expect(new Set(trends).size).toBeGreaterThan(1);
      });

      it('accepts sort=health, keeping health non-increasing (the index test checks the ordering itself)', async () => {
        const rank = { excellent: 4, good: 3, poor: 2, unknown: 1, down: 0 };
        const healths = (await all('country=NG&sort=health')).map((station) => rank[station.health]);
        expect(healths.length).toBeGreaterThan(10);
        expect(isNonIncreasing(healths)).toBe(true);
      });

      it('gives 20 stations by default and never more than 100', async () => {
        expect((await list('')).stations).toHaveLength(20);
        expect((await list('limit=500')).stations).toHaveLength(100);
        expect((await list('limit=100')).stations).toHaveLength(100);
        expect((await list('limit=7')).stations).toHaveLength(7);
      });

      it('pages with offset: pages do not overlap, cover the whole list and keep the same total', async () => {
        const totals = new Set<number>();
        const ids: string[] = [];
        for (let offset = 0; offset < 200; offset += 50) {
          const page = await list(`sort=name&limit=50&offset=${offset}`);
          totals.add(page.total);
          ids.push(...page.stations.map((station) => station.id));
        }
        expect(totals.size).toBe(1);
        expect(new Set(ids).size).toBe(200);
        const oneGo = await list('sort=name&limit=100&offset=100');
        expect(oneGo.stations.map((station) => station.id)).toEqual(ids.slice(100, 200));
      });

      it('answers an empty page past the end, with the total still set', async () => {
        const { total } = await list('country=GH');
        const past = await list(`country=GH&offset=${total}`);
        expect(past.stations).toEqual([]);
        expect(past.total).toBe(total);
      });
    });

    describe('malformed requests', () => {
      it.each([
        ['country=NGA', 'country'],
        ['country=1', 'country'],
        ['limit=abc', 'limit'],
        ['limit=0', 'limit'],
        ['limit=-5', 'limit'],
        ['limit=2.5', 'limit'],
        ['offset=-1', 'offset'],
        ['sort=bogus', 'sort'],
        ['genre=%3Cscript%3E', 'genre'],
        [`search=${'a'.repeat(201)}`, 'search'],
      ])('answers %s with a 400 envelope naming the parameter %s', async (query, parameter) => {
        const { status, body } = await get(`/api/stations?${query}`);
        expect(status).toBe(400);
        expect(Object.keys(body)).toEqual(['error']);
        expect(body.error.code).toBe('bad_input');
        expect(body.error.message).toContain(`'${parameter}'`);
        expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+|node_modules|stack/i);
      });

      it('accepts a search of exactly 200 characters', async () => {
        expect((await get(`/api/stations?search=${'a'.repeat(200)}`)).status).toBe(200);
      });

      it('answers an unknown /api path with a 404 envelope', async () => {
        for (const url of ['/api/nothing-here', '/api/stations/abc/def', '/api']) {
          const { status, body } = await get(url);
          expect(status, url).toBe(404);
          expect(body.error.code).toBe('not_found');
          expect(body.error.message).toContain('No route');
        }
      });

      it('answers an unsupported method on a known path with an envelope, not a crash', async () => {
        const response = await test.app.inject({ method: 'DELETE', url: '/api/stations' });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error.code).toBeTypeOf('string');
      });
    });

    describe('GET /api/stations/{id}', () => {
      it('finds a station by id and by slug', async () => {
        const [first] = (await list('country=NG&limit=1')).stations;
        if (!first) throw new Error('no Nigerian station');
        const byId = await get(`/api/stations/${first.id}`);
        const bySlug = await get(`/api/stations/${first.slug}`);
        expect(byId.status).toBe(200);
        expect(byId.body).toEqual(first);
        expect(bySlug.body).toEqual(first);
      });

      it('answers an unknown station with a 404 envelope naming it', async () => {
        const { status, body } = await get('/api/stations/no-such-station');
        expect(status).toBe(404);
        expect(body).toEqual({ error: { code: 'not_found', message: expect.stringContaining('no-such-station') } });
      });
    });

    describe('counts and facets', () => {
      it('counts all stations, the total equal to the unfiltered X-Total-Count, with the top countries', async () => {
        const { status, body } = await get('/api/stations/count');
        const count = body as StationCount;
        expect(status).toBe(200);
        expect(count.total_stations).toBe((await list('')).total);
        expect(count.top_countries.length).toBeGreaterThan(0);
        expect(count.top_countries[0]?.code).toBe('UG');
        expect(isNonIncreasing(count.top_countries.map((country) => country.count))).toBe(true);
        for (const country of count.top_countries) {
          expect((await list(`country=${country.code}`)).total).toBe(country.count);
        }
      });

      it('lists the 54 countries with flags and station counts that match the country filter', async () => {
        const countries = (await get('/api/countries')).body as Country[];
        expect(countries).toHaveLength(54);
        expect(new Set(countries.map((country) => country.code)).size).toBe(54);
        expect(countries.every((country) => country.discoverable)).toBe(true);
        expect(countries.every((country) => /^\p{Regional_Indicator}{2}$/u.test(country.flag))).toBe(true);
        expect(countries.find((country) => country.code === 'EH')).toBeUndefined();
        expect(countries.find((country) => country.code === 'ML')?.station_count).toBe(0);
        expect(countries.find((country) => country.code === 'NG')?.flag).toBe('🇳🇬');
        for (const country of countries) {
          expect((await list(`country=${country.code}&limit=1`)).total, country.code).toBe(country.station_count);
        }
        const sum = countries.reduce((total, country) => total + country.station_count, 0);
        expect(sum).toBe((await list('')).total);
      });

      it('lists every genre of the taxonomy with counts that match the genre filter', async () => {
        const genres = (await get('/api/genres')).body as GenreFacet[];
        expect(genres.length).toBeGreaterThanOrEqual(20);
        for (const genre of genres) {
          expect((await list(`genre=${genre.id}&limit=1`)).total, genre.id).toBe(genre.count);
        }
        expect(genres.reduce((total, genre) => total + genre.count, 0)).toBe((await list('')).total);
      });

      it('lists languages by ISO 639-1 code with counts that match the language filter', async () => {
        const languages = (await get('/api/languages')).body as LanguageFacet[];
        expect(languages.length).toBeGreaterThan(10);
        expect(languages.every((language) => /^[a-z]{2}$/.test(language.code))).toBe(true);
        expect(languages.find((language) => language.code === 'en')?.name).toBe('English');
        for (const language of languages.slice(0, 15)) {
          expect((await list(`language=${language.code}&limit=1`)).total, language.code).toBe(language.count);
        }
      });
    });

    describe('the spec paths without /api', () => {
      it.each(['/stations?country=NG&limit=3', '/stations/count', '/countries'])(
        'answers %s the same as under /api',
        async (url) => {
          const plain = await test.app.inject(url);
          const prefixed = await test.app.inject(`/api${url}`);
          expect(plain.statusCode).toBe(200);
          expect(plain.body).toBe(prefixed.body);
          expect(plain.headers['x-total-count']).toBe(prefixed.headers['x-total-count']);
        },
      );

      it('answers a station by slug without /api', async () => {
        const [first] = (await list('limit=1')).stations;
        const plain = await get(`/stations/${first?.slug}`);
        expect(plain.body).toEqual(first);
      });
    });

    describe('search over the catalogue', () => {
      const namesFor = async (search: string) =>
        (await list(`search=${encodeURIComponent(search)}&limit=100`)).stations.map((station) => station.name);

      it('finds the Wazobia FM stations by name and with a typo', async () => {
        for (const search of ['wazobia', 'wazobya', 'Wazobia FM']) {
          const names = await namesFor(search);
          expect(names.slice(0, 3).sort(), search).toEqual([
            'Wazobia FM Abuja',
            'Wazobia FM Lagos',
            'Wazobia FM Port Harcourt',
          ]);
        }
        const names = await namesFor('wazobya');
        expect(names.every((name) => name.toLowerCase().includes('wazobia'))).toBe(true);
      });

      it("finds Côte d'Ivoire stations when typed without accents or apostrophe", async () => {
        const ivorian = await all('country=CI');
        const found = (await list('search=cote%20d%20ivoire&limit=100')).stations;
        expect(ivorian.length).toBeGreaterThan(0);
        expect(found.slice(0, ivorian.length).map((station) => station.country)).toEqual(ivorian.map(() => 'CI'));
      });

      it('finds afrobeats stations when searching afrobeat', async () => {
        const found = (await list('search=afrobeat&limit=100')).stations;
        expect(found.length).toBeGreaterThan(3);
        expect(found.slice(0, 3).every((station) => station.tags.includes('afrobeats'))).toBe(true);
      });

      it('ignores case and diacritics in the query', async () => {
        expect(await namesFor('WAZOBIA')).toEqual(await namesFor('wazobia'));
        expect(await namesFor('CÔTE D’IVOIRE')).toEqual(await namesFor('cote d ivoire'));
      });

      it.each(['gospel', 'jazz'])(
        'ranks stations with the word %s in their name above those that only carry it as a tag',
        async (word) => {
          const found = (await list(`search=${word}&limit=100`)).stations;
          const named = found.map((station) => new RegExp(`\\b${word}\\b`, 'i').test(station.name));
          const firstTagOnly = found.findIndex((station, position) => !named[position] && station.tags.includes(word));
          expect(named[0]).toBe(true);
          expect(firstTagOnly).toBeGreaterThan(0);
          expect(named.slice(firstTagOnly).some(Boolean)).toBe(false);
        },
      );
    });

    describe('search that forgives', () => {
      it('finds Tunisian stations with two letters of the country swapped', async () => {
        const tunisian = await all('country=TN');
        const found = await all('search=tunsiia');
        expect(found.length).toBeGreaterThanOrEqual(tunisian.length);
        expect(found.slice(0, tunisian.length).every((station) => station.country === 'TN')).toBe(true);
      });

      it('finds Amharic stations with two letters of the language swapped', async () => {
        const found = await all('search=amhraic');
        expect(found.length).toBeGreaterThan(5);
        expect(found.every((station) => station.languages.includes('am'))).toBe(true);
        expect(found.map((station) => station.id).sort()).toEqual(
          (await all('search=amharic')).map((station) => station.id).sort(),
        );
      });

      it('finds nothing for nonsense, so the empty state shows', async () => {
        expect((await list('search=xqzvbn%20wplk')).total).toBe(0);
      });

      it('finds the stations of the one real word among nonsense', async () => {
        const gospel = await all('search=gospel');
        expect(gospel.length).toBeGreaterThan(5);
        expect((await all('search=xqzvbn%20gospel')).map((station) => station.id)).toEqual(
          gospel.map((station) => station.id),
        );
      });
    });

    describe('GET /api/stations?language= by name', () => {
      it.each([
        ['english', 'en'],
        ['English', 'en'],
        ['Kiswahili', 'sw'],
        ['swahili', 'sw'],
        ['Hausa', 'ha'],
        ['français', 'fr'],
      ])('treats language=%s as the code %s', async (name, code) => {
        const byName = await all(`language=${encodeURIComponent(name)}`);
        expect(byName.length).toBeGreaterThan(0);
        expect(byName.map((station) => station.id)).toEqual(
          (await all(`language=${code}`)).map((station) => station.id),
        );
      });

      it('answers an empty list for a language nobody knows', async () => {
        expect(await list('language=klingon')).toEqual({ stations: [], total: 0 });
      });
    });

    describe('GET /api/catalogue/stats', () => {
      it('answers the figures that the country, genre and language lists add up to', async () => {
        const { status, body } = await get('/api/catalogue/stats');
        expect(status).toBe(200);
        const countries = (await get('/api/countries')).body as Country[];
        const genres = (await get('/api/genres')).body as GenreFacet[];
        const languages = (await get('/api/languages')).body as LanguageFacet[];
        expect(body).toEqual({
          stations: (await list('')).total,
          countries: 54,
          countries_with_stations: countries.filter((country) => country.station_count > 0).length,
          genres_with_stations: genres.filter((genre) => genre.count > 0).length,
          languages: languages.length,
        });
        expect(body.countries_with_stations).toBe(41);
      });
    });

    describe('GET /api/stations/featured', () => {
      // Featured stations are ones a recent check found playing: these were checked the week after.
      beforeAll(async () => {
        expect(await foundPlayingByUs(test.app, '2026-12-08T00:00:00.000Z')).toBeGreaterThan(100);
      });
      afterEach(() => vi.useRealTimers());

      const featuredOn = async (moment: string) => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(moment));
        const response = await test.app.inject('/api/stations/featured');
        vi.useRealTimers();
        expect(response.statusCode).toBe(200);
        return { stations: StationList.parse(response.json()), cacheControl: response.headers['cache-control'] };
      };

      it('answers eight varied stations a day, a different eight each day of a week', async () => {
        const days: string[] = [];
        for (let day = 1; day <= 7; day += 1) {
          const { stations } = await featuredOn(`2026-12-0${day}T10:00:00Z`);
          expect(stations).toHaveLength(8);
          expect(new Set(stations.map((station) => station.country)).size).toBeGreaterThanOrEqual(5);
          expect(new Set(stations.map((station) => station.genre)).size).toBeGreaterThanOrEqual(3);
          days.push(stations.map((station) => station.id).join());
        }
        expect(new Set(days).size).toBe(7);
      });

      it('answers the same all day, cacheable until midnight UTC', async () => {
        const morning = await featuredOn('2026-12-01T00:00:01Z');
        const evening = await featuredOn('2026-12-01T23:00:00Z');
        expect(evening.stations).toEqual(morning.stations);
        expect(morning.cacheControl).toBe('public, max-age=86399');
        expect(evening.cacheControl).toBe('public, max-age=3600');
      });
    });

    describe('GET /api/stations/{id}/similar', () => {
      beforeAll(async () => {
        await foundPlayingByUs(test.app, new Date().toISOString());
      });

      it('answers stations of the same genre or country first, never the station itself', async () => {
        const [seed] = (await list('country=GH&genre=gospel&limit=1')).stations;
        if (!seed) throw new Error('no Ghanaian gospel station');
        const { status, body } = await get(`/api/stations/${seed.slug}/similar?limit=6`);
        expect(status).toBe(200);
        const similar = StationList.parse(body);
        expect(similar).toHaveLength(6);
        expect(similar.map((station) => station.id)).not.toContain(seed.id);
        expect(similar[0]).toMatchObject({ country: 'GH', genre: 'gospel' });
        expect(similar.every((station) => station.country === 'GH' || station.genre === 'gospel')).toBe(true);
      });

      it('answers 404 for an unknown station and 400 for a bad limit', async () => {
        expect((await get('/api/stations/no-such-station/similar')).status).toBe(404);
        const [first] = (await list('limit=1')).stations;
        const bad = await get(`/api/stations/${first?.id}/similar?limit=0`);
        expect(bad.status).toBe(400);
        expect(bad.body.error.message).toContain("'limit'");
      });
    });
  });
}
