// Claiming a station over HTTP, proved against a fake station website on 127.0.0.1: the verification
// file, the home page's meta tag, and an admin's approval from the inbox; and what is refused.
import { type AuditPage, type InboxPage, StationBroadcaster, StationClaim, type StationOwner } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListener, type Listener } from '../../test-support/accounts';
import { type AdminSession, startAdminSession } from '../../test-support/admin';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { type FakeHost, startFakeHost } from '../../test-support/fake-host';
import { addOwnStation } from '../../test-support/stations';

describe('claiming a station', () => {
  let admin: AdminSession;
  let client: ApiClient;
  let website: FakeHost;

  beforeAll(async () => {
    admin = await startAdminSession();
    client = apiClient(admin.test.app);
    website = await startFakeHost();
  });
  afterAll(async () => {
    await website.close();
    await admin.test.close();
  });

  /** A station whose website is the fake host (a path of its own, so tests do not meet). */
  async function aStationAt(name: string, site: string | null) {
    const station = await addOwnStation(admin.test.app, { name });
    const edited = await admin.call('PATCH', `/api/admin/stations/${station.id}`, { website: site });
    expect(edited.statusCode, edited.body).toBe(200);
    return station;
  }

  async function claim(listener: Listener, stationId: string, body?: unknown) {
    const response = await client.call('POST', `/api/stations/${stationId}/claims`, { token: listener.token, body });
    expect(response.statusCode, response.body).toBe(201);
    return StationClaim.parse(response.json());
  }

  const verify = (listener: Listener, claimId: string, body?: unknown) =>
    client.call('POST', `/api/claims/${claimId}/verify`, { token: listener.token, body });

  const badge = async (stationId: string) =>
    StationBroadcaster.parse((await client.call('GET', `/api/stations/${stationId}/broadcaster`)).json()).verified;

  const studioStations = async (listener: Listener) =>
    ((await client.call('GET', '/api/studio/stations', { token: listener.token })).json() as { id: string }[]).map(
      (station) => station.id,
    );

  it('is verified by the file at /.well-known/sauti-verification.txt holding the token', async () => {
    const station = await aStationAt('File Proof FM', `${website.url}/file-proof/`);
    const owner = await aListener(admin.test.app);
    const made = await claim(owner, station.id);
    expect(made).toMatchObject({ station_id: station.id, status: 'pending', method: null });
    expect(made.token).toMatch(/^sauti-[A-Za-z0-9_-]{20,}$/);
    expect(made.instructions.file_url).toBe(`${website.url}/.well-known/sauti-verification.txt`);
    expect(made.instructions.meta_tag).toBe(`<meta name="sauti-verification" content="${made.token}">`);
    expect(await badge(station.id)).toBe(false);

    website.route('/.well-known/sauti-verification.txt', { body: `${made.token}\n` });
    const verified = await verify(owner, made.id, { method: 'file' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(StationClaim.parse(verified.json())).toMatchObject({ status: 'verified', method: 'file' });
    expect(await badge(station.id)).toBe(true);
    expect(await studioStations(owner)).toEqual([station.id]);
    const owners = (
      await client.call('GET', `/api/studio/stations/${station.id}/owners`, { token: owner.token })
    ).json();
    expect(owners.map((each: StationOwner) => [each.username, each.via])).toEqual([[owner.user.username, 'claim']]);
    const audit = (await admin.call('GET', `/api/admin/audit?action=claim.verify&target_id=${station.id}`)).json();
    expect((audit as AuditPage).items[0]).toMatchObject({ admin_id: owner.user.id, after: { method: 'file' } });
    website.route('/.well-known/sauti-verification.txt', { status: 404, body: 'gone' });
  });

  it('is verified by the meta tag on the home page', async () => {
    const station = await aStationAt('Meta Proof FM', `${website.url}/meta-home`);
    const owner = await aListener(admin.test.app);
    const made = await claim(owner, station.id);
    website.route('/meta-home', {
      headers: { 'content-type': 'text/html' },
      body: `<!doctype html><html><head><title>Meta</title><meta content='${made.token}' name="Sauti-Verification"></head><body>On air</body></html>`,
    });
    const verified = StationClaim.parse((await verify(owner, made.id)).json());
    expect(verified).toMatchObject({ status: 'verified', method: 'meta' });
    expect(verified.attempts.find((attempt) => attempt.method === 'meta')).toMatchObject({ ok: true });
    expect(await badge(station.id)).toBe(true);
  });

  it("is verified by an admin's approval from the inbox, with the evidence the claimant gave", async () => {
    const station = await aStationAt('Admin Proof FM', null);
    const owner = await aListener(admin.test.app);
    const made = await claim(owner, station.id);
    expect(made.instructions.file_url).toBeNull();
    const before = (await admin.call('GET', '/api/admin/inbox?kind=claim')).json() as InboxPage;
    expect(before.items.map((item) => item.id)).not.toContain(made.id);

    const asked = await client.call('POST', `/api/claims/${made.id}/review`, {
      token: owner.token,
      body: { evidence: 'I am the station manager: manager@adminproof.example, +233 20 000 0000.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const inbox = (await admin.call('GET', '/api/admin/inbox?kind=claim')).json() as InboxPage;
    const item = inbox.items.find((each) => each.id === made.id);
    expect(item).toMatchObject({
      kind: 'claim',
      status: 'new',
      sender_name: owner.user.username,
      summary: `Claim: ${station.name}`,
      details: { station_id: station.id, evidence: expect.stringContaining('station manager') },
    });
    expect(await badge(station.id)).toBe(false);
    const approved = await admin.call('POST', `/api/admin/claims/${made.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(StationClaim.parse(approved.json())).toMatchObject({ status: 'verified', method: 'admin' });
    expect(await badge(station.id)).toBe(true);
    expect(await studioStations(owner)).toEqual([station.id]);
    expect((await admin.call('POST', `/api/admin/claims/${made.id}/approve`)).statusCode).toBe(409);
  });

  it('refuses a wrong token, and the claim stays pending with what was found', async () => {
    const station = await aStationAt('Wrong Token FM', `${website.url}/wrong-home`);
    const owner = await aListener(admin.test.app);
    const made = await claim(owner, station.id);
    website.route('/wrong-home', {
      body: '<html><head><meta name="sauti-verification" content="sauti-not-this-one"></head></html>',
    });
    website.route('/.well-known/sauti-verification.txt', { body: 'sauti-not-this-one\n' });
    const refused = StationClaim.parse((await verify(owner, made.id)).json());
    expect(refused.status).toBe('pending');
    expect(refused.attempts.map((attempt) => [attempt.method, attempt.ok, attempt.detail])).toEqual([
      ['file', false, 'The file is there but does not hold this claim’s token.'],
      ['meta', false, 'The home page’s meta tag does not hold this claim’s token.'],
    ]);
    expect(await badge(station.id)).toBe(false);
    expect(await studioStations(owner)).toEqual([]);
    website.route('/.well-known/sauti-verification.txt', { status: 404, body: 'gone' });
  });

  it('lets only the claimant verify, even when the website holds the token', async () => {
    const station = await aStationAt('Other User FM', `${website.url}/other-home`);
    const claimant = await aListener(admin.test.app);
    const someoneElse = await aListener(admin.test.app);
    const made = await claim(claimant, station.id);
    website.route('/other-home', { body: `<meta name="sauti-verification" content="${made.token}">` });
    const refused = await verify(someoneElse, made.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await client.call('GET', `/api/claims/${made.id}`, { token: someoneElse.token })).statusCode).toBe(403);
    expect(await badge(station.id)).toBe(false);
    expect(await studioStations(someoneElse)).toEqual([]);
    const owners = await client.call('GET', `/api/studio/stations/${station.id}/owners`, { token: someoneElse.token });
    expect(owners.statusCode).toBe(403);
  });

  it('refuses a website at a private address without reaching it', async () => {
    const station = await aStationAt('Private Site FM', 'http://192.168.7.7/');
    const owner = await aListener(admin.test.app);
    const made = await claim(owner, station.id);
    const refused = StationClaim.parse((await verify(owner, made.id)).json());
    expect(refused.status).toBe('pending');
    for (const attempt of refused.attempts) {
      expect(attempt.ok).toBe(false);
      expect(attempt.detail).toContain('not a public internet address');
    }
    expect(await badge(station.id)).toBe(false);
  });

  it('answers the pending claim again rather than a second one, and refuses a claim by an owner', async () => {
    const station = await aStationAt('Again FM', `${website.url}/again-home`);
    const owner = await aListener(admin.test.app);
    const first = await claim(owner, station.id);
    const again = await client.call('POST', `/api/stations/${station.id}/claims`, { token: owner.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    await admin.call('POST', `/api/admin/claims/${first.id}/approve`);
    const owned = await client.call('POST', `/api/stations/${station.id}/claims`, { token: owner.token });
    expect(owned.statusCode).toBe(409);
    expect((await client.call('POST', `/api/stations/${station.id}/claims`)).statusCode).toBe(401);
  });
});
