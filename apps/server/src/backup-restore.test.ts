// npm run backup and npm run restore as an operator runs them: the built CLI (apps/server/dist/cli.js,
// which npm test builds first) against the built server in its own process. A backup taken while the
// server takes registrations, favourites, chat posts, new ads with images and ad events restores into
// an empty DATA_DIR, and a server started there serves what the original held when the backup began.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Ad, AdSaved, AuthResponse, ChatMessage, ServedAd, Station } from '@sauti/contract';
import { aRadioBrowserExport } from '@sauti/contract/testing';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../bench/server-process';
import { SQLITE_FILE } from './platform/db';
import { A_PASSWORD, aRegistration } from './test-support/accounts';
import { aClientAddress } from './test-support/api-client';
import { eventually } from './test-support/eventually';
import { multipartBody } from './test-support/multipart';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const builtCli = path.join(repoRoot, 'apps/server/dist/cli.js');
const ADMIN = { email: 'backup-admin@example.org', password: 'admin password 1' };
// TRUST_PROXY: per-client limits see each call's X-Forwarded-For address, so many listeners may register.
const SERVER_ENV = {
  TRUST_PROXY: 'true',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RADIO_BROWSER_URL: 'http://127.0.0.1:9',
  // Ad events here follow their serve at once; the timing rules of invalid traffic are not this test's subject.
  AD_MIN_VIEW_MS: '0',
  AD_MIN_CLICK_MS: '0',
};
// fetch's own user agent reads as a robot's, and robots' ad views are not counted.
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
/** Countries of ISO's user-assigned range, one per ad or group of ads, so only they are candidates there. */
// The busy ad has a country of its own: the ads created during the backup would otherwise crowd it out of its slot.
const AD_COUNTRIES = { first: 'XB', second: 'XC', during: 'XD', busy: 'XE' };
// A 1×1 PNG; each ad gets its own bytes after the image's end, so each upload is a file of its own.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Answer {
  status: number;
  bytes: Buffer;
  json<T>(): T;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  form?: { payload: Buffer; headers: { 'content-type': string } };
}

/** One HTTP call from a client address of its own. */
async function call(baseUrl: string, method: string, url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': aClientAddress(), 'user-agent': BROWSER };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.form) headers['content-type'] = options.form.headers['content-type'];
  const body = options.form
    ? options.form.payload
    : options.body === undefined
      ? undefined
      : JSON.stringify(options.body);
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, json: <T>() => JSON.parse(bytes.toString('utf8')) as T };
}

