// The admin list's view of the catalogue index: every stored station (inactive, deleted, off the air,
// hidden countries too, which listeners never see) in each of the admin's sort orders, so a filtered,
// sorted, counted page at 50,000 stations costs about a millisecond instead of the table scans SQL
// needs to count and to search names. The page's stations are then read whole from the database by
// id. It follows the index one station at a time, as the listeners' view does.
//
// Each station has a slot, a small number it keeps while it is in; what a read tests of it (bit
// flags and small codes for country, genre and health) is packed in one 32-bit word per slot, and
// each order is a list of slots. A read tests every station, and walking objects scattered in
// memory in a sorted order costs a cache miss per station, ten times the tests themselves; the words
// of 50,000 stations take 200 KiB. For the same reason a name search runs over all the name keys
// joined in one string, not over 50,000 separate strings.
import type { AdminStationFilters, AdminStationSort } from '@sauti/contract';
import { foldText } from '../../platform/text/fold';
import type { CatalogueEntry } from './catalogue-entry';
import { insertInOrder, type Order, removeInOrder } from './sorted-array';

type Direction = 'asc' | 'desc';

/** The direction each sort reads in when none is asked for: names A to Z, the rest newest or most first. */
const DEFAULT_DIRECTION: Record<AdminStationSort, Direction> = {
  name: 'asc',
  country: 'asc',
  newest: 'desc',
  updated: 'desc',
  popular: 'desc',
};
const SORTS = Object.keys(DEFAULT_DIRECTION) as AdminStationSort[];

/** The low byte of a slot's word: its flags. Then a byte each for its country, genre and health codes. */
const FLAG = { active: 1, boosted: 2, premium: 4, offAir: 8, deleted: 16, hiddenCountry: 32 } as const;
const SHIFT = { country: 8, genre: 16, health: 24 } as const;
const BYTE = 0xff;

function flagsOf(entry: CatalogueEntry): number {
  const { station } = entry;
  return (
    (station.is_active ? FLAG.active : 0) |
    (station.boosted ? FLAG.boosted : 0) |
    (station.is_premium ? FLAG.premium : 0) |
    (station.off_air ? FLAG.offAir : 0) |
    (entry.deleted ? FLAG.deleted : 0) |
    (entry.countryHidden ? FLAG.hiddenCountry : 0)
  );
}

/** Small numbers for a field's few values (countries, genres, health): each fits in a byte. */
class Codes {
  private readonly byValue = new Map<string, number>();

  codeOf(value: string): number {
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.byValue.size;
      this.byValue.set(value, code);
    }
    return code;
  }

  /** The code a filter wants; a value no station has gets one no station has. */
  wanted(value: string): number {
    return this.byValue.get(value) ?? BYTE;
  }
}

/** What places a slot in each order: sorting keys, each as it was when the slot went in. */
interface OrderKeys {
  nameKey: string;
  country: string;
  created: number;
  updated: number;
  popularity: number;
}

const timeOf = (iso: string) => Date.parse(iso) || 0;

function orderKeysOf(entry: CatalogueEntry): OrderKeys {
  return {
    nameKey: entry.nameKey,
    country: entry.station.country,
    created: timeOf(entry.station.created_at),
    updated: timeOf(entry.station.updated_at),
    popularity: entry.popularity,
  };
}

/** The orders whose place for a station moves when its keys change from `was` to `now`. */
function movedOrders(was: OrderKeys, now: OrderKeys): AdminStationSort[] {
  // Every order settles ties by name.
  if (was.nameKey !== now.nameKey) return SORTS;
  const moved: AdminStationSort[] = [];
  if (was.country !== now.country) moved.push('country');
  if (was.created !== now.created) moved.push('newest');
  if (was.updated !== now.updated) moved.push('updated');
  if (was.popularity !== now.popularity) moved.push('popular');
  return moved;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every name key by slot, joined by newlines (which no key holds), and where each starts. */
interface Names {
  text: string;
  starts: Uint32Array;
}

function joinedNames(keys: readonly (OrderKeys | undefined)[]): Names {
  const starts = new Uint32Array(keys.length);
  let offset = 0;
  keys.forEach((key, slot) => {
    starts[slot] = offset;
    offset += (key?.nameKey.length ?? 0) + 1;
  });
  return { text: keys.map((key) => key?.nameKey ?? '').join('\n'), starts };
}

/** The slots whose name key holds the folded search. */
function searchNames({ text, starts }: Names, search: string): Uint8Array {
  const found = new Uint8Array(starts.length);
  let from = text.indexOf(search);
  while (from !== -1) {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= from) low = middle;
      else high = middle - 1;
    }
    found[low] = 1;
    from = text.indexOf(search, starts[low + 1] ?? text.length);
  }
  return found;
}

export class AdminListView {
  private readonly slotById = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly ids: string[] = [];
  private readonly keys: (OrderKeys | undefined)[] = [];
  private words = new Uint32Array(0);
  private readonly countries = new Codes();
  private readonly genres = new Codes();
  private readonly health = new Codes();
  /** Each order as slots, ascending; read backwards it is descending. */
  private readonly orders: Record<AdminStationSort, number[]>;
  private readonly comparators: Record<AdminStationSort, Order<number>>;
  /** The name keys joined, made again on the first search after a name changed. */
  private names: Names | undefined;

