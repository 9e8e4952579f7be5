import { type AdminStation, AdminStationPage, type AuditPage, type Station, StationCreation } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener } from '../../../test-support/accounts';
import { type AdminSession, startAdminSession } from '../../../test-support/admin';
import { eventually } from '../../../test-support/eventually';
import { type ExportFiles, exportFiles } from '../../../test-support/export-files';
import { closedPort } from '../../../test-support/fake-host';
import { type FakeStation, startFakeStation } from '../../../test-support/fake-radio';
import { aRadioBrowserRecord } from '../../../test-support/radio-browser-builders';
import { addStations } from '../../../test-support/stations';
import { testRedisUrl } from '../../../test-support/test-app';

describe('the admin stations API', () => {
  let admin: AdminSession;
  let radio: FakeStation;
  let files: ExportFiles;

  beforeAll(async () => {
    admin = await startAdminSession();
    radio = await startFakeStation();
    files = await exportFiles();
  });
  afterAll(async () => {
    await radio.close();
    await files.remove();
    await admin.test.close();
  });

  const publicCall = (url: string) => admin.client.call('GET', url);
  const adminList = async (query: string) => {
    const response = await admin.call('GET', `/api/admin/stations?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return AdminStationPage.parse(response.json());
  };
  const namesIn = async (query: string) => (await adminList(query)).items.map((station) => station.name);
  const patch = (id: string, body: unknown) => admin.call('PATCH', `/api/admin/stations/${id}`, body);
  const auditOf = async (id: string) =>
    ((await admin.call('GET', `/api/admin/audit?target_id=${id}`)).json() as AuditPage).items;

  describe('the list', () => {
    let stations: Station[];
    const marker = 'Zanzi';

    beforeAll(async () => {
      stations = await addStations(admin.test.app, [
        aRadioBrowserRecord({ name: `${marker} Télé Métropole`, countrycode: 'CI', tags: 'gospel' }),
        aRadioBrowserRecord({ name: `${marker} Highlife Hits`, countrycode: 'GH', tags: 'highlife' }),
        aRadioBrowserRecord({ name: `${marker} Afro Beats`, countrycode: 'NG', tags: 'afrobeats', clickcount: 900 }),
        aRadioBrowserRecord({ name: `${marker} Coast Talk`, countrycode: 'KE', tags: 'news' }),
      ]);
    });

    const station = (name: string) => {
      const found = stations.find((candidate) => candidate.name === `${marker} ${name}`);
      if (!found) throw new Error(`no station ${name}`);
      return found;
    };

    it('searches names without case or accents, and filters by country and genre', async () => {
      expect(await namesIn('search=tele metropole')).toEqual([`${marker} Télé Métropole`]);
      expect(await namesIn(`search=${marker}&country=gh`)).toEqual([`${marker} Highlife Hits`]);
      expect(await namesIn(`search=${marker}&genre=afrobeats`)).toEqual([`${marker} Afro Beats`]);
    });

    it('sorts by name either way, by popularity, and pages on the server with the total', async () => {
      expect(await namesIn(`search=${marker}&sort=name`)).toEqual(
        ['Afro Beats', 'Coast Talk', 'Highlife Hits', 'Télé Métropole'].map((name) => `${marker} ${name}`),
      );
      expect((await namesIn(`search=${marker}&sort=name&order=desc`))[0]).toBe(`${marker} Télé Métropole`);
      expect((await namesIn(`search=${marker}&sort=popular`))[0]).toBe(`${marker} Afro Beats`);
      const second = await adminList(`search=${marker}&sort=name&page=2&page_size=3`);
      expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
      expect(second.items.map((item) => item.name)).toEqual([`${marker} Télé Métropole`]);
    });

    it('shows inactive, deleted and hidden-country stations that listeners never see, each with its filter', async () => {
      const coast = station('Coast Talk');
      const hits = station('Highlife Hits');
      expect((await patch(coast.id, { is_active: false })).statusCode).toBe(200);
      expect((await admin.call('DELETE', `/api/admin/stations/${hits.id}`)).statusCode).toBe(200);
      expect((await admin.call('PUT', '/api/countries/CI/discoverable?discoverable=false')).statusCode).toBe(200);
      try {
        expect(await namesIn(`search=${marker}&active=false`)).toEqual([coast.name]);
        expect(await namesIn(`search=${marker}&deleted=true`)).toEqual([hits.name]);
        expect(await namesIn(`search=${marker}`)).not.toContain(hits.name);
        const hidden = (await adminList(`search=${marker}&hidden=true`)).items;
        expect(hidden.map((item) => [item.name, item.country_discoverable])).toEqual([
          [`${marker} Télé Métropole`, false],
        ]);
        expect(await namesIn(`search=${marker}&hidden=false&sort=name`)).toEqual([`${marker} Afro Beats`, coast.name]);
        const publicList = (await publicCall(`/api/stations?search=${marker}&limit=100`)).json() as Station[];
        expect(publicList.map((item) => item.name)).toEqual([`${marker} Afro Beats`]);
      } finally {
        await admin.call('PUT', '/api/countries/CI/discoverable?discoverable=true');
        await patch(coast.id, { is_active: true });
        await admin.call('POST', `/api/admin/stations/${hits.id}/restore`);
      }
    });

    it.runIf(testRedisUrl)('follows a change made through another instance (shared database and Redis)', async () => {
      const other = admin.on(await admin.test.sibling());
      const listed = async () =>
        AdminStationPage.parse((await other('GET', `/api/admin/stations?search=${marker}&sort=name`)).json()).items;
      expect((await listed()).map((item) => item.name)).toContain(`${marker} Afro Beats`);
      await patch(station('Afro Beats').id, { name: `${marker} Naija Beats` });
      await eventually(async () => (await listed()).some((item) => item.name === `${marker} Naija Beats`));
      expect((await listed()).map((item) => item.name)).not.toContain(`${marker} Afro Beats`);
    });

    it('refuses a bad filter with a clear 400', async () => {
      for (const query of ['sort=loudest', 'country=Ghana', 'active=maybe', 'page=0', 'genre=polka']) {
        const response = await admin.call('GET', `/api/admin/stations?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.code).toBe('bad_input');
      }
    });
  });

  describe('editing', () => {
    it('keeps an edited name and website through a re-import of the same Radio Browser file with other values', async () => {
      const record = aRadioBrowserRecord({ name: 'Kasapa Original', homepage: 'https://kasapa.example/', votes: 3 });
      await admin.test.app.catalogueImport.importFile(await files.write([record]));
      const [imported] = (await publicCall('/api/stations?search=kasapa original')).json() as Station[];
      if (!imported) throw new Error('the import did not list the station');

      const edit = await patch(imported.id, { name: 'Kasapa FM 102.5', website: 'https://kasapafm.example/' });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json()).toMatchObject({ name: 'Kasapa FM 102.5', edited_fields: ['name', 'website'] });

      const changed = { ...record, name: 'KASAPA!!', homepage: 'https://elsewhere.example/', votes: 40 };
      await admin.test.app.catalogueImport.importFile(await files.write([changed]));
      const after = (await publicCall(`/api/stations/${imported.id}`)).json() as Station;
      expect(after).toMatchObject({ name: 'Kasapa FM 102.5', website: 'https://kasapafm.example/', votes: 40 });
      const row = await admin.test.app.database.db
        .selectFrom('stations')
        .select('edited_fields')
        .where('id', '=', imported.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.edited_fields)).toEqual(['name', 'website']);
    });

    it('edits every field, marks only the ones it changed, and writes before and after to the audit log', async () => {
      const [station] = await addStations(admin.test.app, [aRadioBrowserRecord({ countrycode: 'GH', tags: 'pop' })]);
      if (!station) throw new Error('no station');
      const edit = await patch(station.id, {
        name: station.name,
        url: 'https://new-stream.example/live',
        logo: 'https://new-stream.example/logo.png',
        genre: 'gospel',
        country: 'tz',
        city: 'Dar es Salaam',
        language: 'sw',
        description: 'Injili kila siku.',
        tags: ['Gospel', 'injili'],
        website: '',
        is_premium: true,
        boosted: true,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const edited = edit.json() as AdminStation;
      expect(edited).toMatchObject({
        url: 'https://new-stream.example/live',
        url_resolved: null,
        health: 'unknown',
        country: 'TZ',
        country_name: 'Tanzania',
        language: 'sw',
        tags: ['gospel', 'injili'],
        website: null,
        is_premium: true,
        boosted: true,
        description: 'Injili kila siku.',
      });
      expect(edited.languages[0]).toBe('sw');
      expect(edited.edited_fields.sort()).toEqual(
        ['city', 'country', 'genre', 'language', 'logo', 'tags', 'url', 'website'].sort(),
      );
      expect((await publicCall(`/api/stations/${station.id}`)).json()).toMatchObject({ boosted: true, country: 'TZ' });

      const [entry] = await auditOf(station.id);
      expect(entry).toMatchObject({ action: 'station.update', target_kind: 'station', target_label: station.name });
      expect(entry?.before).toMatchObject({ genre: 'pop', country: 'GH', boosted: false });
      expect(entry?.after).toMatchObject({ genre: 'gospel', country: 'TZ', boosted: true });
      expect(entry?.after).not.toHaveProperty('name');
    });

    it('toggles a station inactive, which takes it out of every public read, and back', async () => {
      const [station] = await addStations(admin.test.app);
      if (!station) throw new Error('no station');
      expect((await patch(station.id, { is_active: false })).json()).toMatchObject({ is_active: false });
      expect((await publicCall(`/api/stations/${station.id}`)).statusCode).toBe(404);
      expect((await admin.call('GET', `/api/admin/stations/${station.id}`)).json()).toMatchObject({ is_active: false });
      await patch(station.id, { is_active: true });
      expect((await publicCall(`/api/stations/${station.id}`)).statusCode).toBe(200);
    });

    it('refuses bad values field by field, a country outside Africa, and an empty change', async () => {
      const [station] = await addStations(admin.test.app);
      if (!station) throw new Error('no station');
      const bad = await patch(station.id, { name: '   ', url: 'ftp://x', genre: 'polka' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields).sort()).toEqual(['genre', 'name', 'url']);
      const france = await patch(station.id, { country: 'FR' });
      expect(france.statusCode).toBe(400);
      expect(france.json().error.fields).toEqual({ country: 'is not one of the 54 African countries' });
      expect((await patch(station.id, {})).statusCode).toBe(400);
      expect((await patch('no-such-station', { name: 'Anything' })).statusCode).toBe(404);
    });
  });

  describe('deleting and restoring', () => {
    it('a deleted station leaves every public read at once and comes back when restored', async () => {
      const [station] = await addStations(admin.test.app, [aRadioBrowserRecord({ name: 'Radio Kilimanjaro' })]);
      if (!station) throw new Error('no station');
      const removed = await admin.call('DELETE', `/api/admin/stations/${station.id}`);
      expect(removed.statusCode).toBe(200);
      expect((removed.json() as AdminStation).deleted_at).not.toBeNull();
      expect((await publicCall(`/api/stations/${station.id}`)).statusCode).toBe(404);
      expect((await publicCall('/api/stations?search=kilimanjaro')).json()).toEqual([]);

      const restored = await admin.call('POST', `/api/admin/stations/${station.slug}/restore`);
      expect(restored.json()).toMatchObject({ id: station.id, deleted_at: null });
      expect((await publicCall(`/api/stations/${station.id}`)).statusCode).toBe(200);
      expect((await auditOf(station.id)).map((entry) => entry.action)).toEqual(['station.restore', 'station.delete']);
    });
  });

  describe('merging duplicates', () => {
    const as = (token: string, method: 'POST' | 'GET', url: string, body?: unknown) =>
      admin.client.call(method, url, { token, body });
    /**
     * What a merge moves: a fan's favourite, chat message, listening session and playlist place on the
     * duplicate; a listener with both as favourites and both in one playlist.
     */
    const belongingsOf = async (kept: Station, duplicate: Station, message: string) => {
      const fan = await aListener(admin.test.app);
      const both = await aListener(admin.test.app);
      await as(fan.token, 'POST', `/api/favorites/${duplicate.id}`);
      await as(both.token, 'POST', `/api/favorites/${kept.id}`);
      await as(both.token, 'POST', `/api/favorites/${duplicate.id}`);
      expect((await as(fan.token, 'POST', `/api/chat/${duplicate.id}`, { message })).statusCode).toBe(201);
      await as(fan.token, 'POST', `/api/listening/start?station_id=${duplicate.id}`);
      const fanList = (
        await as(fan.token, 'POST', '/api/playlists', { name: 'Fan', station_ids: [duplicate.id] })
      ).json();
      const bothList = (
        await as(both.token, 'POST', '/api/playlists', { name: 'Both', station_ids: [kept.id, duplicate.id] })
      ).json();
      return { fan, both, fanList, bothList };
    };

    it("gives the kept station the other's names and streams, favourites, playlist places, sessions and chat, and deletes the other", async () => {
      const [kept, duplicate] = await addStations(admin.test.app, [
        aRadioBrowserRecord({ name: 'Peace FM', countrycode: 'GH' }),
        aRadioBrowserRecord({
          name: 'Peace 104.3',
          countrycode: 'GH',
          url: 'https://other-host.example/peace',
          url_resolved: 'https://other-host.example/peace.mp3',
          codec: 'AAC',
          bitrate: 64,
        }),
      ]);
      if (!kept || !duplicate) throw new Error('no stations');
      const { fan, both, fanList, bothList } = await belongingsOf(kept, duplicate, 'Peace!');

      const merge = await admin.call('POST', `/api/admin/stations/${duplicate.id}/merge`, { into: kept.slug });
      expect(merge.statusCode, merge.body).toBe(200);
      expect(merge.json()).toMatchObject({ id: kept.id, aliases: ['Peace 104.3'] });

      const shown = (await publicCall(`/api/stations/${kept.id}`)).json() as Station;
      expect(shown.aliases).toEqual(['Peace 104.3']);
      expect(shown.alternates).toEqual(
        expect.arrayContaining([
          { url: 'https://other-host.example/peace.mp3', codec: 'AAC', bitrate: 64 },
          { url: 'https://other-host.example/peace', codec: 'AAC', bitrate: 64 },
        ]),
      );
      expect((await publicCall(`/api/stations/${duplicate.id}`)).statusCode).toBe(404);
      expect((await admin.call('GET', `/api/admin/stations/${duplicate.id}`)).json()).toMatchObject({
        merged_into: kept.id,
      });
      expect(((await as(fan.token, 'GET', '/api/favorites')).json() as Station[]).map((item) => item.id)).toEqual([
        kept.id,
      ]);
      expect(((await as(both.token, 'GET', '/api/favorites')).json() as Station[]).map((item) => item.id)).toEqual([
        kept.id,
      ]);
      expect((await as(fan.token, 'GET', `/api/playlists/${fanList.id}`)).json().station_ids).toEqual([kept.id]);
      expect((await as(both.token, 'GET', `/api/playlists/${bothList.id}`)).json().station_ids).toEqual([kept.id]);
      const chat = (await publicCall(`/api/chat/${kept.id}`)).json() as Array<{ message: string }>;
      expect(chat.map((message) => message.message)).toContain('Peace!');
      const sessions = await admin.test.app.database.db
        .selectFrom('listening_sessions')
        .select('station_id')
        .where('user_id', '=', fan.user.id)
        .execute();
      expect(sessions).toEqual([{ station_id: kept.id }]);
      expect(await namesIn('search=peace 104')).toEqual(['Peace FM']);
      expect((await auditOf(kept.id))[0]).toMatchObject({
        action: 'station.merge',
        after: { aliases: ['Peace 104.3'], merged_id: duplicate.id },
      });
    });

    it('undoes a merge from its audit entry: the merged station, its streams and what moved come back as they were', async () => {
      const [kept, duplicate] = await addStations(admin.test.app, [
        aRadioBrowserRecord({ name: 'Undo Kept FM', countrycode: 'KE' }),
        aRadioBrowserRecord({
          name: 'Undo Twin FM',
          countrycode: 'KE',
          url: 'https://twin-host.example/live',
          url_resolved: 'https://twin-host.example/live.aac',
          codec: 'AAC',
          bitrate: 48,
        }),
      ]);
      if (!kept || !duplicate) throw new Error('no stations');
      const { fan, both, fanList, bothList } = await belongingsOf(kept, duplicate, 'Twin!');
      const before = (await admin.call('GET', `/api/admin/stations/${duplicate.id}`)).json() as AdminStation;
      const keptBefore = (await admin.call('GET', `/api/admin/stations/${kept.id}`)).json() as AdminStation;

      expect(
        (await admin.call('POST', `/api/admin/stations/${duplicate.id}/merge`, { into: kept.id })).statusCode,
      ).toBe(200);
      const [entry] = await auditOf(kept.id);
      expect(entry).toMatchObject({ action: 'station.merge', undoable: true, undone_at: null });

      const undone = await admin.call('POST', `/api/admin/audit/${entry?.id}/undo`);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json()).toMatchObject({ id: entry?.id, undoable: false, undone_at: expect.any(String) });
      const after = (await admin.call('GET', `/api/admin/stations/${duplicate.id}`)).json() as AdminStation;
      const { updated_at: _a, ...restored } = after;
      const { updated_at: _b, ...original } = before;
      expect(restored).toEqual(original);
      expect(after).toMatchObject({
        url: 'https://twin-host.example/live',
        url_resolved: 'https://twin-host.example/live.aac',
        deleted_at: null,
        merged_into: null,
      });
      const keptAfter = (await admin.call('GET', `/api/admin/stations/${kept.id}`)).json() as AdminStation;
      expect({ aliases: keptAfter.aliases, alternates: keptAfter.alternates }).toEqual({
        aliases: keptBefore.aliases,
        alternates: keptBefore.alternates,
      });
      expect((await publicCall(`/api/stations/${duplicate.id}`)).statusCode).toBe(200);
      const favourites = async (token: string) =>
        ((await as(token, 'GET', '/api/favorites')).json() as Station[]).map((item) => item.id).sort();
      expect(await favourites(fan.token)).toEqual([duplicate.id]);
      expect(await favourites(both.token)).toEqual([kept.id, duplicate.id].sort());
      expect((await as(fan.token, 'GET', `/api/playlists/${fanList.id}`)).json().station_ids).toEqual([duplicate.id]);
      expect((await as(both.token, 'GET', `/api/playlists/${bothList.id}`)).json().station_ids).toEqual([
        kept.id,
        duplicate.id,
      ]);
      const chat = (await publicCall(`/api/chat/${duplicate.id}`)).json() as Array<{ message: string }>;
      expect(chat.map((message) => message.message)).toContain('Twin!');
      const sessions = await admin.test.app.database.db
        .selectFrom('listening_sessions')
        .select('station_id')
        .where('user_id', '=', fan.user.id)
        .execute();
      expect(sessions).toEqual([{ station_id: duplicate.id }]);
      expect((await auditOf(duplicate.id))[0]).toMatchObject({
        action: 'station.merge_undo',
        after: { merged_into: null, undone_entry: entry?.id },
      });

      const again = await admin.call('POST', `/api/admin/audit/${entry?.id}/undo`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This merge was already undone.');
      const [undoEntry] = (await admin.call('GET', '/api/admin/audit?action=station.merge_undo')).json().items;
      expect((await admin.call('POST', `/api/admin/audit/${undoEntry.id}/undo`)).statusCode).toBe(404);
    });

    it('refuses to undo a merge the stations have changed since, and the entry stays undoable', async () => {
      const [kept, duplicate] = await addStations(admin.test.app, [
        aRadioBrowserRecord({ name: 'Changed Kept FM', countrycode: 'TZ' }),
        aRadioBrowserRecord({ name: 'Changed Twin FM', countrycode: 'TZ' }),
      ]);
      if (!kept || !duplicate) throw new Error('no stations');
      await admin.call('POST', `/api/admin/stations/${duplicate.id}/merge`, { into: kept.id });
      const [entry] = await auditOf(kept.id);
      const undo = () => admin.call('POST', `/api/admin/audit/${entry?.id}/undo`);
      await admin.call('DELETE', `/api/admin/stations/${kept.id}`);
      const deleted = await undo();
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().error.message).toBe(
        "'Changed Kept FM' has been deleted since; restore it before undoing the merge.",
      );
      const page = (await admin.call('GET', `/api/admin/audit?action=station.merge&target_id=${kept.id}`)).json();
      expect(page.items[0]).toMatchObject({ undoable: true, undone_at: null });
      expect((await publicCall(`/api/stations/${duplicate.id}`)).statusCode).toBe(404);
      await admin.call('POST', `/api/admin/stations/${kept.id}/restore`);
      await admin.call('POST', `/api/admin/stations/${duplicate.id}/restore`);
      const restoredByHand = await undo();
      expect(restoredByHand.statusCode).toBe(409);
      expect(restoredByHand.json().error.message).toMatch(/is no longer merged into that station/);
    });

    it('refuses merging a station into itself, a deleted one, or one that does not exist', async () => {
      const [one, other] = await addStations(admin.test.app, [aRadioBrowserRecord(), aRadioBrowserRecord()]);
      if (!one || !other) throw new Error('no stations');
      const merge = (id: string, into: string) => admin.call('POST', `/api/admin/stations/${id}/merge`, { into });
      expect((await merge(one.id, one.slug)).statusCode).toBe(400);
      expect((await merge(one.id, 'no-such-station')).statusCode).toBe(404);
      await admin.call('DELETE', `/api/admin/stations/${other.id}`);
      const deleted = await merge(other.id, one.id);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().error.code).toBe('conflict');
      expect((await merge(one.id, other.id)).statusCode).toBe(409);
    });
  });

  describe('adding a station', () => {
    const add = async (body: Record<string, unknown>) => {
      const response = await admin.call('POST', '/api/admin/stations', body);
      return {
        status: response.statusCode,
        body: response.body,
        creation: () => StationCreation.parse(response.json()),
      };
    };

    it('checks the stream, saves the station with the defaults (Nigeria, English) and lists it at once', async () => {
      const added = await add({ name: 'Lagos Test Radio', url: radio.streamUrl, genre: 'afrobeats', tags: ['lagos'] });
      expect(added.status, added.body).toBe(201);
      const { saved, station, check, held_back } = added.creation();
      expect({ saved, held_back, outcome: check.outcome }).toEqual({ saved: true, held_back: [], outcome: 'ok' });
      expect(station).toMatchObject({
        name: 'Lagos Test Radio',
        country: 'NG',
        language: 'en',
        genre: 'afrobeats',
        source: 'admin',
        health: 'good',
        codec: 'MP3',
        last_check_ok: true,
        tags: ['lagos'],
      });
      expect((await publicCall(`/api/stations/${station?.id}`)).statusCode).toBe(200);
      expect((await auditOf(station?.id ?? ''))[0]).toMatchObject({ action: 'station.create' });
    });

    it('holds back a likely duplicate, by stream or by name in the country, until the admin confirms', async () => {
      const first = (await add({ name: 'Joy Prime', url: `${radio.streamUrl}?id=joy`, country: 'GH' })).creation();
      expect(first.saved).toBe(true);

      const sameStream = await add({ name: 'Another Name', url: `${radio.streamUrl}?id=joy`, country: 'KE' });
      expect(sameStream.status).toBe(200);
      expect(sameStream.creation()).toMatchObject({ saved: false, station: null, held_back: ['duplicate'] });
      expect(sameStream.creation().duplicates.map((station) => station.id)).toEqual([first.station?.id]);

      const sameName = (
        await add({ name: 'JOY  prime!', url: `${radio.streamUrl}?id=other`, country: 'GH' })
      ).creation();
      expect(sameName.held_back).toEqual(['duplicate']);
      const elsewhere = (
        await add({ name: 'Joy Prime', url: `${radio.streamUrl}?id=kenya`, country: 'KE' })
      ).creation();
      expect(elsewhere.saved).toBe(true);

      const confirmed = await add({
        name: 'Another Name',
        url: `${radio.streamUrl}?id=joy`,
        country: 'KE',
        confirm_duplicate: true,
      });
      expect(confirmed.status).toBe(201);
      expect(confirmed.creation().duplicates).toHaveLength(1);
    });

    it('holds back a stream that does not play, and saves it as down when confirmed', async () => {
      const dead = `http://127.0.0.1:${await closedPort()}/live`;
      const held = (await add({ name: 'Silent Radio', url: dead })).creation();
      expect(held).toMatchObject({ saved: false, held_back: ['failing_stream'] });
      expect(held.check.outcome).toBe('refused');
      const confirmed = await add({ name: 'Silent Radio', url: dead, confirm_failing_stream: true });
      expect(confirmed.status).toBe(201);
      expect(confirmed.creation().station).toMatchObject({ health: 'down', last_check_ok: false });
    });

    it('requires the name, a streaming URL and an African country, each told by field', async () => {
      const missing = await admin.call('POST', '/api/admin/stations', { country: 'GH' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().error.fields).sort()).toEqual(['name', 'url']);
      const notAfrican = await admin.call('POST', '/api/admin/stations', {
        name: 'X',
        url: radio.streamUrl,
        country: 'FR',
      });
      expect(notAfrican.statusCode).toBe(400);
      expect(notAfrican.json().error.fields).toHaveProperty('country');
    });
  });
});
