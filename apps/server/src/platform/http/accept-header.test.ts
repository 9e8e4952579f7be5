import { describe, expect, it } from 'vitest';
import { acceptedValues } from './accept-header';

describe('acceptedValues', () => {
  it('lists the values most wanted first, by weight and then as the header lists them', () => {
    expect(acceptedValues('en-US;q=0.5, fr-FR, ar;q=0.9, sw')).toEqual(['fr-fr', 'sw', 'ar', 'en-us']);
  });

  it('leaves out what the header refuses and what it does not name', () => {
    expect(acceptedValues('gzip, br;q=0, , identity;q=0.0')).toEqual(['gzip']);
    expect(acceptedValues(undefined)).toEqual([]);
  });
});
