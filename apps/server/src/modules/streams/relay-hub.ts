// Every station's relay on this server process: at most one upstream per station, created on the
// first listener and forgotten when it closes; listener counts are reported at a bounded rate.
import type { ServerResponse } from 'node:http';
import type { Station } from '@sauti/contract';
import { type RelaySettings, StationRelay, type UpstreamSource } from './station-relay';

export interface HubObserver {
  title(stationId: string, streamTitle: string): void;
  listeners(stationId: string, count: number): void;
  warn(message: string): void;
}

// Hundreds of listeners may arrive in the same second; one count event per station per interval is enough.
const LISTENER_EVENT_INTERVAL_MS = 500;

export class RelayHub {
  private readonly relays = new Map<string, StationRelay>();
  private readonly countTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly source: UpstreamSource,
    private readonly settings: RelaySettings,
    private readonly observer: HubObserver,
  ) {}

  /** Adds a listener to the station's relay, opening its upstream if it has none. */
  join(station: Station, response: ServerResponse): Promise<void> {
    let relay = this.relays.get(station.id);
    if (!relay) {
      relay = new StationRelay(station, this.source, this.settings, {
        title: (stationId, title) => this.observer.title(stationId, title),
        listeners: (stationId) => this.countChanged(stationId),
        closed: (closed) => {
          if (this.relays.get(closed.station.id) === closed) this.relays.delete(closed.station.id);
        },
        warn: (message) => this.observer.warn(message),
      });
      this.relays.set(station.id, relay);
    }
    return relay.join(response);
  }

  /** Listeners of the station on this server process. */
  listenerCount(stationId: string): number {
    return this.relays.get(stationId)?.listenerCount ?? 0;
  }

  /** Whether this process holds an upstream (open, opening or reopening) for the station. */
  isRelaying(stationId: string): boolean {
    return this.relays.has(stationId);
  }

  close(): void {
    for (const relay of [...this.relays.values()]) relay.close();
    for (const timer of this.countTimers.values()) clearTimeout(timer);
    this.countTimers.clear();
  }

  private countChanged(stationId: string): void {
    if (this.countTimers.has(stationId)) return;
    const timer = setTimeout(() => {
      this.countTimers.delete(stationId);
      this.observer.listeners(stationId, this.listenerCount(stationId));
    }, LISTENER_EVENT_INTERVAL_MS);
    timer.unref();
    this.countTimers.set(stationId, timer);
  }
}
