// Only what was served counts, once, and what no person does is filtered with its reason: view
// tokens, replays, a scripted flood from one address, real people behind many addresses or one NAT
// address, scripted clicks. The app reads a clock the tests move, so no test waits real seconds.
import { randomBytes } from 'node:crypto';
import type { Ad, AdSaved, AdvertiserReport, ServedAd } from '@sauti/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { adminToken, anAdminAccount } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { multipartBody } from '../../test-support/multipart';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};
const aSession = () => randomBytes(8).toString('hex');
const yesterday = () => new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Real time plus what the test moved it on. */
const clock = {
  ahead: 0,
  now: () => Date.now() + clock.ahead,
  advance(ms: number) {
    clock.ahead += ms;
  },
};

/** Runs the tasks `width` at a time, in order of start. */
async function inBatches<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, offset) => task(start + offset));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

describe('invalid traffic', () => {
  let test: TestApp;
  let adminTok: string;
  let nextCountry = 0;

  beforeAll(async () => {
    const admin = anAdminAccount();
    test = await startTestApp({ admin, adTraffic: { ...testConfig().adTraffic, now: clock.now } });
    adminTok = await adminToken(test.app, admin);
  });
  afterAll(() => test.close());
  beforeEach(() => {
    clock.ahead = 0;
  });

  /** An ad targeted at a user-assigned country of its own, so it is the only one its slot serves there. */
  const createAd = async (fields: Record<string, string> = {}) => {
    const country = `Q${String.fromCharCode(77 + nextCountry++)}`;
    const body = await multipartBody(
      {
        title: 'Suya Night',
        advertiser_name: 'Bola',
        advertiser_email: 'bola@example.org',
        start_date: yesterday(),
        target_countries: country,
        click_url: 'https://suya.example/',
        ...fields,
      },
      { image_file: { bytes: PNG, filename: 'ad.png', type: 'image/png' } },
    );
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/ads/advertisements',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${adminTok}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { ad: (response.json() as AdSaved).advertisement, country };
  };

  interface Serve {
    served: ServedAd;
    session: string;
    pageView: string;
  }

  const serve = async (caller: ApiClient, ad: Ad, country: string, token?: string): Promise<Serve> => {
    const session = aSession();
    const pageView = aSession();
    const query = `position=${ad.position}&country=${country}&session_id=${session}&page_view_id=${pageView}`;
    const response = await caller.call('GET', `/api/ads/active?${query}`, { token });
    const served = (response.json() as { ads: ServedAd[] }).ads[0];
    if (served?.id !== ad.id) throw new Error(`ad ${ad.id} was not served: ${response.body}`);
    return { served, session, pageView };
  };

  const seen = (caller: ApiClient, { served, session, pageView }: Serve, body: Record<string, unknown> = {}) =>
    caller.call('POST', '/api/ads/track/impression', {
      headers: BROWSER,
      body: { ad_id: served.id, session_id: session, page_view_id: pageView, view_token: served.view_token, ...body },
    });

  const counted = async (caller: ApiClient, serving: Serve) => {
    const response = await seen(caller, serving);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { counted: boolean }).counted;
  };

  const adNow = async (id: string) =>
    (await apiClient(test.app).call('GET', `/api/ads/advertisements/${id}`, { token: adminTok })).json() as Ad;

  it('refuses an impression without a view token, with a forged or expired one, or one for another ad', async () => {
    const { ad, country } = await createAd();
    const { ad: other, country: otherCountry } = await createAd();
    const caller = apiClient(test.app);
    const serving = await serve(caller, ad, country);
    clock.advance(2000);
    const refusals = [
      await caller.call('POST', '/api/ads/track/impression', {
        headers: BROWSER,
        body: { ad_id: ad.id, session_id: serving.session, page_view_id: serving.pageView },
      }),
      await seen(caller, serving, { view_token: withOneSignatureCharacterChanged(serving.served.view_token) }),
      await seen(caller, serving, { view_token: (await serve(caller, other, otherCountry)).served.view_token }),
      await seen(caller, serving, { session_id: aSession() }),
      await seen(caller, serving, { page_view_id: aSession() }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refusals.slice(1).map((response) => response.json().error.code)).toEqual(Array(4).fill('bad_view_token'));
    const expiring = await serve(caller, ad, country);
    clock.advance(31 * 60_000);
    expect((await seen(caller, expiring)).json().error.code).toBe('bad_view_token');
    expect(await adNow(ad.id)).toMatchObject({ impressions: 0, invalid_impressions: 0 });
  });

  it('counts a view token once, however often it is sent', async () => {
    const { ad, country } = await createAd();
    const caller = apiClient(test.app);
    const serving = await serve(caller, ad, country);
    clock.advance(1500);
    const answers = await Promise.all(Array.from({ length: 5 }, () => counted(caller, serving)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await counted(caller, serving)).toBe(false);
    expect((await adNow(ad.id)).impressions).toBe(1);
  });

  it('filters a flood of 1,500 fresh sessions from one address, each seen the moment it was served', async () => {
    const { ad, country } = await createAd();
    const flooder = apiClient(test.app, '198.51.100.23');
    const answers = await inBatches(1500, 30, async () => counted(flooder, await serve(flooder, ad, country)));
    const countedShare = answers.filter(Boolean).length / answers.length;
    expect(countedShare).toBeLessThanOrEqual(0.05);
    const row = await adNow(ad.id);
    expect(row.impressions + row.invalid_impressions).toBe(1500);
    const report = (
      await apiClient(test.app).call('GET', `/api/ads/report/${row.report_token}`)
    ).json() as AdvertiserReport;
    expect(report.invalid_impressions).toBe(row.invalid_impressions);
    const reasons = report.by_day.flatMap((day) => day.invalid_reasons);
    expect(reasons).toContainEqual({ kind: 'impressions', reason: 'too_fast', count: row.invalid_impressions });
    expect(report.impressions).toBe(row.impressions);
  });

  it('counts all of 200 people on 200 addresses, each seen a second after its serve', async () => {
    const { ad, country } = await createAd();
    const people = Array.from({ length: 200 }, (_, index) =>
      apiClient(test.app, `100.64.${Math.floor(index / 100)}.${(index % 100) + 1}`),
    );
    const servings = await inBatches(200, 25, (index) => serve(people[index] as ApiClient, ad, country));
    clock.advance(1000);
    const answers = await inBatches(200, 25, (index) => counted(people[index] as ApiClient, servings[index] as Serve));
    expect(answers.every(Boolean)).toBe(true);
    expect(await adNow(ad.id)).toMatchObject({ impressions: 200, invalid_impressions: 0 });
  });

  it('counts all of 200 people behind one NAT address over ten seconds, each seen at least a second after its serve', async () => {
    const { ad, country } = await createAd();
    const nat = apiClient(test.app, '203.0.113.99');
    const servings: Serve[] = [];
    const answers: boolean[] = [];
    // One serve every 50 ms; each ad is seen 20 serves (one second) after it was served.
    for (let step = 0; step < 220; step += 1) {
      if (step < 200) servings.push(await serve(nat, ad, country));
      const due = servings[step - 20];
      if (due) answers.push(await counted(nat, due));
      clock.advance(50);
    }
    expect(answers).toHaveLength(200);
    expect(answers.every(Boolean)).toBe(true);
    expect((await adNow(ad.id)).impressions).toBe(200);
  });

  it('filters scripted clicks: 30 from one address count at most a few, the rest show with their reason', async () => {
    const { ad, country } = await createAd();
    const script = apiClient(test.app, '198.51.100.77');
    const answers = await inBatches(30, 10, async () => {
      const { served, session } = await serve(script, ad, country);
      const response = await script.call('POST', '/api/ads/track/click', {
        headers: BROWSER,
        body: { ad_id: ad.id, session_id: session, click_token: served.click_token },
      });
      return (response.json() as { counted: boolean }).counted;
    });
    expect(answers.filter(Boolean).length).toBeLessThanOrEqual(3);
    const row = await adNow(ad.id);
    expect(row.clicks + row.invalid_clicks).toBe(30);
    const stats = (await apiClient(test.app).call('GET', '/api/ads/dashboard/stats', { token: adminTok })).json();
    expect(stats.month_invalid_clicks).toBeGreaterThanOrEqual(row.invalid_clicks);
  });

  it("counts a person's click after the page loaded, and no more than a person's clicks in one session", async () => {
    const { ad, country } = await createAd();
    const person = apiClient(test.app);
    const session = aSession();
    const links = await inBatches(12, 1, async () => {
      clock.advance(10);
      const response = await person.call(
        'GET',
        `/api/ads/active?position=header&country=${country}&session_id=${session}&page_view_id=${aSession()}`,
      );
      return (response.json() as { ads: ServedAd[] }).ads[0]?.click_url as string;
    });
    clock.advance(3000);
    for (const link of links) {
      expect((await person.call('GET', link, { headers: BROWSER })).statusCode).toBe(302);
    }
    expect(await adNow(ad.id)).toMatchObject({ clicks: 10, invalid_clicks: 2 });
    const report = (await person.call('GET', `/api/ads/report/${(await adNow(ad.id)).report_token}`)).json();
    expect(report.by_day.at(-1).invalid_reasons).toEqual([{ kind: 'clicks', reason: 'click_flood', count: 2 }]);
  });

  it('filters more new sessions from one address in a minute than the setting allows', async () => {
    const { ad, country } = await createAd();
    const strict = await test.sibling({
      adTraffic: { ...testConfig().adTraffic, maxSessionsPerAddressPerMinute: 5, now: clock.now },
    });
    const caller = apiClient(strict, '192.0.2.50');
    const servings = await inBatches(8, 8, () => serve(caller, ad, country));
    clock.advance(1000);
    const answers = await inBatches(8, 1, (index) => counted(caller, servings[index] as Serve));
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    const report = (await caller.call('GET', `/api/ads/report/${(await adNow(ad.id)).report_token}`)).json();
    expect(report.by_day.at(-1).invalid_reasons).toEqual([{ kind: 'impressions', reason: 'address_flood', count: 3 }]);
  });

  it('sends the clicks of an HTML ad through the signed click link', async () => {
    const { ad, country } = await createAd({ content_html: '<a href="https://elsewhere.example/">Go</a>' });
    const person = apiClient(test.app);
    const { served } = await serve(person, ad, country);
    const frame = await person.call('GET', `/api/ads/frame/${ad.id}?click=${served.click_token}`);
    expect(frame.body).toContain(JSON.stringify(served.click_url));
    const forged = await person.call('GET', `/api/ads/frame/${ad.id}?click=${served.click_token.slice(0, -2)}xx`);
    expect(forged.body).not.toContain('/api/ads/click/');
    clock.advance(2000);
    const click = await person.call('GET', served.click_url as string, { headers: BROWSER });
    expect(click.headers.location).toBe('https://suya.example/');
    expect((await adNow(ad.id)).clicks).toBe(1);
  });
});

/** The token with one character of its signature replaced by another, so it always differs. */
function withOneSignatureCharacterChanged(token: string): string {
  const at = token.length - 5;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
