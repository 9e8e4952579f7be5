// npm run catalogue:import -- <file>, npm run catalogue:sync, npm run backup -- <file> and npm run restore -- <file>.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/freshness.mjs';
import { enableCompileCache, runOnPinnedRuntime } from './lib/runtime.mjs';

// npm runs scripts from the repository's root; a file named on the command line is the operator's,
// relative to the folder they typed it in (npm's INIT_CWD).
const file = process.argv[3];
if (file && process.env.INIT_CWD) process.argv[3] = path.resolve(process.env.INIT_CWD, file);

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt();
enableCompileCache();
await import(new URL('apps/server/dist/cli.js', `file://${root}/`).href);
