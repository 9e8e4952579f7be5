import { describe, expect, it } from 'vitest';
import { clockOffset, notAfter, noteServerTime, serverNow } from './server-clock';

describe('the server clock', () => {
  it('works out how far the server is ahead of or behind the page', () => {
    const received = Date.parse('2026-11-27T10:01:00Z');
    expect(clockOffset('Fri, 27 Nov 2026 10:00:00 GMT', received)).toBe(-60_000);
    expect(clockOffset('Fri, 27 Nov 2026 10:01:30 GMT', received)).toBe(30_000);
    expect(clockOffset(null, received)).toBeNull();
    expect(clockOffset('not a date', received)).toBeNull();
  });

  it("corrects the page's clock with the last fresh answer, not a cached one", () => {
    const pageNow = Date.parse('2026-11-27T10:01:00Z');
    noteServerTime(new Headers({ date: 'Fri, 27 Nov 2026 10:00:00 GMT' }), pageNow);
    expect(serverNow(pageNow).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    noteServerTime(
      new Headers({ date: 'Fri, 20 Nov 2026 10:00:00 GMT', 'cache-control': 'public, max-age=300' }),
      pageNow,
    );
    expect(serverNow(pageNow).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('never puts a moment after now, and calls the last few seconds now', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(notAfter(new Date('2026-11-27T10:00:06Z'), now)).toEqual(now);
    expect(notAfter(new Date('2026-11-27T09:59:55Z'), now)).toEqual(now);
    const earlier = new Date('2026-11-27T09:58:00Z');
    expect(notAfter(earlier, now)).toEqual(earlier);
  });
});
