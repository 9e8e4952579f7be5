import { AdminStation, AuditPage, QualityFixResult, QualityReport, type Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, aListener, anAdminAccount } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { aRadioBrowserRecord, type RadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addStations } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('the admin quality review: findings with reasons, one-click fixes, audited', () => {
  let test: TestApp;
  let client: ApiClient;
  let token: string;
  let byName: Map<string, Station>;
  const stationId = (name: string) => byName.get(name)?.id as string;

  const report = async (query = '') => {
    const response = await client.call('GET', `/api/admin/quality${query}`, { token });
    expect(response.statusCode).toBe(200);
    return QualityReport.parse(response.json());
  };
  const findingOf = async (name: string) => (await report()).findings.filter((found) => found.station.name === name);
  const fix = async (body: Record<string, unknown>) => client.call('POST', '/api/admin/quality/fixes', { token, body });
  const adminView = async (id: string) =>
    AdminStation.parse((await client.call('GET', `/api/admin/stations/${id}`, { token })).json());
  const audit = async (action: string, id: string) =>
    AuditPage.parse((await client.call('GET', `/api/admin/audit?action=${action}&target_id=${id}`, { token })).json())
      .items;

  beforeAll(async () => {
    const admin = anAdminAccount();
    test = await startTestApp({ admin });
    client = apiClient(test.app);
    token = await adminToken(test.app, admin);
    const records: RadioBrowserRecord[] = [
      aRadioBrowserRecord({ name: '#0#', countrycode: 'KE' }),
      aRadioBrowserRecord({ name: 'CHENNAI LIVE', countrycode: 'UG' }),
      aRadioBrowserRecord({ name: 'Abuja Praise', countrycode: 'KE' }),
      aRadioBrowserRecord({
        name: 'Kenya Latino',
        countrycode: 'KE',
        language: 'swahili,spanish',
        languagecodes: 'sw,es',
      }),
      aRadioBrowserRecord({ name: 'Twin One', countrycode: 'GH', favicon: 'https://cdn.example/twin.png' }),
      aRadioBrowserRecord({ name: 'Twin Two', countrycode: 'CM', favicon: 'https://cdn.example/twin.png' }),
      aRadioBrowserRecord({
        name: 'Relay One',
        countrycode: 'SN',
        url: 'https://relay.example/live',
        url_resolved: '',
      }),
      aRadioBrowserRecord({ name: 'Nairobi Fine FM', countrycode: 'KE', state: 'Nairobi' }),
    ];
    byName = new Map((await addStations(test.app, records)).map((station) => [station.name, station]));
    // The same stream under a second country: imports drop duplicates they see, an admin's add does not.
    const added = await client.call('POST', '/api/admin/stations', {
      token,
      body: {
        name: 'Relay Two',
        url: 'https://relay.example/live',
        country: 'CI',
        language: 'fr',
        confirm_duplicate: true,
        confirm_failing_stream: true,
      },
    });
    expect(added.statusCode).toBe(201);
    byName.set('Relay Two', added.json().station);
  });
  afterAll(() => test.close());

  it('lists each kind with its reason and fixes, and leaves good stations alone', async () => {
    const { findings, counts } = await report();
    const kinds = findings.map((found) => `${found.station.name}: ${found.kind}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        '#0#: not_a_name',
        'CHENNAI LIVE: other_country',
        'Abuja Praise: other_country',
        'Kenya Latino: language_mismatch',
        'Twin One: duplicate_logo',
        'Twin Two: duplicate_logo',
        'Relay One: duplicate_stream',
        'Relay Two: duplicate_stream',
      ]),
    );
    expect(kinds.some((kind) => kind.startsWith('Nairobi Fine FM'))).toBe(false);
    expect(counts).toMatchObject({ not_a_name: 1, other_country: 2, language_mismatch: 1, duplicate_logo: 2 });
    const chennai = findings.find((found) => found.station.name === 'CHENNAI LIVE');
    expect(chennai?.reason).toBe('Its name mentions Chennai, in India, but it is filed under Uganda.');
    expect((await report('?kind=language_mismatch')).findings.map((found) => found.station.name)).toEqual([
      'Kenya Latino',
    ]);
  });

  it('hide takes a station off the lists, audited with before and after', async () => {
    const id = stationId('#0#');
    const response = await fix({ station_id: id, kind: 'not_a_name', action: 'hide' });
    expect(response.statusCode).toBe(200);
    expect(QualityFixResult.parse(response.json())).toMatchObject({ station_id: id, action: 'hide' });
    expect((await client.call('GET', `/api/stations/${id}`)).statusCode).toBe(404);
    expect((await adminView(id)).is_active).toBe(false);
    expect(await findingOf('#0#')).toEqual([]);
    const [entry] = await audit('station.quality_fix', id);
    expect(entry).toMatchObject({
      before: { is_active: 1, finding: 'not_a_name' },
      after: { is_active: 0, fix: 'hide' },
    });
  });

  it('move_country files the station under the country its name says, kept from later imports', async () => {
    const id = stationId('Abuja Praise');
    expect(
      (await fix({ station_id: id, kind: 'other_country', action: 'move_country', country: 'NG' })).statusCode,
    ).toBe(200);
    const moved = await adminView(id);
    expect(moved.country).toBe('NG');
    expect(moved.edited_fields).toContain('country');
    expect(await findingOf('Abuja Praise')).toEqual([]);
    expect(await audit('station.quality_fix', id)).toHaveLength(1);
  });

  it('drop_language removes the misfit language and keeps the rest', async () => {
    const id = stationId('Kenya Latino');
    const wrong = await fix({ station_id: id, kind: 'language_mismatch', action: 'drop_language', language: 'de' });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await fix({ station_id: id, kind: 'language_mismatch', action: 'drop_language', language: 'es' })).statusCode,
    ).toBe(200);
    expect(await adminView(id)).toMatchObject({ language: 'sw', languages: ['sw'], edited_fields: ['language'] });
    expect(await findingOf('Kenya Latino')).toEqual([]);
  });

  it('dismiss keeps the station as it is and the finding is not listed again', async () => {
    const id = stationId('Twin One');
    expect((await fix({ station_id: id, kind: 'duplicate_logo', action: 'dismiss' })).statusCode).toBe(200);
    expect((await findingOf('Twin One')).map((found) => found.kind)).toEqual([]);
    expect((await findingOf('Twin Two')).map((found) => found.kind)).toEqual(['duplicate_logo']);
    expect((await adminView(id)).country).toBe('GH');
    expect(await audit('station.quality_dismiss', id)).toHaveLength(1);
  });

  it('refuses an unknown station, a move without a country, and anyone but an admin', async () => {
    expect((await fix({ station_id: 'nope', kind: 'not_a_name', action: 'hide' })).statusCode).toBe(404);
    const noCountry = await fix({
      station_id: stationId('CHENNAI LIVE'),
      kind: 'other_country',
      action: 'move_country',
    });
    expect(noCountry.statusCode).toBe(400);
    const listener = await aListener(test.app);
    expect((await client.call('GET', '/api/admin/quality', { token: listener.token })).statusCode).toBe(403);
  });
});

describe('generated descriptions: written from what we know, marked, never over a written one', () => {
  let test: TestApp;
  let client: ApiClient;
  let token: string;

  const sync = (records: RadioBrowserRecord[]) => addStations(test.app, records);
  const adminView = async (id: string) =>
    AdminStation.parse((await client.call('GET', `/api/admin/stations/${id}`, { token })).json());

  beforeAll(async () => {
    const admin = anAdminAccount();
    test = await startTestApp({ admin });
    client = apiClient(test.app);
    token = await adminToken(test.app, admin);
  });
  afterAll(() => test.close());

  it('an imported station gets plain sentences from its genre, city, languages and tags, marked as generated', async () => {
    const record = aRadioBrowserRecord({
      name: 'Baraka Gospel',
      countrycode: 'KE',
      state: 'Nairobi',
      language: 'swahili,english',
      languagecodes: 'sw,en',
      tags: 'gospel,worship,praise',
    });
    const [station] = await sync([record]);
    expect(station).toMatchObject({
      description:
        'Baraka Gospel is a Gospel station from Nairobi, Kenya. It broadcasts in Swahili and English. ' +
        'Listeners know it for worship and praise.',
      description_generated: true,
    });
    // A re-import with new facts rewrites the generated description.
    const [again] = await sync([{ ...record, state: 'Mombasa', tags: 'gospel' }]);
    expect(again?.description).toBe(
      'Baraka Gospel is a Gospel station from Mombasa, Kenya. It broadcasts in Swahili and English.',
    );
  });

  it("an admin's description is never replaced: not by a re-import, nor by writing descriptions", async () => {
    const record = aRadioBrowserRecord({ name: 'Edited Words FM', countrycode: 'TZ', tags: 'news' });
    const [station] = await sync([record]);
    const id = station?.id as string;
    const written = 'Dar es Salaam news, written by the station.';
    await client.call('PATCH', `/api/admin/stations/${id}`, { token, body: { description: written } });
    await sync([{ ...record, tags: 'news,sports', state: 'Arusha' }]);
    expect((await client.call('POST', '/api/admin/quality/descriptions', { token })).statusCode).toBe(200);
    const after = await adminView(id);
    expect(after).toMatchObject({ description: written, description_generated: false });
  });

  it('stations with no description or only "Live radio from X." get one in one click, audited', async () => {
    const [empty, placeholder] = await sync([
      aRadioBrowserRecord({ name: 'Empty Blurb FM', countrycode: 'GH', tags: 'highlife' }),
      aRadioBrowserRecord({ name: 'Placeholder FM', countrycode: 'SN', language: 'french', languagecodes: 'fr' }),
    ]);
    // As stored before descriptions were generated.
    const db = test.app.database.db;
    await db
      .updateTable('stations')
      .set({ description: null, description_source: null })
      .where('id', '=', empty?.id as string)
      .execute();
    await db
      .updateTable('stations')
      .set({ description: 'Live radio from Senegal.', description_source: null })
      .where('id', '=', placeholder?.id as string)
      .execute();
    const before = QualityReport.parse((await client.call('GET', '/api/admin/quality', { token })).json());
    expect(before.descriptions_to_write).toBe(2);
    const response = await client.call('POST', '/api/admin/quality/descriptions', { token });
    expect(response.json()).toEqual({ written: 2 });
    expect(test.app.catalogue.get(empty?.id as string)).toMatchObject({
      description: 'Empty Blurb FM is a Highlife station from Ghana. It broadcasts in English.',
      description_generated: true,
    });
    expect(test.app.catalogue.get(placeholder?.id as string).description).toBe(
      'Placeholder FM is a radio station from Senegal. It broadcasts in French.',
    );
    const after = QualityReport.parse((await client.call('GET', '/api/admin/quality', { token })).json());
    expect(after.descriptions_to_write).toBe(0);
    const audit = AuditPage.parse(
      (await client.call('GET', '/api/admin/audit?action=catalogue.describe', { token })).json(),
    );
    expect(audit.items[0]?.after).toEqual({ written: 2 });
  });
});
