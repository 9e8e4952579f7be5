// Full-text search over stations with MiniSearch: case-, diacritic-, prefix- and typo-tolerant (two
// swapped neighbouring letters count as one typo), ranked by relevance with a gentle lift for
// popular stations, and updated one station at a time.
//
// Scoring costs time per matching station, so a term that thousands of stations share ("radio",
// "fm", a big country's name) is not scored: such "common" terms, and prefixes of them typed on the
// way, are answered in popularity order from the stations holding them. Relevance among thousands of
// equally matching stations says little anyway, and this keeps every search's cost bounded: each
// common term keeps its stations in popularity order, so a one-word answer is a list already made.
// Which terms are common is settled when the index is built; single-station updates keep the lists.
import { GENRE_NAMES, type Station } from '@sauti/contract';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { foldText } from '../../platform/text/fold';
import { africanCountry } from './african-countries';
import { languageName } from './language-mapping';
import { bitsFor, holdsSlot, keepCommon, SlotSet } from './slot-set';
import { insertInOrder, type Order, removeInOrder } from './sorted-array';

export interface SearchableEntry {
  station: Station;
  popularity: number;
}

/** A term in more stations than this is answered by popularity instead of being scored. */
export const COMMON_TERM_MIN_STATIONS = 1000;
/** Words past this many in one query are left out (a search is at most 200 characters). */
const MAX_QUERY_TERMS = 30;

