// What each benchmark reports; bench/run.ts collects them into bench/results/latest.json.
export interface BenchContext {
  /** The shared Radio Browser export (../shared/data/radio-browser-africa.json). */
  sharedExport: string;
  /** The repository root, for starting the built server. */
  repoRoot: string;
  log(line: string): void;
}

export interface BenchSection {
  name: string;
  /** Measured values; names carry their unit (e.g. search_p99_ms, http_requests_per_s). */
  figures: Record<string, number | string | boolean>;
  /** Targets as readable sentences, with whether this run met them. */
  targets?: Array<{ label: string; met: boolean }>;
  /** Shown in the README instead of the figure list, where figures compare side by side (e.g. runtimes). */
  table?: { header: string[]; rows: string[][] };
  notes?: string[];
}

export type Benchmark = (context: BenchContext) => Promise<BenchSection>;
