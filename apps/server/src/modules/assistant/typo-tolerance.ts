// Reads a mistyped word as the vocabulary word it is one edit away from (a letter added, dropped,
// changed, or two neighbours swapped), through an index of single-letter deletions so that a lookup
// costs a few map probes rather than a scan of the vocabulary.

/** Words shorter than this are too easily one edit from another real word to be corrected into. */
export const MIN_CORRECTABLE_LENGTH = 5;
/** A typed word may be one letter short of a correctable word ('lago' for 'lagos'). */
const MIN_TYPED_LENGTH = MIN_CORRECTABLE_LENGTH - 1;

/** True when b is a, or one insertion, deletion, substitution or swap of adjacent letters away. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) return sameLengthWithinOneEdit(a, b);
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  return shorter.slice(i) === longer.slice(i + 1);
}

function sameLengthWithinOneEdit(a: string, b: string): boolean {
  let first = 0;
  while (first < a.length && a[first] === b[first]) first++;
  if (a.slice(first + 1) === b.slice(first + 1)) return true;
  const swapped = a[first] === b[first + 1] && a[first + 1] === b[first];
  return swapped && a.slice(first + 2) === b.slice(first + 2);
}

function deletionsOf(word: string): string[] {
  const deletions: string[] = [];
  for (let i = 0; i < word.length; i++) deletions.push(word.slice(0, i) + word.slice(i + 1));
  return deletions;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

/**
 * Orders candidates for a typed word: the one sharing the longest start first (people mistype the
 * ends of words more than the starts), then the one closest in length, then the longer one (a
 * dropped letter is a commoner slip than an extra one).
 */
function rank(typed: string, candidate: string): [number, number, number] {
  return [commonPrefixLength(typed, candidate), -Math.abs(candidate.length - typed.length), candidate.length];
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export class TypoCorrector {
  private readonly wordsByDeletion = new Map<string, Set<string>>();

  constructor(vocabulary: Iterable<string>) {
    for (const word of vocabulary) {
      if (word.length < MIN_CORRECTABLE_LENGTH) continue;
      for (const key of [word, ...deletionsOf(word)]) {
        const words = this.wordsByDeletion.get(key) ?? new Set<string>();
        words.add(word);
        this.wordsByDeletion.set(key, words);
      }
    }
  }

  /** The one vocabulary word the typed word is a typo of, or undefined when there is none or no clear best. */
  correct(typed: string): string | undefined {
    if (typed.length < MIN_TYPED_LENGTH) return undefined;
    const candidates = new Set<string>();
    for (const key of [typed, ...deletionsOf(typed)]) {
      for (const word of this.wordsByDeletion.get(key) ?? []) {
        if (withinOneEdit(typed, word)) candidates.add(word);
      }
    }
    const ranked = [...candidates]
      .map((word) => ({ word, rank: rank(typed, word) }))
      .sort((a, b) => compareRanks(a.rank, b.rank));
    const [best, runnerUp] = ranked;
    if (!best) return undefined;
    if (runnerUp && compareRanks(best.rank, runnerUp.rank) === 0) return undefined;
    return best.word;
  }
}
