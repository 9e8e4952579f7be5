// Nothing acknowledged is lost: the built server (dist/main.js, which npm test builds first) answers
// ad impressions and clicks, is killed with SIGKILL a moment after its last answer, and starts again
// on the same database: every event answered `counted: true` is counted, once. On SQLite, and on
// PostgreSQL and Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Ad, ServedAd } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './test-support/eventually';
import { freePort } from './test-support/free-port';
import { type FakeRadioBrowser, startFakeRadioBrowser } from './test-support/radio-browser-builders';
import { createTestDatabase, type TestDatabase, testRedisUrl } from './test-support/test-app';

const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ADMIN = { email: 'crash-admin@example.org', password: 'crash admin password' };
const aSession = () => randomBytes(8).toString('hex');

interface Instance {
  base: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

describe('ad events through a kill -9', () => {
  let database: TestDatabase;
  let radioBrowser: FakeRadioBrowser;
  const namespace = `test-${randomBytes(6).toString('hex')}`;
  const running: Instance[] = [];

  async function start(): Promise<Instance> {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        REDIS_URL: testRedisUrl ?? '',
        REDIS_NAMESPACE: namespace,
        RADIO_BROWSER_URL: radioBrowser.url,
        RADIO_BROWSER_REPORT: 'false',
        CHECK_SCHEDULER: 'off',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The timing rules of invalid traffic are not this test's subject: every event sent counts.
        AD_MIN_VIEW_MS: '0',
        AD_MIN_CLICK_MS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const instance = {
      base: `http://127.0.0.1:${port}`,
      child,
      exited: new Promise((done) => child.once('exit', done)),
    };
    running.push(instance);
    await eventually(
      async () => (await fetch(`${instance.base}/api/health/ready`).catch(() => null))?.status === 200,
      60_000,
    );
    return instance;
  }

  async function kill(instance: Instance): Promise<void> {
    instance.child.kill('SIGKILL');
    await instance.exited;
  }

  beforeAll(async () => {
    expect(existsSync(MAIN), `${MAIN} is missing: build the server first (npm run build)`).toBe(true);
    radioBrowser = await startFakeRadioBrowser([]);
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const instance of running) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await radioBrowser?.close();
    await database?.drop();
  });

  const adminToken = async (base: string) => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    return ((await login.json()) as { access_token: string }).access_token;
  };

  const post = async (url: string, body: unknown) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { counted: boolean }).counted;
  };

  it('counts every impression and click answered before the kill, once, after a restart', async () => {
    const first = await start();
    const token = await adminToken(first.base);
    const form = new FormData();
    form.append('title', 'Kill-proof');
    form.append('advertiser_name', 'Ama');
    form.append('advertiser_email', 'ama@example.org');
    form.append('start_date', new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    form.append('target_countries', 'XK');
    form.append('content_html', '<p>Kill-proof</p>');
    form.append('click_url', 'https://ama.example/');
    const created = await fetch(`${first.base}/api/ads/advertisements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const ad = ((await created.json()) as { advertisement: Ad }).advertisement;

    const serve = async () => {
      const session = aSession();
      const pageView = aSession();
      const query = `position=header&country=XK&session_id=${session}&page_view_id=${pageView}`;
      const served = ((await (await fetch(`${first.base}/api/ads/active?${query}`)).json()) as { ads: ServedAd[] })
        .ads[0] as ServedAd;
      return { served, session, pageView };
    };
    const servings = await Promise.all(Array.from({ length: 300 }, serve));
    const impressions = servings.map(({ served, session, pageView }) => ({
      ad_id: ad.id,
      session_id: session,
      page_view_id: pageView,
      view_token: served.view_token,
    }));
    const clicks = servings.slice(0, 20).map(({ served, session }) => ({
      ad_id: ad.id,
      session_id: session,
      click_token: served.click_token,
    }));
    const answers = await Promise.all([
      ...impressions.map((body) => post(`${first.base}/api/ads/track/impression`, body)),
      ...clicks.map((body) => post(`${first.base}/api/ads/track/click`, body)),
    ]);
    // Killed at once: long before the 3-second timer that used to write the counts.
    await kill(first);
    expect(answers.every(Boolean)).toBe(true);

    const second = await start();
    const row = (await (
      await fetch(`${second.base}/api/ads/advertisements/${ad.id}`, {
        headers: { authorization: `Bearer ${await adminToken(second.base)}` },
      })
    ).json()) as Ad;
    expect(row).toMatchObject({ impressions: 300, clicks: 20, invalid_impressions: 0, invalid_clicks: 0 });
    // Sent again to the restarted instance, the same events change nothing.
    const again = await Promise.all([
      ...impressions.slice(0, 50).map((body) => post(`${second.base}/api/ads/track/impression`, body)),
      ...clicks.map((body) => post(`${second.base}/api/ads/track/click`, body)),
    ]);
    expect(again.some(Boolean)).toBe(false);
    await kill(second);
  }, 120_000);
});
