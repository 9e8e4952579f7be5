// Sauti's /json API against Radio Browser's documentation (api.radio-browser.info): its field names and
// types, its parameters and what they do, POST forms and JSON bodies, clicks and votes by its rules.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test-support/api-client';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addOwnStation, addStations } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

/** Radio Browser's station fields and their JSON types, from its documentation's Station struct. */
const STATION_FIELDS: Record<string, Array<'string' | 'number' | 'null' | 'boolean' | '0|1'>> = {
  changeuuid: ['string'],
  stationuuid: ['string'],
  serveruuid: ['string', 'null'],
  name: ['string'],
  url: ['string'],
  url_resolved: ['string'],
  homepage: ['string'],
  favicon: ['string'],
  tags: ['string'],
  country: ['string'],
  countrycode: ['string'],
  iso_3166_2: ['string', 'null'],
  state: ['string'],
  language: ['string'],
  languagecodes: ['string'],
  votes: ['number'],
  lastchangetime: ['string'],
  lastchangetime_iso8601: ['string'],
  codec: ['string'],
  bitrate: ['number'],
  hls: ['0|1'],
  lastcheckok: ['0|1'],
  lastchecktime: ['string'],
  lastchecktime_iso8601: ['string', 'null'],
  lastcheckoktime: ['string'],
  lastcheckoktime_iso8601: ['string', 'null'],
  lastlocalchecktime: ['string'],
  lastlocalchecktime_iso8601: ['string', 'null'],
  clicktimestamp: ['string'],
  clicktimestamp_iso8601: ['string', 'null'],
  clickcount: ['number'],
  clicktrend: ['number'],
  ssl_error: ['0|1'],
  geo_lat: ['number', 'null'],
  geo_long: ['number', 'null'],
  has_extended_info: ['boolean'],
};

function typeOf(value: unknown): string {
  return value === null ? 'null' : typeof value;
}

