// npm run bench [-- section ...]: runs every benchmark, or the named ones, writes bench/results/latest.json
// and latest.md, and refreshes those sections' figures between the bench markers in README.md (the
// others keep theirs, each section dated), so one section can be re-measured without the rest.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Benchmark, BenchSection } from './types';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sharedExport = path.resolve(repoRoot, '../shared/data/radio-browser-africa.json');
const MODULES = [
  'catalogue',
  'first-requests',
  'runtime',
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

/** One section's figures as Markdown, headed by its name and the time it was measured. */
function sectionMarkdown(section: BenchSection, when: string): string {
  const lines = [`**${section.name}** (measured ${when})`, ''];
  const row = (cells: readonly unknown[]) => `| ${cells.join(' | ')} |`;
  if (section.table) {
    lines.push(row(section.table.header), row(section.table.header.map(() => '---')));
    for (const cells of section.table.rows) lines.push(row(cells));
  } else {
    lines.push(row(['figure', 'value']), row(['---', '---']));
    for (const [name, value] of Object.entries(section.figures)) lines.push(row([name, value]));
  }
  for (const target of section.targets ?? [])
    lines.push(`| target: ${target.label} | ${target.met ? 'met' : 'NOT met'} |`);
  for (const note of section.notes ?? []) lines.push('', `- ${note}`);
  lines.push('');
  return lines.join('\n');
}

function machineLine(): string {
  return `Measured on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; each section gives its time.`;
}

/** The sections of an earlier summary by name, so a run of some sections keeps the others' figures. */
function sectionsOf(summary: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const block of summary.split(/^(?=\*\*[a-z-]+\*\*)/m).slice(1)) {
    const name = /^\*\*([a-z-]+)\*\*/.exec(block)?.[1];
    if (name) sections.set(name, `${block.trimEnd()}\n`);
  }
  return sections;
}

/** The earlier summary's sections with this run's replacing their namesakes, in the benchmarks' order. */
function mergedSummary(earlier: string, measured: Map<string, string>): string {
  const sections = new Map([...sectionsOf(earlier), ...measured]);
  const ordered = [
    ...MODULES.filter((name) => sections.has(name)),
    ...[...sections.keys()].filter((name) => !MODULES.includes(name)),
  ];
  return [machineLine(), '', ...ordered.map((name) => sections.get(name))].join('\n');
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
  const measured = new Map(sections.map((section) => [section.name, sectionMarkdown(section, when)]));
  const results = path.join(repoRoot, 'bench/results');
  await mkdir(results, { recursive: true });
  await writeFile(
    path.join(results, 'latest.json'),
    `${JSON.stringify(await mergedResults(results, sections, when), null, 2)}\n`,
  );
  const summary = await refreshReadme(measured);
  await writeFile(path.join(results, 'latest.md'), summary);
  console.log(`\n${summary}`);
}

interface StoredSection extends BenchSection {
  measured_at: string;
}

/** latest.json keeps every section's last figures, so `npm run bench -- gateway` does not drop the rest. */
async function mergedResults(results: string, sections: BenchSection[], when: string) {
  const file = path.join(results, 'latest.json');
  const earlier: StoredSection[] = existsSync(file)
    ? ((JSON.parse(await readFile(file, 'utf8')) as { sections?: StoredSection[] }).sections ?? [])
    : [];
  const fresh = sections.map((section) => ({ ...section, measured_at: when }));
  const kept = earlier.filter((section) => !fresh.some((run) => run.name === section.name));
  return { measured_at: when, sections: [...kept, ...fresh] };
}

/** Replaces the measured sections between the README's bench markers, keeping the others as they were. */
async function refreshReadme(measured: Map<string, string>): Promise<string> {
  const readme = path.join(repoRoot, 'README.md');
  const text = await readFile(readme, 'utf8');
  const marked = /<!-- bench:start -->\n?([\s\S]*)<!-- bench:end -->/;
  const summary = mergedSummary(marked.exec(text)?.[1] ?? '', measured);
  if (marked.test(text))
    await writeFile(readme, text.replace(marked, `<!-- bench:start -->\n${summary}\n<!-- bench:end -->`));
  return summary;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
