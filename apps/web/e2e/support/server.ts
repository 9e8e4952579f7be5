// Runs the built server as its own process for browser tests: a fresh data folder, a catalogue (a
// generated Radio Browser export unless the test names its own), a free port; resolves once
// /api/health answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aRadioBrowserExport } from '@sauti/contract/testing';
import { type CatalogueFile, writeCatalogueFile } from './catalogue-file';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms.`);
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-e2e-'));
  // A test that must know the address before the server starts (PUBLIC_URL in mailed links) names the port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const catalogue: CatalogueFile = env.CATALOGUE_FILE
    ? { file: env.CATALOGUE_FILE, remove: async () => {} }
    : await writeCatalogueFile(aRadioBrowserExport().records);
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CATALOGUE_FILE: catalogue.file,
      RADIO_BROWSER_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      // Scheduled checks would reach real stations from the browser tests and change what they show.
      CHECK_SCHEDULER: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 30_000);
  return {
    baseUrl,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
      await catalogue.remove();
    },
  };
}
