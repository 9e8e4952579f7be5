// The shared data beside the repository (../shared), never inside it: CI has it, a clone may not.
// Tests that need it are skipped without it, after one line saying where it was looked for.
import { existsSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const sharedExportPath = path.resolve(repoRoot, '../shared/data/radio-browser-africa.json');
export const sharedAssistantExamplesPath = path.resolve(repoRoot, '../shared/assistant/examples.jsonl');

function presentOrSkipped(file: string, what: string): string | undefined {
  if (existsSync(file)) return file;
  console.warn(`Skipped: ${what} is not at ${file}`);
  return undefined;
}

/** The real Radio Browser export's path; undefined, after a line saying so, when it is missing. */
export const sharedExport = () => presentOrSkipped(sharedExportPath, 'the shared Radio Browser export');

/** The shared assistant examples' path; undefined, after a line saying so, when they are missing. */
export const sharedAssistantExamples = () =>
  presentOrSkipped(sharedAssistantExamplesPath, 'the shared assistant examples file');
