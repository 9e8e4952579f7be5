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
const NOT_A_LETTER = /[^\p{L}\p{M}]+/u;

/** One word folded: its look-alike skeleton (TR39), without accents, lower case. */
function foldWord(word: string): string {
  return (
    unhomoglyph(word.normalize('NFD'))
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // A capital I looks like l, and was lower-cased to i before the skeleton saw it.
      .replaceAll('i', 'l')
  );
}

const TOKEN_SEPARATOR = /[^\p{L}\p{M}\p{N}@$]+/u;
const LETTER = /\p{L}/u;

/**
 * The words of a text as typed (lower case, digits and signs read as letters), before folding. Digits
 * count as letters only beside a letter (b4d): a number alone (455) stays a number, and is no word.
 */
function typedWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(TOKEN_SEPARATOR)
    .filter((token) => LETTER.test(token))
    .flatMap((token) => token.replace(LOOK_ALIKE, (sign) => LOOK_ALIKES[sign] ?? sign).split(NOT_A_LETTER))
    .filter((word) => word !== '');
}

/** The words of a text as the filter compares them. */
export function filterWords(text: string): string[] {
  return typedWords(text).map(foldWord);
}

/**
 * Runs of single letters spelled apart (b.a.d, b a d), joined and folded into the word they spell.
 * Letters count by how they were typed: the skeleton turns some single letters into two (m into rn).
 */
function spelledApart(words: readonly string[]): string[] {
  const joined: string[] = [];
  let run = '';
  for (const word of words) {
    if ([...word.normalize('NFC')].length === 1) {
      run += word;
      continue;
    }
    if ([...run].length > 1) joined.push(foldWord(run));
    run = '';
  }
  if ([...run].length > 1) joined.push(foldWord(run));
  return joined;
}

export class WordFilter {
  private readonly entries = new Set<string>();
  private longestPhrase = 1;

  constructor(lists: Iterable<readonly string[]>) {
    for (const list of lists) {
      for (const entry of list) {
        const typed = typedWords(entry);
        const words = typed.map(foldWord);
        if (words.length === 0) continue;
        this.entries.add(words.join(' '));
        // An entry written apart in the list ("b a d") also matches written together.
        for (const joined of spelledApart(typed)) if (joined.length > 0 && typed.length > 1) this.entries.add(joined);
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
    const typed = typedWords(text);
    for (const joined of spelledApart(typed)) if (this.entries.has(joined)) return joined;
    const words = typed.map(foldWord);
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
