// Radio Browser's API's view of the catalogue index: the served stations (listed and off the air,
// since its clients also reach off-air ones, under `broken` and by uuid), each as a small record of
// what that API reads, in name order and in any other order it asks for (each made on its first use),
// all kept in step with the index one station at a time. A record is made when its station enters
// the view, so the records a walk in name order reads lie together in memory: reading each
// station's flags through its entry instead cost a cache miss per station, several times the walk.
import type { Station } from '@sauti/contract';
import { foldText } from '../../platform/text/fold';
import { type CatalogueEntry, isServed } from './catalogue-entry';
import { languageName } from './language-mapping';
import { byNameThenId } from './listed-stations';
import type { Order } from './sorted-array';
import { SortedViews } from './sorted-views';

/** The text fields Radio Browser filters on, each matched on its normalised values. */
export type TextField = 'name' | 'country' | 'state' | 'language' | 'tag' | 'codec';

/** How a filter term and a field's values are made comparable: case, accents and punctuation aside; codecs as written. */
export function normalised(field: TextField, value: string): string {
  return field === 'codec' ? value.trim().toLowerCase() : foldText(value);
}

/** Radio Browser's lastcheckok: the station plays as far as our checks (or Radio Browser's, until ours ran) know. */
export function isBroken(station: Station): boolean {
  return station.off_air || station.health === 'down' || station.last_check_ok === false;
}

export class ServedStation {
  /** False for stations our checks took off the air: only `broken` and look-ups by uuid serve them. */
  readonly listed: boolean;
  /** Radio Browser's lastcheckok = 0. */
  readonly broken: boolean;
  private normalisedText: Record<TextField, string[]> | undefined;

  constructor(
    readonly station: Station,
    /** Radio Browser's stationuuid, for a station that came from it. */
    readonly radioBrowserId: string | undefined,
  ) {
    this.listed = !station.off_air;
    this.broken = isBroken(station);
  }

  /** The station's id at Radio Browser, or ours for a station that did not come from it. */
  get stationuuid(): string {
    return this.radioBrowserId ?? this.station.id;
  }

  /** Language names as Radio Browser writes them: English, lower case. */
  get languageNames(): string[] {
    return this.station.languages.map((code) => languageName(code).toLowerCase());
  }

  /** The fields Radio Browser filters on, normalised on the first filter that reads them. */
  get text(): Record<TextField, string[]> {
    this.normalisedText ??= this.normaliseText();
    return this.normalisedText;
  }

  private normaliseText(): Record<TextField, string[]> {
    const { station } = this;
    const values = (field: TextField, all: readonly string[]) => all.map((value) => normalised(field, value));
    return {
      name: values('name', [station.name]),
      country: values('country', [station.country_name]),
      state: values('state', station.city ? [station.city] : []),
      language: values('language', this.languageNames),
      tag: values('tag', station.tags),
      codec: values('codec', station.codec ? [station.codec] : []),
    };
  }
}

/** An order of the served stations: a name for it, and a total order (ties settled, by name for instance). */
export interface ServedOrder {
  key: string;
  compare: Order<ServedStation>;
}

const servedStation = (entry: CatalogueEntry) => new ServedStation(entry.station, entry.radioBrowserId);

export class ServedStations {
  private readonly byId: Map<string, ServedStation>;
  private readonly orders: SortedViews<string, ServedStation>;

  constructor(entries: readonly CatalogueEntry[]) {
    const served = entries.filter(isServed).sort(byNameThenId).map(servedStation);
    this.byId = new Map(served.map((record) => [record.station.id, record]));
    this.orders = new SortedViews(served, 'name', byNameThenId);
  }

  /** A station came, went or changed in the index (before and after the change). */
  change(before: CatalogueEntry | undefined, after: CatalogueEntry | undefined): void {
    const gone = before && this.byId.get(before.station.id);
    if (gone) {
      this.orders.remove(gone);
      this.byId.delete(gone.station.id);
    }
    if (!after || !isServed(after)) return;
    const record = servedStation(after);
    this.byId.set(after.station.id, record);
    this.orders.add(record);
  }

  /** Every served station by name (then id); in `order` when one is given. */
  inOrder(order?: ServedOrder): readonly ServedStation[] {
    return order ? this.orders.inOrder(order.key, order.compare) : this.orders.all;
  }

  /** A served station by id. */
  get(id: string): ServedStation | undefined {
    return this.byId.get(id);
  }
}
