// npm start: install what is missing, build what is stale, then run the server (which migrates and
// loads the catalogue when it is empty).
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { enableCompileCache, runOnPinnedRuntime } from './lib/runtime.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

await runOnPinnedRuntime(serverNodeFlags);
ensureInstalled();
ensureBuilt();
enableCompileCache();
await import(new URL('apps/server/dist/main.js', `file://${root}/`).href);
