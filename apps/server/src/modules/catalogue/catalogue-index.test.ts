import type { StationFilters } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { anIndexedStation } from '../../test-support/station-builders';
import { AFRICAN_COUNTRIES } from './african-countries';
import { CatalogueIndex } from './catalogue-index';

const countries = AFRICAN_COUNTRIES.map(({ code, name, flag }) => ({ code, name, flag, discoverable: true }));

function query(index: CatalogueIndex, filters: Partial<StationFilters> = {}) {
  return index.query({ limit: 20, offset: 0, ...filters });
}

const names = (page: { items: Array<{ name: string }> }) => page.items.map((station) => station.name);

describe('CatalogueIndex search', () => {
  const index = new CatalogueIndex(
    [
      anIndexedStation({ name: 'Wazobia FM Lagos', country: 'NG', clicks: 30 }),
      anIndexedStation({ name: 'Wazobia FM Abuja', country: 'NG', clicks: 10 }),
      anIndexedStation({ name: 'Cool FM', country: 'NG', tags: ['afrobeats', 'pop'], genre: 'afrobeats' }),
      anIndexedStation({ name: 'Trace FM', country: 'CI', languages: ['fr'], language: 'fr' }),
      anIndexedStation({ name: 'Radio Jam', country: 'CI', languages: ['fr'], language: 'fr' }),
      anIndexedStation({ name: 'Radio Télé Métropole', country: 'MA', tags: ['arabic'] }),
      anIndexedStation({ name: 'Jazz Central', country: 'ZA', clicks: 1, votes: 0 }),
      anIndexedStation({ name: 'Capital Radio', country: 'ZA', tags: ['jazz'], clicks: 5000, votes: 3000 }),
      anIndexedStation({ name: 'Unrelated Talk', country: 'KE', tags: ['news'], genre: 'talk', clicks: 9999 }),
    ],
    countries,
  );

  it('finds Wazobia FM stations by their name and with a typo', () => {
    for (const text of ['wazobia', 'wazobya', 'WAZOBIA', 'wazob']) {
      expect(names(query(index, { search: text })).sort(), text).toEqual(['Wazobia FM Abuja', 'Wazobia FM Lagos']);
    }
  });

  it("finds Côte d'Ivoire stations by the country's name typed without accents or apostrophe", () => {
    expect(names(query(index, { search: 'cote d ivoire' })).sort()).toEqual(['Radio Jam', 'Trace FM']);
    expect(names(query(index, { search: "Côte d'Ivoire" })).sort()).toEqual(['Radio Jam', 'Trace FM']);
  });

  it('finds afrobeats stations when searching afrobeat', () => {
    expect(names(query(index, { search: 'afrobeat' }))).toEqual(['Cool FM']);
  });

  it('ignores case and diacritics on both sides', () => {
    expect(names(query(index, { search: 'radio tele metropole' }))).toEqual(['Radio Télé Métropole']);
    expect(names(query(index, { search: 'MÉTROPOLE' }))).toEqual(['Radio Télé Métropole']);
  });

  it('finds stations by language name', () => {
    expect(names(query(index, { search: 'french' })).sort()).toEqual(['Radio Jam', 'Trace FM']);
  });

  it('ranks a station named after the words above a more popular one that only has them as a tag', () => {
    expect(names(query(index, { search: 'jazz' }))).toEqual(['Jazz Central', 'Capital Radio']);
  });

  it('ranks equally relevant stations by popularity', () => {
    expect(names(query(index, { search: 'wazobia fm' }))).toEqual(['Wazobia FM Lagos', 'Wazobia FM Abuja']);
  });

  it('finds nothing for words no station has, and does not fall back to everything', () => {
    expect(query(index, { search: 'zzzqqq' }).total).toBe(0);
    expect(query(index, { search: '!!!' }).total).toBe(0);
  });

  it('combines search with the filters and with a sort', () => {
    expect(names(query(index, { search: 'fm', country: 'NG', sort: 'name' }))).toEqual([
      'Cool FM',
      'Wazobia FM Abuja',
      'Wazobia FM Lagos',
    ]);
    expect(names(query(index, { search: 'wazobia', country: 'GH' }))).toEqual([]);
  });
});