const FIELDS = ['name', 'aliases', 'tags', 'city', 'description', 'country', 'language', 'genre'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_POSITION = new Map<string, number>(FIELDS.map((field, position) => [field, position]));

/** A station's searchable text, folded once: MiniSearch and the common-term holders both read it. */
interface SearchDocument {
  id: string;
  fields: string[];
}

/**
 * Allowed typos grow with the word: none for short words, one up to 8 letters, then two. None for
 * numbers either: "1027" means that frequency, not "107".
 */
function typoAllowance(term: string): number {
  if (term.length < 4 || /\d/.test(term)) return 0;
  return term.length < 9 ? 1 : 2;
}

/** How far a search reaches past the words as typed: to their typos, then to swapped letters too. */
type Reach = 'asTyped' | 'typos' | 'swaps';

/** Swapping two neighbouring letters is one typo: what is left of the allowance after it. */
const allowanceAfterSwap = (term: string) => Math.max(0, typoAllowance(term) - 1);

/** The term with two neighbouring letters swapped, each way it differs ("tunsiia" → "tunisia"...). */
function swappedSpellings(term: string): string[] {
  if (typoAllowance(term) === 0) return [];
  const spellings = new Set<string>();
  for (let at = 0; at < term.length - 1; at += 1) {
    if (term[at] === term[at + 1]) continue;
    spellings.add(term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2));
  }
  return [...spellings];
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
    case 'aliases':
      return station.aliases.join(' ');
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

function searchDocument(station: Station): SearchDocument {
  return { id: station.id, fields: FIELDS.map((field) => foldText(fieldText(station, field))) };
}

const termsOf = (document: SearchDocument) => new Set(document.fields.flatMap((field) => field.split(' ')));

/** The stations holding a common term: in popularity order, and their slots as a set to ask. */
interface Holders<E> {
  inOrder: E[];
  slots: SlotSet;
}

/** Equal ranks keep one order on every instance, so pages neither overlap nor skip. */
const byId = (a: SearchableEntry, b: SearchableEntry) =>
  a.station.id < b.station.id ? -1 : a.station.id > b.station.id ? 1 : 0;

export class StationSearch<E extends SearchableEntry> {
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly byId = new Map<string, E>();
  /** Common terms, each with the stations holding it. */
  private readonly common = new Map<string, Holders<E>>();
  /**
   * Each station has a slot, a small number it keeps while it is in, so that combining the common
   * terms' holders works on numbers: reading thousands of stations scattered in memory costs ten
   * times more than the combining itself.
   */
  private readonly stationsBySlot: (E | undefined)[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** Every station's slot in popularity order: the order in which combined holders are read out. */
  private readonly slotsInOrder: number[] = [];
  private readonly bySlotPopularity: Order<number>;

  /** `entries` in popularity order, which `byPopularity` defines (a total order). */
  constructor(
    entries: readonly E[],
    private readonly byPopularity: Order<E>,
  ) {
    this.bySlotPopularity = (a, b) => byPopularity(this.stationsBySlot[a] as E, this.stationsBySlot[b] as E);
    // Folding text is most of the cost of building the index, so each station is folded once here.
    const documents = entries.map((entry) => searchDocument(entry.station));
    entries.forEach((entry, slot) => {
      this.byId.set(entry.station.id, entry);
      this.slotById.set(entry.station.id, slot);
      this.stationsBySlot.push(entry);
      this.slotsInOrder.push(slot);
    });
    this.collectCommonTerms(entries, documents);
    this.engine = new MiniSearch<SearchDocument>({
      idField: 'id',
      fields: [...FIELDS],
      extractField: (document, field) =>
        field === 'id' ? document.id : (document.fields[FIELD_POSITION.get(field) ?? -1] ?? ''),
      tokenize: (text) => text.split(' '),
      // Common terms stay out of MiniSearch so that no prefix or typo expansion reaches them.
      processTerm: (term) => (term && !this.common.has(term) ? term : null),
      searchOptions: {
        boost: { name: 3, aliases: 2, tags: 1.5, genre: 1.2, country: 1, city: 1, language: 1, description: 0.5 },
        prefix: (term) => term.length >= 2,
        fuzzy: typoAllowance,
        maxFuzzy: 2,
        processTerm: (term) => term || null,
      },
    });
    this.engine.addAll(documents);
  }

  /** Adds a station, or replaces the entry of one already in (by id). */
  add(entry: E): void {
    const previous = this.byId.get(entry.station.id);
    if (previous) this.remove(previous);
    const document = searchDocument(entry.station);
    const slot = this.freeSlots.pop() ?? this.stationsBySlot.length;
    this.stationsBySlot[slot] = entry;
    this.slotById.set(entry.station.id, slot);
    insertInOrder(this.slotsInOrder, slot, this.bySlotPopularity);
    for (const term of termsOf(document)) {
      const holders = this.common.get(term);
      if (!holders) continue;
      insertInOrder(holders.inOrder, entry, this.byPopularity);
      holders.slots.add(slot);
    }
    this.byId.set(entry.station.id, entry);
    this.engine.add(document);
  }

  remove(entry: E): void {
    const slot = this.slotById.get(entry.station.id);
    if (this.byId.get(entry.station.id) !== entry || slot === undefined) return;
    this.byId.delete(entry.station.id);
    for (const holders of this.common.values()) {
      if (holders.slots.delete(slot)) removeInOrder(holders.inOrder, entry, this.byPopularity);
    }
    removeInOrder(this.slotsInOrder, slot, this.bySlotPopularity);
    this.slotById.delete(entry.station.id);
    this.stationsBySlot[slot] = undefined;
    this.freeSlots.push(slot);
    // Discarding leaves the words in MiniSearch's tree to be cleaned up later, in the background.
    this.engine.discard(entry.station.id);
  }

  /**
   * Matching stations, most relevant first. A word that matches nothing, even with the typos it is
   * allowed, is left out, so one real word among nonsense still finds its stations; a query of
   * nothing but nonsense finds nothing. The answer may be one of the index's own lists: read it, never
   * change it.
   */
  search(text: string): readonly E[] {
    const terms = foldText(text).split(' ').filter(Boolean);
    const common: string[] = [];
    const distinctive: string[] = [];
    for (const term of terms) {
      const spelling = this.commonSpelling(term);
      if (spelling) common.push(spelling);
      else distinctive.push(term);
    }
    const found = distinctive.length > 0 ? this.distinctiveMatches(distinctive) : [];
    if (found.length > 0 || common.length === 0) return found;
    return this.commonMatches(common);
  }

  /**
   * The words as typed first; their typos only when some word matches nothing as typed; then
   * their swapped letters (two swapped neighbouring letters count as one typo). Typo searches are
   * most of a search's cost, and most queries need none; a word that matches as typed is what the
   * listener meant, not its near-spellings.
   */
  private distinctiveMatches(terms: readonly string[]): E[] {
    let matches = this.matchesWithin(terms, 'asTyped');
    for (const reach of ['typos', 'swaps'] as const) {
      if (matches.everyTermMatched) break;
      matches = this.matchesWithin(terms, reach);
    }
    return matches.found;
  }

  /**
   * Stations holding the terms within the reach: all of them when some station does, else all of
   * the terms that match anything, else any.
   */
  private matchesWithin(terms: readonly string[], reach: Reach): { found: E[]; everyTermMatched: boolean } {
    // Which query terms a result holds, as bits: a spelling stands for the terms it was made from.
    const termBitsBySpelling = new Map<string, number>();
    const searched = terms.slice(0, MAX_QUERY_TERMS);
    const queries: Query[] = searched.map((term, position) => {
      const swapped = reach === 'swaps' ? swappedSpellings(term) : [];
      for (const spelling of [term, ...swapped]) {
        termBitsBySpelling.set(spelling, (termBitsBySpelling.get(spelling) ?? 0) | (1 << position));
      }
      const query: Query =
        swapped.length > 0
          ? { combineWith: 'OR', queries: [term, { queries: swapped, fuzzy: allowanceAfterSwap }] }
          : term;
      // Only the last word may still be being typed: a word followed by another is whole, so it is
      // not read as the start of longer words.
      return position < searched.length - 1 ? { queries: [query], prefix: false } : query;
    });
    const options = { fuzzy: reach === 'asTyped' ? false : typoAllowance };
    // One search for any of the terms tells which stations hold them all (with the same scores a
    // search for all of them gives), so no second search is needed when none does.
    const results = this.engine.search({ combineWith: 'OR', queries }, options);
    const termBits = results.map((result) =>
      result.queryTerms.reduce((bits, spelling) => bits | (termBitsBySpelling.get(spelling) ?? 0), 0),
    );
    const matchingTerms = termBits.reduce((all, bits) => all | bits, 0);
    const holdingAllMatching = results.filter((_, at) => termBits[at] === matchingTerms);
    return {
      found: this.ranked(holdingAllMatching.length > 0 ? holdingAllMatching : results),
      everyTermMatched: matchingTerms === 2 ** queries.length - 1,
    };
  }

  /** MiniSearch's results, most relevant first, with a gentle lift for popular stations. */
  private ranked(results: readonly SearchResult[]): E[] {
    const ranked: Array<{ entry: E; rank: number }> = [];
    for (const result of results) {
      const entry = this.byId.get(result.id as string);
      if (entry) ranked.push({ entry, rank: result.score * popularityWeight(entry) });
    }
    return ranked.sort((a, b) => b.rank - a.rank || byId(a.entry, b.entry)).map((hit) => hit.entry);
  }

  private collectCommonTerms(entries: readonly E[], documents: readonly SearchDocument[]): void {
    const stationsPerTerm = new Map<string, number>();
    const terms = documents.map(termsOf);
    for (const termSet of terms) {
      for (const term of termSet) stationsPerTerm.set(term, (stationsPerTerm.get(term) ?? 0) + 1);
    }
    for (const [term, count] of stationsPerTerm) {
      if (term && count > COMMON_TERM_MIN_STATIONS) this.common.set(term, { inOrder: [], slots: new SlotSet() });
    }
    if (this.common.size === 0) return;
    terms.forEach((termSet, slot) => {
      const entry = entries[slot] as E;
      for (const term of termSet) {
        const holders = this.common.get(term);
        holders?.inOrder.push(entry);
        holders?.slots.add(slot);
      }
    });
  }

  /**
   * The common term a query term stands for: itself when it is one, or the start of one being typed
   * ("radi" on the way to "radio"), or a common word with two letters swapped ("raido").
   */
  private commonSpelling(term: string): string | undefined {
    if (this.isCommon(term)) return term;
    return swappedSpellings(term).find((spelling) => this.common.has(spelling));
  }

  private isCommon(term: string): boolean {
    if (this.common.has(term)) return true;
    if (term.length < 2) return false;
    for (const common of this.common.keys()) if (common.startsWith(term)) return true;
    return false;
  }

  /**
   * Stations holding every term (or a common word it starts), in popularity order. One common word
   * is a list already made; otherwise the slots holding each term are combined as bits, and the
   * slots holding them all are read out in popularity order.
   */
  private commonMatches(terms: readonly string[]): readonly E[] {
    const holdersPerTerm = terms.map((term) =>
      [...this.common].filter(([common]) => common.startsWith(term)).map(([, holders]) => holders),
    );
    const only = holdersPerTerm.length === 1 && holdersPerTerm[0]?.length === 1 ? holdersPerTerm[0][0] : undefined;
    if (only) return only.inOrder;
    // A slot holds a term when it holds any common word the term starts.
    const holding = holdersPerTerm.map((holders) => {
      const bits = bitsFor(this.stationsBySlot.length);
      for (const { slots } of holders) slots.addTo(bits);
      return bits;
    });
    const [held, ...others] = holding;
    if (!held) return [];
    for (const bits of others) keepCommon(held, bits);
    const found: E[] = [];
    for (const slot of this.slotsInOrder) {
      if (holdsSlot(held, slot)) found.push(this.stationsBySlot[slot] as E);
    }
    return found;
  }
}
