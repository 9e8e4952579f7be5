// Advertising in Chromium (issue 12): an admin creates a banner for Kenya and gospel in the monetization
// tab, and an advertising inquiry's link opens that tab's form filled in; a visitor sees the banner once
// it has been half on screen for a second and it counts once; a click opens the advertiser's page and
// counts, and a script's impression shows on the advertiser's report as filtered; a visitor from another country and a premium listener get none; an HTML ad can neither read
// the page's storage nor move the page; an audio spot plays before a station and counts once half of it
// was heard.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Ad, InboxItem } from '@sauti/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountEnv, logInAdmin } from './support/admin';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, silentMp3, startFakeIcecast } from './support/fake-icecast';
import { type RunningServer, startServer } from './support/server';

const GOSPEL_STATION = 'Sauti Nairobi Gospel';
const BANNER = 'Mama Mboga Gospel Concert';
const HTML_AD = 'Accra Curious Script';
// Headless Chromium names itself HeadlessChrome, which the server rightly takes for a robot and does not count.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/** A public address in the United States (Google's resolver), for a listener outside Kenya. */
const US_ADDRESS = '8.8.8.8';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const KENYA_PAGE = '/discover?country=KE&genre=gospel';

/** The advertiser's landing page, counting its visitors. */
async function startLandingPage(): Promise<{ url: string; visits: () => number; stop: () => Promise<void> }> {
  let visits = 0;
  const server: Server = createServer((request, response) => {
    // The browser may also ask the landing site for its favicon, which is no visit.
    if (request.url === '/tickets') visits += 1;
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Concert tickets</title><h1>Tickets</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tickets`,
    visits: () => visits,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// An event reaches the admin's figures at the tracker's next flush (every 3 s). On a shared CI machine
// running four times slower than usual, a click that had reached the advertiser was not in them after
// 10 s: a wait that long is slowness, not a lost count (a lost one never arrives).
const IN_FIGURES_WITHIN_MS = 30_000;

describe('advertising in Chromium', () => {
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let landing: Awaited<ReturnType<typeof startLandingPage>>;
  let server: RunningServer;
  let browser: Browser;
  let adminToken: string;
  const contexts: BrowserContext[] = [];

  async function api(method: string, path: string, body?: unknown, token = adminToken) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'user-agent': DESKTOP_CHROME,
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  async function adNamed(title: string): Promise<Ad | undefined> {
    const { json } = await api('GET', '/api/ads/advertisements');
    return (json.advertisements as Ad[]).find((ad) => ad.title === title);
  }

  async function createAd(fields: Record<string, string>, files: Record<string, Blob> = {}): Promise<void> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, file] of Object.entries(files)) form.append(name, file, name === 'audio_file' ? 'spot.mp3' : 'a');
    const { status, json } = await api('POST', '/api/ads/advertisements', form);
    expect(status, JSON.stringify(json)).toBe(201);
  }

  async function newPage(options: { token?: string; headers?: Record<string, string> } = {}): Promise<Page> {
    const context = await browser.newContext({
      userAgent: DESKTOP_CHROME,
      viewport: { width: 1280, height: 640 },
      ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
    });
    contexts.push(context);
    const page = await context.newPage();
    if (options.token) {
      await page.addInitScript((token) => localStorage.setItem('sauti.access_token', token), options.token);
    }
    return page;
  }

  /** Opens a Discover page and waits for its stations and its slot's answer. */
  async function openDiscover(page: Page, path: string): Promise<void> {
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole('list', { name: 'Stations', exact: true }).waitFor();
  }

  beforeAll(async () => {
    fake = await startFakeIcecast(GOSPEL_STATION, 'Nairobi Choir - Praise');
    landing = await startLandingPage();
    // Enough Kenyan gospel stations that the slot after them starts below the fold.
    const kenyan = Array.from({ length: 14 }, (_, index) =>
      aRadioBrowserRecord({
        name: index === 0 ? GOSPEL_STATION : `Kenya Gospel ${index}`,
        tags: 'gospel',
        countrycode: 'KE',
        url: index === 0 ? fake.streamUrl : `http://127.0.0.1:9/ke-${index}.mp3`,
        votes: 100 - index,
      }),
    );
    const ghanaian = aRadioBrowserRecord({
      name: 'Accra Gospel',
      tags: 'gospel',
      countrycode: 'GH',
      url: 'http://127.0.0.1:9/gh.mp3',
    });
    catalogue = await writeCatalogueFile([...kenyan, ghanaian]);
    [server, browser] = await Promise.all([
      startServer({
        CATALOGUE_FILE: catalogue.file,
        SAFE_FETCH_ALLOW: '127.0.0.1:*',
        ...adminAccountEnv,
        // The browser tests stand in for a proxy that tells the listener's address.
        TRUST_PROXY: '127.0.0.1',
      }),
      launchBrowser(),
    ]);
    adminToken = await logInAdmin(server.baseUrl);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await server?.stop();
    await fake?.stop();
    await landing?.stop();
    await catalogue?.remove();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  it('lets an admin create a banner with an image for Kenya and gospel in the monetization tab', async () => {
    const page = await newPage({ token: adminToken });
    await page.goto(`${server.baseUrl}/admin/monetization`);
    await page.getByRole('tab', { name: 'Ads' }).click();
    await page.getByRole('button', { name: 'Create ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create ad' });
    await dialog.getByLabel('Title').fill(BANNER);
    await dialog.getByLabel('Position').selectOption('between_stations');
    await dialog.getByLabel('Advertiser name').fill('Mama Mboga');
    await dialog.getByLabel('Advertiser email').fill('tickets@mamamboga.example');
    await dialog.getByLabel('Click URL').fill(landing.url);
    await dialog.getByLabel('Image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Target countries').fill('KE');
    await dialog.getByLabel('Target genres').fill('gospel');
    await dialog.getByRole('button', { name: 'Create ad' }).click();
    await page.getByRole('status').filter({ hasText: 'Advertisement created successfully!' }).waitFor();
    await page.getByRole('row', { name: new RegExp(BANNER) }).waitFor();

    const banner = await adNamed(BANNER);
    expect(banner).toMatchObject({
      ad_type: 'banner',
      position: 'between_stations',
      target_countries: ['KE'],
      target_genres: ['gospel'],
      status: 'active',
      click_url: landing.url,
    });
    expect(banner?.image_url).toMatch(/^\/api\/ads\/media\/[a-f0-9]{64}\.png$/);
  });

  it("opens the create-ad form filled in from an advertising inquiry's link, and says when there is no such inquiry", async () => {
    const sent = await api('POST', '/api/inbox/advertising', {
      companyName: 'Jollof Foods',
      contactName: 'Kofi Mensah',
      email: 'kofi@jollof.example',
      budget: '1000-5000',
      adType: 'banner',
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const inbox = await api('GET', '/api/admin/inbox?kind=advertising');
    const inquiry = (inbox.json.items as InboxItem[]).find((item) => item.sender_email === 'kofi@jollof.example');
    if (!inquiry) throw new Error('the inquiry is not in the inbox');

    const page = await newPage({ token: adminToken });
    await page.goto(`${server.baseUrl}/admin/monetization?inquiry=${inquiry.id}`);
    const dialog = page.getByRole('dialog', { name: 'Create ad' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Advertiser name').inputValue()).toBe('Kofi Mensah');
    expect(await dialog.getByLabel('Advertiser email').inputValue()).toBe('kofi@jollof.example');
    expect(new URL(page.url()).searchParams.has('inquiry')).toBe(false);

    await page.goto(`${server.baseUrl}/admin/monetization?inquiry=no-such-inquiry`);
    await page.getByRole('alert').filter({ hasText: 'That advertising inquiry could not be found.' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows the banner in Kenya only once it is half on screen for a second, counts it once, and counts a click', async () => {
    const page = await newPage();
    const impressions: boolean[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/ads/track/impression')) {
        impressions.push(((await response.json()) as { counted: boolean }).counted);
      }
    });
    await openDiscover(page, KENYA_PAGE);
    const slot = page.getByRole('complementary', { name: 'Advertisement' });
    await slot.waitFor();
    const image = slot.getByRole('img', { name: BANNER });
    await image.waitFor();
    expect((await slot.boundingBox())?.y).toBeGreaterThan(640);
    // Below the fold nothing is counted, however long the page stays open.
    await page.waitForTimeout(1500);
    expect(impressions).toEqual([]);

    await slot.scrollIntoViewIfNeeded();
    await expect.poll(() => impressions, { timeout: 10_000 }).toEqual([true]);
    // Scrolled away and back in the same page view: still one impression.
    await page.evaluate(() => window.scrollTo(0, 0));
    await slot.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(impressions).toEqual([true]);
    await expect.poll(async () => (await adNamed(BANNER))?.impressions, { timeout: IN_FIGURES_WITHIN_MS }).toBe(1);

    const [advertiser] = await Promise.all([
      page.context().waitForEvent('page'),
      slot.getByRole('link', { name: `Advertisement: ${BANNER} (opens in a new tab)` }).click(),
    ]);
    await advertiser.waitForLoadState();
    expect(advertiser.url()).toBe(landing.url);
    expect(landing.visits()).toBe(1);
    expect(page.url()).toBe(`${server.baseUrl}${KENYA_PAGE}`);
    await expect.poll(async () => (await adNamed(BANNER))?.clicks, { timeout: IN_FIGURES_WITHIN_MS }).toBe(1);

    // A script's impression, sent the moment its ad was served: filtered, shown to the advertiser, not billed.
    const banner = (await adNamed(BANNER)) as Ad;
    const session = 'scripted-session-1';
    const pageView = 'scripted-page-view-1';
    const query = `position=${banner.position}&country=KE&genre=gospel&session_id=${session}&page_view_id=${pageView}`;
    const served = (await (
      await fetch(`${server.baseUrl}/api/ads/active?${query}`, { headers: { 'user-agent': DESKTOP_CHROME } })
    ).json()) as { ads: Array<{ view_token: string }> };
    const scripted = await fetch(`${server.baseUrl}/api/ads/track/impression`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
      body: JSON.stringify({
        ad_id: banner.id,
        session_id: session,
        page_view_id: pageView,
        view_token: served.ads[0]?.view_token,
      }),
    });
    expect(await scripted.json()).toEqual({ success: true, counted: false });
    expect(await adNamed(BANNER)).toMatchObject({ impressions: 1, clicks: 1, invalid_impressions: 1 });
    const report = await newPage();
    await report.goto(`${server.baseUrl}/advertiser-report/${banner.report_token}`);
    const byDay = report.getByRole('table', { name: 'By day' });
    await byDay.waitFor();
    expect(await byDay.textContent()).toContain('Counted sooner than an ad can be seen: 1');
    expect(await report.getByText('Filtered impressions').first().isVisible()).toBe(true);
  });

  it('shows no ad to a visitor from another country', async () => {
    const page = await newPage({ headers: { 'x-forwarded-for': US_ADDRESS } });
    const answered = page.waitForResponse((response) => response.url().includes('/api/ads/active'));
    await openDiscover(page, KENYA_PAGE);
    expect(((await (await answered).json()) as { ads: unknown[] }).ads).toEqual([]);
    await expect.poll(() => page.locator('[data-ad-slot]').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
  });

  it('shows no ad to a premium listener, who is not even asked about', async () => {
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'zawadi@example.org', password: 'zawadi premium password', username: 'zawadi' }),
    });
    const { access_token, user } = (await registered.json()) as { access_token: string; user: { id: string } };
    expect((await api('PATCH', `/api/admin/users/${user.id}`, { role: 'premium' })).status).toBe(200);
    // The server decides: a premium listener is served nothing.
    const served = await api(
      'GET',
      '/api/ads/active?position=between_stations&country=KE&genre=gospel',
      undefined,
      access_token,
    );
    expect(served.json.ads).toEqual([]);

    const page = await newPage({ token: access_token });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ads/')) asked.push(request.url());
    });
    await openDiscover(page, KENYA_PAGE);
    // Once the header shows who is logged in, the slots know they have nothing to ask for.
    await page.getByText('Logged in as zawadi').waitFor({ state: 'attached' });
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    expect(asked).toEqual([]);
  });

  it('keeps an HTML ad from reading the page storage or moving the page', async () => {
    const script = `<p id="result">not run</p><script>
      let result;
      try { result = 'read ' + localStorage.getItem('sauti.access_token'); } catch (error) { result = 'storage ' + error.name; }
      try { top.location.href = 'http://127.0.0.1:9/stolen'; } catch (error) { result += ', navigation ' + error.name; }
      document.getElementById('result').textContent = result;
    </script>`;
    await createAd({
      title: HTML_AD,
      position: 'between_stations',
      advertiser_name: 'Curious',
      advertiser_email: 'curious@example.org',
      start_date: new Date().toISOString().slice(0, 16),
      content_html: script,
      target_countries: 'GH',
    });
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem('sauti.access_token', 'a-secret-token'));
    await openDiscover(page, '/discover?country=GH');
    const frame = page.frameLocator(`iframe[title="${HTML_AD}"]`);
    await expect.poll(() => frame.locator('#result').textContent()).toMatch(/^storage SecurityError/);
    expect(await frame.locator('#result').textContent()).not.toContain('a-secret-token');
    expect(page.url()).toBe(`${server.baseUrl}/discover?country=GH`);
    expect(await page.locator(`iframe[title="${HTML_AD}"]`).getAttribute('sandbox')).toBe(
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
  });

  it('plays an audio spot before a station, with its label and seconds, counts it, then plays the station', async () => {
    await createAd(
      {
        title: 'Safaricom Spot',
        ad_type: 'audio',
        position: 'audio_break',
        advertiser_name: 'Safaricom',
        advertiser_email: 'ads@safaricom.example',
        start_date: new Date().toISOString().slice(0, 16),
      },
      { audio_file: new Blob([new Uint8Array(silentMp3(16))], { type: 'audio/mpeg' }) },
    );
    const page = await newPage();
    await openDiscover(page, KENYA_PAGE);
    await page
      .getByRole('button', { name: `Play ${GOSPEL_STATION}` })
      .first()
      .click();
    const spot = page.getByRole('status', { name: 'Audio advertisement before your station' });
    await spot.waitFor();
    expect(await spot.textContent()).toContain('Sponsored by Safaricom');
    await page.getByText(/\d+ s left/).waitFor();
    expect(fake.connections()).toBe(0);

    const player = page.getByRole('region', { name: 'Player' }).getByRole('status');
    await expect.poll(() => player.textContent(), { timeout: 40_000 }).toMatch(/Sauti Nairobi Gospel\s*·\s*playing/);
    expect(await spot.count()).toBe(0);
    await expect
      .poll(async () => (await adNamed('Safaricom Spot'))?.impressions, { timeout: IN_FIGURES_WITHIN_MS })
      .toBe(1);
  }, 90_000);
});
