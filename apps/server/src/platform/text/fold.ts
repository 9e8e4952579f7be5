// Folding text for comparison, shared by the catalogue's search and the assistant's reading: lower
// case, no diacritics or punctuation, words separated by single spaces, and in Arabic the letters
// people write for one another. Unicode decomposition already turns أ إ آ into ا and drops the
// tashkeel; what it leaves is done here.

/** Letters written for one another: taa marbuta for haa, alif maqsura and Persian yeh for yaa, Persian kaf for kaf. */
const ARABIC_LETTER_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ة/g, 'ه'],
  [/[ىی]/g, 'ي'],
  [/ک/g, 'ك'],
  // Tatweel only stretches a word on screen ("مـصـر").
  [/ـ/g, ''],
];

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** Whether the text holds an Arabic letter. */
export function isArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

export function foldText(text: string): string {
  let folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!isArabic(folded)) return folded;
  for (const [letters, replacement] of ARABIC_LETTER_FOLDS) folded = folded.replace(letters, replacement);
  return folded.replace(/ {2,}/g, ' ').trim();
}

/**
 * Several names folded into one text to search with LIKE: each folded, joined by ' | ', which no
 * folded name holds, so a search within one name never matches across two. The first name leads,
 * so the key also sorts by it.
 */
export function namesKey(names: readonly string[]): string {
  return names.map(foldText).join(' | ');
}
