// Live events per station (now playing, listeners, chat): published by any module on any instance
// through pub/sub, delivered to every Server-Sent Events connection on that station.
import type { ServerResponse } from 'node:http';
import type { PubSub, Unsubscribe } from '../pubsub';

export interface LiveEvent {
  event: string;
  data: unknown;
  /**
   * The SSE event id, for events a reconnecting client must not miss (chat messages): its browser
   * sends the last one back as Last-Event-ID, on whichever instance it lands.
   */
  id?: string;
}

/** Events a new connection receives at once, such as the current title and listener count. */
export type SnapshotProvider = (stationId: string) => LiveEvent[] | Promise<LiveEvent[]>;

/** Events published after the one with `lastEventId`, for a client that reconnects with it. */
export type ReplayProvider = (stationId: string, lastEventId: string) => Promise<LiveEvent[]>;

const channelOf = (stationId: string) => `station-events:${stationId}`;

export class StationEvents {
  private readonly snapshots: SnapshotProvider[] = [];
  private readonly replays: ReplayProvider[] = [];

  constructor(private readonly pubsub: PubSub) {}

  publish(stationId: string, event: string, data: unknown, id?: string): Promise<void> {
    const message: LiveEvent = id === undefined ? { event, data } : { event, data, id };
    return this.pubsub.publish(channelOf(stationId), message);
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

  addReplay(provider: ReplayProvider): void {
    this.replays.push(provider);
  }

  async replay(stationId: string, lastEventId: string): Promise<LiveEvent[]> {
    const parts = await Promise.all(this.replays.map((provider) => provider(stationId, lastEventId)));
    return parts.flat();
  }
}

/** One Server-Sent Events frame; an id holds no line break, or it would end the field early. */
export function formatServerSentEvent({ event, data, id }: LiveEvent): string {
  const idLine = id === undefined || /[\r\n]/.test(id) ? '' : `id: ${id}\n`;
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
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
