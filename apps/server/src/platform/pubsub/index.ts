// Publish/subscribe between parts of the server: in-process by default, Redis when REDIS_URL is set,
// so that several instances behind a load balancer hear each other's events.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type Unsubscribe = () => void;
export type Handler = (message: unknown) => void;

export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once messages on the channel will reach the handler. */
  subscribe(channel: string, handler: Handler): Promise<Unsubscribe>;
  /** Resolves when the broker answers (at once in process); a readiness check bounds the wait. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async ping() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Channels are named `${namespace}:${channel}`, so deployments sharing a Redis stay apart. */
export function createRedisPubSub(url: string, namespace: string): PubSub {
  const prefix = `${namespace}:`;
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (redisChannel: string, payload: string) => {
    if (!redisChannel.startsWith(prefix)) return;
    const channel = redisChannel.slice(prefix.length);
    // Anything can publish on a Redis channel; a payload we did not write must not throw here,
    // inside ioredis's socket handler, where it would be an uncaught exception.
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    local.emit(channel, message);
  });
  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      if (local.listenerCount(channel) === 0) await subscriber.subscribe(prefix + channel);
      local.on(channel, handler);
      return () => {
        local.off(channel, handler);
        if (local.listenerCount(channel) === 0) void subscriber.unsubscribe(prefix + channel);
      };
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      local.removeAllListeners();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

export function createPubSub(redisUrl: string | undefined, namespace: string): PubSub {
  return redisUrl ? createRedisPubSub(redisUrl, namespace) : createInProcessPubSub();
}
