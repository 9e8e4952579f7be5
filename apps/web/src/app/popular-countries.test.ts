import type { Country } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { popularCountries } from './popular-countries';

const aCountry = (code: string, station_count: number): Country => ({
  code,
  name: code,
  flag: '',
  station_count,
  discoverable: true,
});

describe('popularCountries', () => {
  it('lists the countries with the most stations first, up to the limit', () => {
    const countries = [aCountry('GH', 40), aCountry('KE', 90), aCountry('NG', 120), aCountry('UG', 10)];
    expect(popularCountries(countries, 3).map((country) => country.code)).toEqual(['NG', 'KE', 'GH']);
  });

  it('leaves out countries without stations, even when fewer than the limit have any', () => {
    const countries = [aCountry('KE', 3), aCountry('ER', 0), aCountry('SS', 0), aCountry('GH', 1)];
    expect(popularCountries(countries, 5).map((country) => country.code)).toEqual(['KE', 'GH']);
  });
});
