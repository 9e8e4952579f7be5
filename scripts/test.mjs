// npm test: install what is missing, build, then run every suite: server, contract and web unit and
// integration tests, then the browser suite in Chromium (skipped with a note when Chromium is absent,
// required when CI=true). `--integration` runs only the server suites that start the app or reach a
// database or Redis (those that import test-support/test-app.ts, which reads TEST_DATABASE_URL and
// TEST_REDIS_URL), for the PostgreSQL/Redis pass: the pure unit tests already ran once.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { runOnPinnedRuntime } from './lib/runtime.mjs';

const vitestEntry = path.join(root, 'node_modules/vitest/vitest.mjs');
const integrationOnly = process.argv.includes('--integration');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const testApp = 'apps/server/src/test-support/test-app.ts';

function vitest(command, projects) {
  const args = [vitestEntry, ...command, ...projects.flatMap((project) => ['--project', project])];
  execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
}

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();

try {
  if (integrationOnly) {
    vitest(['related', testApp, '--run'], ['server']);
  } else {
    vitest(['run'], ['server', 'contract', 'web']);
    if (existsSync(chromium)) {
      vitest(['run'], ['e2e']);
    } else if (process.env.CI === 'true') {
      console.error(`The browser suite must run in CI, but Chromium is missing at ${chromium}.`);
      process.exit(1);
    } else {
      console.log(`Browser suite skipped: Chromium not found at ${chromium} (apt-get install chromium).`);
    }
  }
} catch {
  process.exit(1);
}
