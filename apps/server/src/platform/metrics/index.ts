// This instance's metrics for Prometheus (GET /metrics): counters that modules add to, gauges read at
// each scrape from the services that already know the numbers, the HTTP request durations, and the
// process's own figures. Only this folder knows prom-client; modules get a Tally through their options.
export type { GaugeSources, LabelledTally, Metrics, Tally } from './metrics';
export { createMetrics } from './prometheus';
export { registerRequestDurations } from './request-durations';
