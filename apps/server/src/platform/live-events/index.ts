// Live events per station (now playing, listeners, chat): published by any module on any instance
// through pub/sub, delivered to every Server-Sent Events connection on that station.
import type { ServerResponse } from 'node:http';
import type { PubSub, Unsubscribe } from '../pubsub';

export interface LiveEvent {
  event: string;
  data: unknown;
}

/** Events a new connection receives at once, such as the current title and listener count. */
export type SnapshotProvider = (stationId: string) => LiveEvent[] | Promise<LiveEvent[]>;

const channelOf = (stationId: string) => `station-events:${stationId}`;

export class StationEvents {
  private readonly snapshots: SnapshotProvider[] = [];

  constructor(private readonly pubsub: PubSub) {}

  publish(stationId: string, event: string, data: unknown): Promise<void> {
    return this.pubsub.publish(channelOf(stationId), { event, data } satisfies LiveEvent);
  }

  subscribe(stationId: string, handler: (event: LiveEvent) => void): Promise<Unsubscribe> {
    return this.pubsub.subscribe(channelOf(stationId), (message) => handler(message as LiveEvent));
  }

  addSnapshot(provider: SnapshotProvider): void {
    this.snapshots.push(provider);
  }

  async snapshot(stationId: string): Promise<LiveEvent[]> {
    const parts = await Promise.all(this.snapshots.map((provider) => provider(stationId)));
    return parts.flat();
  }
}

/** One Server-Sent Events frame. */
export function formatServerSentEvent({ event, data }: LiveEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Starts a Server-Sent Events answer on a reply the route took over (hijacked), unbuffered by proxies. */
export function openEventStream(stream: ServerResponse, requestId: string): void {
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': requestId,
  });
}
