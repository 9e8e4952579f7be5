import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, fadeLevel, SleepTimer, secondsLeft, sleepChoices } from './sleep-timer';

describe('the sleep timer fade', () => {
  const endsAt = 1_000_000;

  it('plays at full volume until the last half minute', () => {
    expect(fadeLevel(endsAt - 15 * 60_000, endsAt)).toBe(1);
    expect(fadeLevel(endsAt - FADE_MS, endsAt)).toBe(1);
  });

  it('fades in a straight line to silence over the last half minute', () => {
    expect(fadeLevel(endsAt - FADE_MS / 2, endsAt)).toBeCloseTo(0.5);
    expect(fadeLevel(endsAt - FADE_MS / 10, endsAt)).toBeCloseTo(0.1);
    expect(fadeLevel(endsAt, endsAt)).toBe(0);
    expect(fadeLevel(endsAt + 5_000, endsAt)).toBe(0);
  });

  it('counts whole seconds left, rounded up and never below zero', () => {
    expect(secondsLeft(endsAt - 60_000, endsAt)).toBe(60);
    expect(secondsLeft(endsAt - 1, endsAt)).toBe(1);
    expect(secondsLeft(endsAt + 1, endsAt)).toBe(0);
  });
});

describe('a sleep timer running on the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function aPlayer() {
    const levels: number[] = [];
    let stops = 0;
    return {
      levels,
      stops: () => stops,
      target: { fadeTo: (level: number) => levels.push(level), stop: () => (stops += 1) },
    };
  }

  it('fades out over the last 30 seconds and then stops the station once', () => {
    const timer = new SleepTimer();
    const player = aPlayer();
    timer.start(Date.now() + 15 * 60_000, player.target);

    vi.advanceTimersByTime(14 * 60_000);
    expect(player.levels.every((level) => level === 1)).toBe(true);
    expect(player.stops()).toBe(0);

    vi.advanceTimersByTime(45_000);
    expect(player.levels.at(-1)).toBeCloseTo(0.5);
    vi.advanceTimersByTime(15_000);
    expect(player.stops()).toBe(1);
    expect(timer.getSnapshot().endsAt).toBeNull();
    const heard = player.levels.filter((level) => level < 1);
    expect(heard.length).toBeGreaterThanOrEqual(25);
    expect([...heard].sort((a, b) => b - a)).toEqual(heard);

    vi.advanceTimersByTime(60_000);
    expect(player.stops()).toBe(1);
  });

  it('cancelled mid-fade, plays on at full volume and never stops', () => {
    const timer = new SleepTimer();
    const player = aPlayer();
    timer.start(Date.now() + 60_000, player.target);
    vi.advanceTimersByTime(50_000);
    expect(player.levels.at(-1)).toBeLessThan(1);

    timer.cancel();
    expect(player.levels.at(-1)).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(player.stops()).toBe(0);
  });

  it('a new choice replaces the running timer', () => {
    const timer = new SleepTimer();
    const player = aPlayer();
    timer.start(Date.now() + 60_000, player.target);
    const later = Date.now() + 30 * 60_000;
    timer.start(later, player.target);
    vi.advanceTimersByTime(5 * 60_000);
    expect(player.stops()).toBe(0);
    expect(timer.getSnapshot().endsAt).toBe(later);
  });
});

describe('the sleep timer choices', () => {
  const now = Date.parse('2026-11-27T20:00:00Z');

  it('offers 15, 30, 60 and 90 minutes from now', () => {
    expect(sleepChoices(now, null)).toEqual(
      [15, 30, 60, 90].map((minutes) => ({ minutes, endsAt: now + minutes * 60_000 })),
    );
  });

  it('adds the end of the current show when the schedule gives one still to come', () => {
    const choices = sleepChoices(now, '2026-11-27T21:00:00Z');
    expect(choices.at(-1)).toEqual({ minutes: null, endsAt: Date.parse('2026-11-27T21:00:00Z') });
    expect(sleepChoices(now, '2026-11-27T19:59:00Z')).toHaveLength(4);
    expect(sleepChoices(now, 'not a time')).toHaveLength(4);
  });
});
