// The assistant's reading of Arabic words: the article and the prefixes Arabic writes onto the front
// of a word taken off, so "بالعربية" and "والسنغال" are read as the words people mean.

const ARABIC_ARTICLE = 'ال';
/**
 * What Arabic writes onto the front of a word: 'and', 'so', 'with/in', 'for', 'like', then the article
 * ("بالعربية", "والسنغال", "للأخبار"). Longest first, so that "بال" goes before "ب" alone.
 */
const ARABIC_PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'];
/** A stripped word must keep this many letters, so that short words are not emptied into others. */
const MIN_ARABIC_STEM = 3;

/** An Arabic word with the article taken off ("الغانية" → "غانية"), or the word itself. */
export function withoutArabicArticle(word: string): string {
  const stem = word.slice(ARABIC_ARTICLE.length);
  return word.startsWith(ARABIC_ARTICLE) && stem.length >= MIN_ARABIC_STEM ? stem : word;
}

/** The ways an Arabic word may be read once its attached prefixes are taken off, longest prefix first. */
export function arabicStems(word: string): string[] {
  return ARABIC_PREFIXES.filter(
    (prefix) => word.startsWith(prefix) && word.length - prefix.length >= MIN_ARABIC_STEM,
  ).map((prefix) => word.slice(prefix.length));
}
