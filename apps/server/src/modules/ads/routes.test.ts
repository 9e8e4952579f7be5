import { randomBytes } from 'node:crypto';
import {
  type ActiveAds,
  AD_MESSAGES,
  type Ad,
  type AdSaved,
  type AdvertiserReport,
  type RevenueReport,
  type ServedAd,
} from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { countryOfAddress } from '../../platform/geoip';
import { adminToken, aListener, anAdminAccount } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { mpegFrames } from '../../test-support/audio-fixtures';
import { eventually } from '../../test-support/eventually';
import { A_METRICS_TOKEN, scrape, seriesValue } from '../../test-support/metrics';
import { type FilePart, multipartBody } from '../../test-support/multipart';
import { someStations } from '../../test-support/stations';
import { startTestApp, type TestApp, testRedisUrl } from '../../test-support/test-app';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const aPng = (): FilePart => ({ bytes: PNG, filename: 'banner.png', type: 'image/png' });
/** MPEG audio frames of 26.1 ms each. */
const anMp3 = (seconds: number): FilePart => ({
  bytes: mpegFrames(Math.round((seconds * 44100) / 1152), [128]),
  filename: 'spot.mp3',
  type: 'audio/mpeg',
});

// inject's own user agent reads as a robot's, and robots are not counted.
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

const aSession = () => randomBytes(8).toString('hex');
// ISO 3166's user-assigned codes (XA-XZ, QM-QZ): each ad targets its own, so a test's ads are its only candidates.
const PRIVATE_CODES = [
  ...Array.from({ length: 26 }, (_, index) => `X${String.fromCharCode(65 + index)}`),
  ...Array.from({ length: 14 }, (_, index) => `Q${String.fromCharCode(77 + index)}`),
];
let nextCountry = 0;
const aCountry = () => {
  const code = PRIVATE_CODES[nextCountry++];
  if (!code) throw new Error('out of private country codes: give this suite more');
  return code;
};

const yesterday = () => new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The timing rules of invalid traffic have their own suite (invalid-traffic.test.ts), with a clock; here events follow their serve at once. */
const NO_TIMING_RULES = { adTraffic: { ...testConfig().adTraffic, minViewMs: 0, minClickMs: 0 } };

