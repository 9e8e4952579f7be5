import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMegabytes, formatPercent, formatRelativeTime, formatTime } from './format';

describe('counts on screen', () => {
  it('groups thousands the way each language does', () => {
    expect(formatCount(12345)).toBe('12,345');
    // ICU versions differ on which narrow space they group with.
    expect(formatCount(12345, 'fr')).toMatch(/^12\s345$/);
    expect(formatCount(12345, 'pt')).toBe('12.345');
    expect(formatCount(12345, 'ar-u-nu-latn')).toBe('12,345');
  });
});

describe('shares and amounts of data on screen', () => {
  it('writes a volume as a percentage in the locale', () => {
    expect(formatPercent(0.7)).toBe('70%');
    expect(formatPercent(0.7, 'fr')).toMatch(/^70\s%$/);
  });

  it('writes megabytes whole from ten up and with one decimal below, in the locale', () => {
    expect(formatMegabytes(28.8)).toBe('29 MB');
    expect(formatMegabytes(1.25)).toBe('1.3 MB');
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(1.25, 'fr')).toMatch(/^1,3\sMo$/);
  });
});

describe('moments on screen', () => {
  const now = new Date('2026-11-23T14:05:00Z');

  it('says how long ago something happened in whole units, in the chosen language', () => {
    expect(formatRelativeTime(new Date('2026-11-23T14:00:00Z'), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date('2026-11-23T14:00:00Z'), now, 'fr')).toBe('il y a 5 minutes');
    expect(formatRelativeTime(new Date('2026-11-22T14:05:00Z'), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date('2026-11-23T16:05:00Z'), now, 'pt')).toBe('em 2 horas');
    expect(formatRelativeTime(now, now)).toBe('now');
  });

  it('writes dates and times as the locale does', () => {
    const moment = new Date(2026, 10, 23, 14, 5);
    expect(formatTime(moment, 'en')).toMatch(/^2:05\sPM$/);
    expect(formatTime(moment, 'fr')).toBe('14:05');
    expect(formatDate(moment, 'en')).toBe('Nov 23, 2026');
    expect(formatDate(moment, 'sw')).toContain('2026');
  });
});
