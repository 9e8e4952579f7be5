// npm run catalogue:import -- <file> and npm run catalogue:sync.
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';

ensureInstalled();
ensureBuilt();
await import(new URL('apps/server/dist/cli.js', `file://${root}/`).href);
