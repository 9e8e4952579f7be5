import { GENRE_IDS, type Station } from '@sauti/contract';
import { aRadioBrowserExport } from '@sauti/contract/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../platform/db';
import { foldText } from '../../platform/text/fold';
import { aGeneratedExportFile, type CatalogueExport, theSharedExportFile } from '../../test-support/catalogue-exports';
import { eventually } from '../../test-support/eventually';
import { type ExportFiles, exportFiles } from '../../test-support/export-files';
import {
  aRadioBrowserRecord,
  type FakeRadioBrowser,
  type FakeRadioBrowserOptions,
  type RadioBrowserRecord,
  startFakeRadioBrowser,
} from '../../test-support/radio-browser-builders';
import { addStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp, testRedisUrl } from '../../test-support/test-app';
import { CatalogueImport } from '../catalogue-import';
import { AFRICAN_COUNTRIES } from './african-countries';
import { CatalogueService } from './service';
import { StationEditor } from './station-editor';

const UNREACHABLE = { baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 };

async function stationTotal(app: FastifyInstance): Promise<number> {
  const response = await app.inject('/api/stations?limit=1');
  expect(response.statusCode).toBe(200);
  return Number(response.headers['x-total-count']);
}

function collectingLog() {
  const lines: string[] = [];
  return { lines, info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
}

const generated = aRadioBrowserExport();

/** An export a first start may load, and what an import of it must keep. */
interface FirstLoad extends CatalogueExport {
  records: number;
  kept: { atLeast: number; atMost: number };
  countries: number;
}

const FIRST_LOADS: FirstLoad[] = [
  {
    ...aGeneratedExportFile(generated),
    records: generated.records.length,
    kept: { atLeast: generated.stations, atMost: generated.stations },
    countries: generated.countries.length,
  },
  { ...theSharedExportFile(), records: 1359, kept: { atLeast: 901, atMost: 1358 }, countries: 41 },
];

for (const source of FIRST_LOADS) {
  describe.skipIf(!source.present)(`${source.name}, loaded on first start`, () => {
    let test: TestApp;
    let files: ExportFiles;
    let catalogueFile: string;
    let firstLoad: string;

    beforeAll(async () => {
      [test, files] = await Promise.all([startTestApp(), exportFiles()]);
      catalogueFile = await source.file(files);
      firstLoad = await test.app.catalogueImport.loadIfEmpty({ catalogueFile, radioBrowser: UNREACHABLE });
    });
    afterAll(async () => {
      await test?.close();
      await files?.remove();
    });

    const rows = () => test.app.database.db.selectFrom('stations').selectAll().execute();

    it(`loads from the file and keeps most of the ${source.records} records`, async () => {
      expect(firstLoad).toBe('file');
      const count = (await rows()).length;
      expect(count).toBeGreaterThanOrEqual(source.kept.atLeast);
      expect(count).toBeLessThanOrEqual(source.kept.atMost);
      expect(await stationTotal(test.app)).toBe(count);
    });

    it('gives every station a genre from the taxonomy, and uses many of them', async () => {
      const genres = (await rows()).map((row) => row.genre);
      expect(genres.every((genre) => (GENRE_IDS as readonly string[]).includes(genre))).toBe(true);
      expect(new Set(genres).size).toBeGreaterThan(15);
    });

    it('keeps only African countries: Western Sahara is left out', async () => {
      const african = new Set(AFRICAN_COUNTRIES.map((country) => country.code));
      const countries = new Set((await rows()).map((row) => row.country));
      expect([...countries].every((code) => african.has(code))).toBe(true);
      expect(countries.has('EH')).toBe(false);
      expect(countries.size).toBe(source.countries);
    });

    it('has no two stations with the same stream, however its address is written', async () => {
      const streams = (await rows()).map((row) => {
        const url = new URL(row.url_resolved ?? row.url);
        return `${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}${url.search}`;
      });
      expect(new Set(streams).size).toBe(streams.length);
    });

    it('has no two stations with the same name in one country, and no two with the same slug', async () => {
      const all = await rows();
      const names = all.map((row) => `${row.country}|${foldText(row.name)}`);
      expect(new Set(names).size).toBe(all.length);
      expect(new Set(all.map((row) => row.slug)).size).toBe(all.length);
      expect(all.every((row) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(row.slug))).toBe(true);
    });

    it('stores languages as ISO 639-1 codes only', async () => {
      const codes = (await rows()).flatMap((row) => JSON.parse(row.languages) as string[]);
      expect(codes.length).toBeGreaterThan(500);
      expect(codes.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
    });

    it('neither re-imports nor duplicates on a second load', async () => {
      const before = await rows();
      expect(await test.app.catalogueImport.loadIfEmpty({ catalogueFile, radioBrowser: UNREACHABLE })).toBe(
        'already-loaded',
      );
      const after = await rows();
      expect(after.length).toBe(before.length);
      expect(Math.max(...after.map((row) => Date.parse(row.updated_at)))).toBe(
        Math.max(...before.map((row) => Date.parse(row.updated_at))),
      );
    });

    it('neither re-imports nor duplicates after a restart', async () => {
      const count = (await rows()).length;
      const restarted = await test.sibling();
      expect(await stationTotal(restarted)).toBe(count);
      expect(await restarted.catalogueImport.loadIfEmpty({ catalogueFile, radioBrowser: UNREACHABLE })).toBe(
        'already-loaded',
      );
      expect((await rows()).length).toBe(count);
    });
  });
}

describe('a fake Radio Browser', () => {
  let test: TestApp;
  let fake: FakeRadioBrowser | undefined;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
    await test.app.database.db.deleteFrom('stations').execute();
    await test.app.catalogue.reload();
  });
  afterAll(() => test?.close());

  async function serve(records: RadioBrowserRecord[], options: FakeRadioBrowserOptions = {}) {
    fake = await startFakeRadioBrowser(records, options);
    return { baseUrl: fake.url, timeoutMs: 2000 };
  }

  const records = () => [
    aRadioBrowserRecord({ name: 'Joy FM', countrycode: 'GH' }),
    aRadioBrowserRecord({ name: 'Wazobia FM Lagos', countrycode: 'NG' }),
    aRadioBrowserRecord({ name: 'Wazobia FM Lagos (copy)', countrycode: 'NG', url_resolved: '' }),
    aRadioBrowserRecord({ name: 'Radio France', countrycode: 'FR' }),
  ];

  it('syncs the African stations it lists, asking for each of the 54 countries', async () => {
    const listed = records();
    const source = await serve(listed);
    const summary = await test.app.catalogueImport.syncRadioBrowser(source);

    expect(summary.inserted).toBe(3);
    const asked = (fake?.requests ?? []).map((url) => /bycountrycodeexact\/([A-Z]{2})/.exec(url)?.[1]);
    expect(new Set(asked)).toEqual(new Set(AFRICAN_COUNTRIES.map((country) => country.code)));
    const names = ((await test.app.inject('/api/stations?sort=name')).json() as Station[]).map((s) => s.name);
    expect(names).toEqual(['Joy FM', 'Wazobia FM Lagos', 'Wazobia FM Lagos (copy)']);
  });

  it('updates instead of duplicating when synced again', async () => {
    const listed = records();
    await test.app.catalogueImport.syncRadioBrowser(await serve(listed));
    await fake?.close();
    const renamed = listed.map((record) => (record.name === 'Joy FM' ? { ...record, name: 'Joy 99.7 FM' } : record));
    const summary = await test.app.catalogueImport.syncRadioBrowser(await serve(renamed));

    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 2 });
    expect(await stationTotal(test.app)).toBe(3);
    expect((await test.app.inject('/api/stations?search=joy')).json()[0].name).toBe('Joy 99.7 FM');
  });

  it('still finds a station by the name of a duplicate merged into it by a later sync', async () => {
    const joy = aRadioBrowserRecord({ name: 'Joy FM', url_resolved: 'https://stream.example.com/joy' });
    await test.app.catalogueImport.syncRadioBrowser(await serve([joy]));
    await fake?.close();
    const duplicate = aRadioBrowserRecord({
      name: 'Adom Praise Stream',
      url_resolved: 'https://stream.example.com/joy/',
    });
    await test.app.catalogueImport.syncRadioBrowser(await serve([joy, duplicate]));

    const found = (await test.app.inject('/api/stations?search=adom%20praise')).json() as Station[];
    expect(found.map((station) => station.name)).toEqual(['Joy FM']);
    expect(found[0]?.aliases).toEqual(['Adom Praise Stream']);
    expect(await stationTotal(test.app)).toBe(1);
  });

  it('fills an empty catalogue on first start when no file is named', async () => {
    const outcome = await test.app.catalogueImport.loadIfEmpty({
      catalogueFile: undefined,
      radioBrowser: await serve(records()),
    });
    expect(outcome).toBe('radio-browser');
    expect(await stationTotal(test.app)).toBe(3);
  });

  it('prefers the named file over Radio Browser on first start', async () => {
    const files = await exportFiles();
    onTestFinished(() => files.remove());
    const outcome = await test.app.catalogueImport.loadIfEmpty({
      catalogueFile: await files.write(generated.records),
      radioBrowser: await serve(records()),
    });
    expect(outcome).toBe('file');
    expect(fake?.requests).toEqual([]);
    expect(await stationTotal(test.app)).toBe(generated.stations);
  });

  it('serves an empty catalogue, and says how to load one, when Radio Browser cannot be reached', async () => {
    const log = collectingLog();
    const loading = new CatalogueImport(test.app.database.db, test.app.catalogue, test.app.safeFetch, log);
    const started = Date.now();
    const outcome = await loading.loadIfEmpty({ catalogueFile: undefined, radioBrowser: UNREACHABLE });

    expect(outcome).toBe('empty');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('CATALOGUE_FILE=');
    expect(log.lines[0]).toContain('npm run catalogue:import');
    const response = await test.app.inject('/api/stations');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect((await test.app.inject('/api/stations/count')).json()).toEqual({ total_stations: 0, top_countries: [] });
  });

  it('fails with a clear error and changes nothing when Radio Browser answers 500', async () => {
    await test.app.catalogueImport.syncRadioBrowser(await serve(records()));
    await fake?.close();
    const failing = await serve([aRadioBrowserRecord({ countrycode: 'KE' })], {
      answer: (code) => (code === 'KE' ? { status: 500, body: '{"error":"boom"}' } : undefined),
    });

    await expect(test.app.catalogueImport.syncRadioBrowser(failing)).rejects.toThrow(
      'Radio Browser answered 500 for KE.',
    );
    expect(await stationTotal(test.app)).toBe(3);
    expect(await test.app.database.db.selectFrom('stations').where('country', '=', 'KE').selectAll().execute()).toEqual(
      [],
    );
  });

  it('fails with a clear error when Radio Browser sends something that is not JSON', async () => {
    const source = await serve([], { answer: (code) => (code === 'GH' ? { status: 200, body: '<html>' } : undefined) });
    await expect(test.app.catalogueImport.syncRadioBrowser(source)).rejects.toThrow(
      'Radio Browser sent invalid JSON for GH.',
    );
  });

  it('gives up on a Radio Browser that does not answer within the timeout', async () => {
    const source = await serve([], { answer: (code) => (code === 'NG' ? 'hang' : undefined) });
    const started = Date.now();
    await expect(test.app.catalogueImport.syncRadioBrowser({ ...source, timeoutMs: 300 })).rejects.toThrow(
      /Radio Browser did not answer for NG/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('several instances', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test?.close());

  it('keeps every instance in step: an import through one shows in the index of the other', async () => {
    // A change reaches other instances through the pub/sub adapter. With TEST_REDIS_URL set, the
    // sibling is a second app with its own Redis connections, exactly as two servers would be.
    // In-process pub/sub only reaches listeners on the same bus, so without Redis the second
    // instance is a CatalogueService reading through its own connection to the same database but
    // listening on the first app's bus: the same publish-on-change, reload-on-message path.
    const sibling = await test.sibling();
    const other = testRedisUrl
      ? sibling.catalogue
      : new CatalogueService({ db: sibling.database.db, pubsub: test.app.pubsub, log: collectingLog() });
    if (!testRedisUrl) await other.start();
    onTestFinished(() => other.stop());
    expect(other.size).toBe(0);

    const fake = await startFakeRadioBrowser([
      aRadioBrowserRecord({ name: 'Hot FM', countrycode: 'ZM' }),
      aRadioBrowserRecord({ name: 'Radio Phoenix', countrycode: 'ZM' }),
    ]);
    try {
      await test.app.catalogueImport.syncRadioBrowser({ baseUrl: fake.url, timeoutMs: 2000 });
    } finally {
      await fake.close();
    }

    await eventually(() => other.size === 2);
    expect(
      other
        .list({ country: 'ZM', limit: 20, offset: 0 })
        .items.map((station) => station.name)
        .sort(),
    ).toEqual(['Hot FM', 'Radio Phoenix']);
    if (testRedisUrl) expect(await stationTotal(sibling)).toBe(2);
  });

  it('lets two instances starting together on an empty catalogue both load it, once', async () => {
    const other = await test.sibling();
    await test.app.database.db.deleteFrom('stations').execute();
    const files = await exportFiles();
    try {
      const records = Array.from({ length: 50 }, (_, n) => aRadioBrowserRecord({ name: `Radio ${n}` }));
      const sources = { catalogueFile: await files.write(records), radioBrowser: UNREACHABLE };
      const outcomes = await Promise.allSettled([
        test.app.catalogueImport.loadIfEmpty(sources),
        other.catalogueImport.loadIfEmpty(sources),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      const rows = await test.app.database.db.selectFrom('stations').select('source_id').execute();
      expect(rows).toHaveLength(50);
    } finally {
      await files.remove();
    }
  });

  it('logs, rather than crashes, when reloading after another instance’s change fails', async () => {
    const fake = await startFakeRadioBrowser([aRadioBrowserRecord({ name: 'Radio Nyota', countrycode: 'TZ' })]);
    await test.app.catalogueImport.syncRadioBrowser({ baseUrl: fake.url, timeoutMs: 2000 }).finally(() => fake.close());
    const log = collectingLog();
    const broken = openDatabase(test.config);
    const follower = new CatalogueService({ db: broken.db, pubsub: test.app.pubsub, log });
    await follower.start();
    onTestFinished(() => follower.stop());
    const served = follower.size;
    expect(served).toBeGreaterThan(0);
    await broken.close();

    await test.app.catalogue.changed();

    const reloadFailed = /^Could not reload the catalogue after another instance changed it: /;
    await eventually(() => log.lines.some((line) => reloadFailed.test(line)));
    expect(follower.size).toBe(served);
  });

  // Polling is every 2 s; a busy machine may take a while longer.
  const POLLED = 15_000;

  it('shows a catalogue import from another process on running servers, without a restart', async () => {
    // `npm run catalogue:import` builds an app of its own: with no Redis it can tell nobody, so
    // running servers notice the catalogue version it moved. The server with Redis hears it too.
    const server = await test.sibling();
    const serverWithoutRedis = await test.sibling({ redisUrl: undefined });
    const importer = await test.sibling({ redisUrl: undefined });
    const files = await exportFiles();
    try {
      const records = [
        aRadioBrowserRecord({ name: 'Radio Maria Malawi', countrycode: 'MW' }),
        aRadioBrowserRecord({ name: 'Capital Radio Malawi', countrycode: 'MW' }),
      ];
      await importer.catalogueImport.importFile(await files.write(records));
    } finally {
      await files.remove();
    }
    const malawi = (app: FastifyInstance) => app.catalogue.list({ country: 'MW', limit: 20, offset: 0 }).total;
    await eventually(() => malawi(server) === 2 && malawi(serverWithoutRedis) === 2 && malawi(test.app) === 2, POLLED);
    expect((await serverWithoutRedis.inject('/api/stations?search=maria')).json()[0].name).toBe('Radio Maria Malawi');
  });

  it('reloads just the changed stations on every instance when told which changed', async () => {
    const fake = await startFakeRadioBrowser([
      aRadioBrowserRecord({ name: 'Kaya FM', countrycode: 'ZA' }),
      aRadioBrowserRecord({ name: 'Jacaranda FM', countrycode: 'ZA' }),
      aRadioBrowserRecord({ name: 'Metro FM', countrycode: 'ZA' }),
    ]);
    await test.app.catalogueImport.syncRadioBrowser({ baseUrl: fake.url, timeoutMs: 2000 }).finally(() => fake.close());
    const siblings = [await test.sibling(), await test.sibling({ redisUrl: undefined })];
    const instances = [test.app, ...siblings];
    const southAfrican = (app: FastifyInstance) =>
      app.catalogue.list({ country: 'ZA', sort: 'name', limit: 20, offset: 0 }).items.map((station) => station.name);
    const idOf = (name: string) => test.app.catalogue.list({ search: name, limit: 1, offset: 0 }).items[0]?.id ?? '';
    const [kaya, metro] = [idOf('Kaya FM'), idOf('Metro FM')];
    const db = test.app.database.db;

    // The stream checks take Kaya FM off the air, and Metro FM leaves the database unannounced:
    // only the station named is reloaded, so Metro FM stays until the next full rebuild.
    await db.updateTable('stations').set({ off_air: 1, name: 'Kaya 959' }).where('id', '=', kaya).execute();
    await db.deleteFrom('stations').where('id', '=', metro).execute();
    await test.app.catalogue.stationsChanged([kaya]);

    expect(southAfrican(test.app)).toEqual(['Jacaranda FM', 'Metro FM']);
    await eventually(() => instances.every((app) => southAfrican(app).join() === 'Jacaranda FM,Metro FM'), POLLED);
    expect(siblings.map((app) => app.catalogue.find(kaya)?.name)).toEqual(['Kaya 959', 'Kaya 959']);

    await db.updateTable('stations').set({ off_air: 0 }).where('id', '=', kaya).execute();
    await test.app.catalogue.stationsChanged([kaya, kaya]);
    await test.app.catalogue.changed();
    await eventually(() => instances.every((app) => southAfrican(app).join() === 'Jacaranda FM,Kaya 959'), POLLED);
  });

  it('hides and shows a country on every instance in place, without rebuilding its index', async () => {
    const stations = await addStations(test.app, [
      aRadioBrowserRecord({ name: 'Radio Phoenix', countrycode: 'ZM' }),
      aRadioBrowserRecord({ name: 'Hot FM Zambia', countrycode: 'ZM' }),
      aRadioBrowserRecord({ name: 'Radio Botswana', countrycode: 'BW' }),
    ]);
    const botswana = stationAt(stations, 2).id;
    const instances = [test.app, await test.sibling(), await test.sibling({ redisUrl: undefined })];
    const zambian = (app: FastifyInstance) => app.catalogue.list({ country: 'ZM', limit: 20, offset: 0 }).total;
    const editor = new StationEditor(test.app.database.db, test.app.catalogue);
    // Radio Botswana leaves the database unannounced: it stays until the next full rebuild.
    await test.app.database.db.deleteFrom('stations').where('id', '=', botswana).execute();

    await editor.setDiscoverable('ZM', false);
    const hidden = (app: FastifyInstance) => !app.catalogue.isDiscoverable('ZM') && zambian(app) === 0;
    await eventually(() => instances.every(hidden), POLLED);
    expect(instances.map((app) => app.catalogue.find(botswana)?.name)).toEqual(Array(3).fill('Radio Botswana'));

    await editor.setDiscoverable('ZM', true);
    await eventually(() => instances.every((app) => zambian(app) === 2), POLLED);
    expect(instances.every((app) => app.catalogue.find(botswana) !== undefined)).toBe(true);
  });
});