describe('CatalogueIndex filters, sorting and paging', () => {
  const stations = [
    anIndexedStation(
      { name: 'b Radio', country: 'GH', genre: 'gospel', languages: ['en', 'tw'], clicks: 10, votes: 1 },
      5,
    ),
    anIndexedStation(
      { name: 'A Radio', country: 'GH', genre: 'highlife', languages: ['tw'], clicks: 50, votes: 0 },
      -2,
    ),
    anIndexedStation({ name: 'C Radio', country: 'NG', genre: 'gospel', languages: ['en'], clicks: 1, votes: 500 }, 40),
    anIndexedStation({
      name: 'D Radio',
      country: 'NG',
      genre: 'afrobeats',
      languages: ['en', 'yo'],
      clicks: 0,
      created_at: '2024-05-01T00:00:00.000Z',
    }),
    anIndexedStation({ name: 'E Radio', country: 'KE', genre: 'talk', languages: ['sw'], boosted: true }),
  ];
  const index = new CatalogueIndex(stations, countries);

  it('filters by country, genre and language, and by any combination of them', () => {
    expect(names(query(index, { country: 'GH' })).sort()).toEqual(['A Radio', 'b Radio']);
    expect(names(query(index, { genre: 'gospel' })).sort()).toEqual(['C Radio', 'b Radio']);
    expect(names(query(index, { language: 'en' })).sort()).toEqual(['C Radio', 'D Radio', 'b Radio']);
    expect(names(query(index, { country: 'GH', genre: 'gospel' }))).toEqual(['b Radio']);
    expect(names(query(index, { country: 'NG', language: 'yo' }))).toEqual(['D Radio']);
    expect(names(query(index, { genre: 'gospel', language: 'tw' }))).toEqual(['b Radio']);
    expect(names(query(index, { country: 'NG', genre: 'gospel', language: 'en' }))).toEqual(['C Radio']);
    expect(names(query(index, { country: 'KE', genre: 'gospel' }))).toEqual([]);
  });

  it('sorts by popularity by default, boosted stations first, then clicks and votes', () => {
    expect(names(query(index))).toEqual(['E Radio', 'C Radio', 'A Radio', 'b Radio', 'D Radio']);
    expect(names(query(index, { sort: 'popular' }))).toEqual(names(query(index)));
  });

  it('sorts by name ignoring case', () => {
    expect(names(query(index, { sort: 'name' }))).toEqual(['A Radio', 'b Radio', 'C Radio', 'D Radio', 'E Radio']);
  });

  it('sorts the newest first', () => {
    expect(names(query(index, { sort: 'newest' }))[0]).toBe('D Radio');
  });

  it('sorts by click trend for trending', () => {
    expect(names(query(index, { sort: 'trending' })).slice(0, 2)).toEqual(['C Radio', 'b Radio']);
    expect(names(query(index, { sort: 'trending' })).at(-1)).toBe('A Radio');
  });

  it('pages with limit and offset and counts the total of all pages', () => {
    const first = query(index, { sort: 'name', limit: 2, offset: 0 });
    const second = query(index, { sort: 'name', limit: 2, offset: 2 });
    const last = query(index, { sort: 'name', limit: 2, offset: 4 });
    expect([first.total, second.total, last.total]).toEqual([5, 5, 5]);
    expect([...names(first), ...names(second), ...names(last)]).toEqual([
      'A Radio',
      'b Radio',
      'C Radio',
      'D Radio',
      'E Radio',
    ]);
    expect(query(index, { offset: 10 })).toEqual({ items: [], total: 5 });
  });

  it('orders ties the same however the stations were loaded, so instances page alike', () => {
    const tied = Array.from({ length: 12 }, (_, n) =>
      anIndexedStation({ name: n % 2 ? 'Same Name' : `Radio ${n}`, clicks: 5, votes: 5, created_at: '2023-01-01' }),
    );
    const forwards = new CatalogueIndex(tied, countries);
    const backwards = new CatalogueIndex([...tied].reverse(), countries);
    for (const sort of ['popular', 'name', 'newest', 'trending'] as const) {
      const ids = (index: CatalogueIndex) => query(index, { sort, limit: 100 }).items.map((station) => station.id);
      expect(ids(backwards), sort).toEqual(ids(forwards));
    }
    const searched = (index: CatalogueIndex) => query(index, { search: 'same name' }).items.map((s) => s.id);
    expect(searched(backwards)).toEqual(searched(forwards));
  });

  it('finds a station by id or slug', () => {
    const station = stations[2]?.station;
    expect(index.get(station?.id ?? '')?.name).toBe('C Radio');
    expect(index.get(station?.slug ?? '')?.name).toBe('C Radio');
    expect(index.get('nope')).toBeUndefined();
  });

  it('counts stations per country, genre and language', () => {
    const ghana = index.countries().find((country) => country.code === 'GH');
    expect(ghana?.station_count).toBe(2);
    expect(index.countries()).toHaveLength(54);
    expect(index.genres().find((genre) => genre.id === 'gospel')?.count).toBe(2);
    expect(index.genres().find((genre) => genre.id === 'jazz')?.count).toBe(0);
    expect(index.languages().slice(0, 2)).toEqual([
      { code: 'en', name: 'English', count: 3 },
      { code: 'tw', name: 'Twi', count: 2 },
    ]);
  });

  it('summarises the total and the top countries by station count', () => {
    expect(index.summary()).toEqual({
      total_stations: 5,
      top_countries: [
        { code: 'GH', name: 'Ghana', count: 2 },
        { code: 'NG', name: 'Nigeria', count: 2 },
        { code: 'KE', name: 'Kenya', count: 1 },
      ],
    });
  });
});
