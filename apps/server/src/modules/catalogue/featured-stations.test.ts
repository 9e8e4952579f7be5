import { GENRE_IDS, type Station } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { anIndexedStation } from '../../test-support/station-builders';
import { AFRICAN_COUNTRIES } from './african-countries';
import { CatalogueIndex } from './catalogue-index';
import { FEATURED_MIN_COUNTRIES, FEATURED_MIN_GENRES, secondsUntilNextUtcDay, utcDay } from './featured-stations';

const countries = AFRICAN_COUNTRIES.map(({ code, name, flag }) => ({ code, name, flag, discoverable: true }));
const COUNTRY_CODES = ['NG', 'GH', 'KE', 'ZA', 'EG', 'MA', 'SN', 'TZ', 'UG', 'CI'];

/** A week of UTC days from a fixed Monday. */
const week = Array.from({ length: 7 }, (_, n) => utcDay(new Date(Date.UTC(2026, 10, 23 + n, 9, 30))));

function catalogue(overrides: (n: number) => Partial<Station> = () => ({})) {
  return Array.from({ length: 120 }, (_, n) =>
    anIndexedStation({
      name: `Station ${n}`,
      country: COUNTRY_CODES[n % COUNTRY_CODES.length],
      genre: GENRE_IDS[n % 6],
      clicks: 1000 - n,
      ...overrides(n),
    }),
  );
}

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** Our last check found it silent. */
const failed: Partial<Station> = { health: 'down', last_check_ok: false };
/** Radio Browser's check of this week, ours not yet. */
const radioBrowserRecent: Partial<Station> = { health_source: 'radio-browser', last_check_at: ago(24 * HOUR) };
/** Radio Browser's check of three years ago. */
const radioBrowserOld: Partial<Station> = {
  health: 'unknown',
  health_source: 'radio-browser',
  last_check_at: '2023-04-08T10:00:00.000Z',
};

const countriesOf = (stations: readonly Station[]) => new Set(stations.map((station) => station.country));
const genresOf = (stations: readonly Station[]) => new Set(stations.map((station) => station.genre));

