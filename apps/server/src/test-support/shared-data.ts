// The shared data beside the repository (../shared), never inside it: CI has it, a clone may not.
// Tests that need it are skipped without it, after one line saying where it was looked for.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AssistantInterpretation, GenreId, PlayerControl } from '@sauti/contract';
import { z } from 'zod';

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

/** One line of the examples file: an utterance, the kind it must be read as, and the fields it must carry. */
export const AssistantExample = z.strictObject({
  text: z.string(),
  kind: AssistantInterpretation.shape.kind,
  country: z.string().length(2).optional(),
  genre: GenreId.optional(),
  language: z.string().length(2).optional(),
  control: PlayerControl.optional(),
});
export type AssistantExample = z.infer<typeof AssistantExample>;

export function readAssistantExamples(): AssistantExample[] {
  if (!existsSync(sharedAssistantExamplesPath)) {
    throw new Error(`The shared assistant examples are missing at ${sharedAssistantExamplesPath}.`);
  }
  return readFileSync(sharedAssistantExamplesPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => AssistantExample.parse(JSON.parse(line)));
}
