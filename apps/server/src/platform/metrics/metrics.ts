// What modules and the app see of metrics: the tallies modules add to, the sources gauges read, and
// the one interface the app holds. The prom-client implementation is in prometheus.ts.

/** Events a module counts, one at a time; it never reads them back. */
export interface Tally {
  inc(): void;
}

/** Events counted by kind: each call adds one to the series its label values name. */
export interface LabelledTally<Label extends string> {
  inc(labels: Readonly<Record<Label, string>>): void;
}

/** The numbers the gauges read at each scrape. */
export interface GaugeSources {
  /** Listeners of relayed audio on this instance, and the upstream connections that feed them. */
  relay(): { listeners: number; upstreams: number };
  /** Live event streams (Server-Sent Events) open on this instance. */
  eventStreams(): number;
  /** Jobs waiting, by queue name. */
  queueDepths(): Promise<Record<string, number>>;
  /** Stations in the catalogue index. */
  catalogueStations(): number;
}

export interface Metrics {
  /** Chat messages posted through this instance. */
  readonly chatMessages: Tally;
  /** Stream checks this instance ran, by outcome (ok, timeout, http_error...). */
  readonly streamChecks: LabelledTally<'outcome'>;
  /** Ad events this instance received, by kind, and whether they were counted or refused as invalid. */
  readonly adEvents: LabelledTally<'kind' | 'outcome'>;
  /** One answered request: `route` is the route's pattern, undefined when no route matched. */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void;
  /** Where the gauges read from, once the services exist; until then they read 0. */
  readGaugesFrom(sources: GaugeSources): void;
  /** Everything, in the Prometheus text format. */
  scrape(): Promise<{ contentType: string; text: string }>;
}
