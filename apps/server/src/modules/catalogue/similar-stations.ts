// "Listeners also like": stations scored by what they share with one station (genre, country,
// languages, tags) and by co-listening. Candidates are its co-listened stations and the most popular
// of its genre in its country, of its genre and of its country, never a scan of the whole catalogue,
// so a call stays well under a millisecond at 50,000 stations. Only stations a recent check found
// playing are offered (pickTrust), our checks' before Radio Browser's; "try instead" is here too.
import { type PickTrust, pickTrust } from '@sauti/contract';
import type { CatalogueEntry } from './catalogue-entry';

/**
 * What each shared trait is worth. Genre is what a listener hears first, the country is the scene
 * and the news, languages and tags refine; co-listening is what real listeners did, so the station
 * most played by this one's listeners outranks one that merely shares its genre, language and a tag.
 */
export const SIMILARITY_WEIGHTS = {
  genre: 3,
  country: 2,
  perLanguage: 1,
  maxLanguages: 2,
  perTag: 0.5,
  maxTags: 3,
  coListening: 5,
  /** Our own recent check outweighs Radio Browser's, by less than sharing the country does. */
  checkedByUs: 1,
} as const;

/** Co-listening counts in full from this many listeners up: one listener's habit is a weak sign. */
const CO_LISTENERS_FOR_FULL_WEIGHT = 3;

/** How far each candidate list is scored, in popularity order: most of all where genre and country meet. */
const MOST_POPULAR_OF_BOTH = 300;
const MOST_POPULAR_OF_EITHER = 150;

export interface SimilarCandidates {
  sameGenreAndCountry: readonly CatalogueEntry[];
  sameGenre: readonly CatalogueEntry[];
  sameCountry: readonly CatalogueEntry[];
  /** Listed stations that listeners of this one also play, with how many listeners did. */
  coListened: ReadonlyMap<CatalogueEntry, number>;
}

function sharedCount(ours: readonly string[], theirs: readonly string[]): number {
  let shared = 0;
  for (const item of ours) if (theirs.includes(item)) shared += 1;
  return shared;
}

function similarity(seed: CatalogueEntry, other: CatalogueEntry, coListeningShare: number, trust: PickTrust): number {
  const weights = SIMILARITY_WEIGHTS;
  let score = weights.coListening * coListeningShare;
  if (trust === 'sauti') score += weights.checkedByUs;
  if (other.station.genre === seed.station.genre) score += weights.genre;
  if (other.station.country === seed.station.country) score += weights.country;
  score +=
    weights.perLanguage * Math.min(weights.maxLanguages, sharedCount(seed.station.languages, other.station.languages));
  score += weights.perTag * Math.min(weights.maxTags, sharedCount(seed.tagKeys, other.tagKeys));
  // Among equals the more popular station wins, by less than any shared trait is worth.
  return score + Math.log10(1 + other.popularity) / 100;
}

interface Scored {
  entry: CatalogueEntry;
  score: number;
}

/** A higher score wins; equal scores go by id, so every instance answers alike. */
const outranks = (entry: CatalogueEntry, score: number, other: Scored) =>
  score > other.score || (score === other.score && entry.station.id < other.entry.station.id);

/** The best `limit` scored stations so far, best first. */
class Best {
  readonly kept: Scored[] = [];

  constructor(private readonly limit: number) {}

  offer(entry: CatalogueEntry, score: number): void {
    const kept = this.kept;
    const worst = kept[kept.length - 1];
    if (kept.length >= this.limit && worst && !outranks(entry, score, worst)) return;
    let at = 0;
    while (at < kept.length && !outranks(entry, score, kept[at] as Scored)) at += 1;
    kept.splice(at, 0, { entry, score });
    if (kept.length > this.limit) kept.pop();
  }
}

