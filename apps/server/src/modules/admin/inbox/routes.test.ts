import { type AuditPage, InboxItem, InboxPage, SubmissionApproval } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AdminSession, startAdminSession } from '../../../test-support/admin';
import { apiClient } from '../../../test-support/api-client';
import { closedPort } from '../../../test-support/fake-host';
import { type FakeStation, startFakeStation } from '../../../test-support/fake-radio';
import { someStations } from '../../../test-support/stations';

const aContactMessage = (overrides: Record<string, string> = {}) => ({
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  country: 'Nigeria',
  subject: 'audio_issue',
  message: 'Wazobia FM cuts out every evening.\nCan you look?',
  ...overrides,
});

const anInquiry = () => ({
  companyName: 'Jollof Foods',
  contactName: 'Kofi Mensah',
  email: 'kofi@jollof.example',
  budget: '1000-5000',
  adType: 'audio',
});

const aSubmission = (overrides: Record<string, string> = {}) => ({
  stationName: 'Radio Ashanti Sunrise',
  streamUrl: 'https://stream.example.org/sunrise.mp3',
  country: 'GH',
  city: 'Kumasi',
  language: 'tw',
  genre: 'highlife',
  description: 'Highlife from Kumasi, all day.',
  website: 'https://sunrise.example.org/',
  email: '',
  submitterName: 'Yaw Boateng',
  submitterEmail: 'yaw@sunrise.example.org',
  notes: 'We broadcast since 2009.',
  ...overrides,
});

