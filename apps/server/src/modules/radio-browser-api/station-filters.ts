// Radio Browser's station filters over the catalogue index's served stations: text fields matched in
// part, or whole with their ...exact flag (case, accents and punctuation aside, as Radio Browser's
// database collation does), country codes, tag lists, codecs, bitrate ranges, https and geo
// information.
import type { RadioBrowserSearchQuery } from '@sauti/contract';
import { normalised, type ServedStation, type TextField } from '../catalogue';

export type StationTest = (entry: ServedStation) => boolean;

/** Radio Browser's default bitrateMax: no limit in practice. */
const NO_BITRATE_LIMIT = 1_000_000;

/** A station whose field holds the term (exact: a value equal to it). An empty part-term holds for all. */
export function fieldTest(field: TextField, term: string, exact: boolean): StationTest {
  const wanted = normalised(field, term);
  if (exact) return (entry) => entry.text[field].includes(wanted);
  if (wanted === '') return () => true;
  return (entry) => entry.text[field].some((value) => value.includes(wanted));
}

function countryCodeTest(code: string): StationTest {
  const wanted = code.trim().toUpperCase();
  return (entry) => entry.station.country === wanted;
}

/** A station holding every tag of the comma-separated list, each whole. */
function tagListTest(list: string): StationTest {
  const tags = list
    .split(',')
    .map((tag) => normalised('tag', tag))
    .filter(Boolean);
  return (entry) => tags.every((tag) => entry.text.tag.includes(tag));
}

/** Every filter of an advanced search (/json/stations/search), all of which must hold. */
export function searchTests(query: RadioBrowserSearchQuery): StationTest[] {
  const tests: StationTest[] = [];
  if (query.name !== undefined) tests.push(fieldTest('name', query.name, query.nameexact));
  if (query.country !== undefined) tests.push(fieldTest('country', query.country, query.countryexact));
  if (query.countrycode) tests.push(countryCodeTest(query.countrycode));
  if (query.state !== undefined) tests.push(fieldTest('state', query.state, query.stateexact));
  if (query.language !== undefined) tests.push(fieldTest('language', query.language, query.languageexact));
  if (query.tag !== undefined) tests.push(fieldTest('tag', query.tag, query.tagexact));
  if (query.taglist) tests.push(tagListTest(query.taglist));
  if (query.codec) tests.push(fieldTest('codec', query.codec, true));
  const { bitratemin: min, bitratemax: max } = query;
  if (min > 0 || max < NO_BITRATE_LIMIT) {
    tests.push((entry) => {
      const bitrate = entry.station.bitrate ?? 0;
      return bitrate >= min && bitrate <= max;
    });
  }
  const { is_https: https, has_geo_info: geo } = query;
  if (https !== undefined) tests.push((entry) => entry.station.url.startsWith('https:') === https);
  if (geo !== undefined)
    tests.push((entry) => (entry.station.geo_lat !== null && entry.station.geo_long !== null) === geo);
  // No station sends Radio Browser's extended-information headers.
  if (query.has_extended_info === true) tests.push(() => false);
  return tests;
}

/** The search of /json/stations/by{kind}/{term}: which field, matched whole or in part. */
export const BY_KINDS = {
  byname: { field: 'name', exact: false },
  bynameexact: { field: 'name', exact: true },
  bycodec: { field: 'codec', exact: false },
  bycodecexact: { field: 'codec', exact: true },
  bycountry: { field: 'country', exact: false },
  bycountryexact: { field: 'country', exact: true },
  bystate: { field: 'state', exact: false },
  bystateexact: { field: 'state', exact: true },
  bylanguage: { field: 'language', exact: false },
  bylanguageexact: { field: 'language', exact: true },
  bytag: { field: 'tag', exact: false },
  bytagexact: { field: 'tag', exact: true },
} as const satisfies Record<string, { field: TextField; exact: boolean }>;
export type ByKind = keyof typeof BY_KINDS | 'bycountrycodeexact';

export function byKindTest(kind: ByKind, term: string): StationTest {
  if (kind === 'bycountrycodeexact') return countryCodeTest(term);
  const { field, exact } = BY_KINDS[kind];
  return fieldTest(field, term, exact);
}

/** A station streaming from the address, as given or as the catalogue writes addresses. */
export function urlTest(address: string): StationTest {
  const forms = new Set([address.trim()]);
  if (URL.canParse(address.trim())) forms.add(new URL(address.trim()).toString());
  return (entry) => forms.has(entry.station.url) || forms.has(entry.station.url_resolved ?? '');
}
