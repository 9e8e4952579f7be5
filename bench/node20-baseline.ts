// The Node.js 20 baseline of `npm run bench -- runtime`: the built server as Sauti ran before it moved to
// Node 24, on the machine's own Node 20. The server's better-sqlite3 13 needs Node 22 or later, so the
// baseline gets better-sqlite3 12 (the same API, built for Node 20) in a folder of its own,
// bench/.node20-baseline/, prepared here with Node 20's own npm when missing, and runs a copy of the
// same bundle from that folder: Node's resolution then finds better-sqlite3 12 there first and every
// other package in the repository's node_modules, with no loader hook in the measured start.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** better-sqlite3's last major release that supports Node 20. */
const SQLITE_FOR_NODE_20 = 'better-sqlite3@12';

export type Node20Baseline = { node: string; version: string; script: string } | { skipped: string };

/** The first `node` on PATH, other than the one running the bench, that is Node 20. */
async function findNode20(): Promise<{ node: string; version: string } | undefined> {
  const folders = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const folder of folders) {
    const node = path.join(folder, 'node');
    if (!existsSync(node) || node === process.execPath) continue;
    const version = await run(node, ['--version']).then(
      ({ stdout }) => stdout.trim(),
      () => '',
    );
    if (version.startsWith('v20.')) return { node, version };
  }
  return undefined;
}

/** Installs better-sqlite3 12 with Node 20's npm, so its binary is built (or fetched) for Node 20. */
async function installSqlite(folder: string, node: string, version: string, log: (line: string) => void) {
  const npm = path.join(path.dirname(node), 'npm');
  if (!existsSync(npm)) throw new Error(`no npm beside ${node}`);
  log(`runtime: installing ${SQLITE_FOR_NODE_20} for Node ${version} into ${path.basename(folder)}/ (once)`);
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, 'package.json'),
    `${JSON.stringify({ private: true, allowScripts: { 'better-sqlite3': true } }, null, 2)}\n`,
  );
  // Node 20 first on PATH and none of the pinned runtime's settings: its headers would build for Node 24.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  env.PATH = `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`;
  await run(npm, ['install', '--prefix', folder, SQLITE_FOR_NODE_20, '--no-save', '--no-audit', '--no-fund'], {
    env,
    maxBuffer: 1 << 24,
  });
  await writeFile(path.join(folder, 'built-for'), version);
}

/** Node 20 and the server bundle it runs, prepared when missing; or why there is no baseline. */
export async function node20Baseline(repoRoot: string, log: (line: string) => void): Promise<Node20Baseline> {
  const found = await findNode20();
  if (!found) return { skipped: 'no Node 20 on PATH besides the pinned runtime' };
  const folder = path.join(repoRoot, 'bench/.node20-baseline');
  const builtFor = await readFile(path.join(folder, 'built-for'), 'utf8').catch(() => '');
  try {
    if (builtFor !== found.version) await installSqlite(folder, found.node, found.version, log);
    await run(found.node, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: folder });
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return { skipped: `${SQLITE_FOR_NODE_20} could not be prepared for Node ${found.version} (${reason})` };
  }
  // The same bundle the Node 24 columns run, copied fresh each run so a rebuild is measured on both.
  const script = path.join(folder, 'server/main.js');
  await mkdir(path.dirname(script), { recursive: true });
  await copyFile(path.join(repoRoot, 'apps/server/dist/main.js'), script);
  // An ES module, as beside apps/server/package.json: else Node parses it as CommonJS first, then again.
  await writeFile(path.join(folder, 'server/package.json'), '{ "type": "module" }\n');
  return { ...found, script };
}
