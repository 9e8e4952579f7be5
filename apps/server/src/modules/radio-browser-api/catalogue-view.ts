// The catalogue as Radio Browser's API reads it: the catalogue index's served stations (off-air ones
// too, for `broken` and look-ups by uuid) in each of Radio Browser's orders. Orders by a station's
// own fields are kept by the index as stations change; orders by plays and votes, which the index
// does not hold, are sorted again when the counts change (and each minute, as the 24 hours slide).
import type { RadioBrowserStationOrder } from '@sauti/contract';
import { byNameThenId, type CatalogueService, type ServedOrder, type ServedStation } from '../catalogue';
import type { PlayService } from '../plays';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Key = string | number;
type KeyOf = (served: ServedStation) => Key;

/** Orders whose keys are the station's own fields: kept by the catalogue index. */
const STATION_KEYS: Partial<Record<RadioBrowserStationOrder, KeyOf>> = {
  url: ({ station }) => station.url,
  homepage: ({ station }) => station.website ?? '',
  favicon: ({ station }) => station.logo ?? '',
  tags: ({ station }) => station.tags.join(','),
  country: ({ station }) => station.country_name,
  state: ({ station }) => station.city ?? '',
  language: (served) => served.languageNames.join(','),
  codec: ({ station }) => station.codec ?? '',
  bitrate: ({ station }) => station.bitrate ?? 0,
  lastcheckok: (served) => (served.broken ? 0 : 1),
  lastchecktime: ({ station }) => station.last_check_at ?? '',
  changetimestamp: ({ station }) => station.updated_at,
};

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Ascending by the key (descending when reversed), same keys by name. */
function byKeyThenName(reverse: boolean, a: ServedStation, aKey: Key, b: ServedStation, bKey: Key): number {
  return (reverse ? -1 : 1) * compareKeys(aKey, bKey) || byNameThenId(a, b);
}

/** Each key worked out once, not at every comparison: for lists sorted on the spot. */
function sortedBy(stations: readonly ServedStation[], keyOf: KeyOf, reverse: boolean): ServedStation[] {
  return stations
    .map((served) => ({ served, key: keyOf(served) }))
    .sort((a, b) => byKeyThenName(reverse, a.served, a.key, b.served, b.key))
    .map(({ served }) => served);
}

/** Every order by a station's own fields (and by name backwards), as the index keeps it. */
const KEPT_ORDERS = new Map<string, ServedOrder>([
  ['name:true', { key: 'radio-browser name reversed', compare: (a, b) => byNameThenId(b, a) }],
  ...Object.entries(STATION_KEYS).flatMap(([order, keyOf]) =>
    [false, true].map((reverse): [string, ServedOrder] => [
      `${order}:${reverse}`,
      {
        key: `radio-browser ${order}${reverse ? ' reversed' : ''}`,
        compare: (a, b) => byKeyThenName(reverse, a, keyOf(a), b, keyOf(b)),
      },
    ]),
  ),
]);

export class CatalogueView {
  private readonly countOrders = new Map<string, { stamp: string; stations: ServedStation[] }>();

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly plays: PlayService,
  ) {}

  /** Every served station, off-air ones included, by name. */
  entries(): readonly ServedStation[] {
    return this.catalogue.servedStations();
  }

  /** A station by its stationuuid (Radio Browser's id, or ours for stations that did not come from it). */
  find(stationuuid: string): ServedStation | undefined {
    return this.catalogue.findServed(stationuuid);
  }

  /** Every served station in one of Radio Browser's orders (`random` is shuffled by the caller). */
  ordered(order: RadioBrowserStationOrder, reverse: boolean): readonly ServedStation[] {
    const kept = KEPT_ORDERS.get(`${order}:${reverse}`);
    if (kept) return this.catalogue.servedStations(kept);
    const keyOf = this.countKeyOf(order);
    return keyOf ? this.countOrder(order, keyOf, reverse) : this.entries();
  }

  /** A few stations sorted on the spot in one order. */
  sort(stations: ServedStation[], order: RadioBrowserStationOrder, reverse: boolean): ServedStation[] {
    const keyOf = STATION_KEYS[order] ?? this.countKeyOf(order);
    if (keyOf) return sortedBy(stations, keyOf, reverse);
    const sorted = stations.sort(byNameThenId);
    return reverse ? sorted.reverse() : sorted;
  }

  /** An order by plays or votes: sorted again when a count or the catalogue changes, and each minute. */
  private countOrder(order: RadioBrowserStationOrder, keyOf: KeyOf, reverse: boolean): readonly ServedStation[] {
    const stamp = `${this.catalogue.version}:${this.plays.version}:${Math.floor(Date.now() / 60_000)}`;
    const cacheKey = `${order}:${reverse}`;
    const cached = this.countOrders.get(cacheKey);
    if (cached?.stamp === stamp) return cached.stations;
    const stations = sortedBy(this.entries(), keyOf, reverse);
    this.countOrders.set(cacheKey, { stamp, stations });
    return stations;
  }

  private countKeyOf(order: RadioBrowserStationOrder): KeyOf | undefined {
    switch (order) {
      case 'votes':
        return ({ station }) => station.votes + this.plays.totals(station.id).votes;
      case 'clickcount':
        return ({ station }) => this.plays.totals(station.id).clickCount;
      case 'clicktrend':
        return ({ station }) => this.plays.totals(station.id).clickTrend;
      case 'clicktimestamp':
        return ({ station }) => this.plays.totals(station.id).lastPlayAt ?? '';
      default:
        return undefined;
    }
  }
}
