// Home's eight featured stations: ones we know play (our recent working check first, then Radio
// Browser's; see pickTrust), boosted first, then a selection from the most popular that changes every
// day and holds several countries and genres, the same for every listener and every instance all day
// (so answers can be cached until midnight, UTC). None that failed its last check or that nobody
// checked lately: fewer than eight, or none, rather than an unknown one.
import { FEATURED_STATIONS, pickTrust } from '@sauti/contract';
import type { CatalogueEntry } from './catalogue-entry';

export const FEATURED_MIN_COUNTRIES = 5;
export const FEATURED_MIN_GENRES = 3;
const MAX_PER_COUNTRY = 2;
/** Boosted stations (first in popularity order) lead, but never crowd out the day's variety. */
const MAX_BOOSTED = FEATURED_STATIONS / 2;
/** The day's selection is drawn from this many of the most popular working stations. */
const POPULAR_POOL = 200;

/** The UTC day a moment falls on, as the featured selection's key: "2026-11-23". */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Seconds from the moment to the next UTC midnight, when the featured selection changes. */
export function secondsUntilNextUtcDay(moment: Date): number {
  const next = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - moment.getTime()) / 1000));
}

/** A repeatable pseudo-random sequence (mulberry32) seeded by the day, so every instance draws alike. */
function dayRandom(day: string): () => number {
  let state = 0;
  for (const character of day) state = (Math.imul(state, 31) + character.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let last = copy.length - 1; last > 0; last -= 1) {
    const other = Math.floor(random() * (last + 1));
    [copy[last], copy[other]] = [copy[other] as T, copy[last] as T];
  }
  return copy;
}

/**
 * How strict a pass over candidates is: `variety` keeps room for the countries and genres the day
 * needs, `country-cap` only keeps each country to two stations, `any` takes what is left.
 */
type Rule = 'variety' | 'country-cap' | 'any';

/** The selection as it grows, and whether a station still fits into it. */
class Selection {
  readonly picked: CatalogueEntry[] = [];
  private readonly perCountry = new Map<string, number>();
  private readonly genres = new Set<string>();

  get full(): boolean {
    return this.picked.length >= FEATURED_STATIONS;
  }

  fits(entry: CatalogueEntry, rule: Rule): boolean {
    const { country, genre } = entry.station;
    if (this.picked.includes(entry) || this.full) return false;
    if (rule === 'any') return true;
    if ((this.perCountry.get(country) ?? 0) >= MAX_PER_COUNTRY) return false;
    if (rule === 'country-cap') return true;
    const countriesAfter = this.perCountry.size + (this.perCountry.has(country) ? 0 : 1);
    const genresAfter = this.genres.size + (this.genres.has(genre) ? 0 : 1);
    const placesLeft = FEATURED_STATIONS - this.picked.length - 1;
    const stillNeeded = Math.max(FEATURED_MIN_COUNTRIES - countriesAfter, FEATURED_MIN_GENRES - genresAfter, 0);
    return stillNeeded <= placesLeft;
  }

  take(entry: CatalogueEntry): void {
    this.picked.push(entry);
    this.perCountry.set(entry.station.country, (this.perCountry.get(entry.station.country) ?? 0) + 1);
    this.genres.add(entry.station.genre);
  }

  takeFitting(candidates: Iterable<CatalogueEntry>, rule: Rule, limit = FEATURED_STATIONS): void {
    let taken = 0;
    for (const entry of candidates) {
      if (this.full || taken >= limit) return;
      if (!this.fits(entry, rule)) continue;
      this.take(entry);
      taken += 1;
    }
  }
}

/** The entries that pass, in their order, read only as far as needed. */
function* passing(entries: readonly CatalogueEntry[], test: (entry: CatalogueEntry) => boolean) {
  for (const entry of entries) if (test(entry)) yield entry;
}

/** The eligible entries with our own checks' first, each part in its order. */
function* oursFirst(
  entries: readonly CatalogueEntry[],
  eligible: (entry: CatalogueEntry) => boolean,
  ours: (entry: CatalogueEntry) => boolean,
) {
  yield* passing(entries, (entry) => eligible(entry) && ours(entry));
  yield* passing(entries, (entry) => eligible(entry) && !ours(entry));
}

const NO_SPONSORS: ReadonlySet<string> = new Set();

/**
 * The day's featured stations from the listed ones in popularity order (sponsored ones, however
 * unpopular, then boosted ones first). Only stations a recent check found playing qualify: ours,
 * and Radio Browser's only while fewer than eight of ours do (a fresh catalogue), after ours. Lists
 * are read lazily, so the usual day costs a few hundred stations, not the whole catalogue.
 */
export function featuredStations(
  inPopularityOrder: readonly CatalogueEntry[],
  day: string,
  sponsored: ReadonlySet<string> = NO_SPONSORS,
  now: number = Date.now(),
): CatalogueEntry[] {
  const trust = new Map<CatalogueEntry, ReturnType<typeof pickTrust>>();
  const trustOf = (entry: CatalogueEntry) => {
    if (!trust.has(entry)) trust.set(entry, pickTrust(entry.station, now));
    return trust.get(entry) ?? null;
  };
  const ours = (entry: CatalogueEntry) => trustOf(entry) === 'sauti';
  let known = 0;
  for (const _ of passing(inPopularityOrder, ours)) if (++known >= FEATURED_STATIONS) break;
  const eligible = known >= FEATURED_STATIONS ? ours : (entry: CatalogueEntry) => trustOf(entry) !== null;
  const random = dayRandom(day);
  // A sponsor paid for the day, so its station is sought through the whole list, not just the popular.
  const paidFor =
    sponsored.size === 0
      ? []
      : [...passing(inPopularityOrder, (entry) => sponsored.has(entry.station.id) && eligible(entry))];
  const boosted: CatalogueEntry[] = [];
  const pool: CatalogueEntry[] = [];
  for (const entry of oursFirst(inPopularityOrder, eligible, ours)) {
    if (entry.station.boosted) boosted.push(entry);
    else if (pool.length < POPULAR_POOL) pool.push(entry);
    else break;
  }
  const dayPool = [...oursFirst(shuffled(pool, random), eligible, ours)];
  const selection = new Selection();
  selection.takeFitting(
    [...oursFirst(shuffled(paidFor, random), eligible, ours), ...oursFirst(shuffled(boosted, random), eligible, ours)],
    'variety',
    MAX_BOOSTED,
  );
  selection.takeFitting(dayPool, 'variety');
  // A pool without enough countries or genres: the rest of the catalogue may have them.
  selection.takeFitting(oursFirst(inPopularityOrder, eligible, ours), 'variety');
  // A catalogue too small for the variety still fills the row.
  selection.takeFitting(dayPool, 'country-cap');
  selection.takeFitting(oursFirst(inPopularityOrder, eligible, ours), 'country-cap');
  selection.takeFitting(oursFirst(inPopularityOrder, eligible, ours), 'any');
  return selection.picked;
}
