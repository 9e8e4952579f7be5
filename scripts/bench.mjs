// npm run bench [-- section ...]: build what is stale, then run bench/run.ts with tsx.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { runOnPinnedRuntime } from './lib/runtime.mjs';

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();
installBenchTools();
try {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/run.ts'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
} catch {
  process.exit(1);
}

/** The web figures need Debian's Chromium, the gateway's anchor icecast2 and the cluster's load wrk; install them when root can. */
function installBenchTools() {
  const missing = [
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/icecast2', 'icecast2'],
    ['/usr/bin/wrk', 'wrk'],
  ].filter(([binary]) => !existsSync(binary));
  if (missing.length === 0 || process.getuid?.() !== 0) return;
  const packages = missing.map(([, name]) => name);
  console.log(`Installing ${packages.join(' and ')} for the benchmarks…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.log('Could not install them; the sections that need them will say so.');
  }
}
