import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test-support/test-app';
import { type Counters, createMemoryCounters, createRedisCounters } from '.';

const adapters: Array<[string, ((namespace: string) => Counters) | undefined]> = [
  ['in-memory', () => createMemoryCounters()],
  ['Redis', testRedisUrl ? (namespace) => createRedisCounters(testRedisUrl as string, namespace) : undefined],
];

describe.each(adapters)('the %s counters', (_name, create) => {
  const open: Counters[] = [];
  const counters = (namespace = `test-${randomUUID()}`) => {
    if (!create) throw new Error('unavailable');
    const next = create(namespace);
    open.push(next);
    return next;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((each) => each.close()));
  });

  const totals = (batches: Array<{ counts: Map<string, number> }>) => {
    const sum = new Map<string, number>();
    for (const batch of batches)
      for (const [field, amount] of batch.counts) sum.set(field, (sum.get(field) ?? 0) + amount);
    return Object.fromEntries(sum);
  };

  it.skipIf(!create)('gathers increments into one batch, and starts afresh once it is taken', async () => {
    const store = counters();
    await store.add([['a', 1]]);
    await store.add([
      ['a', 2],
      ['b', 5],
    ]);
    const [batch, ...rest] = await store.take();
    expect(rest).toEqual([]);
    expect(Object.fromEntries(batch?.counts ?? [])).toEqual({ a: 3, b: 5 });
    await store.settle(batch as NonNullable<typeof batch>);
    expect(await store.take()).toEqual([]);
    await store.add([['a', 1]]);
    expect(totals(await store.take())).toEqual({ a: 1 });
  });

  it.skipIf(!create)('keeps a batch whose write failed, with its id, for the next take', async () => {
    const store = counters();
    await store.add([['a', 4]]);
    const [failed] = await store.take();
    if (!failed) throw new Error('no batch');
    await store.giveBack(failed);
    await store.add([['b', 1]]);
    const next = await store.take();
    expect(next.map((batch) => batch.id)).toContain(failed.id);
    expect(totals(next)).toEqual({ a: 4, b: 1 });
  });

  it.skipIf(!create)('lets a key be claimed once while the claim lasts', async () => {
    const store = counters();
    expect(await store.claimed('k')).toBe(false);
    expect(await store.claim('k', 60_000)).toBe(true);
    expect(await store.claim('k', 60_000)).toBe(false);
    expect(await store.claimed('k')).toBe(true);
    expect(await store.claim('other', 60_000)).toBe(true);
  });

  it.skipIf(!create)('tallies a key per field and answers the new count', async () => {
    const store = counters();
    expect(await store.tally('session', 'ad-1', 60_000)).toBe(1);
    expect(await store.tally('session', 'ad-1', 60_000)).toBe(2);
    expect(await store.tally('session', 'ad-2', 60_000)).toBe(1);
    expect(Object.fromEntries(await store.tallies('session'))).toEqual({ 'ad-1': 2, 'ad-2': 1 });
    expect((await store.tallies('nobody')).size).toBe(0);
  });
});

describe('the in-memory counters over time', () => {
  it('forget claims and tallies when their time is up', async () => {
    let now = 1_000_000;
    const store = createMemoryCounters(() => now);
    await store.claim('k', 1000);
    await store.tally('session', 'ad', 1000);
    now += 1001;
    expect(await store.claim('k', 1000)).toBe(true);
    expect((await store.tallies('session')).size).toBe(0);
    expect(await store.tally('session', 'ad', 1000)).toBe(1);
    await store.close();
  });
});

describe.skipIf(!testRedisUrl)('the Redis counters between instances', () => {
  it('add up in one pending batch, and a batch left by one instance is taken by another', async () => {
    const namespace = `test-${randomUUID()}`;
    const one = createRedisCounters(testRedisUrl as string, namespace);
    const two = createRedisCounters(testRedisUrl as string, namespace);
    try {
      await one.add([['a', 2]]);
      await two.add([['a', 3]]);
      const [left] = await one.take();
      expect(Object.fromEntries(left?.counts ?? [])).toEqual({ a: 5 });
      const again = await two.take();
      expect(again.map((batch) => batch.id)).toEqual([left?.id]);
      await two.settle(again[0] as NonNullable<(typeof again)[0]>);
      expect(await one.take()).toEqual([]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
