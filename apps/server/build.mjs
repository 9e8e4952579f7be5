// Bundles the server into dist/ with esbuild: our code and @sauti/contract inlined, npm packages left external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sauti/'));

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
  logLevel: 'warning',
});
