import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../test-support/eventually';
import { testRedisUrl } from '../../test-support/test-app';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '.';

/** Resolves after the bus has had time to deliver anything in flight (a Redis round trip). */
async function settle(bus: PubSub): Promise<void> {
  const channel = `settle-${randomUUID()}`;
  let heard = false;
  const stop = await bus.subscribe(channel, () => {
    heard = true;
  });
  await bus.publish(channel, {});
  await eventually(() => heard);
  stop();
}

const adapters: Array<[string, (() => PubSub) | undefined]> = [
  ['in-process', createInProcessPubSub],
  ['Redis', testRedisUrl ? () => createRedisPubSub(testRedisUrl as string, 'test') : undefined],
];

describe.each(adapters)('the %s pub/sub', (_name, create) => {
  const open: PubSub[] = [];
  const bus = () => {
    if (!create) throw new Error('unavailable');
    const next = create();
    open.push(next);
    return next;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((each) => each.close()));
  });

  it.skipIf(!create)('delivers a published message to a subscriber, as it was sent', async () => {
    const pubsub = bus();
    const channel = `test-${randomUUID()}`;
    const received: unknown[] = [];
    await pubsub.subscribe(channel, (message) => received.push(message));

    await pubsub.publish(channel, { origin: 'a', count: 2, list: ['x'] });

    await eventually(() => received.length === 1);
    expect(received).toEqual([{ origin: 'a', count: 2, list: ['x'] }]);
  });

  it.skipIf(!create)('delivers only the channel subscribed to, to every subscriber of it', async () => {
    const pubsub = bus();
    const channel = `test-${randomUUID()}`;
    const first: unknown[] = [];
    const second: unknown[] = [];
    await pubsub.subscribe(channel, (message) => first.push(message));
    await pubsub.subscribe(channel, (message) => second.push(message));

    await pubsub.publish(`${channel}-other`, 'not for you');
    await pubsub.publish(channel, 'hello');

    await eventually(() => first.length === 1 && second.length === 1);
    await settle(pubsub);
    expect(first).toEqual(['hello']);
    expect(second).toEqual(['hello']);
  });

  it.skipIf(!create)(
    'stops delivering to a handler after it unsubscribes, and keeps delivering to others',
    async () => {
      const pubsub = bus();
      const channel = `test-${randomUUID()}`;
      const stopped: unknown[] = [];
      const kept: unknown[] = [];
      const unsubscribe = await pubsub.subscribe(channel, (message) => stopped.push(message));
      await pubsub.subscribe(channel, (message) => kept.push(message));
      await pubsub.publish(channel, 1);
      await eventually(() => stopped.length === 1 && kept.length === 1);

      unsubscribe();
      await pubsub.publish(channel, 2);

      await eventually(() => kept.length === 2);
      await settle(pubsub);
      expect(stopped).toEqual([1]);
      expect(kept).toEqual([1, 2]);
    },
  );

  it.skipIf(!create)('answers a ping while its broker is reachable', async () => {
    await expect(bus().ping()).resolves.toBeUndefined();
  });

  it.skipIf(!create)('stops delivering after the last handler of a channel unsubscribes', async () => {
    const pubsub = bus();
    const channel = `test-${randomUUID()}`;
    const received: unknown[] = [];
    const unsubscribe = await pubsub.subscribe(channel, (message) => received.push(message));
    unsubscribe();

    await pubsub.publish(channel, 'late');
    await settle(pubsub);

    expect(received).toEqual([]);
  });
});

describe.skipIf(!testRedisUrl)('the Redis pub/sub between instances', () => {
  it('carries a message from one instance to another', async () => {
    const one = createRedisPubSub(testRedisUrl as string, 'test');
    const two = createRedisPubSub(testRedisUrl as string, 'test');
    try {
      const channel = `test-${randomUUID()}`;
      const received: unknown[] = [];
      await two.subscribe(channel, (message) => received.push(message));
      await one.publish(channel, { origin: 'one' });
      await eventually(() => received.length === 1);
      expect(received).toEqual([{ origin: 'one' }]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('keeps deployments with different namespaces apart', async () => {
    const ours = createRedisPubSub(testRedisUrl as string, 'ours');
    const theirs = createRedisPubSub(testRedisUrl as string, 'theirs');
    try {
      const received: unknown[] = [];
      await ours.subscribe('catalogue.changed', (message) => received.push(message));
      await theirs.publish('catalogue.changed', { from: 'theirs' });
      await ours.publish('catalogue.changed', { from: 'ours' });
      await eventually(() => received.length >= 1);
      expect(received).toEqual([{ from: 'ours' }]);
    } finally {
      await Promise.all([ours.close(), theirs.close()]);
    }
  });

  it('ignores a message that is not JSON and goes on delivering the next ones', async () => {
    const pubsub = createRedisPubSub(testRedisUrl as string, 'test');
    const raw = new Redis(testRedisUrl as string);
    try {
      const channel = `test-${randomUUID()}`;
      const received: unknown[] = [];
      await pubsub.subscribe(channel, (message) => received.push(message));
      await raw.publish(`test:${channel}`, 'not json {');
      await raw.publish(`test:${channel}`, '{"ok":true}');
      await eventually(() => received.length === 1);
      expect(received).toEqual([{ ok: true }]);
    } finally {
      raw.disconnect();
      await pubsub.close();
    }
  });
});