function expectStatus(answer: Answer, status: number): Answer {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.bytes.toString()}`);
  return answer;
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as `npm run backup|restore` does, with only the given environment. */
function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, [builtCli, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** When a write was sent and when the server acknowledged it. */
interface Timed<T> {
  sentAt: number;
  ackedAt: number;
  value: T;
}

async function timed<T>(write: () => Promise<T>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const value = await write();
  return { sentAt, ackedAt: Date.now(), value };
}

interface Listener {
  email: string;
  token: string;
  favourites: string[];
}

const aSession = () => randomBytes(8).toString('hex');

const readDatabase = <T>(dataDir: string, read: (database: SQLite.Database) => T): T => {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true, fileMustExist: true });
  try {
    return read(database);
  } finally {
    database.close();
  }
};

const adRow = (dataDir: string, id: string) =>
  readDatabase(dataDir, (database) => ({
    ad: database
      .prepare(
        `SELECT impressions, clicks, revenue_micros, total_budget_cents, daily_budget_cents, cpm_rate_cents,
          cpc_rate_cents, image_file FROM ads WHERE id = ?`,
      )
      .get(id) as Record<string, number | string> | undefined,
    days: database
      .prepare(
        'SELECT day, country, impressions, clicks, revenue_micros FROM ad_daily_stats WHERE ad_id = ? ORDER BY day, country',
      )
      .all(id),
  }));

describe('npm run backup and npm run restore, on the built server', () => {
  let work: string;
  let original: ServerProcess;
  let restored: ServerProcess;
  const dataDir = () => path.join(work, 'data');
  const restoredDir = () => path.join(work, 'restored');
  const backupFile = () => path.join(work, 'during-writes.tar');
  let admin: string;
  let stations: Station[];

  const api = (server: ServerProcess) => (method: string, url: string, options?: CallOptions) =>
    call(server.baseUrl, method, url, options);

  async function register(server: ServerProcess): Promise<{ email: string; token: string }> {
    const registration = aRegistration();
    const answer = expectStatus(await api(server)('POST', '/api/auth/register', { body: registration }), 201);
    return { email: registration.email, token: answer.json<AuthResponse>().access_token };
  }

  async function favourite(server: ServerProcess, token: string, station: Station): Promise<void> {
    expectStatus(await api(server)('POST', `/api/favorites/${station.id}`, { token }), 200);
  }

  async function post(server: ServerProcess, token: string, station: Station, text: string): Promise<ChatMessage> {
    const answer = await api(server)('POST', `/api/chat/${station.id}`, { token, body: { message: text } });
    return expectStatus(answer, 201).json<ChatMessage>();
  }

  async function createAd(server: ServerProcess, title: string, country: string): Promise<{ ad: Ad; image: Buffer }> {
    const image = Buffer.concat([PNG, randomBytes(16)]);
    const form = await multipartBody(
      {
        title,
        advertiser_name: 'Ama Mensah',
        advertiser_email: 'ama@example.org',
        start_date: new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10),
        target_countries: country,
        click_url: 'https://advertiser.example/offer',
        // A $2.50 CPM earns 2,500 micro-dollars an impression; a $0.35 click earns 350,000.
        cpm_rate: '2.50',
        cpc_rate: '0.35',
        total_budget: '73.19',
        daily_budget: '40.07',
      },
      { image_file: { bytes: image, filename: 'banner.png', type: 'image/png' } },
    );
    const answer = await api(server)('POST', '/api/ads/advertisements', { token: admin, form });
    return { ad: expectStatus(answer, 201).json<AdSaved>().advertisement, image };
  }

  /** A view token of this ad: its country may have other ads, so the slot is asked until it serves this one. */
  async function viewOf(server: ServerProcess, ad: Ad) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const session = aSession();
      const pageView = aSession();
      const query = `position=header&country=${ad.target_countries[0]}&session_id=${session}&page_view_id=${pageView}`;
      const served = await api(server)('GET', `/api/ads/active?${query}`);
      const one = served.json<{ ads: ServedAd[] }>().ads.find((candidate) => candidate.id === ad.id);
      if (one) return { session, pageView, viewToken: one.view_token };
    }
    throw new Error(`ad ${ad.id} was never served`);
  }

  async function impression(server: ServerProcess, ad: Ad): Promise<void> {
    const { session, pageView, viewToken } = await viewOf(server, ad);
    const body = { ad_id: ad.id, session_id: session, page_view_id: pageView, view_token: viewToken };
    const answer = expectStatus(await api(server)('POST', '/api/ads/track/impression', { body }), 200);
    if (!answer.json<{ counted: boolean }>().counted) throw new Error('the impression was not counted');
  }

  async function click(server: ServerProcess, ad: Ad): Promise<void> {
    const session = aSession();
    const country = ad.target_countries[0];
    const served = await api(server)('GET', `/api/ads/active?position=header&country=${country}&session_id=${session}`);
    const token = served.json<{ ads: ServedAd[] }>().ads.find((one) => one.id === ad.id)?.click_token;
    const body = { ad_id: ad.id, session_id: session, click_token: token };
    const answer = expectStatus(await api(server)('POST', '/api/ads/track/click', { body }), 200);
    if (!answer.json<{ counted: boolean }>().counted) throw new Error('the click was not counted');
  }

  const adOn = async (server: ServerProcess, id: string) =>
    api(server)('GET', `/api/ads/advertisements/${id}`, { token: admin });

  /** Written and flushed before the backup: all of it must come back. */
  const before = {
    listeners: [] as Listener[],
    chat: [] as ChatMessage[],
    ads: [] as { ad: Ad; image: Buffer; row: ReturnType<typeof adRow> }[],
  };
  /** Written while the backup ran, and a little before it began. */
  const during = {
    listeners: [] as Timed<Listener>[],
    chat: [] as Timed<ChatMessage>[],
    ads: [] as Timed<{ ad: Ad; image: Buffer }>[],
    impressions: 0,
    impressionsInDatabaseAtStart: 0,
    impressionsWhileBackingUp: 0,
  };
  let busyAd: Ad;
  let backupRun: Timed<CliRun>;
  let afterBackup: { email: string };

  async function writeBeforeTheBackup(): Promise<void> {
    for (const [index, station] of stations.slice(0, 3).entries()) {
      const { email, token } = await register(original);
      const favourites = [station, stations[index + 3] as Station];
      for (const one of favourites) await favourite(original, token, one);
      before.chat.push(await post(original, token, station, `Habari from listener ${index}`));
      before.listeners.push({ email, token, favourites: favourites.map((one) => one.id) });
    }
    const ads = [
      await createAd(original, 'Jollof Festival', AD_COUNTRIES.first),
      await createAd(original, 'Kente Market', AD_COUNTRIES.second),
    ];
    for (const { ad } of ads) {
      for (let view = 0; view < 5; view += 1) await impression(original, ad);
      await click(original, ad);
    }
    // Tracked events reach the database in batches every 3 s; only then are they the backup's to keep.
    for (const { ad } of ads) {
      await eventually(async () => (await adOn(original, ad.id)).json<Ad>().clicks === 1, 10_000);
      await eventually(async () => (await adOn(original, ad.id)).json<Ad>().impressions === 5, 10_000);
    }
    for (const { ad, image } of ads) {
      before.ads.push({ ad: (await adOn(original, ad.id)).json<Ad>(), image, row: adRow(dataDir(), ad.id) });
    }
  }

  /** Three writers, each in a loop until told to stop. */
  function startWriters(): { stop(): Promise<void> } {
    let running = true;
    const loop = async (write: () => Promise<void>) => {
      while (running) await write();
    };
    const chatStation = stations[6] as Station;
    const writers = [
      loop(async () => {
        const listener = await timed(async () => {
          const { email, token } = await register(original);
          await favourite(original, token, chatStation);
          return { email, token, favourites: [chatStation.id] };
        });
        during.listeners.push(listener);
        during.chat.push(
          await timed(() => post(original, listener.value.token, chatStation, `Live ${listener.value.email}`)),
        );
      }),
      loop(async () => {
        const title = `Created during the backup ${during.ads.length}`;
        during.ads.push(await timed(() => createAd(original, title, AD_COUNTRIES.during)));
      }),
      loop(async () => {
        await impression(original, busyAd);
        during.impressions += 1;
      }),
    ];
    return {
      async stop() {
        running = false;
        await Promise.all(writers);
      },
    };
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'sauti-backup-e2e-'));
    const catalogueFile = path.join(work, 'catalogue.json');
    await writeFile(catalogueFile, JSON.stringify(aRadioBrowserExport().records));
    original = await startServerProcess(repoRoot, {
      ...SERVER_ENV,
      DATA_DIR: dataDir(),
      CATALOGUE_FILE: catalogueFile,
    });
    admin = expectStatus(await api(original)('POST', '/api/auth/login', { body: ADMIN }), 200).json<AuthResponse>()
      .access_token;
    stations = (await api(original)('GET', '/api/stations?limit=7')).json<Station[]>();
    await writeBeforeTheBackup();

    busyAd = (await createAd(original, 'Busy while the backup runs', AD_COUNTRIES.busy)).ad;
    const writers = startWriters();
    // Until every kind of write has been acknowledged, and some impressions of the busy ad written.
    const busyImpressionsInDatabase = () => Number(adRow(dataDir(), busyAd.id).ad?.impressions);
    await eventually(
      () => during.listeners.length >= 2 && during.ads.length >= 2 && busyImpressionsInDatabase() > 0,
      30_000,
    );
    during.impressionsInDatabaseAtStart = busyImpressionsInDatabase();
    const impressionsAtStart = during.impressions;
    backupRun = await timed(() => runCliExpecting(['backup', backupFile()], { DATA_DIR: dataDir() }, 0));
    during.impressionsWhileBackingUp = during.impressions - impressionsAtStart;
    await writers.stop();
    afterBackup = await register(original);
    await runCliExpecting(['restore', backupFile()], { DATA_DIR: restoredDir() }, 0);
    restored = await startServerProcess(repoRoot, { ...SERVER_ENV, DATA_DIR: restoredDir() });
  }, 240_000);

  afterAll(async () => {
    await original?.stop();
    await restored?.stop();
    await rm(work, { recursive: true, force: true });
  });

  async function runCliExpecting(args: string[], env: Record<string, string>, code: number): Promise<CliRun> {
    const run = await runCli(args, env);
    if (run.code !== code) throw new Error(`cli ${args.join(' ')} exited ${run.code}: ${run.stdout}${run.stderr}`);
    return run;
  }

  const wasInFlight = ({ sentAt, ackedAt }: Timed<unknown>) =>
    ackedAt >= backupRun.sentAt && sentAt <= backupRun.ackedAt;
  const ackedBeforeBackup = ({ ackedAt }: Timed<unknown>) => ackedAt < backupRun.sentAt;

  it('ran the backup while every kind of write went on', () => {
    expect(backupRun.value.stdout).toMatch(/^Backed up the database and \d+ uploads to .*during-writes\.tar/);
    expect(during.listeners.some(wasInFlight)).toBe(true);
    expect(during.ads.some(wasInFlight)).toBe(true);
    expect(during.impressionsWhileBackingUp).toBeGreaterThan(0);
  });

  it('restores a database that passes SQLite’s integrity and foreign key checks', () => {
    readDatabase(restoredDir(), (database) => {
      expect(database.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(database.pragma('foreign_key_check')).toEqual([]);
    });
  });

  it('serves the accounts: they log in with their password, and their old tokens still work', async () => {
    for (const listener of before.listeners) {
      expectStatus(
        await api(restored)('POST', '/api/auth/login', { body: { email: listener.email, password: A_PASSWORD } }),
        200,
      );
      const favourites = (await api(restored)('GET', '/api/favorites', { token: listener.token })).json<Station[]>();
      expect(favourites.map((station) => station.id)).toEqual(listener.favourites);
    }
  });

  it('serves the chat as it was', async () => {
    for (const message of before.chat) {
      const chat = (await api(restored)('GET', `/api/chat/${message.station_id}`)).json<ChatMessage[]>();
      expect(chat).toContainEqual(message);
    }
  });

  it('serves the ads with their images, and keeps their money to the micro-dollar', async () => {
    for (const { ad, image, row } of before.ads) {
      expect((await adOn(restored, ad.id)).json<Ad>()).toEqual(ad);
      expect((await api(restored)('GET', ad.image_url as string)).bytes.equals(image)).toBe(true);
      expect(adRow(restoredDir(), ad.id)).toEqual(row);
    }
    expect(before.ads[0]?.row.ad).toMatchObject({ impressions: 5, clicks: 1, revenue_micros: 5 * 2500 + 35 * 10_000 });
  });

  it('keeps every write acknowledged before the backup began, and of those in flight, whole ones only', async () => {
    const inDatabase = (table: string, id: string) =>
      readDatabase(
        restoredDir(),
        (database) => database.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined,
      );
    for (const listener of during.listeners) {
      const login = await api(restored)('POST', '/api/auth/login', {
        body: { email: listener.value.email, password: A_PASSWORD },
      });
      if (ackedBeforeBackup(listener)) expect(login.status).toBe(200);
      else expect([200, 401]).toContain(login.status);
    }
    for (const message of during.chat) {
      if (ackedBeforeBackup(message)) expect(inDatabase('chat_messages', message.value.id)).toBe(true);
    }
    for (const created of during.ads) {
      const answer = await adOn(restored, created.value.ad.id);
      if (ackedBeforeBackup(created)) expect(answer.status).toBe(200);
      if (answer.status !== 200) continue;
      // An ad in the copy always has its image: uploads are copied after the database.
      const image = await api(restored)('GET', created.value.ad.image_url as string);
      expect(image.bytes.equals(created.value.image)).toBe(true);
    }
  });

  it('keeps the busy ad’s counts and money in step, with every count written before the backup began', () => {
    const { ad, days } = adRow(restoredDir(), busyAd.id);
    const impressions = Number(ad?.impressions);
    expect(impressions).toBeGreaterThanOrEqual(during.impressionsInDatabaseAtStart);
    expect(impressions).toBeLessThanOrEqual(during.impressions);
    expect(ad?.revenue_micros).toBe(impressions * 2500);
    const summed = (days as { impressions: number; revenue_micros: number }[]).reduce(
      (sum, day) => ({
        impressions: sum.impressions + day.impressions,
        revenue_micros: sum.revenue_micros + day.revenue_micros,
      }),
      { impressions: 0, revenue_micros: 0 },
    );
    expect(summed).toEqual({ impressions, revenue_micros: impressions * 2500 });
  });

  it('holds nothing written after the backup ended', async () => {
    const login = await api(restored)('POST', '/api/auth/login', {
      body: { email: afterBackup.email, password: A_PASSWORD },
    });
    expect(login.status).toBe(401);
  });

  it('refuses to restore into a DATA_DIR that holds a database, exiting 1 and changing nothing', async () => {
    const entries = await readdir(restoredDir());
    const run = await runCliExpecting(['restore', backupFile()], { DATA_DIR: restoredDir() }, 1);
    expect(run.stderr).toMatch(/already holds data \(sauti\.sqlite.*only goes into an empty DATA_DIR/);
    expect(await readdir(restoredDir())).toEqual(entries);
  });

  it.each([
    [
      'cut short',
      (archive: Buffer) => archive.subarray(0, Math.floor(archive.length / 2)),
      /not a whole backup archive/,
    ],
    [
      'with a changed byte',
      (archive: Buffer) => {
        const copy = Buffer.from(archive);
        const at = copy.indexOf('SQLite format 3') + 5000;
        copy[at] = (copy[at] ?? 0) ^ 0xff;
        return copy;
      },
      /sauti\.sqlite does not match its checksum/,
    ],
  ])('refuses a backup %s, exiting 1 and writing nothing', async (_how, damage, refusal) => {
    const damaged = path.join(work, `damaged-${randomBytes(3).toString('hex')}.tar`);
    await writeFile(damaged, damage(await readFile(backupFile())));
    const target = path.join(work, `never-${randomBytes(3).toString('hex')}`);
    const run = await runCliExpecting(['restore', damaged], { DATA_DIR: target }, 1);
    expect(run.stderr).toMatch(refusal);
    expect(run.stderr).toMatch(/nothing was restored/);
    expect((await readdir(work)).filter((name) => name.includes('never-') || name.includes('.restore-'))).toEqual([]);
  });

  it('with DATABASE_URL set, prints the pg_dump and pg_restore commands and carries the uploads', async () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sauti', DATA_DIR: dataDir() };
    const file = path.join(work, 'uploads-only.tar');
    const backup = await runCliExpecting(['backup', file], env, 0);
    expect(backup.stdout).toContain('pg_dump --format=custom --file=sauti.dump "$DATABASE_URL"');
    expect(backup.stdout).toMatch(/Backed up \d+ uploads to/);

    const uploadsDir = path.join(work, 'uploads-restored');
    const restore = await runCliExpecting(['restore', file], { ...env, DATA_DIR: uploadsDir }, 0);
    expect(restore.stdout).toContain('pg_restore --no-owner --single-transaction --dbname="$DATABASE_URL" sauti.dump');
    expect(await readdir(uploadsDir)).toEqual(['uploads']);
    expect((await readdir(path.join(uploadsDir, 'uploads'))).sort()).toEqual(
      (await readdir(path.join(dataDir(), 'uploads'))).filter((name) => !name.startsWith('.')).sort(),
    );
  });
});
