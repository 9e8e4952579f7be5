// "Run Stream Error Correction" for one station: when its stream address does not play as stored (it
// fails, or moved permanently), tries in order its own address re-resolved (a playlist whose entries
// changed), the target of a permanent redirect, the other scheme (http/https), Radio Browser's current
// url_resolved for the same stationuuid, and the streams of duplicates merged into it; the first that
// passes a check is the fix. Only the station's own addresses are ever tried: never another broadcaster.
import type { FixMethod, StreamCheck } from '@sauti/contract';
import { z } from 'zod';
import type { SafeFetch } from '../../platform/safe-fetch';
import type { CheckedStream, StreamChecker } from './stream-checker';

export interface RepairTarget {
  url: string;
  url_resolved: string | null;
  /** Radio Browser's stationuuid, for a station imported from it. */
  radio_browser_id: string | null;
  /** Streams of duplicates merged into the station. */
  alternates: string[];
}

export interface RepairResult {
  /** The check to record: the fix's, the stored address's when it plays, or the last failure. */
  check: CheckedStream;
  /** The address that check started from. */
  url: string;
  fixMethod: FixMethod | null;
  /** The stored address did not play as stored. */
  errorDetected: boolean;
}

interface Candidate {
  method: FixMethod;
  url: string;
}

const PERMANENT_REDIRECTS = new Set([301, 308]);
const RADIO_BROWSER_RECORD = z.array(
  z.looseObject({ url: z.string().optional(), url_resolved: z.string().optional() }),
);

export interface StationRepairerOptions {
  checker: StreamChecker;
  safeFetch: SafeFetch;
  /** RADIO_BROWSER_URL, asked for a station's current record. */
  radioBrowserUrl: string;
  /** How long a redirect probe or Radio Browser may take. */
  fetchTimeoutMs: number;
}

export class StationRepairer {
  constructor(private readonly options: StationRepairerOptions) {}

  async repair(target: RepairTarget): Promise<RepairResult> {
    const stored = target.url_resolved ?? target.url;
    const movedTo = await this.permanentTarget(stored);
    let failure: { check: StreamCheck; url: string } | null = null;
    if (!movedTo) {
      const check = await this.options.checker.check({ url: stored });
      if (check.outcome === 'ok') return { check, url: stored, fixMethod: null, errorDetected: false };
      failure = { check, url: stored };
    }
    const tried = new Set([stored]);
    for await (const candidate of this.candidates(target, stored, movedTo)) {
      if (tried.has(candidate.url)) continue;
      tried.add(candidate.url);
      const check = await this.options.checker.check({ url: candidate.url });
      if (check.outcome === 'ok')
        return { check, url: candidate.url, fixMethod: candidate.method, errorDetected: true };
      failure ??= { check, url: candidate.url };
    }
    // A station that moved permanently always has its redirect's check to show.
    const last = failure ?? { check: await this.options.checker.check({ url: stored }), url: stored };
    return { ...last, fixMethod: null, errorDetected: true };
  }

  private async *candidates(target: RepairTarget, stored: string, movedTo: string | null): AsyncGenerator<Candidate> {
    const ownMovedTo = target.url === stored ? movedTo : await this.permanentTarget(target.url);
    if (target.url !== stored && !ownMovedTo) yield { method: 'playlist', url: target.url };
    for (const moved of [movedTo, ownMovedTo]) if (moved) yield { method: 'permanent_redirect', url: moved };
    for (const address of new Set([target.url, stored])) {
      const swapped = otherScheme(address);
      if (swapped) yield { method: 'protocol_swap', url: swapped };
    }
    if (target.radio_browser_id) {
      for (const url of await this.radioBrowserAddresses(target.radio_browser_id))
        yield { method: 'radio_browser', url };
    }
    for (const url of target.alternates) yield { method: 'alternate', url };
  }

  /** Where the address moved to for good (301 or 308), or null. */
  private async permanentTarget(url: string): Promise<string | null> {
    try {
      const response = await this.options.safeFetch.open(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.fetchTimeoutMs),
      });
      response.close();
      const location = response.headers.location;
      if (!PERMANENT_REDIRECTS.has(response.status) || !location || !URL.canParse(location, url)) return null;
      return new URL(location, url).href;
    } catch {
      return null;
    }
  }

  /** Radio Browser's current url_resolved and url for the station, when Radio Browser answers. */
  private async radioBrowserAddresses(stationUuid: string): Promise<string[]> {
    try {
      const address = `${this.options.radioBrowserUrl}/json/stations/byuuid/${encodeURIComponent(stationUuid)}`;
      const response = await this.options.safeFetch.read(address, {
        maxBytes: 256 * 1024,
        timeoutMs: this.options.fetchTimeoutMs,
      });
      if (response.status !== 200) return [];
      const [record] = RADIO_BROWSER_RECORD.parse(JSON.parse(response.bytes.toString('utf8')));
      return [record?.url_resolved, record?.url].filter((url): url is string =>
        Boolean(url && /^https?:\/\//i.test(url)),
      );
    } catch {
      return [];
    }
  }
}

function otherScheme(url: string): string | null {
  if (/^http:\/\//i.test(url)) return `https://${url.slice('http://'.length)}`;
  if (/^https:\/\//i.test(url)) return `http://${url.slice('https://'.length)}`;
  return null;
}
