import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test-support/test-app';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '.';

const RULE = { limit: 3, windowMs: 60_000 };

const adapters: Array<[string, (() => RateLimiter) | undefined]> = [
  ['in-memory', () => createMemoryRateLimiter()],
  ['Redis', testRedisUrl ? () => createRedisRateLimiter(testRedisUrl as string, `test-${randomUUID()}`) : undefined],
];

describe.each(adapters)('the %s rate limiter', (_name, create) => {
  const open: RateLimiter[] = [];
  const limiter = () => {
    if (!create) throw new Error('unavailable');
    const next = create();
    open.push(next);
    return next;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((each) => each.close()));
  });

  it.skipIf(!create)('allows a key its limit of hits per window, then refuses with a retry time', async () => {
    const rates = limiter();
    const key = `k-${randomUUID()}`;
    const decisions = [];
    for (let hit = 0; hit < RULE.limit + 1; hit += 1) decisions.push(await rates.hit(key, RULE));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(decisions[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it.skipIf(!create)('counts a key without adding a hit, and forgets it on reset', async () => {
    const rates = limiter();
    const key = `k-${randomUUID()}`;
    expect(await rates.count(key)).toBe(0);
    await rates.hit(key, RULE);
    await rates.hit(key, RULE);
    expect(await rates.count(key)).toBe(2);
    expect(await rates.count(key)).toBe(2);
    await rates.reset(key);
    expect(await rates.count(key)).toBe(0);
    expect((await rates.hit(key, RULE)).allowed).toBe(true);
    expect(await rates.count(key)).toBe(1);
  });
});
