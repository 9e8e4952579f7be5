// npm run bench: runs every benchmark, writes bench/results/latest.json and latest.md, and refreshes
// the figures between the bench markers in README.md.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Benchmark, BenchSection } from './types';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sharedExport = path.resolve(repoRoot, '../shared/data/radio-browser-africa.json');
const MODULES = [
  'catalogue',
  'radio-browser-api',
  'admin',
  'assistant',
  'gateway',
  'chat',
  'checker',
  'ads',
  'web',
  'cluster',
];

function summarise(sections: BenchSection[], when: string): string {
  const lines = [
    `Measured ${when} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    '',
  ];
  for (const section of sections) {
    lines.push(`**${section.name}**`, '', '| figure | value |', '|---|---|');
    for (const [name, value] of Object.entries(section.figures)) lines.push(`| ${name} | ${value} |`);
    for (const target of section.targets ?? [])
      lines.push(`| target: ${target.label} | ${target.met ? 'met' : 'NOT met'} |`);
    for (const note of section.notes ?? []) lines.push('', `- ${note}`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  if (!existsSync(sharedExport)) throw new Error(`The shared export is missing at ${sharedExport}.`);
  const only = process.argv.slice(2);
  const sections: BenchSection[] = [];
  for (const name of MODULES) {
    if (only.length > 0 && !only.includes(name)) continue;
    const file = path.join(import.meta.dirname, `${name}.bench.ts`);
    if (!existsSync(file)) continue;
    const { run } = (await import(file)) as { run: Benchmark };
    console.log(`▶ ${name}`);
    try {
      sections.push(await run({ sharedExport, repoRoot, log: (line) => console.log(`  ${line}`) }));
    } catch (error) {
      sections.push({ name, figures: { failed: true }, notes: [`Failed: ${(error as Error).message}`] });
    }
  }
  const when = new Date().toISOString();
  const summary = summarise(sections, when);
  const results = path.join(repoRoot, 'bench/results');
  await mkdir(results, { recursive: true });
  await writeFile(path.join(results, 'latest.json'), `${JSON.stringify({ measured_at: when, sections }, null, 2)}\n`);
  await writeFile(path.join(results, 'latest.md'), summary);
  if (only.length === 0) await refreshReadme(summary);
  console.log(`\n${summary}`);
}

async function refreshReadme(summary: string) {
  const readme = path.join(repoRoot, 'README.md');
  const text = await readFile(readme, 'utf8');
  const marked = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
  if (!marked.test(text)) return;
  await writeFile(readme, text.replace(marked, `<!-- bench:start -->\n${summary}\n<!-- bench:end -->`));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
