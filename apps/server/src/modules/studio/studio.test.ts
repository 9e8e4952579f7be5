// The studio over HTTP: an owner's changes public at once, a new name and stream waiting in the admin
// inbox (the stream checked first) and applied on approval, co-owners, and the owner's alert when our
// checks take the station off the lists, with the checks as evidence and "check again".
import {
  type AdminStation,
  type AuditPage,
  type InboxPage,
  type Station,
  StationBroadcaster,
  type StationClaim,
  StudioEditResult,
  StudioStation,
} from '@sauti/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener, type Listener } from '../../test-support/accounts';
import { type AdminSession, startAdminSession } from '../../test-support/admin';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { addStations } from '../../test-support/catalogue-stations';
import { multipartBody } from '../../test-support/multipart';
import { type StationHost, startStationHost } from '../../test-support/station-host';
import { TEST_CHECKS } from '../../test-support/test-app';

const HOUR = 3600_000;
const START = Date.parse('2026-03-01T00:00:00Z');

describe('the studio', () => {
  let admin: AdminSession;
  let client: ApiClient;
  let radio: StationHost;
  let clock = START;

  beforeAll(async () => {
    radio = await startStationHost();
    admin = await startAdminSession({ checks: { ...TEST_CHECKS, now: () => clock } });
    client = apiClient(admin.test.app);
  });
  afterAll(async () => {
    await admin.test.close();
    await radio.close();
  });

  /** A listener who claimed the station and whom an admin approved: its owner. */
  async function anOwnerOf(station: Station): Promise<Listener> {
    const owner = await aListener(admin.test.app);
    const claim = (await client.call('POST', `/api/stations/${station.id}/claims`, { token: owner.token })).json();
    const approved = await admin.call('POST', `/api/admin/claims/${(claim as StationClaim).id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return owner;
  }

  const studio = async (owner: Listener, stationId: string) => {
    const response = await client.call('GET', `/api/studio/stations/${stationId}`, { token: owner.token });
    expect(response.statusCode, response.body).toBe(200);
    return StudioStation.parse(response.json());
  };

  const edit = (owner: Listener, stationId: string, body: unknown) =>
    client.call('PATCH', `/api/studio/stations/${stationId}`, { token: owner.token, body });

  const publicStation = async (stationId: string) =>
    (await client.call('GET', `/api/stations/${stationId}`)).json() as Station;

  it("makes an owner's description, links, genre, languages, tags and city public at once, audited and protected", async () => {
    const [station] = await addStations(admin.test.app, [{ name: 'Studio Edits FM', url: radio.playing('/edits') }]);
    if (!station) throw new Error('no station');
    const owner = await anOwnerOf(station);
    const response = await edit(owner, station.id, {
      description: 'Highlife and news from Kumasi, every day since 1998.',
      website: 'https://edits.example.org/',
      social_links: ['https://www.facebook.com/editsfm', 'https://x.com/editsfm'],
      genre: 'highlife',
      languages: ['tw', 'en'],
      tags: ['highlife', 'news'],
      city: 'Kumasi',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = StudioEditResult.parse(response.json());
    expect(result.waiting).toBeNull();
    expect(result.applied).toEqual(
      expect.arrayContaining(['description', 'website', 'social_links', 'genre', 'languages', 'tags', 'city']),
    );
    expect(await publicStation(station.id)).toMatchObject({
      description: 'Highlife and news from Kumasi, every day since 1998.',
      website: 'https://edits.example.org/',
      genre: 'highlife',
      language: 'tw',
      languages: ['tw', 'en'],
      tags: ['highlife', 'news'],
      city: 'Kumasi',
    });
    const badge = StationBroadcaster.parse(
      (await client.call('GET', `/api/stations/${station.slug}/broadcaster`)).json(),
    );
    expect(badge).toEqual({
      verified: true,
      social_links: ['https://www.facebook.com/editsfm', 'https://x.com/editsfm'],
    });

    const adminView = (await admin.call('GET', `/api/admin/stations/${station.id}`)).json() as AdminStation;
    expect(adminView.edited_fields).toEqual(expect.arrayContaining(['website', 'genre', 'language', 'tags', 'city']));
    const audit = (
      await admin.call('GET', `/api/admin/audit?action=station.owner_update&target_id=${station.id}`)
    ).json() as AuditPage;
    expect(audit.items.map((entry) => entry.admin_id)).toEqual([owner.user.id, owner.user.id]);
    expect(audit.items.flatMap((entry) => Object.keys(entry.after ?? {}))).toEqual(
      expect.arrayContaining(['description', 'genre', 'tags', 'social_links']),
    );
  });

  it('keeps a new name and stream waiting in the inbox, the stream checked, until an admin approves', async () => {
    const [station] = await addStations(admin.test.app, [{ name: 'Old Name FM', url: radio.playing('/old-stream') }]);
    if (!station) throw new Error('no station');
    const owner = await anOwnerOf(station);
    const newStream = radio.playing('/new-stream');
    const response = await edit(owner, station.id, { name: 'New Name FM', url: newStream, city: 'Accra' });
    expect(response.statusCode, response.body).toBe(200);
    const result = StudioEditResult.parse(response.json());
    expect(result.applied).toEqual(['city']);
    expect(result.waiting).toMatchObject({
      status: 'waiting',
      changes: { name: 'New Name FM', url: newStream },
      previous: { name: 'Old Name FM', url: station.url },
      stream_check: { outcome: 'ok' },
    });
    expect(await publicStation(station.id)).toMatchObject({ name: 'Old Name FM', url: station.url, city: 'Accra' });

    const inbox = (await admin.call('GET', '/api/admin/inbox?kind=station_edit')).json() as InboxPage;
    const item = inbox.items.find((each) => each.id === result.waiting?.id);
    expect(item).toMatchObject({
      kind: 'station_edit',
      status: 'new',
      sender_name: owner.user.username,
      details: { station_id: station.id, changes: { name: 'New Name FM', url: newStream } },
    });
    const approved = await admin.call('POST', `/api/admin/station-edits/${result.waiting?.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ kind: 'station_edit', status: 'approved' });
    expect(await publicStation(station.id)).toMatchObject({ name: 'New Name FM', url: newStream });
    expect((await studio(owner, station.id)).edits[0]).toMatchObject({ status: 'approved' });
    expect((await admin.call('POST', `/api/admin/station-edits/${result.waiting?.id}/approve`)).statusCode).toBe(409);
  });

  it('checks a proposed stream that does not play before review, and a rejection keeps the station as it was', async () => {
    const [station] = await addStations(admin.test.app, [{ name: 'Country FM', url: radio.playing('/country') }]);
    if (!station) throw new Error('no station');
    const owner = await anOwnerOf(station);
    const result = StudioEditResult.parse(
      (await edit(owner, station.id, { country: 'KE', url: radio.dead('/no-such-stream') })).json(),
    );
    expect(result.waiting?.stream_check?.outcome).not.toBe('ok');
    expect(result.waiting?.stream_check?.http_status).toBe(404);
    const rejected = await admin.call('POST', `/api/admin/station-edits/${result.waiting?.id}/reject`, {
      reason: 'That stream does not play.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await publicStation(station.id)).toMatchObject({ country: 'GH', url: station.url });
    expect((await studio(owner, station.id)).edits[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'That stream does not play.',
    });
    const refused = await edit(owner, station.id, { country: 'FR' });
    expect(refused.statusCode).toBe(400);
  });

  it('lets an owner invite a co-owner, and answers 403 to everyone else', async () => {
    const [station] = await addStations(admin.test.app, [{ name: 'Co Owned FM', url: radio.playing('/co') }]);
    if (!station) throw new Error('no station');
    const owner = await anOwnerOf(station);
    const colleague = await aListener(admin.test.app);
    const stranger = await aListener(admin.test.app);
    expect(
      (await client.call('GET', `/api/studio/stations/${station.id}`, { token: colleague.token })).statusCode,
    ).toBe(403);
    const invited = await client.call('POST', `/api/studio/stations/${station.id}/owners`, {
      token: owner.token,
      body: { user: colleague.email.toUpperCase() },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().map((each: { username: string }) => each.username)).toEqual([
      owner.user.username,
      colleague.user.username,
    ]);
    expect((await studio(colleague, station.id)).station.id).toBe(station.id);
    expect((await edit(stranger, station.id, { description: 'Not mine' })).statusCode).toBe(403);
    expect((await edit(colleague, station.id, { description: 'Ours now' })).statusCode).toBe(200);
  });

  it('shows the owner when our checks took the station off the lists, with the checks, and checks again', async () => {
    const [station] = await addStations(admin.test.app, [{ name: 'Gone Quiet FM', url: radio.playing('/quiet') }]);
    if (!station) throw new Error('no station');
    const owner = await anOwnerOf(station);
    expect((await studio(owner, station.id)).alert.off_air).toBe(false);

    radio.set('/quiet', false);
    for (const hours of [0, 1, 12]) {
      clock = START + hours * HOUR;
      const checked = await admin.call('POST', `/api/admin/stations/${station.id}/check`);
      expect(checked.statusCode, checked.body).toBe(200);
    }
    const alerted = await studio(owner, station.id);
    expect(alerted.alert).toMatchObject({ off_air: true, health: 'down' });
    expect(alerted.alert.checks).toHaveLength(3);
    for (const check of alerted.alert.checks) expect(check).toMatchObject({ http_status: 404, url: station.url });
    expect(alerted.alert.checks[0]?.detail).toBeTruthy();

    radio.set('/quiet', true);
    clock = START + 13 * HOUR;
    const again = await client.call('POST', `/api/studio/stations/${station.id}/check`, { token: owner.token });
    expect(again.statusCode, again.body).toBe(200);
    expect(StudioStation.parse(again.json()).alert).toMatchObject({ off_air: false });
    expect((await publicStation(station.id)).off_air).toBe(false);
  });

  it("takes an owner's logo checked by its bytes, serves it from our origin, and refuses what is not an image", async () => {
    const [station] = await addStations(admin.test.app, [{ name: 'Logo FM', url: radio.playing('/logo') }]);
    if (!station) throw new Error('no station');
    const owner = await anOwnerOf(station);
    const upload = async (bytes: Uint8Array, filename: string, type: string) => {
      const body = await multipartBody({}, { logo: { bytes, filename, type } });
      return admin.test.app.inject({
        method: 'POST',
        url: `/api/studio/stations/${station.id}/logo`,
        headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
        payload: body.payload,
      });
    };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(svg, 'logo.png', 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('logo');

    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#e0a000' } })
      .png()
      .toBuffer();
    const uploaded = await upload(png, 'station.png', 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logo = StudioStation.parse(uploaded.json()).station.logo ?? '';
    expect(logo).toMatch(/\/api\/station-uploads\/[a-f0-9]{64}\.png$/);
    const served = await client.call('GET', new URL(logo).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await publicStation(station.id)).logo).toBe(logo);
    const drawn = await admin.test.app.inject({ url: `/api/logos/${station.id}?size=128` });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/webp');
    const stranger = await aListener(admin.test.app);
    const body = await multipartBody({}, { logo: { bytes: png, filename: 'x.png', type: 'image/png' } });
    const forbidden = await admin.test.app.inject({
      method: 'POST',
      url: `/api/studio/stations/${station.id}/logo`,
      headers: { ...body.headers, authorization: `Bearer ${stranger.token}` },
      payload: body.payload,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
