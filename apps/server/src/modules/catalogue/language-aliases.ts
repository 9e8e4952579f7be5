// Spellings of language names that listeners and Radio Browser use but the langs package does not
// know, each to its ISO 639-1 code. Languages without an ISO 639-1 code (Lusoga, Kabyle, Sepedi...)
// are left out on purpose: a station is better without a language than with a wrong one.
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  // English
  'british english': 'en',
  'english uk': 'en',
  'english us': 'en',
  'american english': 'en',
  anglais: 'en',
  // French
  francia: 'fr',
  francais: 'fr',
  // Arabic and its spoken forms
  arabe: 'ar',
  srabic: 'ar',
  darija: 'ar',
  'moroccan arabic': 'ar',
  'egyptian arabic': 'ar',
  'sudanese arabic': 'ar',
  tunisian: 'ar',
  'tunisian arabic': 'ar',
  algerian: 'ar',
  'algerian arabic': 'ar',
  عربي: 'ar',
  العربية: 'ar',
  // Spanish, Italian, Portuguese as written in their own languages or with typos
  espana: 'es',
  espanish: 'es',
  'espanol argentina': 'es',
  'espanol internacional': 'es',
  castellano: 'es',
  italia: 'it',
  portugues: 'pt',
  'portugues brasil': 'pt',
  // African languages under other names
  suaheli: 'sw',
  kiswahili: 'sw',
  fulani: 'ff',
  pular: 'ff',
  pulaar: 'ff',
  malgache: 'mg',
  kikongo: 'kg',
  nyanja: 'ny',
  chewa: 'ny',
  sotho: 'st',
  'south sotho': 'st',
  sindebele: 'nd',
  'north ndebele': 'nd',
  'south ndebele': 'nr',
  punjabi: 'pa',
};
