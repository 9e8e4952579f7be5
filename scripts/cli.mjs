// npm run catalogue:import -- <file>, npm run catalogue:sync, npm run backup -- <file> and npm run restore -- <file>.
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { enableCompileCache, runOnPinnedRuntime } from './lib/runtime.mjs';

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();
enableCompileCache();
await import(new URL('apps/server/dist/cli.js', `file://${root}/`).href);
