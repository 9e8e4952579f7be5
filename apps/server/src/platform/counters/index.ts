// Counting at the speed of traffic: increments gather in a batch that the owner writes to the database
// every few seconds (in memory, or one Redis hash that every instance adds to), plus short-lived marks
// (first-time claims and per-key tallies in a time window) for dedupe and frequency caps.
//
// A batch being written keeps an id. In Redis it stays stored until `settle`, so a flush that failed
// or an instance that stopped mid-write leaves it for the next `take`; the writer records applied
// batch ids in the same transaction as the counts, so a batch taken twice is applied once.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export interface CounterBatch {
  id: string;
  /** Field → amount added since the previous batch. */
  counts: Map<string, number>;
}

export interface Counters {
  /** Adds to fields of the pending batch. */
  add(increments: ReadonlyArray<readonly [field: string, amount: number]>): Promise<void>;
  /** The pending batch, and any left by a failed or interrupted write; empty when there is nothing. */
  take(): Promise<CounterBatch[]>;
  /** Forgets a batch once it is written. */
  settle(batch: CounterBatch): Promise<void>;
  /** Keeps a batch whose write failed for the next `take`. */
  giveBack(batch: CounterBatch): Promise<void>;
  /** True the first time the key is claimed within `ttlMs`; false while the claim lasts. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** True while an earlier claim of the key lasts. */
  claimed(key: string): Promise<boolean>;
  /** Adds one to the key's field, in a window that starts with the key's first tally; the new count. */
  tally(key: string, field: string, windowMs: number): Promise<number>;
  /** The key's counts in its current window. */
  tallies(key: string): Promise<Map<string, number>>;
  close(): Promise<void>;
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

export function createMemoryCounters(now: () => number = Date.now): Counters {
  let pending = new Map<string, number>();
  let leftovers: CounterBatch[] = [];
  const claims = new Map<string, number>();
  const windows = new Map<string, Expiring<Map<string, number>>>();
  const live = <T>(entry: Expiring<T> | undefined) => (entry && entry.expiresAt > now() ? entry.value : undefined);
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, expiresAt] of claims) if (expiresAt <= time) claims.delete(key);
    for (const [key, window] of windows) if (window.expiresAt <= time) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async add(increments) {
      for (const [field, amount] of increments) pending.set(field, (pending.get(field) ?? 0) + amount);
    },
    async take() {
      const batches = leftovers;
      leftovers = [];
      if (pending.size > 0) {
        batches.push({ id: randomUUID(), counts: pending });
        pending = new Map();
      }
      return batches;
    },
    async settle() {},
    async giveBack(batch) {
      leftovers.push(batch);
    },
    async claim(key, ttlMs) {
      const expiresAt = claims.get(key);
      if (expiresAt !== undefined && expiresAt > now()) return false;
      claims.set(key, now() + ttlMs);
      return true;
    },
    async claimed(key) {
      return (claims.get(key) ?? 0) > now();
    },
    async tally(key, field, windowMs) {
      let counts = live(windows.get(key));
      if (!counts) {
        counts = new Map();
        windows.set(key, { value: counts, expiresAt: now() + windowMs });
      }
      const count = (counts.get(field) ?? 0) + 1;
      counts.set(field, count);
      return count;
    },
    async tallies(key) {
      return new Map(live(windows.get(key)) ?? []);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

const PENDING = 'counters:pending';
const BATCHES = 'counters:batches';
const batchKey = (id: string) => `counters:batch:${id}`;

// Renames the pending hash to a batch of its own and lists it, in one step, so no increment lands
// between reading the hash and clearing it.
const TAKE_PENDING = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('RENAME', KEYS[1], KEYS[2])
redis.call('SADD', KEYS[3], ARGV[1])
return 1`;

const TALLY = `
local count = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return count`;

/** Keys live under `${namespace}:counters:` and `${namespace}:mark:`, so deployments sharing a Redis stay apart. */
export function createRedisCounters(url: string, namespace: string): Counters {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, keyPrefix: `${namespace}:`, enableAutoPipelining: true });
  const readBatch = async (id: string): Promise<CounterBatch> => {
    const fields = await redis.hgetall(batchKey(id));
    return { id, counts: new Map(Object.entries(fields).map(([field, amount]) => [field, Number(amount)])) };
  };
  return {
    async add(increments) {
      if (increments.length === 0) return;
      const pipeline = redis.pipeline();
      for (const [field, amount] of increments) pipeline.hincrby(PENDING, field, amount);
      await pipeline.exec();
    },
    async take() {
      const id = randomUUID();
      await redis.eval(TAKE_PENDING, 3, PENDING, batchKey(id), BATCHES, id);
      const ids = await redis.smembers(BATCHES);
      return Promise.all(ids.map(readBatch));
    },
    async settle(batch) {
      await redis.multi().del(batchKey(batch.id)).srem(BATCHES, batch.id).exec();
    },
    async giveBack() {
      // It is still stored under its own key; the next take reads it again.
    },
    async claim(key, ttlMs) {
      return (await redis.set(`mark:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async claimed(key) {
      return (await redis.exists(`mark:${key}`)) === 1;
    },
    async tally(key, field, windowMs) {
      return Number(await redis.eval(TALLY, 1, `mark:${key}`, field, windowMs));
    },
    async tallies(key) {
      const fields = await redis.hgetall(`mark:${key}`);
      return new Map(Object.entries(fields).map(([field, count]) => [field, Number(count)]));
    },
    async close() {
      await redis.quit();
    },
  };
}

export function createCounters(redisUrl: string | undefined, namespace: string): Counters {
  return redisUrl ? createRedisCounters(redisUrl, namespace) : createMemoryCounters();
}
