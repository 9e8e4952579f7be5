import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { ACKNOWLEDGEMENTS } from './service';

const aContactMessage = (overrides: Record<string, string> = {}) => ({
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  country: 'Nigeria',
  subject: 'station_request',
  message: 'Please add Raypower FM from Abuja.',
  ...overrides,
});

const aStationSubmission = (overrides: Record<string, string> = {}) => ({
  stationName: 'Radio Kanem',
  streamUrl: 'https://stream.example.org/kanem.mp3',
  country: 'NE',
  city: '',
  language: 'fr',
  genre: 'traditional',
  description: '',
  website: '',
  email: '',
  submitterName: 'Idrissa',
  submitterEmail: 'idrissa@example.org',
  notes: '',
  ...overrides,
});

describe('the inbox API', () => {
  let test: TestApp;
  let sender = 0;
  /** Each test speaks from its own address so the per-client rate limit stays out of its way. */
  const post = (url: string, payload: Record<string, string>) =>
    test.app.inject({ method: 'POST', url, payload, remoteAddress: `10.0.0.${++sender}` });

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('stores a contact message and answers with the acknowledgement', async () => {
    const response = await post('/api/inbox/contact', aContactMessage());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: ACKNOWLEDGEMENTS.contact });
    const rows = await test.app.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toMatchObject([{ name: 'Amina Yusuf', subject: 'station_request', status: 'new' }]);
  });

  it('stores an advertising inquiry with its budget and format', async () => {
    const response = await post('/api/inbox/advertising', {
      companyName: 'Jollof Foods',
      contactName: 'Kofi Mensah',
      email: 'kofi@jollof.example',
      phone: '',
      budget: '1000-5000',
      adType: 'audio',
      message: 'Audio spots in Ghana',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(ACKNOWLEDGEMENTS.advertising);
    const row = await test.app.database.db.selectFrom('advertising_inquiries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_name: 'Jollof Foods', budget: '1000-5000', ad_type: 'audio', phone: null });
  });

  it('stores a station submission, keeping empty optional fields as null', async () => {
    const response = await post('/api/inbox/submissions', aStationSubmission());
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(ACKNOWLEDGEMENTS.submission);
    const row = await test.app.database.db.selectFrom('station_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      station_name: 'Radio Kanem',
      country: 'NE',
      city: null,
      website: null,
      status: 'new',
    });
  });

  it('names each bad field with its own message', async () => {
    const response = await post(
      '/api/inbox/submissions',
      aStationSubmission({ streamUrl: 'ftp://nope', submitterEmail: 'idrissa' }),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('bad_input');
    expect(error.fields.streamUrl).toMatch(/http:\/\/ or https:\/\//);
    expect(error.fields.submitterEmail).toMatch(/valid email address/);
    expect(Object.keys(error.fields)).toHaveLength(2);
  });

  it('refuses a name or message that shows nothing once invisible characters are gone', async () => {
    const response = await post(
      '/api/inbox/contact',
      aContactMessage({ name: '\u200B\u3164', message: '\u2060\uFEFF \u2800' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Please enter your name.',
      message: 'Please enter a message.',
    });
  });

  it('refuses a subject outside the spec list', async () => {
    const response = await post('/api/inbox/contact', aContactMessage({ subject: 'lottery' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.subject).toBe('Please choose a subject.');
  });

  it('treats a repeated newsletter sign-up, in any letter case, as a success without a second entry', async () => {
    const first = await post('/api/newsletter', { email: 'Listener@Example.com' });
    const again = await post('/api/newsletter', { email: 'listener@example.COM' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: ACKNOWLEDGEMENTS.newsletter, already_subscribed: false });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: ACKNOWLEDGEMENTS.newsletterAgain, already_subscribed: true });
    const rows = await test.app.database.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toMatchObject([{ email: 'Listener@Example.com', email_key: 'listener@example.com' }]);
  });

  it('answers the sixth send from one client within ten minutes with a 429 envelope', async () => {
    const send = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/inbox/contact',
        payload: aContactMessage(),
        remoteAddress: '10.9.9.9',
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
