// Metrics on prom-client, in a registry of this app's own (never the global one), so two apps in one
// process, as in the tests, each report their own.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { within } from '../deadline';
import type { GaugeSources, Metrics } from './metrics';

/** The route label of a request no route matched (a page of the web app, or a 404): never its raw URL. */
const UNMATCHED_ROUTE = 'unmatched';

// A scrape must not hang on an unreachable Redis: the queue depth is then left out of that scrape.
const QUEUE_DEPTH_WITHIN_MS = 1000;

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let sources: GaugeSources | undefined;

  const requestDurations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const gauge = (name: string, help: string, read: (from: GaugeSources) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(sources ? read(sources) : 0);
      },
    });
  gauge('sauti_relay_listeners', 'Listeners of relayed audio on this instance.', (from) => from.relay().listeners);
  gauge(
    'sauti_relay_upstreams',
    'Upstream connections to radio servers on this instance, one per relayed station.',
    (from) => from.relay().upstreams,
  );
  gauge('sauti_event_streams', 'Live event streams (Server-Sent Events) open on this instance.', (from) =>
    from.eventStreams(),
  );
  gauge('sauti_catalogue_stations', 'Stations in the catalogue index of this instance.', (from) =>
    from.catalogueStations(),
  );
  new Gauge({
    name: 'sauti_job_queue_depth',
    help: 'Jobs waiting in a queue; with Redis the queue is shared, so every instance reports the same depth.',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      if (!sources) return;
      const depths = await within(sources.queueDepths(), QUEUE_DEPTH_WITHIN_MS, 'the job queue').catch(() => ({}));
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  return {
    chatMessages: new Counter({
      name: 'sauti_chat_messages_total',
      help: 'Chat messages posted through this instance.',
      registers,
    }),
    streamChecks: new Counter({
      name: 'sauti_stream_checks_total',
      help: 'Stream checks run by this instance, by outcome.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    adEvents: new Counter({
      name: 'sauti_ad_events_total',
      help: 'Ad events received by this instance, by kind, counted or refused as invalid.',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    observeRequest(method, route, statusCode, seconds) {
      const statusClass = STATUS_CLASSES[Math.floor(statusCode / 100)] ?? 'other';
      requestDurations.observe({ method, route: route ?? UNMATCHED_ROUTE, status_class: statusClass }, seconds);
    },
    readGaugesFrom(next) {
      sources = next;
    },
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
