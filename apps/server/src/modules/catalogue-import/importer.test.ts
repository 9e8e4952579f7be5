import type { Station } from '@sauti/contract';
import { aRadioBrowserExport } from '@sauti/contract/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ExportFiles, exportFiles } from '../../test-support/export-files';
import { aRadioBrowserRecord, type RadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { startTestApp, type TestApp } from '../../test-support/test-app';

// One app for the file; each test starts from an empty stations table.
let test: TestApp;
let files: ExportFiles;

beforeAll(async () => {
  test = await startTestApp();
  files = await exportFiles();
});
afterAll(async () => {
  await test?.close();
  await files?.remove();
});
beforeEach(async () => {
  await test.app.database.db.deleteFrom('stations').execute();
  await test.app.catalogue.reload();
});

const db = () => test.app.database.db;

async function importRecords(records: RadioBrowserRecord[]) {
  return test.app.catalogueImport.importFile(await files.write(records));
}

async function storedStations() {
  return db().selectFrom('stations').selectAll().orderBy('name').execute();
}

async function apiStation(idOrSlug: string): Promise<Station> {
  const response = await test.app.inject(`/api/stations/${encodeURIComponent(idOrSlug)}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Station;
}

async function stationBySource(record: RadioBrowserRecord) {
  return db().selectFrom('stations').selectAll().where('source_id', '=', record.stationuuid).executeTakeFirstOrThrow();
}

describe('de-duplication', () => {
  it('keeps one station per stream, whether it is written with http or https or a trailing slash', async () => {
    const summary = await importRecords([
      aRadioBrowserRecord({ name: 'Joy FM', url_resolved: 'https://stream.example.com/joy' }),
      aRadioBrowserRecord({ name: 'Joy FM Accra', url_resolved: 'http://stream.example.com/joy/' }),
      aRadioBrowserRecord({ name: 'Joy 99.7', url_resolved: 'https://STREAM.example.com/joy' }),
    ]);
    expect(summary).toMatchObject({ inserted: 1, duplicates: 2 });
    expect((await storedStations()).map((row) => row.name)).toEqual(['Joy FM']);
  });

  it('keeps stations whose streams differ only in the path or query', async () => {
    const summary = await importRecords([
      aRadioBrowserRecord({ url_resolved: 'https://stream.example.com/joy' }),
      aRadioBrowserRecord({ url_resolved: 'https://stream.example.com/joy2' }),
      aRadioBrowserRecord({ url_resolved: 'https://stream.example.com/live?mount=a' }),
      aRadioBrowserRecord({ url_resolved: 'https://stream.example.com/live?mount=b' }),
    ]);
    expect(summary.inserted).toBe(4);
  });

  it('falls back to the listed URL when the resolved one is empty', async () => {
    const summary = await importRecords([
      aRadioBrowserRecord({ url: 'https://stream.example.com/kove', url_resolved: '' }),
      aRadioBrowserRecord({ url: 'http://stream.example.com/kove/', url_resolved: '' }),
    ]);
    expect(summary).toMatchObject({ inserted: 1, duplicates: 1 });
    expect((await storedStations())[0]?.url).toBe('https://stream.example.com/kove');
  });

  it('treats the same name in the same country as one station, whatever its spacing, case or accents', async () => {
    const summary = await importRecords([
      aRadioBrowserRecord({ name: 'Radio Côte FM', countrycode: 'CI' }),
      aRadioBrowserRecord({ name: '  radio   COTE fm\t', countrycode: 'CI' }),
      aRadioBrowserRecord({ name: 'Radio Cote FM', countrycode: 'CI' }),
    ]);
    expect(summary).toMatchObject({ inserted: 1, duplicates: 2 });
  });

  it('keeps stations of the same name in different countries', async () => {
    const summary = await importRecords([
      aRadioBrowserRecord({ name: 'Radio Maria', countrycode: 'TZ' }),
      aRadioBrowserRecord({ name: 'Radio Maria', countrycode: 'KE' }),
    ]);
    expect(summary.inserted).toBe(2);
  });

  it('skips a duplicate of a station imported earlier', async () => {
    await importRecords([aRadioBrowserRecord({ name: 'Capital FM', url_resolved: 'https://s.example.com/capital' })]);
    const summary = await importRecords([
      aRadioBrowserRecord({ name: 'Capital FM Nairobi', url_resolved: 'http://s.example.com/capital' }),
      aRadioBrowserRecord({ name: 'capital fm' }),
    ]);
    expect(summary).toMatchObject({ inserted: 0, duplicates: 2 });
    expect(await storedStations()).toHaveLength(1);
  });

  it("keeps a merged duplicate's name as an alias and its stream as an alternate", async () => {
    await importRecords([
      aRadioBrowserRecord({ name: 'Joy FM', url_resolved: 'https://stream.example.com/joy', bitrate: 128 }),
      aRadioBrowserRecord({
        name: 'Joy FM Accra',
        url_resolved: 'http://stream.example.com/joy/',
        codec: 'AAC',
        bitrate: 48,
      }),
      aRadioBrowserRecord({ name: 'joy fm', url_resolved: 'https://backup.example.com/joy' }),
    ]);
    const [kept] = await storedStations();
    if (!kept) throw new Error('no station');
    const station = await apiStation(kept.id);
    expect(station.aliases).toEqual(['Joy FM Accra']);
    expect(station.alternates).toEqual([
      { url: 'http://stream.example.com/joy/', codec: 'AAC', bitrate: 48 },
      { url: 'https://backup.example.com/joy', codec: 'MP3', bitrate: 128 },
    ]);
  });

  it('adds what a later duplicate brings to a stored station once, however often the file is imported', async () => {
    await importRecords([aRadioBrowserRecord({ name: 'Capital FM', url_resolved: 'https://s.example.com/capital' })]);
    const later = [aRadioBrowserRecord({ name: 'Capital FM Nairobi', url_resolved: 'http://s.example.com/capital' })];
    await importRecords(later);
    const again = await importRecords(later);
    expect(again).toMatchObject({ inserted: 0, duplicates: 1 });
    const [kept] = await storedStations();
    expect(JSON.parse(kept?.aliases ?? '[]')).toEqual(['Capital FM Nairobi']);
    expect(JSON.parse(kept?.alternates ?? '[]')).toEqual([
      { url: 'http://s.example.com/capital', codec: 'MP3', bitrate: 128 },
    ]);
  });

  it('imports a station listed twice under the same stationuuid once', async () => {
    const first = aRadioBrowserRecord({ name: 'Hot FM' });
    const again = aRadioBrowserRecord({ stationuuid: first.stationuuid, name: 'Hot FM Zambia' });
    const summary = await importRecords([first, again]);
    expect(summary.inserted).toBe(1);
    expect((await storedStations()).map((row) => row.name)).toEqual(['Hot FM']);
  });
});

describe('countries', () => {
  it('keeps only the 54 African countries, skipping others and Western Sahara', async () => {
    const summary = await importRecords([
      aRadioBrowserRecord({ countrycode: 'GH' }),
      aRadioBrowserRecord({ countrycode: 'za' }),
      aRadioBrowserRecord({ countrycode: 'FR', country: 'France' }),
      aRadioBrowserRecord({ countrycode: 'EH', country: 'Western Sahara' }),
      aRadioBrowserRecord({ countrycode: '' }),
    ]);
    expect(summary).toMatchObject({ received: 5, inserted: 2, notAfrican: 3 });
    expect((await storedStations()).map((row) => row.country).sort()).toEqual(['GH', 'ZA']);
  });

  it('skips a record without an http(s) stream address', async () => {
    const summary = await importRecords([
      aRadioBrowserRecord({ url: '', url_resolved: '' }),
      aRadioBrowserRecord({ url: 'rtsp://stream.example.com/x', url_resolved: 'mms://stream.example.com/x' }),
      aRadioBrowserRecord(),
    ]);
    expect(summary).toMatchObject({ inserted: 1, noStreamUrl: 2 });
  });
});

describe('re-import', () => {
  it('updates a station by its stationuuid instead of duplicating it', async () => {
    const record = aRadioBrowserRecord({ name: 'Sunrise FM', tags: 'pop', votes: 10 });
    await importRecords([record]);
    const before = await stationBySource(record);

    const summary = await importRecords([{ ...record, name: 'Sunrise FM 101.5', tags: 'gospel,praise', votes: 99 }]);

    expect(summary).toMatchObject({ inserted: 0, updated: 1, duplicates: 0 });
    const rows = await storedStations();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before.id, slug: before.slug, name: 'Sunrise FM 101.5', votes: 99 });
    const station = await apiStation(before.id);
    expect(station).toMatchObject({ name: 'Sunrise FM 101.5', genre: 'gospel', tags: ['gospel', 'praise'] });
  });

  it('leaves every station unchanged when the same records come again', async () => {
    const records = [
      aRadioBrowserRecord({ geo_lat: 5.6037, geo_long: -0.187, bitrate: 0, codec: 'UNKNOWN', hls: 1 }),
      aRadioBrowserRecord({ language: 'english,french', languagecodes: 'en,fr', tags: 'news,talk' }),
      aRadioBrowserRecord({ lastchecktime_iso8601: null, favicon: 'https://example.org/logo.png' }),
    ];
    await importRecords(records);
    const summary = await importRecords(records);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
  });

  it('never overwrites a field an admin edited, but updates the others', async () => {
    const record = aRadioBrowserRecord({ name: 'Sky FM', tags: 'pop', votes: 5, clickcount: 1 });
    await importRecords([record]);
    const stored = await stationBySource(record);
    await db()
      .updateTable('stations')
      .set({ name: 'Sky FM Accra (official)', genre: 'highlife', edited_fields: '["name","genre"]' })
      .where('id', '=', stored.id)
      .execute();

    const summary = await importRecords([
      { ...record, name: 'SKY FM!!', tags: 'jazz', votes: 50, clickcount: 70, state: 'Greater Accra' },
    ]);

    expect(summary.updated).toBe(1);
    const after = await stationBySource(record);
    expect(after).toMatchObject({
      name: 'Sky FM Accra (official)',
      genre: 'highlife',
      votes: 50,
      clicks: 70,
      city: 'Greater Accra',
      tags: '["jazz"]',
      edited_fields: '["name","genre"]',
    });
    expect(await apiStation(stored.id)).toMatchObject({ name: 'Sky FM Accra (official)', genre: 'highlife' });
  });

  it('keeps an edited website and stream, named by their API fields, with every column behind them', async () => {
    const record = aRadioBrowserRecord({ homepage: 'https://source.example.org/', codec: 'MP3', bitrate: 128 });
    await importRecords([record]);
    const stored = await stationBySource(record);
    await db()
      .updateTable('stations')
      .set({
        homepage: 'https://ours.example.org/',
        url: 'https://ours.example.org/live',
        url_resolved: null,
        edited_fields: '["website","url"]',
      })
      .where('id', '=', stored.id)
      .execute();

    await importRecords([
      {
        ...record,
        homepage: 'https://moved.example.org/',
        url: 'https://moved.example.org/live',
        url_resolved: 'https://moved.example.org/live.aac',
        codec: 'AAC',
        bitrate: 64,
        votes: 99,
      },
    ]);

    expect(await stationBySource(record)).toMatchObject({
      homepage: 'https://ours.example.org/',
      url: 'https://ours.example.org/live',
      url_resolved: null,
      codec: 'MP3',
      bitrate: 128,
      votes: 99,
    });
  });
});

describe('what a station is made of', () => {
  it('maps the tags, or telling words in the name when there are none, to a genre and keeps the tags', async () => {
    const records = [
      aRadioBrowserRecord({ name: 'Naija Vibes', tags: 'afrobeats,afropop,music' }),
      aRadioBrowserRecord({ name: 'Radio Gospel Ghana', tags: '' }),
      aRadioBrowserRecord({ name: 'Quran FM', tags: '', countrycode: 'EG' }),
      aRadioBrowserRecord({ name: 'Metro Talk', tags: 'news' }),
      aRadioBrowserRecord({ name: 'Radio Nyota', tags: '' }),
    ];
    await importRecords(records);
    const genres = await Promise.all(records.map(async (record) => (await stationBySource(record)).genre));
    expect(genres).toEqual(['afrobeats', 'gospel', 'religious', 'talk', 'variety']);
    expect((await stationBySource(records[0] as RadioBrowserRecord)).tags).toBe('["afrobeats","afropop","music"]');
  });

  it('stores languages as ISO 639-1 codes, the first one as the main language', async () => {
    const records = [
      aRadioBrowserRecord({ language: 'english,french', languagecodes: 'en,fr' }),
      aRadioBrowserRecord({ language: 'Luganda', languagecodes: '' }),
      aRadioBrowserRecord({ language: 'kiswahili,english', languagecodes: '' }),
      aRadioBrowserRecord({ language: 'isizulu', languagecodes: '' }),
      aRadioBrowserRecord({ language: '', languagecodes: '' }),
    ];
    await importRecords(records);
    const stored = await Promise.all(records.map((record) => stationBySource(record)));
    expect(stored.map((row) => [row.language, JSON.parse(row.languages)])).toEqual([
      ['en', ['en', 'fr']],
      ['lg', ['lg']],
      ['sw', ['sw', 'en']],
      ['zu', ['zu']],
      [null, []],
    ]);
  });

  it('gives every station a unique readable slug, latin for Arabic names', async () => {
    const records = [
      aRadioBrowserRecord({ name: 'Radio Maria', countrycode: 'TZ' }),
      aRadioBrowserRecord({ name: 'Radio Maria', countrycode: 'KE' }),
      aRadioBrowserRecord({ name: 'Radio Maria', countrycode: 'UG' }),
      aRadioBrowserRecord({ name: 'إذاعة القرآن الكريم', countrycode: 'EG' }),
    ];
    await importRecords(records);
    const later = aRadioBrowserRecord({ name: 'Radio  Maria', countrycode: 'RW' });
    await importRecords([later]);

    const slugs = await Promise.all([...records, later].map(async (record) => (await stationBySource(record)).slug));
    expect(slugs.slice(0, 3)).toEqual(['radio-maria', 'radio-maria-ke', 'radio-maria-ug']);
    expect(slugs[3]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs[4]).toBe('radio-maria-rw');
    expect(new Set(slugs).size).toBe(slugs.length);
    expect((await apiStation('radio-maria-ke')).country).toBe('KE');
  });

  it('trims and collapses white space in names', async () => {
    const record = aRadioBrowserRecord({ name: '\t Classic  FM \n' });
    await importRecords([record]);
    expect((await stationBySource(record)).name).toBe('Classic FM');
  });
});

describe('a bad file', () => {
  it('changes nothing when the file is truncated, and says so', async () => {
    await importRecords([aRadioBrowserRecord({ name: 'Already Here FM' })]);
    const head = JSON.stringify(aRadioBrowserExport().records).slice(0, 50_000);
    const truncated = await files.write(head, 'truncated.json');

    await expect(test.app.catalogueImport.importFile(truncated)).rejects.toThrow(/truncated\.json is not valid JSON/);

    expect((await storedStations()).map((row) => row.name)).toEqual(['Already Here FM']);
  });

  it('names the record and the field when one record is malformed, and imports none of the file', async () => {
    const bad = aRadioBrowserRecord({ name: 42 });
    const file = await files.write([aRadioBrowserRecord(), aRadioBrowserRecord(), bad, aRadioBrowserRecord()]);
    const failure = test.app.catalogueImport.importFile(file);
    await expect(failure).rejects.toThrow(`record 3 (stationuuid ${bad.stationuuid})`);
    await expect(failure).rejects.toThrow(/\(name: /);
    expect(await storedStations()).toHaveLength(0);
  });

  it('says the file is missing when it cannot be read', async () => {
    await expect(test.app.catalogueImport.importFile('/nonexistent/export.json')).rejects.toThrow(
      /Cannot read catalogue file \/nonexistent\/export\.json/,
    );
  });

  it('refuses a file that is JSON but not a list of stations', async () => {
    const file = await files.write('{"stations": []}');
    await expect(test.app.catalogueImport.importFile(file)).rejects.toThrow(/not a JSON array/);
  });
});

describe('progress', () => {
  it('reports progress through a long import, ending at the total', async () => {
    const records = Array.from({ length: 600 }, () => aRadioBrowserRecord());
    const calls: Array<[number, number]> = [];
    await test.app.catalogueImport.importFile(await files.write(records), (done, total) => calls.push([done, total]));

    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.every(([, total]) => total === 600)).toBe(true);
    const done = calls.map(([count]) => count);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(calls.at(-1)).toEqual([600, 600]);
    expect(await storedStations()).toHaveLength(600);
  });
});
