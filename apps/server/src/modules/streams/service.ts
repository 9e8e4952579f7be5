// The stream gateway as the rest of the server sees it: resolving stations to playable candidates,
// relaying their audio, and publishing now-playing titles and listener counts as live events.
import { STREAM_EVENTS, type Station, type StreamResolution } from '@sauti/contract';
import type { LiveEvent, StationEvents } from '../../platform/live-events';
import type { PubSub } from '../../platform/pubsub';
import type { SafeFetch } from '../../platform/safe-fetch';
import { HlsProxy } from './hls-proxy';
import { NowPlayingBoard } from './now-playing';
import { RelayHub } from './relay-hub';
import { StreamResolver } from './resolver';
import type { RelaySettings } from './station-relay';

export interface GatewayDependencies {
  safeFetch: SafeFetch;
  pubsub: PubSub;
  stationEvents: StationEvents;
  settings: RelaySettings & { openDeadlineMs: number; resolveCacheMs: number };
  log: { warn(message: string): void };
}

export class StreamGateway {
  readonly resolver: StreamResolver;
  readonly hub: RelayHub;
  readonly nowPlaying: NowPlayingBoard;
  readonly hls: HlsProxy;

  constructor(private readonly deps: GatewayDependencies) {
    this.resolver = new StreamResolver(deps.safeFetch, deps.settings);
    this.nowPlaying = new NowPlayingBoard(deps.pubsub, deps.stationEvents);
    this.hls = new HlsProxy(deps.safeFetch);
    this.hub = new RelayHub(this.resolver, deps.settings, {
      title: (stationId, title) => this.publish(this.nowPlaying.titleChanged(stationId, title)),
      listeners: (stationId, count) =>
        this.publish(deps.stationEvents.publish(stationId, STREAM_EVENTS.listeners, { count })),
      warn: (message) => deps.log.warn(message),
    });
  }

  async start(): Promise<void> {
    await this.nowPlaying.start();
    this.deps.stationEvents.addSnapshot((stationId) => this.snapshot(stationId));
  }

  close(): void {
    this.hub.close();
    this.nowPlaying.stop();
  }

  /** Listeners of the station on this server process, for the Station `listeners` field. */
  listenerCount(stationId: string): number {
    return this.hub.listenerCount(stationId);
  }

  async resolve(station: Station): Promise<StreamResolution> {
    const resolution = await this.resolver.resolve(station);
    return {
      station_id: station.id,
      relay_url: `/api/streams/${encodeURIComponent(station.id)}`,
      candidates: resolution.candidates,
      resolved_at: resolution.resolvedAt,
    };
  }

  /** What a new live-event connection hears first: only what is known, nothing made up. */
  private snapshot(stationId: string): LiveEvent[] {
    const events: LiveEvent[] = [];
    if (this.nowPlaying.has(stationId)) {
      events.push({ event: STREAM_EVENTS.nowPlaying, data: this.nowPlaying.get(stationId) });
    }
    const count = this.listenerCount(stationId);
    if (count > 0) events.push({ event: STREAM_EVENTS.listeners, data: { count } });
    return events;
  }

  private publish(sent: Promise<void>): void {
    sent.catch((error: Error) => this.deps.log.warn(`Could not publish a live event: ${error.message}`));
  }
}
