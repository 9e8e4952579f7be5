// HAProxy in front of several Sauti instances: the configuration `npm run cluster`, the cluster
// tests and the cluster bench all use, and starting Debian's haproxy on it. Any instance answers
// any request, so the balancing is plain round robin without sticky sessions; a request that finds
// an instance stopping (refused, or 503 while it closes) is retried once on another.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/**
 * @param {{ port: number; host?: string; servers: Array<{ name: string; port: number; host?: string }> }} options
 * @returns {string}
 */
export function haproxyConfig({ port, host = '127.0.0.1', servers }) {
  return [
    // No maxconn: haproxy sizes it from the file descriptor limit it is given.
    'global',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    // Audio and event streams stay open for hours; they are never idle for long (audio flows, event
    // streams have a heartbeat every 15 s).
    '  timeout client 5m',
    '  timeout server 5m',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    '',
    'frontend sauti',
    `  bind ${host}:${port}`,
    // The instances believe X-Forwarded-For from here when TRUST_PROXY names this address.
    '  option forwardfor',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    // Readiness: 503 while an instance starts, drains after SIGTERM, or has lost its database or Redis.
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    // A busy instance may take a while to answer; only a few missed checks in a row take it out (a
    // stopped one is noticed at once anyway: its refused connections are retried elsewhere). A draining
    // one is out within inter + 2 × fastinter = 2 s, inside its drain delay (DRAIN_DELAY_MS, 3 s).
    '  timeout check 3s',
    '  default-server inter 1s fastinter 500ms fall 3 rise 1',
    ...servers.map((server) => `  server ${server.name} ${server.host ?? '127.0.0.1'}:${server.port} check`),
    '',
  ].join('\n');
}

/** Whether haproxy is installed; installs Debian's when it is not and this process is root (as the bench installs icecast2). */
export function ensureHaproxy({ install = false } = {}) {
  if (existsSync(HAPROXY)) return true;
  if (!install || process.getuid?.() !== 0) return false;
  console.log('Installing Debian haproxy…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    return false;
  }
  return existsSync(HAPROXY);
}

/**
 * Runs haproxy in the foreground on the generated configuration until stopped.
 * @param {Parameters<typeof haproxyConfig>[0]} options
 * @param {{ quiet?: boolean }} [how]
 */
export async function startHaproxy(options, { quiet = true } = {}) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sauti-haproxy-'));
  const file = path.join(folder, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(options));
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('spawn', resolve);
  });
  await listening(options.host ?? '127.0.0.1', options.port, child);
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${options.port}`,
    configFile: file,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Resolves once haproxy accepts connections; rejects when it exits first (a bad configuration). */
async function listening(host, port, child) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}`);
    const accepted = await new Promise((resolve) => {
      const socket = connect(port, host, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`haproxy did not listen on ${host}:${port} within 10 s`);
}
