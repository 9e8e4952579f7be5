// Bundles the server into dist/ with esbuild: our code and @sauti/contract inlined, npm packages left
// external but for lucide, whose few icon drawings we use (station-logos' genre icons) are inlined
// rather than its whole set loaded at start.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const INLINED = new Set(['lucide']);
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sauti/') && !INLINED.has(name));

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts', worker: 'src/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  // lucide's ESM build, which esbuild shakes down to the icons used (its "main" is one CommonJS file).
  alias: { lucide: 'lucide/dist/esm/lucide.mjs' },
  logLevel: 'warning',
});
