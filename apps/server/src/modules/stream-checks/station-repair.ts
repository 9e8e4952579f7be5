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

  /**
   * The stored address's check and the redirect probe run together; when the address fails, every
   * other address is checked at once and the first in the order above that plays is the fix. A repair
   * so takes about two checks' time however many addresses it tries (one station a second when they
   * ran one after another with the network down).
   */
  async repair(target: RepairTarget): Promise<RepairResult> {
    const stored = target.url_resolved ?? target.url;
    const [movedTo, storedCheck] = await Promise.all([
      this.permanentTarget(stored),
      this.options.checker.check({ url: stored }),
    ]);
    if (!movedTo && storedCheck.outcome === 'ok')
      return { check: storedCheck, url: stored, fixMethod: null, errorDetected: false };
    const tried = new Set([stored]);
    const candidates = (await this.candidates(target, stored, movedTo)).filter((candidate) => {
      if (tried.has(candidate.url)) return false;
      tried.add(candidate.url);
      return true;
    });
    const checks = await Promise.all(candidates.map((candidate) => this.options.checker.check({ url: candidate.url })));
    const fixed = checks.findIndex((check) => check.outcome === 'ok');
    const candidate = candidates[fixed];
    if (candidate)
      return {
        check: checks[fixed] as StreamCheck,
        url: candidate.url,
        fixMethod: candidate.method,
        errorDetected: true,
      };
    // The stored address's own failure explains best why the station stays broken; a station that moved
    // permanently shows its redirect target's.
    const first = candidates[0];
    const last =
      movedTo && first ? { check: checks[0] as StreamCheck, url: first.url } : { check: storedCheck, url: stored };
    return { ...last, fixMethod: null, errorDetected: true };
  }

  /** Every other address of the station, in the order they are preferred as a fix. */
  private async candidates(target: RepairTarget, stored: string, movedTo: string | null): Promise<Candidate[]> {
    const [ownMovedTo, radioBrowser] = await Promise.all([
      target.url === stored ? movedTo : this.permanentTarget(target.url),
      target.radio_browser_id ? this.radioBrowserAddresses(target.radio_browser_id) : [],
    ]);
    const candidates: Candidate[] = [];
    if (target.url !== stored && !ownMovedTo) candidates.push({ method: 'playlist', url: target.url });
    for (const moved of [movedTo, ownMovedTo]) if (moved) candidates.push({ method: 'permanent_redirect', url: moved });
    for (const address of new Set([target.url, stored])) {
      const swapped = otherScheme(address);
      if (swapped) candidates.push({ method: 'protocol_swap', url: swapped });
    }
    for (const url of radioBrowser) candidates.push({ method: 'radio_browser', url });
    for (const url of target.alternates) candidates.push({ method: 'alternate', url });
    return candidates;
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
