// Every station's relay on this server process: at most one upstream per station, created on the
// first listener and forgotten when it closes; listener counts are reported at a bounded rate.
import type { ServerResponse } from 'node:http';
import type { Station } from '@sauti/contract';
import { ServerBusy } from '../../platform/http/errors';
import { type JoinOutcome, type RelaySettings, StationRelay, type UpstreamSource } from './station-relay';

export interface HubObserver {
  title(stationId: string, streamTitle: string): void;
  listeners(stationId: string, count: number): void;
  warn(message: string): void;
}

export interface HubSettings extends RelaySettings {
  /** Upstreams (stations relayed) at once on this process; a listener of one more station is refused. */
  maxUpstreams: number;
}

// A relay with no listener left closes after its idle delay, which is about when a slot frees up.
const UPSTREAMS_FULL_RETRY_SECONDS = 10;

// Hundreds of listeners may arrive in the same second; one count event per station per interval is enough.
const LISTENER_EVENT_INTERVAL_MS = 500;

export class RelayHub {
  private readonly relays = new Map<string, StationRelay>();
  private readonly countTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly source: UpstreamSource,
    private readonly settings: HubSettings,
    private readonly observer: HubObserver,
  ) {}

  /**
   * Adds a listener to the station's relay, opening its upstream if it has none; refused with
   * ServerBusy when that upstream would be one more than this process may hold. `onLeave` runs when
   * the listener, once streaming, goes away (see StationRelay.join).
   */
  async join(station: Station, response: ServerResponse, onLeave?: () => void): Promise<JoinOutcome> {
    let relay = this.relays.get(station.id);
    if (!relay) {
      if (this.relays.size >= this.settings.maxUpstreams) {
        throw new ServerBusy(
          'Sauti is relaying as many stations as it can right now. Please try again shortly.',
          UPSTREAMS_FULL_RETRY_SECONDS,
        );
      }
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
    return relay.join(response, onLeave);
  }

  /** Listeners of the station on this server process. */
  listenerCount(stationId: string): number {
    return this.relays.get(stationId)?.listenerCount ?? 0;
  }

  /** Every station with listeners on this server process, and how many. */
  listenerCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const [stationId, relay] of this.relays) {
      if (relay.listenerCount > 0) counts.set(stationId, relay.listenerCount);
    }
    return counts;
  }

  /** Whether this process holds an upstream (open, opening or reopening) for the station. */
  isRelaying(stationId: string): boolean {
    return this.relays.has(stationId);
  }

  /** Listeners of every station on this process, and the upstreams (open, opening or reopening) feeding them. */
  load(): { listeners: number; upstreams: number } {
    let listeners = 0;
    for (const relay of this.relays.values()) listeners += relay.listenerCount;
    return { listeners, upstreams: this.relays.size };
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
