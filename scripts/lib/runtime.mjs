// Runs every project command on the Node.js release pinned in .node-version. When the machine's
// Node is another version, the pinned one is fetched once from the npm registry (the `node-<os>-<cpu>`
// package ships the binary and its headers) into .runtime/, and the command runs again on it, with
// native addons built against those headers. Plain Node, so it runs on an older Node before any install.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export const pinnedVersion = readFileSync(path.join(root, '.node-version'), 'utf8').trim();

const runtimeDir = path.join(root, '.runtime', `node-v${pinnedVersion}-${process.platform}-${process.arch}`);
const binDir = process.platform === 'win32' ? runtimeDir : path.join(runtimeDir, 'bin');
const nodeBinary = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');

export function isOnPinnedRuntime() {
  return process.version === `v${pinnedVersion}`;
}

/** The environment a child process needs to run on the pinned Node, npm and node-gyp included. */
export function pinnedRuntimeEnv(env = process.env) {
  return { ...env, PATH: `${binDir}${path.delimiter}${env.PATH ?? ''}`, npm_config_nodedir: runtimeDir };
}

/** Fetches the pinned runtime when it is not here yet; answers the folder its binary is in. */
export function ensurePinnedRuntime() {
  if (existsSync(nodeBinary)) return binDir;
  const packageName = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  // On stderr: scripts/pinned-node.mjs prints shell lines on stdout that CI evaluates.
  console.error(`Fetching Node.js ${pinnedVersion} from the npm registry (${packageName})…`);
  mkdirSync(path.dirname(runtimeDir), { recursive: true });
  const download = mkdtempSync(path.join(path.dirname(runtimeDir), '.download-'));
  try {
    execFileSync(npm, ['pack', `${packageName}@${pinnedVersion}`, '--pack-destination', download, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(download).find((name) => name.endsWith('.tgz'));
    execFileSync('tar', ['-xzf', path.join(download, tarball), '-C', download]);
    // A finished folder appears in one step, so a run stopped halfway never leaves a broken runtime.
    renameSync(path.join(download, 'package'), runtimeDir);
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
  return binDir;
}

/**
 * On the pinned Node started with `nodeFlags`, returns at once. Otherwise runs this same command on
 * the pinned Node with those flags, passes signals on to it (so a stop is still graceful), and exits
 * with its code: the returned promise never settles.
 */
export function runOnPinnedRuntime(nodeFlags = []) {
  const missingFlags = nodeFlags.filter((flag) => !process.execArgv.includes(flag));
  if (isOnPinnedRuntime() && missingFlags.length === 0) return Promise.resolve();
  if (!isOnPinnedRuntime()) {
    ensurePinnedRuntime();
    console.log(`Running on Node.js ${pinnedVersion} from .runtime/ (this machine's Node is ${process.version}).`);
  }
  const node = isOnPinnedRuntime() ? process.execPath : nodeBinary;
  const child = spawn(node, [...process.execArgv, ...missingFlags, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: pinnedRuntimeEnv(),
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
  return new Promise(() => {});
}

/**
 * Where Node keeps the compiled code of the modules it loads (Node 22.1+), so every start after the
 * first skips compiling the server bundle and its packages. In the system's temporary folder, as
 * Node's own default: it is a cache, and a stale entry is checked and replaced by Node itself.
 */
export const compileCacheDir = path.join(os.tmpdir(), 'node-compile-cache');

/** Turns the compile cache on for the modules this process loads from here on. */
export function enableCompileCache() {
  module.enableCompileCache(compileCacheDir);
}
