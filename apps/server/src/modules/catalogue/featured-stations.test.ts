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

const countriesOf = (stations: readonly Station[]) => new Set(stations.map((station) => station.country));
const genresOf = (stations: readonly Station[]) => new Set(stations.map((station) => station.genre));

describe('featured stations', () => {
  it('are eight working stations from at least five countries and three genres, every day of a week', () => {
    // The most popular stations all come from Nigeria and play afrobeats: variety must be sought.
    const stations = catalogue((n) =>
      n < 60 ? { country: 'NG', genre: 'afrobeats' } : { health: n % 3 === 0 ? 'down' : n % 3 === 1 ? 'poor' : 'good' },
    );
    const index = new CatalogueIndex(stations, countries);
    for (const day of week) {
      const featured = index.featured(day);
      expect(featured, day).toHaveLength(8);
      expect(countriesOf(featured).size, day).toBeGreaterThanOrEqual(FEATURED_MIN_COUNTRIES);
      expect(genresOf(featured).size, day).toBeGreaterThanOrEqual(FEATURED_MIN_GENRES);
      expect(
        featured.every((station) => station.health === 'good'),
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
      health: n === 115 ? 'down' : 'good',
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

  it('come from stations not checked yet when no checks have run', () => {
    const index = new CatalogueIndex(
      catalogue(() => ({ health: 'unknown' })),
      countries,
    );
    expect(index.featured(week[0] ?? '')).toHaveLength(8);
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
