// npm run bench [-- section ...]: build what is stale, then run bench/run.ts with tsx.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';

ensureInstalled();
ensureBuilt();
try {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/run.ts'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
} catch {
  process.exit(1);
}
