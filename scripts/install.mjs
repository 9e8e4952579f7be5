// node scripts/install.mjs: install the dependencies on the pinned Node.js when the lock file changed, and build
// nothing: .ci/run calls it first, so lint and typecheck can fail fast before the build.
import { ensureInstalled } from './lib/freshness.mjs';
import { runOnPinnedRuntime } from './lib/runtime.mjs';

await runOnPinnedRuntime();
ensureInstalled();
