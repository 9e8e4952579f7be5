import { describe, expect, it } from 'vitest';
import { checkRank, healthStatus, pickTrust, RECENT_CHECK_MS } from './station-health';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3600_000;

describe('a station’s health, read once for every surface', () => {
  it('is working, down, not yet checked by us, or unknown when our check could not tell', () => {
    expect(healthStatus({ health_source: 'sauti', last_check_at: ago(HOUR), last_check_ok: true })).toBe('working');
    expect(healthStatus({ health_source: 'sauti', last_check_at: ago(HOUR), last_check_ok: false })).toBe('down');
    expect(healthStatus({ health_source: 'sauti', last_check_at: ago(HOUR), last_check_ok: null })).toBe('unknown');
    // Radio Browser's word, good or bad, is not ours.
    expect(healthStatus({ health_source: 'radio-browser', last_check_at: ago(HOUR), last_check_ok: true })).toBe(
      'unchecked',
    );
    expect(healthStatus({ health_source: 'radio-browser', last_check_at: ago(HOUR), last_check_ok: false })).toBe(
      'unchecked',
    );
    expect(healthStatus({ health_source: null, last_check_at: null, last_check_ok: null })).toBe('unchecked');
  });

  it('trusts a recent working check for picks, ours before Radio Browser’s, and nothing else', () => {
    const ours = (at: string, ok: boolean | null = true) =>
      pickTrust({ health_source: 'sauti', last_check_at: at, last_check_ok: ok }, NOW);
    const theirs = (at: string, ok: boolean | null = true) =>
      pickTrust({ health_source: 'radio-browser', last_check_at: at, last_check_ok: ok }, NOW);
    expect(ours(ago(HOUR))).toBe('sauti');
    expect(ours(ago(RECENT_CHECK_MS.sauti + HOUR))).toBeNull();
    expect(ours(ago(HOUR), false)).toBeNull();
    expect(ours(ago(HOUR), null)).toBeNull();
    expect(theirs(ago(3 * 24 * HOUR))).toBe('radio-browser');
    expect(theirs(ago(RECENT_CHECK_MS['radio-browser'] + HOUR))).toBeNull();
    expect(theirs(ago(HOUR), false)).toBeNull();
    expect(pickTrust({ health_source: null, last_check_at: null, last_check_ok: null }, NOW)).toBeNull();
  });

  it('ranks without the clock: ours working, Radio Browser’s good word, nobody’s word, a failed check', () => {
    const rank = (health_source: 'sauti' | 'radio-browser' | null, last_check_ok: boolean | null) =>
      checkRank({ health_source, last_check_at: null, last_check_ok });
    expect(rank('sauti', true)).toBeGreaterThan(rank('radio-browser', true));
    expect(rank('radio-browser', true)).toBeGreaterThan(rank(null, null));
    expect(rank('sauti', null)).toBe(rank(null, null));
    expect(rank(null, null)).toBeGreaterThan(rank('sauti', false));
    expect(rank('radio-browser', false)).toBe(rank('sauti', false));
  });
});
