// Counting requests per key in fixed windows: in memory by default, in Redis when REDIS_URL is set
// so every instance shares the same counters.
import { Redis } from 'ioredis';
import { TooManyRequests } from '../http/errors';

export interface RateRule {
  /** How many hits a key may make per window. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** The key's hits in its current window, without adding one. */
  count(key: string): Promise<number>;
  /** Forgets the key's hits, as when a login succeeds after a few typos. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function decide(count: number, rule: RateRule, msLeft: number): RateDecision {
  return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, rule) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, rule, window.resetAt - time);
    },
    async count(key) {
      const window = windows.get(key);
      return window && window.resetAt > now() ? window.count : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/** Counters are stored under `${namespace}:rate:`, so deployments sharing a Redis count apart. */
export function createRedisRateLimiter(url: string, namespace: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, keyPrefix: `${namespace}:` });
  return {
    async hit(key, rule) {
      const redisKey = `rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(redisKey, rule.windowMs);
      return decide(count, rule, ttl < 0 ? rule.windowMs : ttl);
    },
    async count(key) {
      return Number((await redis.get(`rate:${key}`)) ?? 0);
    },
    async reset(key) {
      await redis.del(`rate:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}

export function createRateLimiter(redisUrl: string | undefined, namespace: string): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl, namespace) : createMemoryRateLimiter();
}

/** Throws a 429 with the given message when the key is over its rule. */
export async function enforceRate(limiter: RateLimiter, key: string, rule: RateRule, message?: string): Promise<void> {
  const decision = await limiter.hit(key, rule);
  if (!decision.allowed) throw new TooManyRequests(message, decision.retryAfterSeconds);
}
