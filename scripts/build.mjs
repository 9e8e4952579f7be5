// npm run build: rebuild the server and the web app.
import { ensureBuilt, ensureInstalled } from './lib/freshness.mjs';

ensureInstalled();
ensureBuilt({ force: true });
