// The stream gateway as the rest of the server sees it: resolving stations to playable candidates,
// relaying their audio, and publishing now-playing titles and listener counts as live events. One
// method per action; the resolver, relay hub, HLS proxy and now-playing board stay inside.
import type { ServerResponse } from 'node:http';
import {
  type NowPlaying,
  pathOf,
  STREAM_EVENTS,
  type Station,
  type StreamResolution,
  streamEndpoints,
} from '@sauti/contract';
import { ConnectionSlots, type SlotCaps } from '../../platform/connection-limits';
import type { LiveEvent, StationEvents } from '../../platform/live-events';
import type { PubSub } from '../../platform/pubsub';
import type { SafeFetch } from '../../platform/safe-fetch';
import type { SigningKey } from '../../platform/signing';
import type { AudienceSessions } from './audience-sessions';
import { HlsProxy, type HlsResource } from './hls-proxy';
import { splitStreamTitle } from './icy-metadata';
import { ListenerTotals } from './listener-totals';
import { NowPlayingBoard } from './now-playing';
import { RelayHub } from './relay-hub';
import { type ResolverSettings, StreamResolver } from './resolver';
import type { RelaySettings } from './station-relay';

/** The relay's and the resolver's settings, which the gateway passes on. */
export type StreamSettings = RelaySettings & ResolverSettings;

export interface GatewayDependencies {
  safeFetch: SafeFetch;
  pubsub: PubSub;
  stationEvents: StationEvents;
  /** Signs the HLS addresses a playlist hands out, so any instance serves what another issued. */
  signingKey: SigningKey;
  settings: StreamSettings;
  /** Relay listeners per client and in all on this instance. */
  listenerCaps: SlotCaps;
  /** Upstream connections this instance may hold at once: one per relayed station. */
  maxUpstreams: number;
  log: { warn(message: string): void };
  /** Records each relayed listener as an audience session (the studio's figures); none when absent. */
  audience?: AudienceSessions;
  /** Told of each title a relay on this instance hears (song history); other instances hear it on pub/sub only. */
  songs?: { heard(stationId: string, title: string): void };
}

/**
 * What playing a station answered: its audio is streaming on the response, or it is an HLS station
 * and the response is still untouched, for its (rewritten) playlist.
 */
export type PlayOutcome = { kind: 'relayed' } | { kind: 'hls'; resource: HlsResource };

const LISTENER_REFUSALS = {
  clientFull: 'Too many streams are playing from your address. Stop one and try again.',
  instanceFull: 'Sauti has as many listeners as it can serve right now. Please try again shortly.',
};

export class StreamGateway {
  private readonly listenerSlots: ConnectionSlots;
  private readonly resolver: StreamResolver;
  private readonly hub: RelayHub;
  private closed = false;
  private readonly board: NowPlayingBoard;
  private readonly hls: HlsProxy;
  private readonly totals: ListenerTotals;

  constructor(private readonly deps: GatewayDependencies) {
    this.listenerSlots = new ConnectionSlots(deps.listenerCaps, LISTENER_REFUSALS);
    this.resolver = new StreamResolver(deps.safeFetch, deps.settings);
    this.board = new NowPlayingBoard(deps.pubsub, deps.stationEvents);
    this.hls = new HlsProxy(deps.safeFetch, deps.signingKey, deps.settings.openDeadlineMs);
    this.hub = new RelayHub(
      this.resolver,
      { ...deps.settings, maxUpstreams: deps.maxUpstreams },
      {
        title: (stationId, streamTitle) => {
          this.publish(this.board.titleChanged(stationId, streamTitle));
          const title = splitStreamTitle(streamTitle)?.title;
          if (title) deps.songs?.heard(stationId, title);
        },
        listeners: (stationId) => {
          this.totals.changed();
          this.publish(
            deps.stationEvents.publish(stationId, STREAM_EVENTS.listeners, { count: this.listenerCount(stationId) }),
          );
        },
        warn: (message) => deps.log.warn(message),
      },
    );
    this.totals = new ListenerTotals(deps.pubsub, this.hub, (message) => deps.log.warn(message));
  }

  async start(): Promise<void> {
    await this.board.start();
    await this.totals.start();
    this.deps.audience?.start();
    this.deps.stationEvents.addSnapshot((stationId) => this.snapshot(stationId));
  }

  /** Ends every relay (their players reconnect, through the load balancer, to another instance). */
  /** Ends every relay and stops reporting counts; a second call does nothing. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.totals.stop();
    this.hub.close();
    this.deps.audience?.stop();
    this.board.stop();
  }

  /**
   * Adds a listener from `client` (its address) to the station's relay; an HLS station answers its
   * playlist instead. Refused before anything is written when the client or this instance holds as
   * many listeners as it may; the listener's slot comes back when its response closes. A relayed
   * listener is recorded as an audience session from `client` and `userAgent` (neither is stored).
   */
  async play(station: Station, response: ServerResponse, client: string, userAgent?: string): Promise<PlayOutcome> {
    const release = this.listenerSlots.take(client);
    // Set once the listener streams: their audience session, ended when they leave.
    let endSession: (() => void) | undefined;
    let left = false;
    const leave = () => {
      left = true;
      release();
      endSession?.();
    };
    // Before the relay takes over its connection the response says when the listener left; after, the relay does.
    response.once('close', leave);
    const joined = await this.hub.join(station, response, leave);
    if (joined.kind === 'relayed') {
      if (!left) endSession = this.deps.audience?.opened(station.id, client, userAgent);
      return joined;
    }
    return { kind: 'hls', resource: await this.hls.fetch(station.id, joined.candidate.url) };
  }

  /** A variant playlist, segment or key of an HLS station, by the signed address its playlist gave. */
  hlsPart(stationId: string, encodedUrl: string, signature: string): Promise<HlsResource> {
    return this.hls.fetch(stationId, this.hls.verify(stationId, encodedUrl, signature));
  }

  /** What the station plays now, as far as any instance has heard. */
  nowPlaying(stationId: string): NowPlaying {
    return this.board.get(stationId);
  }

  /** Listeners of the station on every instance (as last reported), for the Station `listeners` field. */
  listenerCount(stationId: string): number {
    return this.totals.count(stationId);
  }

  /** Every station with listeners on any instance, and how many. */
  listenerCounts(): Map<string, number> {
    return this.totals.counts();
  }

  /** Whether this process holds an upstream (open, opening or reopening) for the station. */
  isRelaying(stationId: string): boolean {
    return this.hub.isRelaying(stationId);
  }

  /** Relayed listeners and upstreams on this instance alone, for its metrics. */
  relayLoad(): { listeners: number; upstreams: number } {
    return this.hub.load();
  }

  async resolve(station: Station): Promise<StreamResolution> {
    const resolution = await this.resolver.resolve(station);
    return {
      station_id: station.id,
      relay_url: pathOf(streamEndpoints.play, { params: { stationId: station.id } }),
      candidates: resolution.candidates,
      resolved_at: resolution.resolvedAt,
    };
  }

  /** What a new live-event connection hears first: only what is known, nothing made up. */
  private snapshot(stationId: string): LiveEvent[] {
    const events: LiveEvent[] = [];
    if (this.board.has(stationId)) {
      events.push({ event: STREAM_EVENTS.nowPlaying, data: this.board.get(stationId) });
    }
    const count = this.listenerCount(stationId);
    if (count > 0) events.push({ event: STREAM_EVENTS.listeners, data: { count } });
    return events;
  }

  private publish(sent: Promise<void>): void {
    sent.catch((error: Error) => this.deps.log.warn(`Could not publish a live event: ${error.message}`));
  }
}
