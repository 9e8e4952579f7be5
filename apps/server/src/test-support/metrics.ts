// Reading GET /metrics as a Prometheus scraper does: the token, the text format, one series' value.
import type { FastifyInstance } from 'fastify';

/** METRICS_TOKEN for test apps that expose /metrics. */
export const A_METRICS_TOKEN = 'test-metrics-token-0123456789';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of the text format (comment lines left out). */
export function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const [, name = '', value = ''] of (match[2] ?? '').matchAll(LABEL)) labels[name] = value;
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the first series of `name` carrying every label given; undefined when there is none. */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matches = (sample: Sample) =>
    sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value);
  return samplesOf(text).find(matches)?.value;
}

/** The metric families the text declares (`# TYPE name kind`), by name. */
export function familiesOf(text: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const [, name = '', kind = ''] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) families.set(name, kind);
  return families;
}

/** The app's /metrics text, read with the token. */
export async function scrape(app: FastifyInstance, token = A_METRICS_TOKEN): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}: ${response.body}`);
  return response.body;
}
