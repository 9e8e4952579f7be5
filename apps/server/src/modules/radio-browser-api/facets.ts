// Radio Browser's facet lists (countries, country codes, languages, tags, codecs): how many listed
// stations have each value, narrowed by a part of the name, then ordered and paged as it does.
import type { RadioBrowserFacetQuery } from '@sauti/contract';
import { foldText } from '../../platform/text/fold';
import type { ServedStation } from '../catalogue';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export type Counted<T> = T & { stationcount: number };

/** One row per distinct name among the stations' values, with how many stations have it. */
export function countFacet<T extends { name: string }>(
  entries: Iterable<ServedStation>,
  valuesOf: (entry: ServedStation) => T[],
): Counted<T>[] {
  const rows = new Map<string, Counted<T>>();
  for (const entry of entries) {
    for (const value of valuesOf(entry)) {
      const row = rows.get(value.name);
      if (row) row.stationcount += 1;
      else rows.set(value.name, { ...value, stationcount: 1 });
    }
  }
  return [...rows.values()];
}

/** The rows whose name holds the filter, in the query's order and page. */
export function facetPage<T extends { name: string; stationcount: number }>(
  rows: T[],
  filter: string | undefined,
  query: RadioBrowserFacetQuery,
): T[] {
  const wanted = filter ? foldText(filter) : '';
  const direction = query.reverse ? -1 : 1;
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  const compare = query.order === 'stationcount' ? (a: T, b: T) => a.stationcount - b.stationcount : byName;
  return rows
    .filter((row) => wanted === '' || foldText(row.name).includes(wanted))
    .sort((a, b) => direction * compare(a, b) || byName(a, b))
    .slice(query.offset, query.offset + query.limit);
}