describe('the admin inbox', () => {
  let admin: AdminSession;
  let radio: FakeStation;

  beforeAll(async () => {
    admin = await startAdminSession();
    radio = await startFakeStation();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await radio.close();
    await admin.test.close();
  });

  /** Sends a form as a stranger would, each from its own address, at the given time. */
  async function send(form: 'contact' | 'advertising' | 'submissions', body: unknown, at?: string): Promise<void> {
    if (at) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
    }
    const response = await apiClient(admin.test.app).call('POST', `/api/inbox/${form}`, { body });
    vi.useRealTimers();
    expect(response.statusCode, response.body).toBe(201);
  }

  const inbox = async (query = '') => {
    const response = await admin.call('GET', `/api/admin/inbox?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return InboxPage.parse(response.json());
  };

  /** The newest submission of the station's name. */
  async function submissionNamed(name: string): Promise<InboxItem> {
    const found = (await inbox('kind=submission&page_size=200')).items.find(
      (item) => item.kind === 'submission' && item.details.stationName === name,
    );
    if (!found) throw new Error(`no submission ${name}`);
    return found;
  }

  const approve = (id: string, body: unknown = {}) => admin.call('POST', `/api/admin/submissions/${id}/approve`, body);

  describe('the list', () => {
    beforeAll(async () => {
      await send('contact', aContactMessage(), '2024-03-01T09:00:00.000Z');
      await send('advertising', anInquiry(), '2024-03-02T09:00:00.000Z');
      await send('submissions', aSubmission(), '2024-03-03T09:00:00.000Z');
    });

    it('shows every kind newest first, with who to reply to, a line for the list and the sent fields', async () => {
      const page = await inbox();
      expect(page).toMatchObject({ total: 3, unread: 3, page: 1 });
      expect(page.items.map((item) => [item.kind, item.status, item.read, item.sender_email, item.summary])).toEqual([
        ['submission', 'new', false, 'yaw@sunrise.example.org', 'Radio Ashanti Sunrise (GH)'],
        ['advertising', 'new', false, 'kofi@jollof.example', 'Jollof Foods (1000-5000)'],
        ['contact', 'new', false, 'amina@example.com', 'Wazobia FM cuts out every evening.'],
      ]);
      expect(page.items[0]).toMatchObject({
        sender_name: 'Yaw Boateng',
        details: { city: 'Kumasi', language: 'tw', notes: 'We broadcast since 2009.', email: null, station_id: null },
      });
      expect(page.items[1]).toMatchObject({ details: { companyName: 'Jollof Foods', adType: 'audio', phone: null } });
    });

    it('filters by kind, status and unread, and pages', async () => {
      expect((await inbox('kind=advertising')).items.map((item) => item.kind)).toEqual(['advertising']);
      const second = await inbox('page=2&page_size=2');
      expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
      expect(second.items.map((item) => item.kind)).toEqual(['contact']);
      const contact = second.items[0] as InboxItem;
      await admin.call('PATCH', `/api/admin/inbox/${contact.id}`, { read: true, status: 'done' });
      expect((await inbox('unread=false')).items.map((item) => item.id)).toEqual([contact.id]);
      expect((await inbox('status=done')).items.map((item) => item.id)).toEqual([contact.id]);
      expect(await inbox('unread=true')).toMatchObject({ total: 2, unread: 2 });
      expect((await admin.call('GET', '/api/admin/inbox?kind=newsletter')).statusCode).toBe(400);
    });

    it('keeps read, status and internal notes, and writes each change to the audit log', async () => {
      const inquiry = (await inbox('kind=advertising')).items[0] as InboxItem;
      const update = await admin.call('PATCH', `/api/admin/inbox/${inquiry.id}`, {
        read: true,
        status: 'in_review',
        notes: 'Call back on Monday.',
      });
      expect(update.statusCode, update.body).toBe(200);
      expect(update.json()).toMatchObject({ read: true, status: 'in_review', notes: 'Call back on Monday.' });
      expect(Date.parse((update.json() as InboxItem).updated_at)).toBeGreaterThan(Date.parse(inquiry.created_at));
      const unread = await admin.call('PATCH', `/api/admin/inbox/${inquiry.id}`, { read: false, notes: '' });
      expect(unread.json()).toMatchObject({ read: false, notes: null, status: 'in_review' });

      const audit = (await admin.call('GET', `/api/admin/audit?target_id=${inquiry.id}`)).json() as AuditPage;
      expect(audit.items.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        ['inbox.update', { read: true, notes: 'Call back on Monday.' }, { read: false, notes: null }],
        [
          'inbox.update',
          { status: 'new', read: false, notes: null },
          { status: 'in_review', read: true, notes: 'Call back on Monday.' },
        ],
      ]);
    });

    it('reads one entry by id, whatever its kind, as the list shows it', async () => {
      const listed = (await inbox()).items;
      expect(listed.length).toBeGreaterThan(1);
      for (const item of listed) {
        const response = await admin.call('GET', `/api/admin/inbox/${item.id}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(InboxItem.parse(response.json())).toEqual(item);
      }
    });

    it('answers 404 with the error envelope for an entry that does not exist', async () => {
      const missing = await admin.call('GET', '/api/admin/inbox/no-such-entry');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: { code: 'not_found', message: "No inbox entry 'no-such-entry'." } });
    });

    it('refuses approved or rejected by update, an empty update, and an unknown entry', async () => {
      const submission = await submissionNamed('Radio Ashanti Sunrise');
      const approved = await admin.call('PATCH', `/api/admin/inbox/${submission.id}`, { status: 'approved' });
      expect(approved.statusCode).toBe(400);
      expect(approved.json().error.fields).toHaveProperty('status');
      expect((await admin.call('PATCH', `/api/admin/inbox/${submission.id}`, {})).statusCode).toBe(400);
      expect((await admin.call('PATCH', '/api/admin/inbox/no-such-entry', { read: true })).statusCode).toBe(404);
    });
  });

  describe('station submissions', () => {
    it.each([
      ['no body at all', {}, undefined],
      ['an empty JSON body', { 'content-type': 'application/json' }, ''],
    ])('approves a submission as it is when the admin sends %s', async (_case, headers, payload) => {
      const name = `As Is FM ${Object.keys(headers).length}`;
      const streamUrl = `${radio.streamUrl}?as-is=${Object.keys(headers).length}`;
      await send('submissions', aSubmission({ stationName: name, streamUrl }));
      const submission = await submissionNamed(name);
      const response = await admin.test.app.inject({
        method: 'POST',
        url: `/api/admin/submissions/${submission.id}/approve`,
        headers: { authorization: `Bearer ${admin.token}`, ...headers },
        ...(payload !== undefined && { payload }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { item, creation } = SubmissionApproval.parse(response.json());
      expect(creation).toMatchObject({ saved: true, held_back: [] });
      expect(item.status).toBe('approved');
      expect(creation.station).toMatchObject({ name, country: 'GH' });
    });

    it('approving checks the stream and creates the station with the submitted details', async () => {
      await send('submissions', aSubmission({ stationName: 'Sunrise Live', streamUrl: radio.streamUrl }));
      const submission = await submissionNamed('Sunrise Live');
      const response = await approve(submission.id);
      expect(response.statusCode, response.body).toBe(200);
      const { item, creation } = SubmissionApproval.parse(response.json());
      expect(creation).toMatchObject({ saved: true, held_back: [], check: { outcome: 'ok' } });
      expect(creation.station).toMatchObject({
        name: 'Sunrise Live',
        country: 'GH',
        city: 'Kumasi',
        language: 'tw',
        genre: 'highlife',
        description: 'Highlife from Kumasi, all day.',
        website: 'https://sunrise.example.org/',
        source: 'submission',
        health: 'good',
      });
      expect(item).toMatchObject({ status: 'approved', read: true, details: { station_id: creation.station?.id } });
      expect((await admin.client.call('GET', `/api/stations/${creation.station?.id}`)).statusCode).toBe(200);

      const again = await approve(submission.id);
      expect(again.statusCode).toBe(409);
      const rejectApproved = await admin.call('POST', `/api/admin/submissions/${submission.id}/reject`, {
        reason: 'Changed my mind',
      });
      expect(rejectApproved.statusCode).toBe(409);
      const actions = ((await admin.call('GET', '/api/admin/audit?page_size=5')).json() as AuditPage).items.map(
        (entry) => entry.action,
      );
      expect(actions.slice(0, 2)).toEqual(['submission.approve', 'station.create']);
    });

    it('holds the submission when its stream does not play, until the admin confirms', async () => {
      const dead = `http://127.0.0.1:${await closedPort()}/live`;
      await send('submissions', aSubmission({ stationName: 'Dead Air FM', streamUrl: dead }));
      const submission = await submissionNamed('Dead Air FM');
      const held = SubmissionApproval.parse((await approve(submission.id)).json());
      expect(held.creation).toMatchObject({ saved: false, station: null, held_back: ['failing_stream'] });
      expect(held.item.status).toBe('new');
      const confirmed = SubmissionApproval.parse(
        (await approve(submission.id, { confirm_failing_stream: true })).json(),
      );
      expect(confirmed.creation.station).toMatchObject({ name: 'Dead Air FM', health: 'down' });
      expect(confirmed.item.status).toBe('approved');
    });

    it("asks for the country when the submission said 'other', and maps the form's codes", async () => {
      await send(
        'submissions',
        aSubmission({
          stationName: 'Radio Oromia',
          streamUrl: `${radio.streamUrl}?id=oromia`,
          country: 'other',
          language: 'or',
          genre: 'other',
        }),
      );
      const submission = await submissionNamed('Radio Oromia');
      const refused = await approve(submission.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('country');
      const approved = SubmissionApproval.parse((await approve(submission.id, { country: 'et' })).json());
      expect(approved.creation.station).toMatchObject({ country: 'ET', language: 'om', genre: 'variety' });
    });

    it('rejecting keeps the reason; a reason is required', async () => {
      await send('submissions', aSubmission({ stationName: 'My DJ Mixes' }));
      const submission = await submissionNamed('My DJ Mixes');
      const reject = (body: unknown) => admin.call('POST', `/api/admin/submissions/${submission.id}/reject`, body);
      expect((await reject({ reason: '  ' })).statusCode).toBe(400);
      const rejected = await reject({ reason: 'Personal DJ mixes are not stations.' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        details: { rejection_reason: 'Personal DJ mixes are not stations.', station_id: null },
      });
    });

    it('approves and rejects only submissions', async () => {
      await send('contact', aContactMessage({ message: 'Just saying hello.' }));
      const contact = (await inbox('kind=contact')).items.find((item) => item.summary === 'Just saying hello.');
      expect((await approve(contact?.id ?? '')).statusCode).toBe(404);
      expect((await approve('no-such-submission')).statusCode).toBe(404);
    });
  });
});

describe('station reports in the admin inbox', () => {
  let admin: AdminSession;

  beforeAll(async () => {
    admin = await startAdminSession();
  });
  afterAll(() => admin.test.close());

  it("lists a listener's report with its station and reason, and takes the admin's review", async () => {
    const [station] = await someStations(admin.test.app, 1);
    if (!station) throw new Error('no station');
    const sent = await apiClient(admin.test.app).call('POST', `/api/stations/${station.id}/reports`, {
      body: { reason: 'not_playing', note: 'Silent since this morning.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const page = InboxPage.parse((await admin.call('GET', '/api/admin/inbox?kind=report')).json());
    expect(page.items).toHaveLength(1);
    const report = page.items[0] as InboxItem;
    expect(report).toMatchObject({
      kind: 'report',
      status: 'new',
      read: false,
      sender_name: 'Anonymous listener',
      sender_email: null,
      summary: `${station.name}: not playing`,
      details: {
        station_id: station.id,
        station_name: station.name,
        reason: 'not_playing',
        note: 'Silent since this morning.',
      },
    });

    const reviewed = await admin.call('PATCH', `/api/admin/inbox/${report.id}`, { status: 'done', read: true });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ kind: 'report', status: 'done', read: true });
  });
});