/** The `limit` stations most like the seed that a recent check found playing, best first; never the seed itself. */
export function similarStations(
  seed: CatalogueEntry,
  candidates: SimilarCandidates,
  limit: number,
  now: number = Date.now(),
): CatalogueEntry[] {
  const fullWeight = Math.max(CO_LISTENERS_FOR_FULL_WEIGHT, ...candidates.coListened.values());
  const seen = new Set<CatalogueEntry>([seed]);
  const best = new Best(limit);
  const consider = (entry: CatalogueEntry) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const trust = pickTrust(entry.station, now);
    if (trust === null) return;
    const pairs = candidates.coListened.get(entry) ?? 0;
    best.offer(entry, similarity(seed, entry, pairs / fullWeight, trust));
  };
  const considerFirst = (list: readonly CatalogueEntry[], count: number) => {
    for (let at = 0; at < Math.min(list.length, count); at += 1) consider(list[at] as CatalogueEntry);
  };
  for (const entry of candidates.coListened.keys()) consider(entry);
  considerFirst(candidates.sameGenreAndCountry, MOST_POPULAR_OF_BOTH);
  considerFirst(candidates.sameGenre, MOST_POPULAR_OF_EITHER);
  considerFirst(candidates.sameCountry, MOST_POPULAR_OF_EITHER);
  return best.kept.map((scored) => scored.entry);
}

/** "For you" keeps to a few stations per country, so one favourite does not fill the row with its scene. */
const MAX_PER_COUNTRY_FOR_YOU = 3;

/**
 * Stations like any of the seeds (a listener's favourites and recent stations), each seed offering
 * its best remaining station in turn so every seed is heard, none of the excluded ids.
 */
export function stationsLikeThese(
  seeds: readonly CatalogueEntry[],
  candidatesOf: (seed: CatalogueEntry) => SimilarCandidates,
  excludedIds: ReadonlySet<string>,
  limit: number,
  now: number = Date.now(),
): CatalogueEntry[] {
  const lists = seeds.map((seed) => similarStations(seed, candidatesOf(seed), limit * 2, now));
  const picked: CatalogueEntry[] = [];
  const perCountry = new Map<string, number>();
  const fits = (entry: CatalogueEntry) => !excludedIds.has(entry.station.id) && !picked.includes(entry);
  const cursors = lists.map(() => 0);
  let offered = true;
  while (offered && picked.length < limit) {
    offered = false;
    lists.forEach((list, seed) => {
      for (let at = cursors[seed] ?? 0; at < list.length && picked.length < limit; at += 1) {
        const entry = list[at] as CatalogueEntry;
        const fromCountry = perCountry.get(entry.station.country) ?? 0;
        if (!fits(entry) || fromCountry >= MAX_PER_COUNTRY_FOR_YOU) continue;
        perCountry.set(entry.station.country, fromCountry + 1);
        picked.push(entry);
        cursors[seed] = at + 1;
        offered = true;
        return;
      }
      cursors[seed] = list.length;
    });
  }
  // Too few countries among the candidates: the row still fills.
  for (const entry of lists.flat()) {
    if (picked.length >= limit) break;
    if (fits(entry)) picked.push(entry);
  }
  return picked;
}

/** How far "try instead" reads its genre's stations, most popular first, beyond those of the country. */
const TRY_INSTEAD_OF_GENRE = 500;

/**
 * "Try instead", for a station that will not play: stations of its genre (a listener who wanted
 * Egyptian pop wants pop, not the country's Quran station) that a recent check found playing; those
 * of its country first, then those sharing one of its languages, then the rest of the genre; within
 * each, our checks' before Radio Browser's, then the most popular. Never the station itself.
 */
export function stationsToTryInstead(
  failed: CatalogueEntry,
  candidates: Pick<SimilarCandidates, 'sameGenreAndCountry' | 'sameGenre'>,
  limit: number,
  now: number = Date.now(),
): CatalogueEntry[] {
  const { languages, country } = failed.station;
  const closeness = (entry: CatalogueEntry) => {
    if (entry.station.country === country) return 0;
    return entry.station.languages.some((language) => languages.includes(language)) ? 1 : 2;
  };
  const ranked: Array<{ entry: CatalogueEntry; key: [number, number, number] }> = [];
  const seen = new Set<CatalogueEntry>([failed]);
  const consider = (entry: CatalogueEntry, order: number) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const trust = pickTrust(entry.station, now);
    if (trust === null) return;
    ranked.push({ entry, key: [closeness(entry), trust === 'sauti' ? 0 : 1, order] });
  };
  candidates.sameGenreAndCountry.forEach(consider);
  candidates.sameGenre.slice(0, TRY_INSTEAD_OF_GENRE).forEach(consider);
  ranked.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
  return ranked.slice(0, limit).map((item) => item.entry);
}
