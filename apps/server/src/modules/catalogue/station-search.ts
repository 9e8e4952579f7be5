// Full-text search over stations with MiniSearch: case-, diacritic-, prefix- and typo-tolerant,
// ranked by relevance with a gentle lift for popular stations.
//
// Scoring costs time per matching station, so a term that thousands of stations share ("radio",
// "fm", a big country's name) is not scored: such "common" terms, and prefixes of them typed on the
// way, are answered from a precomputed list in popularity order. Relevance among thousands of
// equally matching stations says little anyway, and this keeps every search's cost bounded.
import { GENRE_NAMES, type Station } from '@sauti/contract';
import MiniSearch from 'minisearch';
import { africanCountry } from './african-countries';
import { languageName } from './language-mapping';
import { foldText } from './text-normalise';

export interface SearchableEntry {
  station: Station;
  popularity: number;
}

/** A term in more stations than this is answered by popularity instead of being scored. */
export const COMMON_TERM_MIN_STATIONS = 1000;

const FIELDS = ['name', 'tags', 'city', 'description', 'country', 'language', 'genre'] as const;
type Field = (typeof FIELDS)[number];

/** Allowed typos grow with the word: none for short words, one up to 8 letters, then two. */
function typoAllowance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 9 ? 1 : 2;
}

function popularityWeight(entry: SearchableEntry): number {
  return 1 + Math.log10(1 + entry.popularity) / 20;
}

const countryWords = new Map<string, string>();

/** Every distinct word people use for the station's country: names, translations, demonyms. */
function searchableCountry(code: string): string {
  const cached = countryWords.get(code);
  if (cached !== undefined) return cached;
  const country = africanCountry(code);
  const names = country ? [country.name, ...country.otherNames, ...country.demonyms] : [code];
  const words = [...new Set(names.flatMap((name) => foldText(name).split(' ')))].join(' ');
  countryWords.set(code, words);
  return words;
}

function fieldText(station: Station, field: Field): string {
  switch (field) {
    case 'tags':
      return station.tags.join(' ');
    case 'country':
      return searchableCountry(station.country);
    case 'language':
      return station.languages.map(languageName).join(' ');
    case 'genre':
      return GENRE_NAMES[station.genre];
    default:
      return station[field] ?? '';
  }
}

/** Equal ranks keep one order on every instance, so pages neither overlap nor skip. */
const byId = (a: SearchableEntry, b: SearchableEntry) =>
  a.station.id < b.station.id ? -1 : a.station.id > b.station.id ? 1 : 0;

export class StationSearch<E extends SearchableEntry> {
  private readonly engine: MiniSearch<E>;
  /** Entries in popularity order; an entry's position is its ordinal in the posting lists. */
  private readonly entries: readonly E[];
  private readonly byId = new Map<string, E>();
  /** Common terms, each with the ordinals of its stations, ascending (so in popularity order). */
  private readonly common = new Map<string, number[]>();

  constructor(entriesByPopularity: readonly E[]) {
    this.entries = entriesByPopularity;
    // Folding text is most of the cost of building the index, so each field is folded once here
    // and both the common-term count and MiniSearch read the folded words.
    const folded = entriesByPopularity.map((entry) => {
      this.byId.set(entry.station.id, entry);
      return FIELDS.map((field) => foldText(fieldText(entry.station, field)));
    });
    this.collectCommonTerms(folded);
    const ordinalOf = new Map(entriesByPopularity.map((entry, ordinal) => [entry, ordinal]));
    this.engine = new MiniSearch<E>({
      idField: 'id',
      fields: [...FIELDS],
      extractField: (entry, field) =>
        field === 'id'
          ? entry.station.id
          : (folded[ordinalOf.get(entry) ?? -1]?.[FIELDS.indexOf(field as Field)] ?? ''),
      tokenize: (text) => text.split(' '),
      // Common terms stay out of MiniSearch so that no prefix or typo expansion reaches them.
      processTerm: (term) => (term && !this.common.has(term) ? term : null),
      searchOptions: {
        boost: { name: 3, tags: 1.5, genre: 1.2, country: 1, city: 1, language: 1, description: 0.5 },
        prefix: (term) => term.length >= 2,
        fuzzy: typoAllowance,
        maxFuzzy: 2,
        processTerm: (term) => term || null,
      },
    });
    this.engine.addAll(entriesByPopularity);
  }

  /** Matching stations, most relevant first. */
  search(text: string): E[] {
    const terms = foldText(text).split(' ').filter(Boolean);
    if (terms.length === 0) return [];
    const distinctive = terms.filter((term) => !this.isCommon(term));
    if (distinctive.length === 0) return this.commonMatches(terms);
    const query = distinctive.join(' ');
    let results = this.engine.search(query, { combineWith: 'AND' });
    if (results.length === 0) results = this.engine.search(query, { combineWith: 'OR' });
    const ranked: Array<{ entry: E; rank: number }> = [];
    for (const result of results) {
      const entry = this.byId.get(result.id as string);
      if (entry) ranked.push({ entry, rank: result.score * popularityWeight(entry) });
    }
    return ranked.sort((a, b) => b.rank - a.rank || byId(a.entry, b.entry)).map((hit) => hit.entry);
  }

  private collectCommonTerms(folded: readonly string[][]): void {
    const termsOf = (fields: readonly string[]) => new Set(fields.flatMap((field) => field.split(' ')));
    const stationsPerTerm = new Map<string, number>();
    for (const fields of folded) {
      for (const term of termsOf(fields)) stationsPerTerm.set(term, (stationsPerTerm.get(term) ?? 0) + 1);
    }
    for (const [term, count] of stationsPerTerm) {
      if (term && count > COMMON_TERM_MIN_STATIONS) this.common.set(term, []);
    }
    if (this.common.size === 0) return;
    folded.forEach((fields, ordinal) => {
      for (const term of termsOf(fields)) this.common.get(term)?.push(ordinal);
    });
  }

  /** A common term, or the start of one being typed ("radi" on the way to "radio"). */
  private isCommon(term: string): boolean {
    if (this.common.has(term)) return true;
    if (term.length < 2) return false;
    for (const common of this.common.keys()) if (common.startsWith(term)) return true;
    return false;
  }

  /** Stations holding every term (or a common word it starts), in popularity order. */
  private commonMatches(terms: readonly string[]): E[] {
    // matchedTerms[ordinal] counts the query terms a station has matched so far, each term once.
    const matchedTerms = new Uint8Array(this.entries.length);
    terms.forEach((term, position) => {
      for (const [common, ordinals] of this.common) {
        if (!common.startsWith(term)) continue;
        for (const ordinal of ordinals) if (matchedTerms[ordinal] === position) matchedTerms[ordinal] = position + 1;
      }
    });
    const found: E[] = [];
    matchedTerms.forEach((count, ordinal) => {
      const entry = this.entries[ordinal];
      if (count === terms.length && entry) found.push(entry);
    });
    return found;
  }
}
