// npm run worker: a stream check worker (needs REDIS_URL; see README, "Stream health").
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { enableCompileCache, runOnPinnedRuntime } from './lib/runtime.mjs';

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();
enableCompileCache();
await import(new URL('apps/server/dist/worker.js', `file://${root}/`).href);
