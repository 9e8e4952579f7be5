// npm run cluster [-- N]: N instances of the built server (default 2) behind HAProxy on PORT (default
// 8080), sharing DATABASE_URL (PostgreSQL) and REDIS_URL, for trying a scale-out deployment on one
// machine. Installs Debian's haproxy when it is missing (as root); Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { ensureHaproxy, startHaproxy } from './lib/haproxy.mjs';
import { compileCacheDir, runOnPinnedRuntime } from './lib/runtime.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

const count = Number(process.argv[2] ?? process.env.CLUSTER_INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(count) || count < 1 || count > 16) fail('The number of instances must be between 1 and 16.');
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') || !/^rediss?:\/\//.test(process.env.REDIS_URL ?? '')) {
  fail(
    'A cluster shares one PostgreSQL and one Redis: set DATABASE_URL=postgres://… and REDIS_URL=redis://…\n' +
      'for example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/sauti REDIS_URL=redis://127.0.0.1:6379 npm run cluster',
  );
}

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();
if (!ensureHaproxy({ install: true })) fail('haproxy is missing: apt-get install haproxy (as root).');

const instances = [];
let stopping = false;

/** One instance on its own port; the load balancer alone listens on PORT. */
async function startInstance(number) {
  const instancePort = port + number;
  const child = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      // Node's compile cache, as npm start turns it on: the instances share the compiled code.
      NODE_COMPILE_CACHE: compileCacheDir,
      PORT: String(instancePort),
      HOST: '127.0.0.1',
      // The instances believe HAProxy's X-Forwarded-For, so per-client limits see the real client.
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.log(`Instance ${number} (port ${instancePort}) exited (${signal ?? code}); the others serve on.`);
  });
  instances.push(child);
  await waitUntilReady(`http://127.0.0.1:${instancePort}`, child);
  return { name: `sauti${number}`, port: instancePort };
}

async function waitUntilReady(baseUrl, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`An instance exited with code ${child.exitCode} while starting.`);
    const ok = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`${baseUrl} did not answer within 2 minutes.`);
}

function fail(message) {
  console.error(message);
  for (const child of instances) child.kill('SIGTERM');
  process.exit(1);
}

// The first instance migrates and loads the catalogue when it is empty; the others start on its work.
const servers = [await startInstance(1)];
servers.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, index) => startInstance(index + 2)))));
const balancer = await startHaproxy({ port, host: process.env.HOST ?? '0.0.0.0', servers }, { quiet: false });
console.log(
  `Sauti is serving on http://localhost:${port} through HAProxy: ${count} instance(s) on ports ${servers.map((server) => server.port).join(', ')}. Ctrl-C stops them all.`,
);

async function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: stopping HAProxy and ${count} instance(s)…`);
  await balancer.stop();
  await Promise.all(
    instances.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(0);
}
process.once('SIGINT', () => void stopAll('SIGINT'));
process.once('SIGTERM', () => void stopAll('SIGTERM'));
