// npm run catalogue:import -- <file> and npm run catalogue:sync.
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { runOnPinnedRuntime } from './lib/runtime.mjs';

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();
await import(new URL('apps/server/dist/cli.js', `file://${root}/`).href);
