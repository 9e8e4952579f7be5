// Examples of what listeners say to the assistant and how each must be read, one JSON object a line:
// the project's own in each language the assistant speaks (beside the assistant), and the shared ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AssistantInterpretation, type AssistantLanguage, GenreId, PlayerControl } from '@sauti/contract';
import { z } from 'zod';

/** One line of an examples file: an utterance, the kind it must be read as, and the fields it must carry. */
export const AssistantExample = z.strictObject({
  text: z.string(),
  kind: AssistantInterpretation.shape.kind,
  country: z.string().length(2).optional(),
  genre: GenreId.optional(),
  language: z.string().length(2).optional(),
  control: PlayerControl.optional(),
});
export type AssistantExample = z.infer<typeof AssistantExample>;

export function readAssistantExamples(file: string): AssistantExample[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => AssistantExample.parse(JSON.parse(line)));
}

const ownExamples = path.resolve(import.meta.dirname, '../modules/assistant/examples');

/** The project's own examples in one language. */
export const ownAssistantExamples = (language: AssistantLanguage) =>
  readAssistantExamples(path.join(ownExamples, `${language}.jsonl`));
