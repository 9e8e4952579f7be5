// npm run worker: a stream check worker (needs REDIS_URL; see README, "Stream health").
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';

ensureInstalled();
ensureBuilt();
await import(new URL('apps/server/dist/worker.js', `file://${root}/`).href);
