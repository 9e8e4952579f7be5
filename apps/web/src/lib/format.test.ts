import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './format';

describe('counts on screen', () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });

  it('says one station, or many stations', () => {
    expect(plural(1, 'station')).toBe('1 station');
    expect(plural(0, 'station')).toBe('0 stations');
    expect(plural(2500, 'station')).toBe('2,500 stations');
  });
});