describe('featured stations', () => {
  it('are eight stations our checks found working, from at least five countries and three genres, every day of a week', () => {
    // The most popular stations all come from Nigeria and play afrobeats: variety must be sought.
    const stations = catalogue((n) =>
      n < 60 ? { country: 'NG', genre: 'afrobeats' } : n % 3 === 0 ? failed : n % 3 === 1 ? radioBrowserOld : {},
    );
    const index = new CatalogueIndex(stations, countries);
    for (const day of week) {
      const featured = index.featured(day);
      expect(featured, day).toHaveLength(8);
      expect(countriesOf(featured).size, day).toBeGreaterThanOrEqual(FEATURED_MIN_COUNTRIES);
      expect(genresOf(featured).size, day).toBeGreaterThanOrEqual(FEATURED_MIN_GENRES);
      expect(
        featured.every((station) => station.health_status === 'working' && station.health_source === 'sauti'),
        day,
      ).toBe(true);
      const perCountry = [...countriesOf(featured)].map((code) => featured.filter((s) => s.country === code).length);
      expect(Math.max(...perCountry), day).toBeLessThanOrEqual(2);
    }
  });

  it('lead with a sponsored station, however far down the popularity list it sits, while it is sponsored', () => {
    const stations = catalogue();
    const unpopular = stations.at(-1)?.station.id ?? '';
    const index = new CatalogueIndex(stations, countries);
    for (const day of week) {
      expect(index.featured(day, new Set([unpopular])).map((station) => station.id)).toContain(unpopular);
      expect(index.featured(day).map((station) => station.id)).not.toContain(unpopular);
    }
  });

  it('differ from one day to the next and stay the same all day, on every instance', () => {
    const stations = catalogue();
    const index = new CatalogueIndex(stations, countries);
    const otherInstance = new CatalogueIndex([...stations].reverse(), countries);
    const ids = (day: string, from = index) => from.featured(day).map((station) => station.id);
    const days = week.map((day) => ids(day).join());
    expect(new Set(days).size).toBe(7);
    for (const day of week) {
      expect(ids(day)).toEqual(ids(day));
      expect(ids(day, otherInstance)).toEqual(ids(day));
    }
  });

  it('lead with boosted stations, but only working ones', () => {
    const stations = catalogue((n) => ({
      boosted: n === 100 || n === 110 || n === 115,
      ...(n === 115 ? failed : {}),
    }));
    const index = new CatalogueIndex(stations, countries);
    for (const day of week) {
      const leading = index
        .featured(day)
        .slice(0, 2)
        .map((station) => station.name);
      expect(leading.sort(), day).toEqual(['Station 100', 'Station 110']);
      expect(index.featured(day).some((station) => station.name === 'Station 115')).toBe(false);
    }
  });

  it('take stations Radio Browser found playing this week when fewer than eight of ours do, after ours', () => {
    const index = new CatalogueIndex(
      catalogue((n) => (n === 50 || n === 60 ? {} : n % 2 ? radioBrowserRecent : radioBrowserOld)),
      countries,
    );
    for (const day of week) {
      const featured = index.featured(day);
      expect(featured, day).toHaveLength(8);
      expect(
        featured
          .slice(0, 2)
          .map((station) => station.name)
          .sort(),
        day,
      ).toEqual(['Station 50', 'Station 60']);
      expect(featured.slice(2).every((station) => station.health_source === 'radio-browser')).toBe(true);
      expect(featured.every((station) => station.last_check_ok === true)).toBe(true);
    }
  });

  it('are none, rather than an unknown one, when no station was found playing lately', () => {
    const index = new CatalogueIndex(
      catalogue((n) =>
        n % 4 === 0
          ? radioBrowserOld
          : n % 4 === 1
            ? failed
            : n % 4 === 2
              ? { health_source: null, last_check_at: null, last_check_ok: null, health: 'unknown' }
              : { last_check_at: ago(10 * 24 * HOUR) },
      ),
      countries,
    );
    expect(index.featured(week[0] ?? '')).toEqual([]);
  });

  it('never take a station whose last check failed, even one Radio Browser found failing', () => {
    const index = new CatalogueIndex(
      catalogue((n) => (n < 110 ? { ...radioBrowserRecent, last_check_ok: false, health: 'poor' } : {})),
      countries,
    );
    const featured = index.featured(week[0] ?? '');
    expect(featured).toHaveLength(8);
    expect(featured.every((station) => Number(station.name.split(' ')[1]) >= 110)).toBe(true);
  });

  it('still fill the row from a catalogue too small for the variety', () => {
    const index = new CatalogueIndex(
      catalogue((n) => ({ country: n % 2 ? 'GH' : 'NG', genre: 'gospel' })).slice(0, 10),
      countries,
    );
    expect(index.featured(week[0] ?? '')).toHaveLength(8);
  });

  it('change when a featured station goes off the air', () => {
    const stations = catalogue();
    const index = new CatalogueIndex(stations, countries);
    const day = week[0] ?? '';
    const [first] = index.featured(day);
    if (!first) throw new Error('nothing featured');
    index.upsert({ station: { ...first, off_air: true }, clickTrend: 0 });
    expect(index.featured(day).map((station) => station.id)).not.toContain(first.id);
  });
});

describe('the featured day', () => {
  it('ends at midnight UTC', () => {
    expect(secondsUntilNextUtcDay(new Date('2026-11-23T23:59:30Z'))).toBe(30);
    expect(secondsUntilNextUtcDay(new Date('2026-11-23T00:00:00Z'))).toBe(86_400);
    expect(utcDay(new Date('2026-11-23T23:59:30-05:00'))).toBe('2026-11-24');
  });
});
