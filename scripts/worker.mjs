// npm run worker: a stream check worker (needs REDIS_URL; see README, "Stream health").
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { runOnPinnedRuntime } from './lib/runtime.mjs';

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();
await import(new URL('apps/server/dist/worker.js', `file://${root}/`).href);
