// Keeps a checkout ready to run: installs dependencies when the lock file changed and rebuilds
// the server or web app when their sources changed. Plain Node, so it runs before any install.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function hashFiles(entries) {
  const hash = createHash('sha256');
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    if (statSync(entry).isDirectory()) {
      for (const name of readdirSync(entry).sort()) {
        if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) visit(path.join(entry, name));
      }
      return;
    }
    hash.update(path.relative(root, entry));
    hash.update(readFileSync(entry));
  };
  for (const entry of entries) visit(path.join(root, entry));
  return hash.digest('hex');
}

function isCurrent(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

function run(command, args, cwd = root) {
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

export function ensureInstalled() {
  const stamp = path.join(root, 'node_modules', '.sauti-install');
  // Native addons are built for one Node.js ABI, so another runtime means another install.
  const hash = `${hashFiles(['package-lock.json'])} ${process.version}`;
  if (isCurrent(stamp, hash)) return;
  console.log('Installing dependencies (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, hash);
}

const BUILDS = [
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/contract/src'],
    dist: 'apps/server/dist',
    build: () => run(process.execPath, ['build.mjs'], path.join(root, 'apps/server')),
  },
  {
    name: 'web app',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract/src',
    ],
    dist: 'apps/web/dist',
    build: () =>
      run(
        process.execPath,
        [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
        path.join(root, 'apps/web'),
      ),
  },
];

export function ensureBuilt({ force = false } = {}) {
  for (const target of BUILDS) {
    const stamp = path.join(root, target.dist, '.sauti-build');
    const hash = hashFiles(target.inputs);
    if (!force && isCurrent(stamp, hash)) continue;
    console.log(`Building the ${target.name}…`);
    target.build();
    writeFileSync(stamp, hash);
  }
}