/** Every documented field with its documented type, and no other field. */
function expectStationRecord(record: Record<string, unknown>): void {
  expect(Object.keys(record).sort()).toEqual(Object.keys(STATION_FIELDS).sort());
  for (const [field, types] of Object.entries(STATION_FIELDS)) {
    const value = record[field];
    const fits = types.some((type) => (type === '0|1' ? value === 0 || value === 1 : typeOf(value) === type));
    expect(fits, `${field} is ${JSON.stringify(value)}, documented as ${types.join(' or ')}`).toBe(true);
    if (typeof value === 'number' && field !== 'geo_lat' && field !== 'geo_long')
      expect(Number.isInteger(value)).toBe(true);
  }
  expect(record.lastchangetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(record.lastchangetime_iso8601).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
}

type StationRecord = Record<string, unknown> & { name: string; stationuuid: string };

const uuids = {
  joy: randomUUID(),
  prime: randomUUID(),
  maisha: randomUUID(),
  cote: randomUUID(),
  hidden: randomUUID(),
  offAir: randomUUID(),
};

describe("Sauti's Radio Browser API", () => {
  let test: TestApp;

  /** Each call from its own client address, so the per-client limit never meets another test's calls. */
  const call = (url: string) => apiClient(test.app).call('GET', url);
  const json = async <T = StationRecord[]>(url: string): Promise<T> => {
    const response = await call(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const names = async (url: string) => (await json(url)).map((station) => station.name);

  beforeAll(async () => {
    test = await startTestApp();
    await addStations(test.app, [
      aRadioBrowserRecord({
        stationuuid: uuids.joy,
        name: 'Joy FM',
        url: 'https://joy.example.org/live',
        homepage: 'https://myjoyonline.example/',
        favicon: 'https://joy.example.org/logo.png',
        tags: 'news,talk,highlife',
        language: 'english',
        languagecodes: 'en',
        codec: 'MP3',
        bitrate: 128,
        votes: 50,
        geo_lat: 5.6,
        geo_long: -0.19,
      }),
      aRadioBrowserRecord({
        stationuuid: uuids.prime,
        name: 'Joy Prime',
        url: 'https://prime.example.org/live',
        tags: 'news',
        codec: 'AAC',
        bitrate: 64,
        votes: 5,
      }),
      aRadioBrowserRecord({
        stationuuid: uuids.maisha,
        name: 'Radio Maisha',
        url: 'http://maisha.example.org/stream',
        url_resolved: 'http://maisha.example.org/stream',
        countrycode: 'KE',
        state: 'Nairobi',
        tags: 'talk',
        language: 'swahili',
        languagecodes: 'sw',
        codec: 'AAC+',
        bitrate: 48,
        votes: 20,
      }),
      aRadioBrowserRecord({
        stationuuid: uuids.cote,
        name: 'Côte Ouest FM',
        countrycode: 'CI',
        tags: 'zouglou',
        language: 'french',
        languagecodes: 'fr',
        codec: 'MP3',
        bitrate: 320,
        votes: 1,
        lastcheckok: 0,
      }),
      aRadioBrowserRecord({ stationuuid: uuids.hidden, name: 'Radio Hidden Country', countrycode: 'SO' }),
      aRadioBrowserRecord({ stationuuid: uuids.offAir, name: 'Off Air FM', countrycode: 'GH', tags: 'news' }),
    ]);
    const db = test.app.database.db;
    await db.updateTable('countries').set({ discoverable: 0 }).where('code', '=', 'SO').execute();
    await db
      .updateTable('stations')
      .set({ off_air: 1, health: 'down' })
      .where('source_id', '=', uuids.offAir)
      .execute();
    await test.app.catalogue.changed();
  });
  afterAll(() => test.close());

  describe('station lists', () => {
    it("answer Radio Browser's station record, every documented field with its documented type", async () => {
      const routes = [
        '/json/stations',
        '/json/stations/search',
        '/json/stations/byname/joy',
        '/json/stations/bynameexact/Joy%20FM',
        '/json/stations/bycountry/ghan',
        '/json/stations/bycountryexact/ghana',
        '/json/stations/bycountrycodeexact/gh',
        '/json/stations/bylanguage/engl',
        '/json/stations/bylanguageexact/english',
        '/json/stations/bytag/new',
        '/json/stations/bytagexact/news',
        '/json/stations/bycodec/mp',
        '/json/stations/bycodecexact/mp3',
        '/json/stations/bystate/nairo',
        '/json/stations/bystateexact/nairobi',
        `/json/stations/byuuid/${uuids.joy}`,
        `/json/stations/byuuid?uuids=${uuids.joy},${uuids.maisha}`,
        `/json/stations/byurl/${encodeURIComponent('https://joy.example.org/live')}`,
        `/json/stations/byurl?url=${encodeURIComponent('https://joy.example.org/live')}`,
        '/json/stations/topclick',
        '/json/stations/topclick/2',
        '/json/stations/topvote',
        '/json/stations/topvote/2',
        '/json/stations/lastclick',
        '/json/stations/lastclick/2',
        '/json/stations/lastchange',
        '/json/stations/lastchange/2',
        '/json/stations/broken',
        '/json/stations/broken/1',
      ];
      for (const route of routes) {
        const stations = await json(route);
        expect(stations.length, `${route} lists stations`).toBeGreaterThan(0);
        for (const station of stations) expectStationRecord(station);
      }
    });

    it('write a station as Radio Browser does: its uuid, names, comma lists, 0/1 flags and times', async () => {
      const [joy] = await json(`/json/stations/byuuid/${uuids.joy}`);
      expect(joy).toMatchObject({
        stationuuid: uuids.joy,
        serveruuid: null,
        name: 'Joy FM',
        url: 'https://joy.example.org/live',
        url_resolved: expect.stringMatching(/^https:\/\/streams\.example\.org\//),
        homepage: 'https://myjoyonline.example/',
        favicon: 'https://joy.example.org/logo.png',
        tags: 'news,talk,highlife',
        country: 'Ghana',
        countrycode: 'GH',
        state: '',
        language: 'english',
        languagecodes: 'en',
        votes: 50,
        codec: 'MP3',
        bitrate: 128,
        hls: 0,
        lastcheckok: 1,
        lastchecktime: '2023-04-08 10:00:00',
        lastchecktime_iso8601: '2023-04-08T10:00:00Z',
        lastcheckoktime: '2023-04-08 10:00:00',
        clicktimestamp: '',
        clicktimestamp_iso8601: null,
        clickcount: 0,
        clicktrend: 0,
        ssl_error: 0,
        geo_lat: 5.6,
        geo_long: -0.19,
        has_extended_info: false,
      });
      expect(joy?.changeuuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const [cote] = await json(`/json/stations/byuuid/${uuids.cote}`);
      expect(cote).toMatchObject({ lastcheckok: 0, lastcheckoktime: '', lastcheckoktime_iso8601: null });
    });

    it('list by name unless told otherwise, reversed with reverse, paged with offset and limit', async () => {
      expect(await names('/json/stations')).toEqual(['Côte Ouest FM', 'Joy FM', 'Joy Prime', 'Radio Maisha']);
      expect(await names('/json/stations?reverse=true')).toEqual([
        'Radio Maisha',
        'Joy Prime',
        'Joy FM',
        'Côte Ouest FM',
      ]);
      expect(await names('/json/stations?offset=1&limit=2')).toEqual(['Joy FM', 'Joy Prime']);
      expect(await names('/json/stations?limit=0')).toEqual([]);
    });

    it('order by any of Radio Browser’s orders, ascending unless reversed', async () => {
      expect(await names('/json/stations?order=votes')).toEqual([
        'Côte Ouest FM',
        'Joy Prime',
        'Radio Maisha',
        'Joy FM',
      ]);
      expect(await names('/json/stations?order=bitrate&reverse=true')).toEqual([
        'Côte Ouest FM',
        'Joy FM',
        'Joy Prime',
        'Radio Maisha',
      ]);
      expect(await names('/json/stations?order=country')).toEqual([
        'Joy FM',
        'Joy Prime',
        'Côte Ouest FM',
        'Radio Maisha',
      ]);
      expect(await names('/json/stations?order=codec')).toEqual([
        'Joy Prime',
        'Radio Maisha',
        'Côte Ouest FM',
        'Joy FM',
      ]);
      expect(await names('/json/stations?order=lastcheckok')).toEqual([
        'Côte Ouest FM',
        'Joy FM',
        'Joy Prime',
        'Radio Maisha',
      ]);
      expect((await names('/json/stations?order=random')).sort()).toEqual([
        'Côte Ouest FM',
        'Joy FM',
        'Joy Prime',
        'Radio Maisha',
      ]);
    });

    it('leave broken stations out with hidebroken=true', async () => {
      expect(await names('/json/stations?hidebroken=true')).toEqual(['Joy FM', 'Joy Prime', 'Radio Maisha']);
      expect(await names('/json/stations/bycountrycodeexact/CI?hidebroken=true')).toEqual([]);
    });

    it('never serve a station of a hidden country, nor one off the air outside `broken`', async () => {
      expect(await names('/json/stations/byname/radio')).toEqual(['Radio Maisha']);
      expect(await json(`/json/stations/byuuid/${uuids.hidden}`)).toEqual([]);
      expect(await names('/json/stations/bytagexact/news')).toEqual(['Joy FM', 'Joy Prime']);
      expect((await call(`/json/url/${uuids.hidden}`)).statusCode).toBe(404);
    });

    it('list under `broken` the stations our checks find not playing, off-air ones included', async () => {
      expect(await names('/json/stations/broken')).toEqual(['Côte Ouest FM', 'Off Air FM']);
      expect(await names('/json/stations/broken/1')).toEqual(['Côte Ouest FM']);
      const [offAir] = await json(`/json/stations/byuuid/${uuids.offAir}`);
      expect(offAir).toMatchObject({ name: 'Off Air FM', lastcheckok: 0 });
    });
  });

  describe('the advanced search', () => {
    it('matches a part of the name, or the whole name with nameExact, without regard to case or accents', async () => {
      expect(await names('/json/stations/search?name=JOY')).toEqual(['Joy FM', 'Joy Prime']);
      expect(await names('/json/stations/search?name=cote%20ouest')).toEqual(['Côte Ouest FM']);
      expect(await names('/json/stations/search?name=joy&nameExact=true')).toEqual([]);
      expect(await names('/json/stations/search?name=joy%20fm&nameExact=true')).toEqual(['Joy FM']);
    });

    it('filters by country name, country code, state and language, each in part or exactly', async () => {
      expect(await names('/json/stations/search?country=gha')).toEqual(['Joy FM', 'Joy Prime']);
      expect(await names('/json/stations/search?country=gha&countryExact=true')).toEqual([]);
      expect(await names('/json/stations/search?country=Kenya&countryExact=true')).toEqual(['Radio Maisha']);
      expect(await names('/json/stations/search?countrycode=ke')).toEqual(['Radio Maisha']);
      expect(await names('/json/stations/search?state=nair')).toEqual(['Radio Maisha']);
      expect(await names('/json/stations/search?language=fren')).toEqual(['Côte Ouest FM']);
      expect(await names('/json/stations/search?language=fren&languageExact=true')).toEqual([]);
      expect(await names('/json/stations/search?language=swahili&languageExact=true')).toEqual(['Radio Maisha']);
    });

    it('filters by a tag, every tag of a tagList, codec and a bitrate range', async () => {
      expect(await names('/json/stations/search?tag=tal')).toEqual(['Joy FM', 'Radio Maisha']);
      expect(await names('/json/stations/search?tag=tal&tagExact=true')).toEqual([]);
      expect(await names('/json/stations/search?tagList=news,talk')).toEqual(['Joy FM']);
      expect(await names('/json/stations/search?codec=aac')).toEqual(['Joy Prime']);
      expect(await names('/json/stations/search?bitrateMin=64&bitrateMax=128')).toEqual(['Joy FM', 'Joy Prime']);
      expect(await names('/json/stations/search?is_https=false')).toEqual(['Radio Maisha']);
      expect(await names('/json/stations/search?has_geo_info=true')).toEqual(['Joy FM']);
    });

    it('combines filters with order, reverse and paging, reading parameter names in any case', async () => {
      expect(await names('/json/stations/search?countrycode=GH&order=votes&reverse=true')).toEqual([
        'Joy FM',
        'Joy Prime',
      ]);
      expect(await names('/json/stations/search?NAME=joy&ORDER=bitrate&Limit=1')).toEqual(['Joy Prime']);
      expect(await names('/json/stations/search?bitratemin=100&hidebroken=true')).toEqual(['Joy FM']);
    });
  });

  describe('search by one field', () => {
    it('matches in part, or whole with the exact variant', async () => {
      expect(await names('/json/stations/byname/prime')).toEqual(['Joy Prime']);
      expect(await names('/json/stations/bynameexact/prime')).toEqual([]);
      expect(await names('/json/stations/bycountry/ivory')).toEqual(['Côte Ouest FM']);
      expect(await names('/json/stations/bycountryexact/ivory')).toEqual([]);
      expect(await names('/json/stations/bylanguage/swa')).toEqual(['Radio Maisha']);
      expect(await names('/json/stations/bylanguageexact/swa')).toEqual([]);
      expect(await names('/json/stations/bytag/high')).toEqual(['Joy FM']);
      expect(await names('/json/stations/bytagexact/high')).toEqual([]);
      expect(await names('/json/stations/bycodec/aac')).toEqual(['Joy Prime', 'Radio Maisha']);
      expect(await names('/json/stations/bycodecexact/aac')).toEqual(['Joy Prime']);
      expect(await names('/json/stations/bycountrycodeexact/gh')).toEqual(['Joy FM', 'Joy Prime']);
      expect(await names('/json/stations/byname/joy?order=bitrate')).toEqual(['Joy Prime', 'Joy FM']);
    });

    it('finds stations by uuid and by stream address', async () => {
      expect(await names(`/json/stations/byuuid?uuids=${uuids.maisha},${uuids.joy},${randomUUID()}`)).toEqual([
        'Joy FM',
        'Radio Maisha',
      ]);
      expect(await names(`/json/stations/byurl?url=${encodeURIComponent('http://maisha.example.org/stream')}`)).toEqual(
        ['Radio Maisha'],
      );
      expect(await names(`/json/stations/byurl/${encodeURIComponent('https://nowhere.example/')}`)).toEqual([]);
    });
  });

  describe('facets', () => {
    it('count listed stations per country, country code, language, tag and codec, ordered by name', async () => {
      expect(await json('/json/countries')).toEqual([
        { name: 'Ghana', iso_3166_1: 'GH', stationcount: 2 },
        { name: 'Ivory Coast', iso_3166_1: 'CI', stationcount: 1 },
        { name: 'Kenya', iso_3166_1: 'KE', stationcount: 1 },
      ]);
      expect(await json('/json/countrycodes')).toEqual([
        { name: 'CI', stationcount: 1 },
        { name: 'GH', stationcount: 2 },
        { name: 'KE', stationcount: 1 },
      ]);
      expect(await json('/json/languages')).toEqual([
        { name: 'english', iso_639: 'en', stationcount: 2 },
        { name: 'french', iso_639: 'fr', stationcount: 1 },
        { name: 'swahili', iso_639: 'sw', stationcount: 1 },
      ]);
      expect(await json('/json/tags')).toEqual([
        { name: 'highlife', stationcount: 1 },
        { name: 'news', stationcount: 2 },
        { name: 'talk', stationcount: 2 },
        { name: 'zouglou', stationcount: 1 },
      ]);
      expect(await json('/json/codecs')).toEqual([
        { name: 'AAC', stationcount: 1 },
        { name: 'AAC+', stationcount: 1 },
        { name: 'MP3', stationcount: 2 },
      ]);
    });

    it('narrow to names holding the filter, and order by stationcount, reverse, page and hide broken stations', async () => {
      expect(await json('/json/countries/KEN')).toEqual([{ name: 'Kenya', iso_3166_1: 'KE', stationcount: 1 }]);
      expect(await json('/json/countrycodes/g')).toEqual([{ name: 'GH', stationcount: 2 }]);
      expect(await json('/json/tags/AL')).toEqual([{ name: 'talk', stationcount: 2 }]);
      expect(await json('/json/codecs?order=stationcount&reverse=true&limit=1')).toEqual([
        { name: 'MP3', stationcount: 2 },
      ]);
      expect(await json('/json/codecs?hidebroken=true&offset=2')).toEqual([{ name: 'MP3', stationcount: 1 }]);
    });
  });

  describe('server information', () => {
    it('answers stats with the counts Radio Browser reports', async () => {
      expect(await json('/json/stats')).toEqual({
        supported_version: 1,
        software_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        status: 'OK',
        stations: 3,
        stations_broken: 2,
        tags: 3,
        clicks_last_hour: expect.any(Number),
        clicks_last_day: expect.any(Number),
        languages: 2,
        countries: 2,
      });
    });

    it("answers config with Radio Browser's settings, and servers with this server", async () => {
      const config = await json<Record<string, unknown>>('/json/config');
      expect(config).toMatchObject({
        check_enabled: true,
        pull_servers: [test.config.radioBrowserUrl],
        click_valid_timeout_seconds: 86_400,
        server_name: 'localhost:8080',
        cache_ttl: 60,
      });
      // The fields of Radio Browser's documented /json/config answer, each with its type.
      const documented: Record<string, string> = {
        check_enabled: 'boolean',
        prometheus_exporter_enabled: 'boolean',
        pull_servers: 'object',
        tcp_timeout_seconds: 'number',
        broken_stations_never_working_timeout_seconds: 'number',
        broken_stations_timeout_seconds: 'number',
        checks_timeout_seconds: 'number',
        click_valid_timeout_seconds: 'number',
        clicks_timeout_seconds: 'number',
        mirror_pull_interval_seconds: 'number',
        update_caches_interval_seconds: 'number',
        server_name: 'string',
        server_location: 'string',
        server_country_code: 'string',
        check_retries: 'number',
        check_batchsize: 'number',
        check_pause_seconds: 'number',
        api_threads: 'number',
        cache_type: 'string',
        cache_ttl: 'number',
      };
      expect(Object.fromEntries(Object.entries(config).map(([field, value]) => [field, typeof value]))).toEqual(
        documented,
      );
      const servers = await json<Array<{ ip: string; name: string }>>('/json/servers');
      expect(servers.length).toBeGreaterThan(0);
      for (const server of servers)
        expect(server).toEqual({ ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/), name: 'localhost:8080' });
    });
  });

  describe('requests', () => {
    const post = (url: string, payload: string | object, contentType?: string): Promise<LightMyRequestResponse> =>
      test.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: `127.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
        ...(contentType && { headers: { 'content-type': contentType } }),
      });

    it('take their parameters from a POST form or a JSON body, the body winning over the query', async () => {
      const form = await post(
        '/json/stations/search?name=maisha',
        'name=joy&order=bitrate&reverse=true',
        'application/x-www-form-urlencoded',
      );
      expect(form.statusCode).toBe(200);
      expect(form.json().map((station: StationRecord) => station.name)).toEqual(['Joy FM', 'Joy Prime']);
      const body = await post('/json/stations/search', { tagList: ['news', 'talk'], hidebroken: true, limit: 5 });
      expect(body.json().map((station: StationRecord) => station.name)).toEqual(['Joy FM']);
      const facets = await post('/json/tags', { order: 'stationcount', reverse: true, limit: 1 });
      expect(facets.json()).toEqual([{ name: 'news', stationcount: 2 }]);
    });

    it('allow any origin for GET and let lists be cached for a minute, never a click or vote', async () => {
      const list = await call('/json/stations/topvote');
      expect(list.headers['access-control-allow-origin']).toBe('*');
      expect(list.headers['cache-control']).toBe('public, max-age=60');
      const click = await call(`/json/url/${uuids.prime}`);
      expect(click.headers['access-control-allow-origin']).toBe('*');
      expect(click.headers['cache-control']).toBe('no-store');
      const vote = await call(`/json/vote/${uuids.prime}`);
      expect(vote.headers['cache-control']).toBe('no-store');
      const posted = await post('/json/stations', {});
      expect(posted.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answer bad parameters with 400 and calls Sauti does not answer with a JSON 404', async () => {
      for (const url of [
        '/json/stations?limit=many',
        '/json/stations?order=loudness',
        '/json/stations?reverse=maybe',
      ]) {
        const response = await call(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.code).toBe('bad_input');
      }
      const unknown = await call('/json/states');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
    });

    it('refuse a client past 120 requests a minute, with the error envelope and Retry-After', async () => {
      const client = apiClient(test.app);
      for (let request = 0; request < 120; request += 1) {
        expect((await client.call('GET', '/json/config')).statusCode).toBe(200);
      }
      const refused = await client.call('GET', '/json/config');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect((await apiClient(test.app).call('GET', '/json/config')).statusCode).toBe(200);
    });
  });

  describe('clicks and votes', () => {
    const record = async (uuid: string) => ((await json(`/json/stations/byuuid/${uuid}`))[0] ?? {}) as StationRecord;

    it("answer a click with the station's stream and count it once per client address per day", async () => {
      const listener = apiClient(test.app);
      const click = await listener.call('GET', `/json/url/${uuids.maisha}`);
      expect(click.statusCode).toBe(200);
      expect(click.json()).toEqual({
        ok: true,
        message: 'retrieved station url',
        stationuuid: uuids.maisha,
        name: 'Radio Maisha',
        url: 'http://maisha.example.org/stream',
      });
      await listener.call('GET', `/json/url/${uuids.maisha}`);
      expect(await record(uuids.maisha)).toMatchObject({ clickcount: 1, clicktrend: 1 });
      await apiClient(test.app).call('POST', `/json/url/${uuids.maisha}`);
      const clicked = await record(uuids.maisha);
      expect(clicked).toMatchObject({ clickcount: 2 });
      expect(clicked.clicktimestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(await names('/json/stations/topclick/1')).toEqual(['Radio Maisha']);
      expect(await names('/json/stations/lastclick/1')).toEqual(['Radio Maisha']);
      expect(await names('/json/stations?order=clickcount&reverse=true&limit=1')).toEqual(['Radio Maisha']);
    });

    it('count a vote once per client address per station per 10 minutes, on top of Radio Browser’s votes', async () => {
      const listener = apiClient(test.app);
      expect((await listener.call('GET', `/json/vote/${uuids.cote}`)).json()).toEqual({
        ok: true,
        message: 'voted for station successfully',
      });
      const again = (await listener.call('GET', `/json/vote/${uuids.cote}`)).json();
      expect(again).toMatchObject({ ok: false, message: expect.stringContaining('10 minutes') });
      expect((await listener.call('GET', `/json/vote/${uuids.prime}`)).json().ok).toBe(true);
      expect((await apiClient(test.app).call('GET', `/json/vote/${uuids.cote}`)).json().ok).toBe(true);
      expect((await record(uuids.cote)).votes).toBe(1 + 2);
    });

    it('answer 404 for a station Sauti does not serve', async () => {
      for (const url of [`/json/url/${randomUUID()}`, `/json/vote/${randomUUID()}`, `/json/vote/${uuids.hidden}`]) {
        const response = await call(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    });

    it("name a station that did not come from Radio Browser by Sauti's own id", async () => {
      const { id } = await addOwnStation(test.app, { name: 'Studio Sauti', country: 'TZ' });
      const [studio] = await json('/json/stations/bycountrycodeexact/TZ');
      expect(studio).toMatchObject({ stationuuid: id, name: 'Studio Sauti', lastcheckok: 1, lastchecktime: '' });
      expect((await call(`/json/url/${id}`)).json()).toMatchObject({ stationuuid: id, name: 'Studio Sauti' });
      await test.app.database.db.deleteFrom('stations').where('id', '=', id).execute();
      await test.app.catalogue.changed();
    });
  });
});
