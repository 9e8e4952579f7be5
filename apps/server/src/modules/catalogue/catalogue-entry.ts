// A station as the catalogue index holds it: the station itself, the flags that say who may see it
// (listeners, Radio Browser's clients, admins), and what ranking and comparing stations needs, worked
// out once when the station enters the index.
import type { Station } from '@sauti/contract';
import { foldText, namesKey } from '../../platform/text/fold';

export interface IndexedStation {
  station: Station;
  /** Radio Browser's click trend: how much more the station is played lately. */
  clickTrend: number;
  /** Plays on Sauti itself (0 until they are counted); they weigh in popularity as clicks do. */
  plays?: number;
  /** Deleted by an admin: kept for the admin's bin and restoring, out of every other read. */
  deleted?: boolean;
  /** Radio Browser's stationuuid, for a station that came from it. */
  radioBrowserId?: string;
  /** The admin list's search and sort key, as stored; worked out from the names when not given. */
  nameKey?: string;
}

export interface CatalogueEntry extends IndexedStation {
  deleted: boolean;
  /** An admin hid the station's country from listeners. */
  countryHidden: boolean;
  nameKey: string;
  /** The one popularity every ranking uses: see popularityScore. */
  popularity: number;
  /** The station's tags folded (case, accents), so two stations' tags compare as words. */
  tagKeys: readonly string[];
  /**
   * Boosted stations first, then by popularity, as one number: the popular order compares it before
   * anything else, and reads no further into the station for most pairs.
   */
  popularRank: number;
}

/**
 * Radio Browser counts a click each time someone starts the station there, and a vote when someone
 * likes it; a vote says more than a click but clicks are far more numerous. Our own plays are clicks.
 */
export function popularityScore(station: Station, plays: number): number {
  return station.clicks * 2 + station.votes + plays * 2;
}

/** Above any popularity score, so every boosted station ranks before every other. */
const BOOSTED_RANK = 2 ** 48;

export function catalogueEntry(indexed: IndexedStation, countryHidden: boolean): CatalogueEntry {
  const { station } = indexed;
  const popularity = popularityScore(station, indexed.plays ?? 0);
  return {
    ...indexed,
    deleted: indexed.deleted ?? false,
    countryHidden,
    nameKey: indexed.nameKey ?? namesKey([station.name, ...station.aliases]),
    popularity,
    tagKeys: [...new Set(station.tags.map(foldText).filter(Boolean))],
    popularRank: (station.boosted ? BOOSTED_RANK : 0) + popularity,
  };
}

/**
 * Served: what listeners and Radio Browser's clients may reach, by id, slug or stationuuid. An
 * inactive or deleted station, or one of a hidden country, is only the admin's.
 */
export const isServed = (entry: CatalogueEntry): boolean =>
  entry.station.is_active && !entry.deleted && !entry.countryHidden;

/** Listed: served and on the air. Off-air stations still open by id or slug but stay out of every list. */
export const isListed = (entry: CatalogueEntry): boolean => isServed(entry) && !entry.station.off_air;
