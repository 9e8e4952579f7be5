// The catalogue as Radio Browser's API reads it: each served station with its stationuuid, whether it
// counts as broken, and its searchable fields normalised once, rebuilt only when the catalogue changes;
// and the stations in each of Radio Browser's orders, sorted once per catalogue (and, for orders by
// plays and votes, once per change of the counts) so a page is a walk over a ready list.
import type { RadioBrowserStationOrder, Station } from '@sauti/contract';
import { foldText } from '../../platform/text/fold';
import { type CatalogueService, languageName } from '../catalogue';
import type { PlayService } from '../plays';

/** The text fields Radio Browser filters on, each matched on its normalised values. */
export type TextField = 'name' | 'country' | 'state' | 'language' | 'tag' | 'codec';

export interface ViewEntry {
  station: Station;
  stationuuid: string;
  /** False for stations our checks took off the air: only `broken` and look-ups by uuid serve them. */
  listed: boolean;
  /** Radio Browser's lastcheckok = 0. */
  broken: boolean;
  /** Language names as Radio Browser writes them: English, lower case. */
  languageNames: string[];
  text: Record<TextField, string[]>;
}

/** How a filter term and a field's values are made comparable: case, accents and punctuation aside; codecs as written. */
export function normalised(field: TextField, value: string): string {
  return field === 'codec' ? value.trim().toLowerCase() : foldText(value);
}

/** Radio Browser's lastcheckok: the station plays as far as our checks (or Radio Browser's, until ours ran) know. */
export function isBroken(station: Station): boolean {
  return station.off_air || station.health === 'down' || station.last_check_ok === false;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Compare = (a: ViewEntry, b: ViewEntry) => number;

/** Same-named stations keep one order on every instance. */
const byNameThenId: Compare = (a, b) =>
  collator.compare(a.station.name, b.station.name) ||
  (a.station.id < b.station.id ? -1 : a.station.id > b.station.id ? 1 : 0);

type KeyOf = (entry: ViewEntry) => string | number;

/** Orders whose keys are the station's own fields: sorted once per catalogue. */
const STATION_KEYS: Partial<Record<RadioBrowserStationOrder, KeyOf>> = {
  url: (entry) => entry.station.url,
  homepage: (entry) => entry.station.website ?? '',
  favicon: (entry) => entry.station.logo ?? '',
  tags: (entry) => entry.station.tags.join(','),
  country: (entry) => entry.station.country_name,
  state: (entry) => entry.station.city ?? '',
  language: (entry) => entry.languageNames.join(','),
  codec: (entry) => entry.station.codec ?? '',
  bitrate: (entry) => entry.station.bitrate ?? 0,
  lastcheckok: (entry) => (entry.broken ? 0 : 1),
  lastchecktime: (entry) => entry.station.last_check_at ?? '',
  changetimestamp: (entry) => entry.station.updated_at,
};

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Ascending by the key (descending when reversed), same keys by name. */
function sortedBy(entries: readonly ViewEntry[], keyOf: KeyOf, reverse: boolean): ViewEntry[] {
  const direction = reverse ? -1 : 1;
  return entries
    .map((entry) => ({ entry, key: keyOf(entry) }))
    .sort((a, b) => direction * compareKeys(a.key, b.key) || byNameThenId(a.entry, b.entry))
    .map(({ entry }) => entry);
}

export class CatalogueView {
  private builtFor = -1;
  private all: ViewEntry[] = [];
  private byStationId = new Map<string, ViewEntry>();
  private readonly orders = new Map<string, { stamp: string; entries: ViewEntry[] }>();

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly plays: PlayService,
  ) {}

  /** Every served station, off-air ones included, by name. */
  entries(): readonly ViewEntry[] {
    this.refresh();
    return this.all;
  }

  entryOf(station: Station): ViewEntry | undefined {
    this.refresh();
    return this.byStationId.get(station.id);
  }

  /** A station by its stationuuid (Radio Browser's id, or ours for stations that did not come from it). */
  find(stationuuid: string): ViewEntry | undefined {
    const station = this.catalogue.findByRadioBrowserId(stationuuid) ?? this.catalogue.find(stationuuid);
    return station && this.entryOf(station);
  }

  /** Every served station in one of Radio Browser's orders (`random` is shuffled by the caller). */
  ordered(order: RadioBrowserStationOrder, reverse: boolean): readonly ViewEntry[] {
    this.refresh();
    const keyOf = this.keyOf(order);
    // Orders by counts are sorted again when a count changes, and each minute, as the 24 hours slide.
    const stamp =
      order in STATION_KEYS || order === 'name' ? '' : `${this.plays.version}:${Math.floor(Date.now() / 60_000)}`;
    const cacheKey = `${order}:${reverse}`;
    const cached = this.orders.get(cacheKey);
    if (cached && cached.stamp === stamp) return cached.entries;
    const entries = keyOf ? sortedBy(this.all, keyOf, reverse) : reverse ? [...this.all].reverse() : this.all;
    this.orders.set(cacheKey, { stamp, entries });
    return entries;
  }

  /** A comparator for one order, for small lists sorted on the spot. */
  sort(entries: ViewEntry[], order: RadioBrowserStationOrder, reverse: boolean): ViewEntry[] {
    const keyOf = this.keyOf(order);
    if (keyOf) return sortedBy(entries, keyOf, reverse);
    const sorted = entries.sort(byNameThenId);
    return reverse ? sorted.reverse() : sorted;
  }

  private keyOf(order: RadioBrowserStationOrder): KeyOf | undefined {
    const own = STATION_KEYS[order];
    if (own) return own;
    switch (order) {
      case 'votes':
        return (entry) => entry.station.votes + this.plays.totals(entry.station.id).votes;
      case 'clickcount':
        return (entry) => this.plays.totals(entry.station.id).clickCount;
      case 'clicktrend':
        return (entry) => this.plays.totals(entry.station.id).clickTrend;
      case 'clicktimestamp':
        return (entry) => this.plays.totals(entry.station.id).lastPlayAt ?? '';
      default:
        return undefined;
    }
  }

  private refresh(): void {
    if (this.builtFor === this.catalogue.version) return;
    this.builtFor = this.catalogue.version;
    const listed = this.catalogue.list({ limit: this.catalogue.size, offset: 0, sort: 'name' }).items;
    const stations = [...listed, ...this.catalogue.offAir()];
    this.all = stations.map((station) => this.entryFor(station)).sort(byNameThenId);
    this.byStationId = new Map(this.all.map((entry) => [entry.station.id, entry]));
    this.orders.clear();
  }

  private entryFor(station: Station): ViewEntry {
    const languageNames = station.languages.map((code) => languageName(code).toLowerCase());
    const text = (field: TextField, values: readonly string[]) => values.map((value) => normalised(field, value));
    return {
      station,
      stationuuid: this.catalogue.radioBrowserId(station.id) ?? station.id,
      listed: !station.off_air,
      broken: isBroken(station),
      languageNames,
      text: {
        name: text('name', [station.name]),
        country: text('country', [station.country_name]),
        state: text('state', station.city ? [station.city] : []),
        language: text('language', languageNames),
        tag: text('tag', station.tags),
        codec: text('codec', station.codec ? [station.codec] : []),
      },
    };
  }
}
