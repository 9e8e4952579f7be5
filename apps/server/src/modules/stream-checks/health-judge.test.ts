import { describe, expect, it } from 'vitest';
import { type JudgedCheck, type JudgeInput, judge, NO_CHECKS_YET } from './health-judge';

const HOUR = 3600_000;
const START = Date.parse('2026-01-01T00:00:00Z');
const rules = { failuresToHide: 3, hideAfterMs: 12 * HOUR };

const aCheck = (hours: number, outcome = 'ok', region = 'af-lagos', ms: number | null = 800): JudgedCheck => ({
  region,
  outcome,
  ms_to_audio: outcome === 'ok' ? ms : null,
  checked_at: new Date(START + hours * HOUR).toISOString(),
});

/** Judges a sequence of checks one after another, each with the window's checks so far. */
function walk(checks: JudgedCheck[], extra: Partial<JudgeInput> = {}) {
  let previous = NO_CHECKS_YET;
  const seen: JudgedCheck[] = [];
  return checks.map((check) => {
    seen.push(check);
    const now = Date.parse(check.checked_at);
    const recent = seen.filter((each) => Date.parse(each.checked_at) >= now - rules.hideAfterMs);
    const judgement = judge({
      previous,
      check,
      recent,
      playedForListeners: false,
      popularity: 0,
      now,
      rules,
      ...extra,
    });
    previous = judgement.state;
    return judgement;
  });
}

describe('judging a station from its checks', () => {
  it('grades a playing station by its success streak and time to audio', () => {
    expect(walk([aCheck(0)]).at(-1)?.health).toBe('good');
    expect(walk([aCheck(0), aCheck(1), aCheck(2)]).at(-1)?.health).toBe('excellent');
    expect(walk([aCheck(0), aCheck(1), aCheck(2, 'ok', 'af-lagos', 3000)]).at(-1)?.health).toBe('good');
    expect(walk([aCheck(0, 'ok', 'af-lagos', 7000)]).at(-1)?.health).toBe('poor');
  });

  it('calls one failure poor, a second down, and hides only after three spanning 12 hours', () => {
    const judged = walk([aCheck(0, 'timeout'), aCheck(1, 'timeout'), aCheck(2, 'timeout'), aCheck(12, 'timeout')]);
    expect(judged.map((each) => each.health)).toEqual(['poor', 'down', 'down', 'down']);
    expect(judged.map((each) => each.offAir)).toEqual([false, false, false, true]);
  });

  it('shows a hidden station again on its first success', () => {
    const judged = walk([aCheck(0, 'dns'), aCheck(6, 'dns'), aCheck(12, 'dns'), aCheck(13)]);
    expect(judged.map((each) => each.offAir)).toEqual([false, false, true, false]);
    expect(judged.at(-1)?.state).toMatchObject({ consecutive_failures: 0, failing_since: null });
  });

  it('counts a station playing while any region that checked it within the window heard it', () => {
    const judged = walk([
      aCheck(0, 'ok', 'af-lagos'),
      aCheck(1, 'http_error', 'eu-paris'),
      aCheck(6, 'http_error', 'eu-paris'),
    ]);
    expect(judged.at(-1)).toMatchObject({ playing: true, offAir: false });
    expect(judged.at(-1)?.health).not.toBe('down');
    const later = walk([
      aCheck(0, 'ok', 'af-lagos'),
      aCheck(1, 'http_error', 'eu-paris'),
      aCheck(13, 'http_error', 'eu-paris'),
    ]);
    expect(later.at(-1)).toMatchObject({ playing: false, health: 'down' });
  });

  it('never hides a station listeners heard play', () => {
    const judged = walk([aCheck(0, 'refused'), aCheck(6, 'refused'), aCheck(12, 'refused')], {
      playedForListeners: true,
    });
    expect(judged.at(-1)).toMatchObject({ offAir: false, health: 'poor' });
  });

  it('checks working stations daily, popular ones more often, and failing ones again with back-off', () => {
    const next = (judged: { nextCheckAt: string }, from: number) => (Date.parse(judged.nextCheckAt) - from) / HOUR;
    expect(next(walk([aCheck(0)])[0] as { nextCheckAt: string }, START)).toBe(24);
    expect(next(walk([aCheck(0)], { popularity: 600 })[0] as { nextCheckAt: string }, START)).toBe(4);
    const hours = [0, 1, 3];
    const failing = walk(hours.map((hour) => aCheck(hour, 'timeout')));
    expect(failing.map((each, i) => next(each, START + (hours[i] ?? 0) * HOUR))).toEqual([1, 2, 4]);
  });
});
