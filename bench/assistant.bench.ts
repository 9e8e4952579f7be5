// How long the assistant takes to read one utterance, in-process: p50 and p99 over the shared
// examples and variants of them with typos, shouting, punctuation and padding.
import { performance } from 'node:perf_hooks';
import { interpret } from '../apps/server/src/modules/assistant/interpreter';
import { readAssistantExamples } from '../apps/server/src/test-support/assistant-examples';
import { sharedAssistantExamplesPath } from '../apps/server/src/test-support/shared-data';
import { percentile, round } from './stats';
import type { Benchmark } from './types';

const ROUNDS = 20;

/** The longest word of a text, changed by one typing slip. */
function withTypo(text: string, slip: (word: string) => string): string {
  const longest = text.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length < 5 ? text : text.replace(longest, slip(longest));
}

const dropLetter = (word: string) => word.slice(0, 3) + word.slice(4);
const swapLetters = (word: string) => word.slice(0, 2) + (word[3] ?? '') + (word[2] ?? '') + word.slice(4);
const doubleLetter = (word: string) => word.slice(0, 3) + (word[2] ?? '') + word.slice(3);

function variantsOf(text: string): string[] {
  return [
    text,
    text.toUpperCase(),
    `${text}!!!`,
    `hey sauti, ${text} please`,
    withTypo(text, dropLetter),
    withTypo(text, swapLetters),
    withTypo(text, doubleLetter),
    `${text} ${text}`,
  ];
}

export const run: Benchmark = async () => {
  const utterances = readAssistantExamples(sharedAssistantExamplesPath).flatMap((example) => variantsOf(example.text));
  for (const text of utterances) interpret(text);

  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of utterances) {
      const start = performance.now();
      interpret(text);
      timings.push(performance.now() - start);
    }
  }
  const p99 = percentile(timings, 99);
  return {
    name: 'assistant',
    figures: {
      assistant_utterances: utterances.length,
      assistant_p50_ms: round(percentile(timings, 50), 3),
      assistant_p99_ms: round(p99, 3),
    },
    targets: [{ label: 'interpreter p99 under 2 ms per utterance', met: p99 < 2 }],
  };
};
