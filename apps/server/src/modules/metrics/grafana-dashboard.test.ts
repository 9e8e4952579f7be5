// docs/grafana-dashboard.json, the dashboard the README ships: Grafana can import it, and every query
// names a metric this server exports, so a renamed metric cannot leave a panel silently empty.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_METRICS_TOKEN, familiesOf, scrape } from '../../test-support/metrics';
import { startTestApp, type TestApp } from '../../test-support/test-app';

interface Target {
  expr: string;
  datasource: { type: string; uid: string };
}
interface Panel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: Target[];
}
interface Dashboard {
  schemaVersion: number;
  uid: string;
  title: string;
  templating: { list: Array<{ name: string; type: string; query: unknown }> };
  panels: Panel[];
}

const dashboard = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/grafana-dashboard.json'), 'utf8'),
) as Dashboard;
const queried = dashboard.panels.filter((panel) => panel.type !== 'row');
// Grafana's own variable syntax, not a template string.
const DATASOURCE = { type: 'prometheus', uid: '$' + '{datasource}' };
const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
]);

/** The metric names a PromQL expression reads: what is left once label matchers, ranges, groupings and functions are set aside. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/\b[a-zA-Z_:][a-zA-Z0-9_:]*\b(?!\s*\()/g)]
    .map(([name]) => name)
    .filter((name) => !KEYWORDS.has(name));
}

/** Every series name the text format has for the families declared: a histogram's _bucket, _sum and _count. */
function seriesNames(families: Map<string, string>): Set<string> {
  const names = new Set<string>();
  for (const [name, kind] of families) {
    if (kind === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    else names.add(name);
  }
  return names;
}

describe('the Grafana dashboard', () => {
  let test: TestApp;
  let exported: Set<string>;
  beforeAll(async () => {
    test = await startTestApp({ metricsToken: A_METRICS_TOKEN });
    exported = seriesNames(familiesOf(await scrape(test.app)));
  });
  afterAll(() => test?.close());

  it('is a dashboard Grafana imports, with a Prometheus data source to choose', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    for (const panel of queried) {
      expect(panel.datasource, panel.title).toEqual(DATASOURCE);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expect(target.datasource, panel.title).toEqual(DATASOURCE);
    }
  });

  it('shows what an operator looks at first', () => {
    const expressions = queried.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    const read = new Set(expressions.flatMap(metricNames));
    for (const name of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'sauti_relay_listeners',
      'sauti_relay_upstreams',
      'sauti_event_streams',
      'sauti_chat_messages_total',
      'sauti_stream_checks_total',
      'sauti_job_queue_depth',
      'sauti_ad_events_total',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(read, name).toContain(name);
    }
    expect(expressions.filter((expr) => expr.includes('histogram_quantile')).map((expr) => expr.slice(0, 24))).toEqual([
      'histogram_quantile(0.5, ',
      'histogram_quantile(0.95,',
      'histogram_quantile(0.99,',
    ]);
  });

  it('queries only metrics this server exports', () => {
    const variables = dashboard.templating.list.map((variable) => JSON.stringify(variable.query));
    const fromVariables = variables.flatMap((query) =>
      [...query.matchAll(/label_values\((\w+)/g)].map(([, name]) => name),
    );
    const fromPanels = queried.flatMap((panel) => (panel.targets ?? []).flatMap((target) => metricNames(target.expr)));
    const names = [...fromPanels, ...fromVariables];
    expect(names.length).toBeGreaterThan(15);
    expect(names.filter((name) => !exported.has(name ?? ''))).toEqual([]);
  });
});
