// Prints the shell lines that put the pinned Node.js first on PATH (fetching it when missing), for
// scripts that run several npm commands in a row: eval "$(node scripts/pinned-node.mjs)".
import { ensurePinnedRuntime, pinnedRuntimeEnv } from './lib/runtime.mjs';

ensurePinnedRuntime();
const env = pinnedRuntimeEnv();
const quote = (value) => `'${value.replaceAll("'", `'\\''`)}'`;
console.log(`export PATH=${quote(env.PATH)}\nexport npm_config_nodedir=${quote(env.npm_config_nodedir)}`);
