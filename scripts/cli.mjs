// npm run catalogue:import -- <file>, npm run catalogue:sync, npm run backup -- <file> and npm run restore -- <file>.
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { runOnPinnedRuntime } from './lib/runtime.mjs';

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();
await import(new URL('apps/server/dist/cli.js', `file://${root}/`).href);