describe('advertising over HTTP', () => {
  let test: TestApp;
  let client: ApiClient;
  let adminTok: string;

  beforeAll(async () => {
    const admin = anAdminAccount();
    test = await startTestApp({ admin, metricsToken: A_METRICS_TOKEN, ...NO_TIMING_RULES });
    client = apiClient(test.app);
    adminTok = await adminToken(test.app, admin);
  });
  afterAll(() => test.close());

  const postForm = async (
    fields: Record<string, string>,
    files: Record<string, FilePart> = {},
    { method = 'POST', url = '/api/ads/advertisements', app = test.app } = {},
  ) => {
    const body = await multipartBody(fields, files);
    return app.inject({
      method: method as 'POST' | 'PUT',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${adminTok}` },
    });
  };

  /** The required fields, and a target country of the ad's own, so it is a candidate only where a test asks. */
  const requiredFields = (overrides: Record<string, string> = {}) => ({
    title: 'Jollof Festival',
    advertiser_name: 'Ama Mensah',
    advertiser_email: 'ama@example.org',
    start_date: yesterday(),
    target_countries: overrides.target_countries ?? aCountry(),
    ...overrides,
  });

  const createAd = async (overrides: Record<string, string> = {}, files: Record<string, FilePart> = {}) => {
    const response = await postForm(requiredFields(overrides), { image_file: aPng(), ...files });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as AdSaved).advertisement;
  };

  const served = async (query: string, options: { token?: string; app?: FastifyInstance; address?: string } = {}) => {
    const caller = options.app || options.address ? apiClient(options.app ?? test.app, options.address) : client;
    const response = await caller.call('GET', `/api/ads/active?${query}`, { token: options.token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ActiveAds).ads;
  };

  /** The view token of the ad served to this session and page view; the ad must be the one its slot serves. */
  const viewToken = async (ad: Ad, session: string, pageView: string) => {
    const query = `position=${ad.position}&country=${ad.target_countries[0] ?? ''}&session_id=${session}&page_view_id=${pageView}`;
    const one = (await served(query)).find((candidate) => candidate.id === ad.id);
    if (!one) throw new Error(`ad ${ad.id} was not served`);
    return one.view_token;
  };

  /** The ad served to the session and page view, then seen: as a browser reports it. */
  const impression = async (
    ad: Ad,
    session: string,
    pageView = aSession(),
    extra: Record<string, unknown> = {},
    { headers = BROWSER, token }: { headers?: Record<string, string>; token?: string } = {},
  ) => {
    const view_token = await viewToken(ad, session, pageView);
    return client.call('POST', '/api/ads/track/impression', {
      headers,
      token,
      body: {
        ad_id: ad.id,
        session_id: session,
        page_view_id: pageView,
        view_token,
        page_url: 'http://localhost/',
        ...extra,
      },
    });
  };

  const adById = async (id: string) =>
    (await client.call('GET', `/api/ads/advertisements/${id}`, { token: adminTok })).json() as Ad;

  describe('creating ads', () => {
    it('creates an ad from the form with the spec defaults, omitted fields and comma-separated targets', async () => {
      const response = await postForm(
        requiredFields({ target_countries: 'ng, gh,', target_genres: 'Gospel, afrobeats', daily_budget: '' }),
        { image_file: aPng() },
      );
      expect(response.statusCode, response.body).toBe(201);
      const saved = response.json() as AdSaved;
      expect(saved.message).toBe('Advertisement created successfully!');
      expect(saved.advertisement).toMatchObject({
        ad_type: 'banner',
        position: 'header',
        cpm_rate: 2,
        cpc_rate: 0.25,
        daily_budget: null,
        target_countries: ['NG', 'GH'],
        target_genres: ['gospel', 'afrobeats'],
        status: 'active',
        impressions: 0,
        clicks: 0,
        revenue_generated: 0,
      });
      expect(saved.advertisement.report_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const listed = await client.call('GET', '/api/ads/advertisements', { token: adminTok });
      expect(listed.json().advertisements.map((ad: Ad) => ad.id)).toContain(saved.advertisement.id);
    });

    it('serves the uploaded image from our origin as the type its bytes are, with safe headers', async () => {
      const ad = await createAd();
      expect(ad.image_url).toMatch(/^\/api\/ads\/media\/[a-f0-9]{64}\.png$/);
      const media = await client.call('GET', ad.image_url as string);
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/png');
      expect(media.headers['x-content-type-options']).toBe('nosniff');
      expect(media.headers['content-disposition']).toBe('inline; filename="ad.png"');
      expect(media.rawPayload.equals(PNG)).toBe(true);
      expect((await client.call('GET', '/api/ads/media/../../sauti.sqlite')).statusCode).toBe(404);
      expect((await client.call('GET', `/api/ads/media/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    });

    it("serves an HTML ad's page from our origin, sandboxed by its own policy and framable only by our pages", async () => {
      const html = '<p>Hi</p><script>document.title = "ad"</script>';
      const ad = await createAd({ content_html: html });
      const frame = await client.call('GET', `/api/ads/frame/${ad.id}`);
      expect(frame.statusCode).toBe(200);
      expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
      const policy = String(frame.headers['content-security-policy']);
      expect(policy).toMatch(/^sandbox allow-scripts allow-popups;/);
      expect(policy).not.toContain('allow-same-origin');
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(frame.headers['x-frame-options']).toBeUndefined();
      expect(frame.body).toContain(html);
      const imageOnly = await createAd();
      expect((await client.call('GET', `/api/ads/frame/${imageOnly.id}`)).statusCode).toBe(404);
    });

    it('refuses a PHP file named .png and declared image/png, with the spec message and the field named', async () => {
      const php: FilePart = {
        bytes: Buffer.from('<?php system($_GET["c"]); ?>'),
        filename: 'a.png',
        type: 'image/png',
      };
      const response = await postForm(requiredFields(), { image_file: php });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'bad_input',
        message: AD_MESSAGES.createFailed,
        fields: { image_file: 'must be a PNG, JPEG, WebP or GIF image' },
      });
    });

    it('refuses an SVG image, which could carry script', async () => {
      const svg: FilePart = {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        filename: 'logo.svg',
        type: 'image/svg+xml',
      };
      const response = await postForm(requiredFields(), { image_file: svg });
      expect(response.json().error.fields).toEqual({ image_file: 'must be a PNG, JPEG, WebP or GIF image' });
    });

    it('refuses an image over 2 MB with 413', async () => {
      const big: FilePart = {
        bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
        filename: 'b.png',
        type: 'image/png',
      };
      const response = await postForm(requiredFields(), { image_file: big });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe('The image must be at most 2 MB.');
    });

    it('accepts a 20-second audio spot and refuses one of 40 seconds', async () => {
      const audio = await createAd({ ad_type: 'audio', position: 'audio_break' }, { audio_file: anMp3(20) });
      expect(audio.audio_url).toMatch(/\.mp3$/);
      expect(audio.audio_seconds).toBeCloseTo(20, 0);
      const long = await postForm(requiredFields({ ad_type: 'audio' }), { audio_file: anMp3(40) });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.fields.audio_file).toMatch(/must last 15 to 30 seconds/);
    });

    it('names every missing or malformed field at once', async () => {
      const response = await postForm(
        { title: '', advertiser_email: 'not-an-email', click_url: 'javascript:alert(1)', cpm_rate: '1.234' },
        {},
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields).sort()).toEqual([
        'advertiser_email',
        'advertiser_name',
        'click_url',
        'cpm_rate',
        'start_date',
        'title',
      ]);
    });

    it('refuses a body that is not multipart, unknown fields and a second file in one field', async () => {
      const json = await client.call('POST', '/api/ads/advertisements', { token: adminTok, body: requiredFields() });
      expect(json.statusCode).toBe(415);
      const unknown = await postForm(requiredFields({ is_admin: 'true' }), { image_file: aPng() });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe("'is_admin' is not a field of this form.");
    });

    it('needs an admin: 401 without a token, 403 for a listener', async () => {
      const body = await multipartBody(requiredFields());
      const anonymous = await test.app.inject({ method: 'POST', url: '/api/ads/advertisements', ...body });
      expect(anonymous.statusCode).toBe(401);
      const listener = await aListener(test.app);
      const refused = await test.app.inject({
        method: 'POST',
        url: '/api/ads/advertisements',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${listener.token}` },
      });
      expect(refused.statusCode).toBe(403);
    });

    it('edits an ad with the whole form, keeping its image when none is sent', async () => {
      const ad = await createAd();
      const response = await postForm(
        requiredFields({ title: 'Jollof Festival 2', cpm_rate: '0.50' }),
        {},
        { method: 'PUT', url: `/api/ads/advertisements/${ad.id}` },
      );
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json() as AdSaved;
      expect(saved.message).toBe(AD_MESSAGES.updated);
      expect(saved.advertisement).toMatchObject({ title: 'Jollof Festival 2', cpm_rate: 0.5, image_url: ad.image_url });
    });

    it('answers the unprefixed spec path too', async () => {
      const response = await client.call('GET', '/ads/advertisements', { token: adminTok });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
    });
  });

  describe('serving', () => {
    it('serves an eligible ad without the advertiser contact or money, and a signed click link', async () => {
      const country = aCountry();
      const ad = await createAd({
        target_countries: country,
        click_url: 'https://advertiser.example/offer',
        total_budget: '50',
      });
      const [one] = await served(`position=header&country=${country}&session_id=${aSession()}`);
      expect(one?.id).toBe(ad.id);
      expect(Object.keys(one as ServedAd)).not.toEqual(expect.arrayContaining(['advertiser_email']));
      expect(one).not.toHaveProperty('total_budget');
      expect(one?.click_url).toBe(`/api/ads/click/${one?.click_token}`);
      const unprefixed = await client.call('GET', `/ads/active?position=header&country=${country}`);
      expect(unprefixed.json().ads[0].id).toBe(ad.id);
    });

    it('leaves out paused, ended and scheduled ads, and ads targeted elsewhere', async () => {
      const country = aCountry();
      const paused = await createAd({ target_countries: country, status: 'paused' });
      await createAd({ target_countries: country, start_date: '2020-01-01', end_date: '2020-02-01' });
      const later = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      const scheduled = await createAd({ target_countries: country, start_date: later });
      await createAd({ target_countries: aCountry() });
      expect(scheduled.status).toBe('scheduled');
      expect(await served(`position=header&country=${country}`)).toEqual([]);
      const activated = await client.call('PUT', `/api/ads/advertisements/${paused.id}/status?status=active`, {
        token: adminTok,
      });
      expect(activated.json().advertisement.status).toBe('active');
      expect((await served(`position=header&country=${country}`)).map((ad) => ad.id)).toEqual([paused.id]);
    });

    it('targets genres: an ad for gospel is served on a gospel page only', async () => {
      const country = aCountry();
      const ad = await createAd({ target_countries: country, target_genres: 'gospel', position: 'sidebar' });
      expect(await served(`position=sidebar&country=${country}&genre=jazz`)).toEqual([]);
      expect(await served(`position=sidebar&country=${country}`)).toEqual([]);
      expect((await served(`position=sidebar&country=${country}&genre=gospel`))[0]?.id).toBe(ad.id);
    });

    it("finds the listener's country from their address before the page's filter", async () => {
      const address = '41.190.3.1';
      const located = countryOfAddress(address);
      expect(located).toMatch(/^[A-Z]{2}$/);
      const ad = await createAd({ target_countries: located as string, position: 'footer' });
      const other = aCountry();
      expect((await served(`position=footer&country=${other}`, { address }))[0]?.id).toBe(ad.id);
      expect(await served(`position=footer&country=${other}`)).toEqual([]);
    });

    it("uses a listener's registered country when the address tells nothing", async () => {
      const ad = await createAd({ target_countries: 'KE', position: 'hero_section' });
      const listener = await aListener(test.app, { country: 'KE' });
      expect((await served('position=hero_section', { token: listener.token }))[0]?.id).toBe(ad.id);
    });

    it('serves premium users and admins no ads, decided on the server', async () => {
      const country = aCountry();
      await createAd({ target_countries: country });
      const premium = await aListener(test.app);
      await test.app.database.db
        .updateTable('users')
        .set({ role: 'premium' })
        .where('id', '=', premium.user.id)
        .execute();
      expect(await served(`position=header&country=${country}`, { token: premium.token })).toEqual([]);
      expect(await served(`position=header&country=${country}`, { token: adminTok })).toEqual([]);
      expect(await served(`position=header&country=${country}`)).toHaveLength(1);
    });

    it('stops serving an ad to a session that has seen it three times this hour', async () => {
      const country = aCountry();
      const ad = await createAd({ target_countries: country });
      const session = aSession();
      // Four page views served before any was seen: the fourth seen is over the cap.
      const views = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const pageView = aSession();
          return { pageView, token: await viewToken(ad, session, pageView) };
        }),
      );
      const seen = [];
      for (const { pageView, token } of views) {
        const body = { ad_id: ad.id, session_id: session, page_view_id: pageView, view_token: token };
        seen.push((await client.call('POST', '/api/ads/track/impression', { headers: BROWSER, body })).json().counted);
      }
      expect(seen).toEqual([true, true, true, false]);
      expect(await served(`position=header&country=${country}&session_id=${session}`)).toEqual([]);
      expect(await served(`position=header&country=${country}&session_id=${aSession()}`)).toHaveLength(1);
    });

    it("caps a signed-in listener's views across sessions, and an anonymous listener's per session", async () => {
      const country = aCountry();
      const ad = await createAd({ target_countries: country });
      const listener = await aListener(test.app);
      for (let view = 0; view < 3; view += 1) {
        const response = await impression(ad, aSession(), aSession(), {}, { token: listener.token });
        expect(response.json().counted).toBe(true);
      }
      const query = `position=header&country=${country}&session_id=${aSession()}`;
      expect(await served(query, { token: listener.token })).toEqual([]);
      expect(await served(query)).toHaveLength(1);
    });

    it('lists the stations of running sponsored ads, features them on Home, and charges each day once', async () => {
      const featured = async () =>
        ((await client.call('GET', '/api/stations/featured')).json() as Array<{ id: string }>).map(({ id }) => id);
      // More stations than Home features, so one of them is not featured until it is sponsored; each
      // checked lately, as featured stations must be.
      const stations = await someStations(test.app, 12, {
        lastchecktime_iso8601: new Date(Date.now() - 3600_000).toISOString(),
      });
      const unfeatured = await featured();
      const station = stations.find(({ id }) => !unfeatured.includes(id));
      const ad = await createAd({ ad_type: 'sponsored', station_id: station?.slug ?? '', total_budget: '20' }, {});
      expect(ad.station_id).toBe(station?.id);
      const sponsored = await client.call('GET', '/api/ads/sponsored-stations');
      expect(sponsored.json().station_ids).toContain(station?.id);
      expect(await featured()).toContain(station?.id);
      await test.app.ads.flush();
      await test.app.ads.flush();
      expect((await adById(ad.id)).revenue_generated).toBe(5);
    });

    it('refuses a sponsored ad without a station, or with one not in the catalogue', async () => {
      const missing = await postForm(requiredFields({ ad_type: 'sponsored' }));
      expect(missing.json().error.fields.station_id).toBe('is required for a sponsored station');
      const unknown = await postForm(requiredFields({ ad_type: 'sponsored', station_id: 'no-such-station' }));
      expect(unknown.json().error.fields.station_id).toBe('is not a station in the catalogue');
    });
  });

  describe('tracking and money', () => {
    it('counts an impression once per ad, session and page view', async () => {
      const ad = await createAd({ target_countries: aCountry() });
      const session = aSession();
      const pageView = aSession();
      expect((await impression(ad, session, pageView)).json()).toEqual({ success: true, counted: true });
      expect((await impression(ad, session, pageView)).json()).toEqual({ success: true, counted: false });
      expect((await impression(ad, session)).json().counted).toBe(true);
      await test.app.ads.flush();
      expect((await adById(ad.id)).impressions).toBe(2);
    });

    it('tells /metrics of every impression and click received, counted or refused as invalid', async () => {
      const events = async () => {
        const text = await scrape(test.app);
        const of = (kind: string, outcome: string) =>
          seriesValue(text, 'sauti_ad_events_total', { kind, outcome }) ?? 0;
        return {
          impressions: of('impression', 'counted'),
          invalidImpressions: of('impression', 'invalid'),
          invalidClicks: of('click', 'invalid'),
        };
      };
      const before = await events();
      const ad = await createAd({ target_countries: aCountry() });
      const pageView = aSession();
      const session = aSession();
      expect((await impression(ad, session, pageView)).json().counted).toBe(true);
      expect((await impression(ad, session, pageView)).json().counted).toBe(false);
      const forged = await client.call('POST', '/api/ads/track/click', {
        headers: BROWSER,
        body: { ad_id: ad.id, session_id: session, click_token: 'not-a-token-we-signed' },
      });
      expect(forged.statusCode).toBe(400);
      expect(await events()).toEqual({
        impressions: before.impressions + 1,
        invalidImpressions: before.invalidImpressions + 1,
        invalidClicks: before.invalidClicks + 1,
      });
    });

    it("does not count crawlers, admins' own views, or an audio spot's display as a play", async () => {
      const ad = await createAd({ target_countries: aCountry() });
      const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
      const crawler = await impression(ad, aSession(), aSession(), {}, { headers: googlebot });
      expect(crawler.json().counted).toBe(false);
      const noAgent = await impression(ad, aSession(), aSession(), {}, { headers: {} });
      expect(noAgent.json().counted).toBe(false);
      const admin = await impression(ad, aSession(), aSession(), {}, { token: adminTok });
      expect(admin.json().counted).toBe(false);
      expect(await adById(ad.id)).toMatchObject({ impressions: 0, invalid_impressions: 2 });
      const audio = await createAd({ ad_type: 'audio', position: 'audio_break' }, { audio_file: anMp3(15) });
      expect((await impression(audio, aSession())).json().counted).toBe(false);
      expect((await impression(audio, aSession(), aSession(), { kind: 'audio_half' })).json().counted).toBe(true);
    });

    it('gives a session at most one audio spot per 30 minutes once half of one was heard', async () => {
      const country = aCountry();
      const audio = await createAd(
        { ad_type: 'audio', position: 'audio_break', target_countries: country },
        { audio_file: anMp3(16) },
      );
      const session = aSession();
      expect(await served(`position=audio_break&country=${country}&session_id=${session}`)).toHaveLength(1);
      await impression(audio, session, aSession(), { kind: 'audio_half' });
      expect(await served(`position=audio_break&country=${country}&session_id=${session}`)).toEqual([]);
    });

    it('counts clicks by signed token only, once per served link, and redirects to the click URL', async () => {
      const country = aCountry();
      const ad = await createAd({ target_countries: country, click_url: 'https://advertiser.example/offer?x=1' });
      const other = await createAd({ target_countries: aCountry() });
      const session = aSession();
      const [one] = await served(`position=header&country=${country}&session_id=${session}`);
      const token = one?.click_token as string;

      const forged = await client.call('POST', '/api/ads/track/click', {
        headers: BROWSER,
        body: { ad_id: other.id, session_id: session, click_token: token },
      });
      expect(forged.statusCode).toBe(400);
      const tampered = await client.call('POST', '/api/ads/track/click', {
        headers: BROWSER,
        body: { ad_id: ad.id, session_id: session, click_token: withOneSignatureCharacterChanged(token) },
      });
      expect(tampered.statusCode).toBe(400);
      const otherSession = await client.call('POST', '/api/ads/track/click', {
        headers: BROWSER,
        body: { ad_id: ad.id, session_id: aSession(), click_token: token },
      });
      expect(otherSession.statusCode).toBe(400);

      const click = await client.call('POST', '/api/ads/track/click', {
        headers: BROWSER,
        body: {
          ad_id: ad.id,
          session_id: session,
          click_token: token,
          clicked_url: 'https://advertiser.example/offer?x=1',
        },
      });
      expect(click.json()).toEqual({ success: true, counted: true });
      const redirect = await client.call('GET', one?.click_url as string, { headers: BROWSER });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe('https://advertiser.example/offer?x=1');
      expect((await client.call('GET', `/api/ads/click/${token.slice(0, -2)}xx`)).statusCode).toBe(404);
      await test.app.ads.flush();
      expect((await adById(ad.id)).clicks).toBe(1);
    });

    it('earns impressions at the CPM and clicks at the CPC, to the cent, by country and day', async () => {
      const country = aCountry();
      const ad = await createAd({
        target_countries: country,
        cpm_rate: '2.00',
        cpc_rate: '0.25',
        click_url: 'https://a.example/',
      });
      for (let view = 0; view < 7; view += 1) await impression(ad, aSession(), aSession(), { country });
      for (let click = 0; click < 3; click += 1) {
        const session = aSession();
        const [one] = await served(`position=header&country=${country}&session_id=${session}`);
        await client.call('POST', '/api/ads/track/click', {
          headers: BROWSER,
          body: { ad_id: ad.id, session_id: session, click_token: one?.click_token, country },
        });
      }
      await test.app.ads.flush();
      // 7 × $0.002 + 3 × $0.25 = $0.764
      expect(await adById(ad.id)).toMatchObject({ impressions: 7, clicks: 3, revenue_generated: 0.76 });
      const report = (
        await client.call('GET', `/api/ads/report/${(await adById(ad.id)).report_token}`)
      ).json() as AdvertiserReport;
      expect(report).toMatchObject({ impressions: 7, clicks: 3, spend: 0.76, ctr: 42.86 });
      expect(report.by_country).toEqual([{ country, impressions: 7, clicks: 3, ctr: 42.86, spend: 0.76 }]);
      expect(report.by_day).toHaveLength(1);
      expect(report).not.toHaveProperty('ad.advertiser_email');
    });

    it('stops serving an ad once its total budget is spent', async () => {
      const country = aCountry();
      const ad = await createAd({ target_countries: country, total_budget: '0.50', click_url: 'https://a.example/' });
      for (let click = 0; click < 2; click += 1) {
        const [one] = await served(`position=header&country=${country}&session_id=${aSession()}`);
        await client.call('GET', one?.click_url as string, { headers: BROWSER });
      }
      await test.app.ads.flush();
      expect((await adById(ad.id)).status).toBe('budget_spent');
      expect(await served(`position=header&country=${country}`)).toEqual([]);
    });

    it('answers 400 bad_view_token for an impression of an ad that does not exist', async () => {
      const body = { ad_id: 'no-such-ad', session_id: aSession(), page_view_id: aSession(), view_token: 'a.b.c.d.e.f' };
      const response = await client.call('POST', '/api/ads/track/impression', { headers: BROWSER, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_view_token');
    });
  });

  describe('reports', () => {
    it('sums the month and the report window, with countries by revenue and a CSV of them', async () => {
      const country = aCountry();
      const ad = await createAd({ target_countries: country, cpm_rate: '5.00' });
      for (let view = 0; view < 4; view += 1) await impression(ad, aSession(), aSession(), { country });
      await test.app.ads.flush();
      const stats = (await client.call('GET', '/api/ads/dashboard/stats', { token: adminTok })).json();
      expect(stats.month_impressions).toBeGreaterThanOrEqual(4);
      expect(stats.daily.at(-1).date).toBe(new Date().toISOString().slice(0, 10));

      const report = (await client.call('GET', '/api/ads/revenue/report', { token: adminTok })).json() as RevenueReport;
      const days = (Date.parse(report.end_date) - Date.parse(report.start_date)) / (24 * 3600 * 1000);
      expect(days).toBe(29);
      expect(report.revenue_by_country.find((line) => line.country === country)).toEqual({
        country,
        revenue: 0.02,
        impressions: 4,
        clicks: 0,
        invalid_impressions: 0,
        invalid_clicks: 0,
      });
      const revenues = report.revenue_by_country.map((line) => line.revenue);
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));

      const csv = await client.call('GET', '/api/ads/revenue/report?format=csv', { token: adminTok });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body.split('\r\n')[0]).toBe('country,revenue,impressions,clicks,invalid_impressions,invalid_clicks');
      expect(csv.body).toContain(`${country},0.02,4,0,0,0`);

      const before = await client.call('GET', '/api/ads/revenue/report?start_date=2020-01-01&end_date=2020-01-31', {
        token: adminTok,
      });
      expect(before.json()).toMatchObject({
        total_revenue: 0,
        total_impressions: 0,
        average_cpm: 0,
        revenue_by_country: [],
      });
      const backwards = await client.call('GET', '/api/ads/revenue/report?start_date=2020-02-01&end_date=2020-01-01', {
        token: adminTok,
      });
      expect(backwards.statusCode).toBe(400);
    });

    it("opens an advertiser's report only by its current private link", async () => {
      const ad = await createAd();
      expect((await client.call('GET', `/api/ads/report/${ad.report_token}`)).statusCode).toBe(200);
      const renewed = await client.call('POST', `/api/ads/advertisements/${ad.id}/report-token`, { token: adminTok });
      expect(renewed.json().report_token).not.toBe(ad.report_token);
      expect((await client.call('GET', `/api/ads/report/${ad.report_token}`)).statusCode).toBe(404);
      expect((await client.call('GET', '/api/ads/report/short')).statusCode).toBe(400);
    });
  });
});

describe('advertising across instances and restarts', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp(NO_TIMING_RULES);
  });
  afterAll(() => test.close());

  const createOn = async (app: FastifyInstance, token: string, country: string) => {
    const body = await multipartBody(
      {
        title: 'Restart-proof',
        advertiser_name: 'Kofi',
        advertiser_email: 'kofi@example.org',
        start_date: yesterday(),
        target_countries: country,
        click_url: 'https://kofi.example/',
      },
      { image_file: aPng() },
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/ads/advertisements',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    return (created.json() as AdSaved).advertisement;
  };
  const servedOn = async (app: FastifyInstance, country: string, session: string) =>
    (
      await apiClient(app).call('GET', `/api/ads/active?position=header&country=${country}&session_id=${session}`)
    ).json().ads as ServedAd[];

  it('loses no counts across a graceful stop of two instances, which share the key that signs click links', async () => {
    const admin = anAdminAccount();
    const first = await test.sibling({ admin });
    const ad = await createOn(first, await adminToken(first, admin), 'XR');
    const second = await test.sibling();
    const [onSecond] = await servedOn(second, 'XR', aSession());
    expect(onSecond?.id).toBe(ad.id);
    const click = await apiClient(first).call('GET', onSecond?.click_url as string, { headers: BROWSER });
    expect(click.statusCode).toBe(302);

    const events = 60;
    await Promise.all(
      Array.from({ length: events }, async (_, index) => {
        const session = aSession();
        const [one] = await servedOn(index % 2 ? second : first, 'XR', session);
        return apiClient(index % 2 ? first : second).call('POST', '/api/ads/track/impression', {
          headers: BROWSER,
          body: { ad_id: ad.id, session_id: session, page_view_id: aSession(), view_token: one?.view_token },
        });
      }),
    );
    await first.close();
    await second.close();
    const restarted = await test.sibling();
    const row = await restarted.database.db
      .selectFrom('ads')
      .selectAll()
      .where('id', '=', ad.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.impressions)).toBe(events);
    expect(Number(row.clicks)).toBe(1);
  });

  it.runIf(testRedisUrl)('serves an ad created on another instance, told through Redis', async () => {
    const admin = anAdminAccount();
    const first = await test.sibling({ admin });
    const second = await test.sibling();
    const ad = await createOn(first, await adminToken(first, admin), 'XS');
    await eventually(async () => (await servedOn(second, 'XS', aSession())).length > 0);
    expect((await servedOn(second, 'XS', aSession()))[0]?.id).toBe(ad.id);
  });
});

/** The token with one character of its signature replaced by another, so it always differs. */
function withOneSignatureCharacterChanged(token: string): string {
  const at = token.length - 5;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