  constructor(entries: readonly CatalogueEntry[]) {
    const key = (slot: number) => this.keys[slot] as OrderKeys;
    const byName: Order<number> = (a, b) => byText(key(a).nameKey, key(b).nameKey) || byText(this.id(a), this.id(b));
    const by =
      (field: 'created' | 'updated' | 'popularity'): Order<number> =>
      (a, b) =>
        key(a)[field] - key(b)[field] || byName(a, b);
    this.comparators = {
      name: byName,
      country: (a, b) => byText(key(a).country, key(b).country) || byName(a, b),
      newest: by('created'),
      updated: by('updated'),
      // Most popular first when read backwards, and then A to Z: names backwards here.
      popular: (a, b) => key(a).popularity - key(b).popularity || byName(b, a),
    };
    this.makeRoomFor(entries.length);
    for (const entry of entries) this.fill(this.takeSlot(entry.station.id), entry);
    const slots = () => Array.from(entries, (_, slot) => slot);
    this.orders = {} as Record<AdminStationSort, number[]>;
    for (const sort of SORTS) this.orders[sort] = slots().sort(this.comparators[sort]);
  }

  /** A station came, went or changed in the index (before and after the change). */
  change(before: CatalogueEntry | undefined, after: CatalogueEntry | undefined): void {
    if (!after) {
      if (before) this.remove(before.station.id);
      return;
    }
    const slot = this.slotById.get(after.station.id);
    if (slot === undefined) this.add(after);
    else this.update(slot, after);
  }

  /** The ids of one page in order, and the total over all pages. */
  query(filters: AdminStationFilters): { ids: string[]; total: number } {
    const order = this.orders[filters.sort];
    const descending = (filters.order ?? DEFAULT_DIRECTION[filters.sort]) === 'desc';
    const { mask, want } = this.test(filters);
    const search = filters.search ? foldText(filters.search) : '';
    const named = search ? searchNames(this.joinedNames(), search) : null;
    const start = (filters.page - 1) * filters.page_size;
    const end = start + filters.page_size;
    const words = this.words;
    const page: string[] = [];
    let total = 0;
    const count = order.length;
    for (let step = 0; step < count; step += 1) {
      const slot = order[descending ? count - 1 - step : step] as number;
      if (((words[slot] as number) & mask) !== want) continue;
      if (named && named[slot] !== 1) continue;
      if (total >= start && total < end) page.push(this.id(slot));
      total += 1;
    }
    return { ids: page, total };
  }

  /** The bits of a slot's word a read looks at, and the values they must have. */
  private test(filters: AdminStationFilters): { mask: number; want: number } {
    let mask = FLAG.deleted;
    let want = filters.deleted === true ? FLAG.deleted : 0;
    const flags: Array<[boolean | undefined, number]> = [
      [filters.active, FLAG.active],
      [filters.boosted, FLAG.boosted],
      [filters.premium, FLAG.premium],
      [filters.off_air, FLAG.offAir],
      [filters.hidden, FLAG.hiddenCountry],
    ];
    for (const [value, bit] of flags) {
      if (value === undefined) continue;
      mask |= bit;
      if (value) want |= bit;
    }
    const codes: Array<[string | undefined, Codes, number]> = [
      [filters.country, this.countries, SHIFT.country],
      [filters.genre, this.genres, SHIFT.genre],
      [filters.health, this.health, SHIFT.health],
    ];
    for (const [value, codesOfField, shift] of codes) {
      if (value === undefined) continue;
      mask |= BYTE << shift;
      want |= codesOfField.wanted(value) << shift;
    }
    return { mask, want };
  }

  private add(entry: CatalogueEntry): void {
    const slot = this.takeSlot(entry.station.id);
    this.makeRoomFor(slot + 1);
    this.fill(slot, entry);
    for (const sort of SORTS) insertInOrder(this.orders[sort], slot, this.comparators[sort]);
  }

  /** Moves the slot only in the orders its change moves it in: a health check's result moves it in none. */
  private update(slot: number, entry: CatalogueEntry): void {
    const moved = movedOrders(this.keys[slot] as OrderKeys, orderKeysOf(entry));
    for (const sort of moved) removeInOrder(this.orders[sort], slot, this.comparators[sort]);
    this.fill(slot, entry);
    for (const sort of moved) insertInOrder(this.orders[sort], slot, this.comparators[sort]);
  }

  private remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    for (const sort of SORTS) removeInOrder(this.orders[sort], slot, this.comparators[sort]);
    this.slotById.delete(id);
    this.freeSlots.push(slot);
  }

  private takeSlot(id: string): number {
    const slot = this.freeSlots.pop() ?? this.ids.length;
    this.slotById.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  private fill(slot: number, entry: CatalogueEntry): void {
    const keys = orderKeysOf(entry);
    if (this.keys[slot]?.nameKey !== keys.nameKey) this.names = undefined;
    this.keys[slot] = keys;
    const { country, genre, health } = entry.station;
    this.words[slot] =
      flagsOf(entry) |
      (this.countries.codeOf(country) << SHIFT.country) |
      (this.genres.codeOf(genre) << SHIFT.genre) |
      (this.health.codeOf(health) << SHIFT.health);
  }

  private id(slot: number): string {
    return this.ids[slot] as string;
  }

  private joinedNames(): Names {
    this.names ??= joinedNames(this.keys);
    return this.names;
  }

  private makeRoomFor(slots: number): void {
    if (slots <= this.words.length) return;
    const grown = new Uint32Array(Math.max(slots, this.words.length * 2));
    grown.set(this.words);
    this.words = grown;
  }
}
