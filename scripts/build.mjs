// npm run build: rebuild the server and the web app.
import { ensureBuilt, ensureInstalled } from './lib/freshness.mjs';
import { runOnPinnedRuntime } from './lib/runtime.mjs';

await runOnPinnedRuntime();
ensureInstalled();
ensureBuilt({ force: true });
