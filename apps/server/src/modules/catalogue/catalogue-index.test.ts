import { type AdminStationFilters, AdminStationQuery, type StationFilters } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { anIndexedStation } from '../../test-support/station-builders';
import { AFRICAN_COUNTRIES } from './african-countries';
import { CatalogueIndex } from './catalogue-index';
import { COMMON_TERM_MIN_STATIONS } from './station-search';

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

  it('sorts by health: working stations first, best first, unchecked above silent, then by popularity', () => {
    const checked = new CatalogueIndex(
      [
        anIndexedStation({ name: 'Silent', health: 'down', clicks: 900 }),
        anIndexedStation({ name: 'Unchecked', health: 'unknown', clicks: 800 }),
        anIndexedStation({ name: 'Weak', health: 'poor', clicks: 700 }),
        anIndexedStation({ name: 'Good Quiet', health: 'good', clicks: 1 }),
        anIndexedStation({ name: 'Good Loud', health: 'good', clicks: 600 }),
        anIndexedStation({ name: 'Excellent', health: 'excellent', clicks: 2 }),
      ],
      countries,
    );
    expect(names(query(checked, { sort: 'health' }))).toEqual([
      'Excellent',
      'Good Loud',
      'Good Quiet',
      'Weak',
      'Unchecked',
      'Silent',
    ]);
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
    for (const sort of ['popular', 'name', 'newest', 'trending', 'health'] as const) {
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

describe('CatalogueIndex and off-air stations', () => {
  const onAir = anIndexedStation({ name: 'Sunrise FM', country: 'GH', genre: 'gospel' });
  const offAir = anIndexedStation({ name: 'Sunset FM', country: 'GH', genre: 'gospel', off_air: true });
  const index = new CatalogueIndex([onAir, offAir], countries);

  it('still opens an off-air station by its id or slug', () => {
    expect(index.get(offAir.station.id)?.name).toBe('Sunset FM');
    expect(index.get(offAir.station.slug)?.name).toBe('Sunset FM');
  });

  it('leaves an off-air station out of lists, search, facets and counts', () => {
    expect(index.query({ limit: 20, offset: 0 }).items.map((station) => station.name)).toEqual(['Sunrise FM']);
    expect(index.query({ search: 'sunset', limit: 20, offset: 0 }).total).toBe(0);
    expect(index.countries().find((country) => country.code === 'GH')?.station_count).toBe(1);
    expect(index.genres().find((genre) => genre.id === 'gospel')?.count).toBe(1);
    expect(index.summary().total_stations).toBe(1);
    expect(index.size).toBe(1);
  });
});

describe('CatalogueIndex search that forgives', () => {
  const index = new CatalogueIndex(
    [
      anIndexedStation({ name: 'Radio Tunis Chaîne Internationale', country: 'TN', genre: 'talk' }),
      anIndexedStation({ name: 'Mosaïque FM', country: 'TN', genre: 'pop', languages: ['ar'] }),
      anIndexedStation({ name: 'Amhara Mass Media', country: 'ET', genre: 'talk', languages: ['am'], language: 'am' }),
      anIndexedStation({ name: 'Sheger FM', country: 'ET', genre: 'talk', languages: ['am'], language: 'am' }),
      anIndexedStation({ name: 'Wazobia FM Lagos', country: 'NG', genre: 'pop', aliases: ['Wazobia 95.1 Lagos'] }),
      anIndexedStation({ name: 'Joy Prime', country: 'GH', aliases: ['Adom Gospel Stream'], genre: 'talk' }),
      anIndexedStation({ name: 'Hallelujah Voice', country: 'GH', genre: 'gospel', tags: ['gospel'] }),
      anIndexedStation({ name: 'Praise Power', country: 'KE', genre: 'gospel', tags: ['gospel'] }),
      anIndexedStation({ name: 'Capital Jazz', country: 'ZA', genre: 'jazz', tags: ['jazz'] }),
      anIndexedStation({ name: 'Kiss 1027', country: 'NG', genre: 'pop' }),
    ],
    countries,
  );
  const found = (search: string) => names(query(index, { search })).sort();

  it('counts two swapped neighbouring letters as one typo', () => {
    expect(found('tunsiia')).toEqual(['Mosaïque FM', 'Radio Tunis Chaîne Internationale']);
    expect(found('amhraa')).toEqual(['Amhara Mass Media']);
    expect(found('amhraic')).toEqual(['Amhara Mass Media', 'Sheger FM']);
    expect(found('wazboia')).toEqual(['Wazobia FM Lagos']);
  });

  it('reads only the last word as the start of longer words: the words before it are whole', () => {
    expect(found('capital gos')).toContain('Hallelujah Voice');
    expect(found('gos capital')).toEqual(['Capital Jazz']);
  });

  it('takes numbers as they are: a frequency is exact', () => {
    expect(found('1027')).toEqual(['Kiss 1027']);
    expect(found('1028')).toEqual([]);
    expect(found('1072')).toEqual([]);
  });

  it('forgives a swap on top of another typo only in long words', () => {
    // "internationale" allows two typos: a swap (ni) and a missing letter (o).
    expect(found('internatinael')).toEqual(['Radio Tunis Chaîne Internationale']);
    // "amhara" allows one: the swap uses it up.
    expect(found('amhrab')).toEqual([]);
  });

  it('finds a station by the name of a duplicate merged into it', () => {
    expect(found('adom')).toEqual(['Joy Prime']);
    expect(found('adom gospel stream')).toEqual(['Joy Prime']);
    expect(names(query(index, { search: 'wazobia 95.1' }))).toEqual(['Wazobia FM Lagos']);
  });

  it('ranks a station named after the words above one that only has them as an alias', () => {
    const gospel = names(query(index, { search: 'gospel' }));
    expect(gospel.at(-1)).toBe('Joy Prime');
    expect(gospel.slice(0, 2).sort()).toEqual(['Hallelujah Voice', 'Praise Power']);
  });

  it('finds nothing for a query of nothing but nonsense', () => {
    expect(found('xqzvbn wplk')).toEqual([]);
    expect(found('xqzvbn')).toEqual([]);
  });

  it('still finds the stations of the one real word among nonsense', () => {
    expect(found('xqzvbn gospel')).toEqual(['Hallelujah Voice', 'Joy Prime', 'Praise Power']);
    expect(found('gospel xqzvbn wplk')).toEqual(found('gospel'));
  });

  it('answers stations holding all the real words, or any of them when none holds all', () => {
    expect(found('gospel kenya')).toEqual(['Praise Power']);
    expect(found('jazz xqzvbn kenya')).toEqual(['Capital Jazz', 'Praise Power']);
  });
});

describe('CatalogueIndex search over terms in more than a thousand stations', () => {
  // Past COMMON_TERM_MIN_STATIONS stations holding a word, the word is answered by popularity.
  const stations = Array.from({ length: COMMON_TERM_MIN_STATIONS + 20 }, (_, n) =>
    anIndexedStation({ name: `Radio ${n}`, clicks: n, country: n % 2 ? 'GH' : 'KE', genre: 'talk' }),
  );
  const index = new CatalogueIndex(
    [...stations, anIndexedStation({ name: 'Highlife Classics', genre: 'highlife', clicks: 5 })],
    countries,
  );

  it('finds the common word with two letters swapped, most popular first', () => {
    const page = query(index, { search: 'raido', limit: 2 });
    expect(page.total).toBe(stations.length);
    expect(names(page)).toEqual(['Radio 1019', 'Radio 1018']);
  });

  it('answers the common word alone when the rest is nonsense', () => {
    expect(query(index, { search: 'xqzvbn radio' }).total).toBe(stations.length);
  });

  it('keeps common-word answers right as single stations change', () => {
    const first = stations[0]?.station;
    if (!first) throw new Error('no station');
    index.upsert({ station: { ...first, name: 'Highlife Heaven', genre: 'highlife' }, clickTrend: 0 });
    expect(query(index, { search: 'radio' }).total).toBe(stations.length - 1);
    expect(names(query(index, { search: 'highlife' })).sort()).toEqual(['Highlife Classics', 'Highlife Heaven']);
    index.upsert({ station: { ...first, name: 'Radio Zero', clicks: 1_000_000 }, clickTrend: 0 });
    expect(names(query(index, { search: 'radio', limit: 1 }))).toEqual(['Radio Zero']);
    index.remove(first.id);
    expect(query(index, { search: 'radio' }).total).toBe(stations.length - 1);
    expect(names(query(index, { search: 'radio', limit: 1 }))).toEqual(['Radio 1019']);
  });
});

describe('CatalogueIndex search over several common words at once', () => {
  const half = COMMON_TERM_MIN_STATIONS + 1;
  // "afrique" and "afrika" are each in half of the stations, "sound" in two thirds: all three are common.
  const stations = Array.from({ length: 2 * half }, (_, n) =>
    anIndexedStation({ name: `${n % 2 ? 'Afrique' : 'Afrika'} ${n % 3 ? 'Sound' : 'Beat'} ${n}`, clicks: n }),
  );
  const index = new CatalogueIndex(stations, countries);
  const nameOf = (n: number) => stations[n]?.station.name;
  const afriqueSound = stations.filter(({ station }) => station.name.startsWith('Afrique Sound'));

  it('merges the common words a prefix starts, most popular first', () => {
    const page = query(index, { search: 'afri', limit: 3 });
    expect(page.total).toBe(2 * half);
    const last = 2 * half - 1;
    expect(names(page)).toEqual([nameOf(last), nameOf(last - 1), nameOf(last - 2)]);
  });

  it('keeps the stations holding every common word in popularity order as stations come and go', () => {
    expect(query(index, { search: 'afrique sound' }).total).toBe(afriqueSound.length);
    const top = afriqueSound.at(-1)?.station;
    if (!top) throw new Error('no station');
    index.remove(top.id);
    expect(query(index, { search: 'afrique sound' }).total).toBe(afriqueSound.length - 1);
    index.upsert({ station: { ...top, clicks: 0 }, clickTrend: 0 });
    const every = names(query(index, { search: 'afrique sound', limit: 2 * half }));
    const others = afriqueSound.slice(0, -1).map(({ station }) => station.name);
    expect(every).toEqual([...others.reverse(), top.name]);
  });
});

describe('CatalogueIndex updated one station at a time', () => {
  const base = () => [
    anIndexedStation({ name: 'Alpha FM', country: 'GH', genre: 'gospel', languages: ['en'], clicks: 40 }, 3),
    anIndexedStation({ name: 'Bravo Radio', country: 'NG', genre: 'afrobeats', languages: ['yo'], clicks: 10 }, 1),
    anIndexedStation({ name: 'Charlie Jazz', country: 'ZA', genre: 'jazz', languages: ['en', 'zu'], votes: 90 }, 9),
    anIndexedStation({ name: 'Delta Talk', country: 'KE', genre: 'talk', languages: ['sw'], boosted: true }),
    anIndexedStation({ name: 'Echo Gospel', country: 'GH', genre: 'gospel', languages: ['tw'], off_air: true }),
  ];

  /** Everything a reader can ask, to compare an updated index with one built from scratch. */
  function everything(index: CatalogueIndex) {
    const lists = (['popular', 'name', 'newest', 'trending', 'health'] as const).map((sort) =>
      query(index, { sort, limit: 50 }),
    );
    const searches = ['fm', 'radio', 'gospel', 'jazz', 'ghana', 'omega', 'zulu'].map((search) =>
      query(index, { search, limit: 50 }),
    );
    const filtered = [
      query(index, { country: 'GH' }),
      query(index, { genre: 'gospel' }),
      query(index, { language: 'en' }),
    ];
    return {
      lists,
      searches,
      filtered,
      countries: index.countries(),
      genres: index.genres(),
      languages: index.languages(),
      summary: index.summary(),
      stats: index.stats(),
      size: index.size,
    };
  }

  it('answers exactly as an index built from scratch with the same stations', () => {
    const stations = base();
    const [alpha, bravo, charlie, delta, echo] = stations.map((entry) => entry.station);
    if (!alpha || !bravo || !charlie || !delta || !echo) throw new Error('stations missing');
    // Sorted views are made on first use: one index has them all before the changes, one none.
    const readBefore = new CatalogueIndex(stations, countries);
    everything(readBefore);
    const unread = new CatalogueIndex(stations, countries);
    const omega = anIndexedStation({ name: 'Omega Waves', country: 'ZA', genre: 'jazz', languages: ['zu'] }, 4);
    const final = [
      {
        station: { ...alpha, name: 'Alpha Gospel FM', clicks: 5, country: 'NG', country_name: 'Nigeria' },
        clickTrend: 8,
      },
      { station: { ...charlie, off_air: true }, clickTrend: 9 },
      { station: { ...delta, boosted: false, genre: 'gospel' as const, languages: ['sw', 'en'] }, clickTrend: 0 },
      { station: { ...echo, off_air: false, slug: 'echo-gospel-accra' }, clickTrend: 2 },
      omega,
    ];
    for (const index of [readBefore, unread]) {
      for (const entry of final) index.upsert(entry);
      index.remove(bravo.id);
      expect(everything(index)).toEqual(everything(new CatalogueIndex(final, countries)));
    }
  });

  it('opens a station by its new slug after a change, and no longer by the old one', () => {
    const stations = base();
    const echo = stations[4]?.station;
    if (!echo) throw new Error('no station');
    const index = new CatalogueIndex(stations, countries);
    index.upsert({ station: { ...echo, slug: 'echo-accra' }, clickTrend: 0 });
    expect(index.get('echo-accra')?.id).toBe(echo.id);
    expect(index.get(echo.slug)).toBeUndefined();
    index.remove(echo.id);
    expect(index.get(echo.id)).toBeUndefined();
    expect(index.get('echo-accra')).toBeUndefined();
  });

  it('takes an off-air station out of lists and facets, and puts it back when it plays again', () => {
    const stations = base();
    const alpha = stations[0]?.station;
    if (!alpha) throw new Error('no station');
    const index = new CatalogueIndex(stations, countries);
    index.upsert({ station: { ...alpha, off_air: true }, clickTrend: 0 });
    expect(index.size).toBe(3);
    expect(query(index, { search: 'alpha' }).total).toBe(0);
    expect(index.countries().find((country) => country.code === 'GH')?.station_count).toBe(0);
    expect(index.stats().countries_with_stations).toBe(3);
    index.upsert({ station: { ...alpha, off_air: false }, clickTrend: 0 });
    expect(names(query(index, { search: 'alpha' }))).toEqual(['Alpha FM']);
    expect(index.countries().find((country) => country.code === 'GH')?.station_count).toBe(1);
  });
});

describe('CatalogueIndex figures and popularity', () => {
  const index = new CatalogueIndex(
    [
      anIndexedStation({ name: 'Nobody FM', country: 'GH', genre: 'gospel', languages: ['en'] }),
      anIndexedStation({ name: 'Some FM', country: 'GH', genre: 'talk', languages: ['en', 'tw'], clicks: 10 }),
      anIndexedStation({ name: 'Many FM', country: 'NG', genre: 'talk', languages: ['ha'], votes: 500 }),
      anIndexedStation({ name: 'Most FM', country: 'KE', genre: 'talk', languages: [], clicks: 1000 }),
      anIndexedStation({ name: 'Gone FM', country: 'ML', genre: 'jazz', languages: ['bm'], off_air: true }),
    ],
    countries,
  );

  it('counts countries, genres and languages that have listed stations', () => {
    expect(index.stats()).toEqual({
      stations: 4,
      countries: 54,
      countries_with_stations: 3,
      genres_with_stations: 2,
      languages: 3,
    });
  });

  it('gives each station its popularity against the others, 0 to 100', () => {
    const popularity = (name: string) => index.query({ search: name, limit: 1, offset: 0 }).items[0]?.popularity;
    expect(popularity('nobody')).toBe(0);
    expect(popularity('some')).toBe(33);
    expect(popularity('many')).toBe(67);
    expect(popularity('most')).toBe(100);
  });
});

describe('CatalogueIndex of every stored station, whoever may see it', () => {
  const shown = anIndexedStation({ name: 'Shown FM', country: 'GH', clicks: 10 });
  const offAir = anIndexedStation({ name: 'Silent FM', country: 'GH', off_air: true });
  const inactive = anIndexedStation({ name: 'Resting FM', country: 'GH', is_active: false });
  const deleted = { ...anIndexedStation({ name: 'Binned FM', country: 'KE' }), deleted: true };
  const hidden = anIndexedStation({ name: 'Somali Voice', country: 'SO' });
  const somaliaHidden = countries.map((country) => ({ ...country, discoverable: country.code !== 'SO' }));
  const index = new CatalogueIndex([shown, offAir, inactive, deleted, hidden], somaliaHidden);
  const adminNames = (filters: Partial<AdminStationFilters> = {}) =>
    index.adminPage(AdminStationQuery.parse(filters)).ids.map((id) => nameById.get(id));
  const nameById = new Map([shown, offAir, inactive, deleted, hidden].map(({ station }) => [station.id, station.name]));

  it('gives listeners only listed stations, and opens only served ones by id or slug', () => {
    expect(names(query(index))).toEqual(['Shown FM']);
    expect(index.get(offAir.station.slug)?.name).toBe('Silent FM');
    for (const unseen of [inactive, deleted, hidden]) expect(index.get(unseen.station.id)).toBeUndefined();
    expect(index.countries().map((country) => country.code)).not.toContain('SO');
    expect(index.stats().countries).toBe(53);
  });

  it('serves Radio Browser the listed and off-air stations by name, and nothing else', () => {
    expect(index.servedStations().map((served) => served.station.name)).toEqual(['Shown FM', 'Silent FM']);
    expect(index.findServed(hidden.station.id)).toBeUndefined();
    expect(index.findServed(offAir.station.id)?.listed).toBe(false);
  });

  it('lists every stored station for the admin, deleted ones only in the bin, each state with its filter', () => {
    expect(adminNames()).toEqual(['Resting FM', 'Shown FM', 'Silent FM', 'Somali Voice']);
    expect(adminNames({ deleted: true })).toEqual(['Binned FM']);
    expect(adminNames({ active: false })).toEqual(['Resting FM']);
    expect(adminNames({ off_air: true })).toEqual(['Silent FM']);
    expect(adminNames({ hidden: true })).toEqual(['Somali Voice']);
    expect(adminNames({ hidden: false, country: 'GH', sort: 'popular' })).toEqual([
      'Shown FM',
      'Resting FM',
      'Silent FM',
    ]);
    expect(index.isCountryVisible('SO')).toBe(false);
  });
});

describe('CatalogueIndex admin list', () => {
  const stations = [
    anIndexedStation({
      name: 'Église FM',
      country: 'CI',
      genre: 'gospel',
      health: 'good',
      clicks: 5,
      created_at: '2024-03-01T00:00:00.000Z',
      updated_at: '2024-06-01T00:00:00.000Z',
    }),
    anIndexedStation({
      name: 'Accra Talk',
      country: 'GH',
      genre: 'talk',
      health: 'down',
      clicks: 50,
      aliases: ['Radio Gold'],
      boosted: true,
      created_at: '2022-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    }),
    anIndexedStation({
      name: 'Zion Gospel',
      country: 'GH',
      genre: 'gospel',
      health: 'good',
      votes: 3,
      is_premium: true,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-02-01T00:00:00.000Z',
    }),
    anIndexedStation({
      name: 'Mombasa Beats',
      country: 'KE',
      genre: 'afrobeats',
      health: 'poor',
      clicks: 20,
      created_at: '2023-01-01T00:00:00.000Z',
      updated_at: '2023-01-01T00:00:00.000Z',
    }),
  ];
  const nameById = new Map(stations.map(({ station }) => [station.id, station.name]));
  const adminNames = (index: CatalogueIndex, filters: Partial<AdminStationFilters> = {}) =>
    index.adminPage(AdminStationQuery.parse(filters)).ids.map((id) => nameById.get(id) ?? id);
  const index = new CatalogueIndex(stations, countries);

  it('sorts names A to Z and the others newest or most first, either way round with order', () => {
    expect(adminNames(index)).toEqual(['Accra Talk', 'Église FM', 'Mombasa Beats', 'Zion Gospel']);
    expect(adminNames(index, { order: 'desc' })).toEqual(['Zion Gospel', 'Mombasa Beats', 'Église FM', 'Accra Talk']);
    expect(adminNames(index, { sort: 'country' })).toEqual(['Église FM', 'Accra Talk', 'Zion Gospel', 'Mombasa Beats']);
    expect(adminNames(index, { sort: 'newest' })).toEqual(['Zion Gospel', 'Église FM', 'Mombasa Beats', 'Accra Talk']);
    expect(adminNames(index, { sort: 'updated' })[0]).toBe('Zion Gospel');
    expect(adminNames(index, { sort: 'popular' })).toEqual(['Accra Talk', 'Mombasa Beats', 'Église FM', 'Zion Gospel']);
    expect(adminNames(index, { sort: 'popular', order: 'asc' })[0]).toBe('Zion Gospel');
  });

  it('searches names and aliases without case or accents, and filters by country, genre, health and flags', () => {
    expect(adminNames(index, { search: 'EGLISE' })).toEqual(['Église FM']);
    expect(adminNames(index, { search: 'gold' })).toEqual(['Accra Talk']);
    expect(adminNames(index, { country: 'GH', genre: 'gospel' })).toEqual(['Zion Gospel']);
    expect(adminNames(index, { health: 'good' })).toEqual(['Église FM', 'Zion Gospel']);
    expect(adminNames(index, { boosted: true })).toEqual(['Accra Talk']);
    expect(adminNames(index, { premium: true })).toEqual(['Zion Gospel']);
    expect(adminNames(index, { country: 'NG' })).toEqual([]);
  });

  it('pages on the index and counts the total of all pages', () => {
    const second = index.adminPage(AdminStationQuery.parse({ page: 2, page_size: 3 }));
    expect(second.total).toBe(4);
    expect(second.ids.map((id) => nameById.get(id))).toEqual(['Zion Gospel']);
  });

  it('follows single changes as an index built from scratch with the same stations would answer', () => {
    const [eglise, accra, zion, mombasa] = stations.map(({ station }) => station);
    if (!eglise || !accra || !zion || !mombasa) throw new Error('stations missing');
    const changing = new CatalogueIndex(stations, countries);
    adminNames(changing);
    const final = [
      { station: { ...eglise, name: 'Abidjan Église', updated_at: '2026-01-01T00:00:00.000Z' }, clickTrend: 0 },
      { station: { ...accra, health: 'good' as const, is_active: false }, clickTrend: 0 },
      { station: { ...zion, clicks: 900, country: 'NG', country_name: 'Nigeria' }, clickTrend: 0 },
      { ...anIndexedStation({ name: 'Kano Hits', country: 'NG', genre: 'pop', health: 'good' }), deleted: true },
    ];
    for (const indexed of final) changing.upsert(indexed);
    changing.remove(mombasa.id);
    const scratch = new CatalogueIndex(final, countries);
    const pages: Partial<AdminStationFilters>[] = [
      {},
      { sort: 'country' },
      { sort: 'newest' },
      { sort: 'updated' },
      { sort: 'popular' },
      { health: 'good' },
      { active: false },
      { deleted: true },
      { search: 'abidjan' },
      { search: 'eglise' },
      { country: 'NG', sort: 'popular' },
    ];
    for (const page of pages) {
      const filters = AdminStationQuery.parse(page);
      expect(changing.adminPage(filters), JSON.stringify(page)).toEqual(scratch.adminPage(filters));
    }
  });
});

describe('CatalogueIndex with a country shown or hidden', () => {
  const stations = [
    anIndexedStation({ name: 'Accra Gospel', country: 'GH', genre: 'gospel', languages: ['en', 'tw'], clicks: 9 }),
    anIndexedStation({ name: 'Kumasi Talk', country: 'GH', genre: 'talk', languages: ['tw'], off_air: true }),
    anIndexedStation({ name: 'Nairobi Gospel', country: 'KE', genre: 'gospel', languages: ['sw'], clicks: 3 }),
  ];
  const withGhana = (discoverable: boolean) =>
    countries.map((country) => (country.code === 'GH' ? { ...country, discoverable } : country));

  /** Everything the three kinds of reader can ask. */
  function everything(index: CatalogueIndex) {
    return {
      lists: (['popular', 'name'] as const).map((sort) => query(index, { sort })),
      searches: ['gospel', 'accra', 'twi'].map((search) => query(index, { search })),
      found: stations.map(({ station }) => index.get(station.slug)?.id),
      countries: index.countries(),
      genres: index.genres(),
      languages: index.languages(),
      stats: index.stats(),
      served: index.servedStations().map((served) => served.station.id),
      admin: [{}, { hidden: true }, { hidden: false }].map((page) => index.adminPage(AdminStationQuery.parse(page))),
      ghanaVisible: index.isCountryVisible('GH'),
    };
  }

  it('hides and shows again in place, answering as an index built with the country so', () => {
    const index = new CatalogueIndex(stations, withGhana(true));
    everything(index);
    index.setCountryVisible('GH', false);
    expect(everything(index)).toEqual(everything(new CatalogueIndex(stations, withGhana(false))));
    expect(names(query(index))).toEqual(['Nairobi Gospel']);
    index.setCountryVisible('GH', true);
    expect(everything(index)).toEqual(everything(new CatalogueIndex(stations, withGhana(true))));
  });

  it('lists a station that moves into a hidden country for the admin only', () => {
    const index = new CatalogueIndex(stations, withGhana(false));
    const nairobi = stations[2]?.station;
    if (!nairobi) throw new Error('no station');
    index.upsert({ station: { ...nairobi, country: 'GH', country_name: 'Ghana' }, clickTrend: 0 });
    expect(query(index).total).toBe(0);
    expect(index.adminPage(AdminStationQuery.parse({ hidden: true })).total).toBe(3);
  });
});
