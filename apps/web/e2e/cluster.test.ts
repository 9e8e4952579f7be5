// Two instances of the built server behind HAProxy, on one PostgreSQL and one Redis: a station plays
// through the load balancer, the instance relaying it is killed, and the player carries on through
// the other one within 5 s (issue 13). Needs PostgreSQL, Redis and haproxy (TEST_DATABASE_URL and TEST_REDIS_URL, else
// this machine's defaults); skipped when any is missing.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAPROXY, type RunningHaproxy, startHaproxy } from '../../../scripts/lib/haproxy.mjs';
import { chromiumPath, launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { freePort, waitForHealth } from './support/server';
import { redisAnswers } from './support/services';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const STATION = 'Sauti Cluster FM';
/** From the kill, the player plays again through the other instance within this (issue 13). */
const FAILOVER_MS = 5_000;
/**
 * The station's burst on connect, which the relay passes on to its first listener: the player holds
 * about this much audio when its connection drops, more than the 5 s allow less the spec's 2 s wait
 * after `ended`, so playing it out first would miss the deadline. (Chromium's `buffered` shows only
 * the part it has parsed, about 2 s, so the test cannot read it there.)
 */
const BURST_SECONDS = 5;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const runs =
  existsSync(chromiumPath) &&
  existsSync(HAPROXY) &&
  existsSync('/proc/net/tcp') &&
  (await postgresAnswers()) &&
  (await redisAnswers(redisUrl));

/** Whether the process holds an open TCP connection to the port on this machine (read from /proc). */
function holdsConnectionTo(pid: number, port: number): boolean {
  const sockets = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    const target = (() => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return '';
      }
    })();
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) sockets.add(inode);
  }
  const remote = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return ['/proc/net/tcp', '/proc/net/tcp6'].some((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // Columns: sl, local, remote, state (01 = established), ..., inode (10th).
      .some((columns) => columns[2]?.endsWith(remote) && columns[3] === '01' && sockets.has(columns[9] ?? '')),
  );
}

interface Instance {
  child: ChildProcess;
  port: number;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child, 60_000);
  return { child, port };
}

function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

declare global {
  interface Window {
    /** The player's audio element, caught when it first plays. */
    clusterAudio?: HTMLMediaElement;
    /** How many times the player has called play(): each start of the station is one. */
    clusterPlays?: number;
  }
}

describe.skipIf(!runs)('a station behind two instances and HAProxy, in Chromium', () => {
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let dataDir: string;
  let instances: Instance[] = [];
  let lb: RunningHaproxy;
  let browser: Browser;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    fake = await startFakeIcecast(STATION, 'Cluster Choir - Evening Praise', { burstSeconds: BURST_SECONDS });
    catalogue = await writeCatalogueFile([aRadioBrowserRecord({ name: STATION, url: fake.streamUrl, votes: 90 })]);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-e2e-cluster-'));
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_NAMESPACE: schema,
      DATA_DIR: dataDir,
      CATALOGUE_FILE: catalogue.file,
      RADIO_BROWSER_URL: 'http://127.0.0.1:9',
      SAFE_FETCH_ALLOW: '127.0.0.1:*',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CHECK_SCHEDULER: 'off',
    };
    // The first migrates and loads the catalogue; the second starts on its work.
    instances = [await startInstance(env)];
    instances.push(await startInstance(env));
    lb = await startHaproxy({
      port: await freePort(),
      servers: instances.map((instance, index) => ({ name: `sauti${index + 1}`, port: instance.port })),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await lb?.stop();
    await Promise.all(instances.map(stopInstance));
    await fake?.stop();
    await catalogue?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  const statusLine = (page: Page) => page.getByRole('region', { name: 'Player' }).getByRole('status').textContent();
  const playedSeconds = (page: Page) => page.evaluate(() => window.clusterAudio?.currentTime ?? 0);
  const plays = (page: Page) => page.evaluate(() => window.clusterPlays ?? 0);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);

  it('plays on through the other instance within 5 s when the one relaying it is killed', async ({ annotate }) => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        window.clusterAudio = this;
        window.clusterPlays = (window.clusterPlays ?? 0) + 1;
        return play.call(this);
      };
    });
    await page.goto(`${lb.url}/discover`);
    await page
      .getByRole('button', { name: `Play ${STATION}` })
      .first()
      .click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/·\s*playing/);
    expect(new URL(await page.evaluate(() => window.clusterAudio?.currentSrc ?? '')).origin).toBe(lb.url);

    const relaying = () => instances.filter((instance) => holdsConnectionTo(instance.child.pid ?? 0, fake.port));
    await expect.poll(() => relaying().length).toBe(1);
    const [serving] = relaying() as [Instance];
    const survivor = instances.find((instance) => instance !== serving) as Instance;
    const playsBefore = await plays(page);
    const killedAt = Date.now();
    serving.child.kill('SIGKILL');
    const sinceKill = () => Date.now() - killedAt;

    const playingAgain = async () =>
      (await plays(page)) > playsBefore &&
      /·\s*playing/.test((await statusLine(page)) ?? '') &&
      holdsConnectionTo(survivor.child.pid ?? 0, fake.port);
    await expect.poll(playingAgain, { timeout: FAILOVER_MS }).toBe(true);
    const playingAfter = sinceKill();
    const resumedAt = await playedSeconds(page);
    await expect
      .poll(() => playedSeconds(page), { timeout: Math.max(1, FAILOVER_MS - sinceKill()) })
      .toBeGreaterThan(resumedAt);
    const advancingAfter = sinceKill();
    await annotate(
      `playing again ${seconds(playingAfter)} s after the kill, audio advancing ${seconds(advancingAfter)} s after`,
    );
    expect(playingAfter).toBeLessThanOrEqual(FAILOVER_MS);
    expect(advancingAfter).toBeLessThanOrEqual(FAILOVER_MS);

    // It plays on: no second reconnect (the dropped download's late record, say) interrupts it.
    const playedAt = await playedSeconds(page);
    await expect.poll(() => playedSeconds(page)).toBeGreaterThan(playedAt + 2);
    expect(await statusLine(page)).toMatch(/·\s*playing/);
    expect(await plays(page)).toBe(playsBefore + 1);
    await page.close();
  });
});
