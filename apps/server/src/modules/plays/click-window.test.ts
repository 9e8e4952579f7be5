import { describe, expect, it } from 'vitest';
import { clickCount, clickTrend, dayAfter, dayElapsed, untilDayEnds, utcDay, utcHour } from './click-window';

describe("Radio Browser's click figures from plays per day", () => {
  it('count every play of today, and the part of yesterday the last 24 hours still cover', () => {
    const days = { today: 4, yesterday: 10, dayBefore: 0 };
    expect(clickCount(days, 0)).toBe(14);
    expect(clickCount(days, 0.7)).toBe(7);
    expect(clickCount(days, 0.999)).toBe(4);
  });

  it('trend up while today is busier than the day before it, and down when it is quieter', () => {
    expect(clickTrend({ today: 6, yesterday: 0, dayBefore: 0 }, 0.5)).toBe(6);
    // Last 24 hours: 2 + 8 × 0.75 = 8; the 24 hours before: 8 × 0.25 + 20 × 0.75 = 17.
    expect(clickTrend({ today: 2, yesterday: 8, dayBefore: 20 }, 0.25)).toBe(-9);
  });

  it('name days and hours in UTC, whatever the server’s time zone', () => {
    const at = new Date('2026-03-01T23:30:00+01:00');
    expect(utcDay(at)).toBe('2026-03-01');
    expect(utcHour(at)).toBe('2026-03-01T22');
    expect(dayAfter('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayAfter('2024-02-28', 1)).toBe('2024-02-29');
    expect(dayElapsed(new Date('2026-03-01T18:00:00Z'))).toBe(0.75);
    expect(untilDayEnds(new Date('2026-03-01T23:59:00Z'))).toBe(60_000);
  });
});
