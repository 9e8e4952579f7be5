// Matching chat messages against the operators' word lists, the way people get around them: case,
// accents, look-alike letters from other scripts (Cyrillic а for a), digits and signs for letters
// (b4d, $pam) and letters spelled apart (b.a.d, b a d) all fold to the same words. Matching is by
// whole word or phrase, so a filtered word inside an innocent one ("class") never blocks it.
import unhomoglyph from 'unhomoglyph';

/** Digits and signs written for letters. Folded on both sides, so the list and a message agree. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
};
const LOOK_ALIKE = /[0134578@$]/g;
const NOT_A_LETTER = /[^\p{L}]+/u;

/** The words of a text as the filter compares them. */
export function filterWords(text: string): string[] {
  const skeleton = unhomoglyph(text.normalize('NFKC').toLowerCase().normalize('NFD'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // A capital I looks like l, and was lower-cased to i before the skeleton saw it.
    .replaceAll('i', 'l')
    .replace(LOOK_ALIKE, (sign) => LOOK_ALIKES[sign] ?? sign);
  return skeleton.split(NOT_A_LETTER).filter((word) => word !== '');
}

/** Runs of single letters spelled apart (b.a.d, b a d), joined into the word they spell. */
function spelledApart(words: readonly string[]): string[] {
  const joined: string[] = [];
  let run = '';
  for (const word of words) {
    if (word.length === 1) {
      run += word;
      continue;
    }
    if (run.length > 1) joined.push(run);
    run = '';
  }
  if (run.length > 1) joined.push(run);
  return joined;
}

export class WordFilter {
  private readonly entries = new Set<string>();
  private longestPhrase = 1;

  constructor(lists: Iterable<readonly string[]>) {
    for (const list of lists) {
      for (const entry of list) {
        const words = filterWords(entry);
        if (words.length === 0) continue;
        this.entries.add(words.join(' '));
        // An entry written apart in the list ("b a d") also matches written together.
        if (words.every((word) => word.length === 1)) this.entries.add(words.join(''));
        this.longestPhrase = Math.max(this.longestPhrase, words.length);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The first filtered word or phrase in the text, as folded, or undefined. */
  match(text: string): string | undefined {
    if (this.entries.size === 0) return undefined;
    const words = filterWords(text);
    for (const joined of spelledApart(words)) if (this.entries.has(joined)) return joined;
    for (let start = 0; start < words.length; start += 1) {
      let phrase = '';
      for (let length = 1; length <= this.longestPhrase && start + length <= words.length; length += 1) {
        phrase = length === 1 ? (words[start] as string) : `${phrase} ${words[start + length - 1]}`;
        if (this.entries.has(phrase)) return phrase;
      }
    }
    return undefined;
  }
}
