// From a station's addresses to streams a player can use: follows redirects and playlists (nested up
// to 3 levels) through safe-fetch, checks that each leaf really answers with audio or HLS, and keeps
// the ordered result for a few minutes. The relay asks it for an open upstream; the stream checker
// opens addresses the same way.
import type { Station, StreamCandidate } from '@sauti/contract';
import type { AppError } from '../../platform/http/errors';
import { type SafeFetch, SafeFetchError, type SafeResponse } from '../../platform/safe-fetch';
import { looksLikePlaylist, parsePlaylist } from './playlist';
import { answerOf, StreamFailure, StreamUnavailable, streamFailure, streamProblem } from './stream-errors';
import { codecOf, isAudioType, isPlaylistType, isWebPage } from './stream-types';

export interface Resolution {
  candidates: StreamCandidate[];
  resolvedAt: string;
}

export type OpenedStream =
  | { kind: 'stream'; candidate: StreamCandidate; response: SafeResponse }
  | { kind: 'hls'; candidate: StreamCandidate };

export interface ResolverSettings {
  /** Opening a station end to end (redirects and playlists included); under the player's 10 s readiness timeout. */
  openDeadlineMs: number;
  /** How long resolved candidates are reused. */
  resolveCacheMs: number;
}

/** Playlists nest rarely; three levels cover every real case and stop loops that dodge the visited set. */
export const MAX_PLAYLIST_DEPTH = 3;
export const MAX_PLAYLIST_BYTES = 256 * 1024;
// A failure is remembered briefly, so a dead station does not cost every listener a full timeout.
const FAILURE_CACHE_MS = 15_000;
const PEEK_BYTES = 64;

interface Walk {
  safeFetch: SafeFetch;
  signal: AbortSignal;
  visited: Set<string>;
}

type CacheEntry = { expires: number; result: Promise<Resolution> };

export class StreamResolver {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly safeFetch: SafeFetch,
    private readonly settings: ResolverSettings,
  ) {}

  /** The station's working candidates, resolved address first; cached, and shared while in flight. */
  resolve(station: Station): Promise<Resolution> {
    const cached = this.cache.get(station.id);
    if (cached && cached.expires > Date.now()) return cached.result;
    const result = this.resolveNow(station);
    const entry: CacheEntry = { expires: Number.POSITIVE_INFINITY, result };
    this.cache.set(station.id, entry);
    result.then(
      () => {
        entry.expires = Date.now() + this.settings.resolveCacheMs;
      },
      () => {
        entry.expires = Date.now() + Math.min(FAILURE_CACHE_MS, this.settings.resolveCacheMs);
      },
    );
    return result;
  }

  forget(stationId: string): void {
    this.cache.delete(stationId);
  }

  /**
   * An open upstream for the relay. A fresh resolution's candidates are tried first; otherwise the
   * station's addresses are walked and the first working leaf is kept open rather than closed and
   * reopened, so a station costs its radio server one connection.
   */
  async open(station: Station): Promise<OpenedStream> {
    const cached = this.cache.get(station.id);
    const resolution = cached && cached.expires > Date.now() ? await cached.result.catch(() => null) : null;
    for (const candidate of resolution?.candidates ?? []) {
      if (candidate.hls) return { kind: 'hls', candidate };
      const opened = await this.withDeadline(candidate.url).catch(() => null);
      if (opened) return opened;
    }
    if (resolution) this.forget(station.id);
    let firstProblem: AppError | null = null;
    for (const address of addressesOf(station)) {
      try {
        return await this.withDeadline(address);
      } catch (error) {
        firstProblem ??= streamProblem(error, this.settings.openDeadlineMs);
      }
    }
    throw firstProblem ?? new StreamUnavailable('it has no stream address');
  }

  private async resolveNow(station: Station): Promise<Resolution> {
    const candidates: StreamCandidate[] = [];
    let firstProblem: AppError | null = null;
    for (const address of addressesOf(station)) {
      try {
        const opened = await this.withDeadline(address);
        if (opened.kind === 'stream') opened.response.close();
        if (!candidates.some((candidate) => candidate.url === opened.candidate.url)) candidates.push(opened.candidate);
      } catch (error) {
        firstProblem ??= streamProblem(error, this.settings.openDeadlineMs);
      }
    }
    if (candidates.length === 0) throw firstProblem ?? new StreamUnavailable('it has no stream address');
    return { candidates, resolvedAt: new Date().toISOString() };
  }

  /** Opens one address under the opening deadline; the deadline no longer applies once it returned. */
  private async withDeadline(address: string): Promise<OpenedStream> {
    const controller = new AbortController();
    const seconds = Math.round(this.settings.openDeadlineMs / 1000);
    const timer = setTimeout(
      () => controller.abort(new SafeFetchError('response_timeout', `it did not answer within ${seconds} seconds`, '')),
      this.settings.openDeadlineMs,
    );
    try {
      return await openStreamAddress(this.safeFetch, address, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Opens one address as the gateway plays it: redirects and playlists followed, ICY metadata asked
 * for, and the leaf checked by its type and first bytes to be audio (left open for the caller to
 * read or close) or an HLS playlist. Fails with a StreamFailure; aborting `signal` ends it.
 */
export async function openStreamAddress(safeFetch: SafeFetch, url: string, signal: AbortSignal): Promise<OpenedStream> {
  try {
    return await walkTo(url, 0, { safeFetch, signal, visited: new Set() });
  } catch (error) {
    throw streamFailure(error);
  }
}

async function walkTo(url: string, depth: number, walk: Walk): Promise<OpenedStream> {
  walk.visited.add(url);
  const response = await walk.safeFetch.open(url, { headers: { 'Icy-MetaData': '1' }, signal: walk.signal });
  const answer = answerOf(response);
  try {
    if (response.status < 200 || response.status > 299) {
      throw new StreamFailure('http_error', `its stream address answered HTTP ${response.status}`, answer);
    }
    const contentType = response.headers['content-type'];
    const first = await peek(response.body);
    if (isPlaylist(contentType, first.bytes)) return await followPlaylist(response, first, depth, walk);
    if (isWebPage(contentType)) {
      throw new StreamFailure('not_audio', 'its stream address shows a web page, not audio', answer);
    }
    // A live stream never ends within its first bytes; whatever did is not one.
    if (!isAudioType(contentType) || first.ended) {
      const words = `its stream address does not serve audio (${contentType || 'nothing'})`;
      throw new StreamFailure('not_audio', words, answer);
    }
    const candidate = { url: response.url, codec: codecOf(contentType), hls: false, content_type: contentType ?? null };
    return { kind: 'stream', candidate, response };
  } catch (error) {
    response.close();
    throw error;
  }
}

async function followPlaylist(
  response: SafeResponse,
  first: FirstBytes,
  depth: number,
  walk: Walk,
): Promise<OpenedStream> {
  const answer = answerOf(response);
  const bytes = first.ended ? first.bytes : await readAll(response, MAX_PLAYLIST_BYTES);
  response.close();
  const contentType = response.headers['content-type'] ?? '';
  const playlist = parsePlaylist(bytes, response.url, contentType);
  if (playlist.kind === 'hls') {
    return {
      kind: 'hls',
      candidate: { url: response.url, codec: playlist.codec, hls: true, content_type: contentType },
    };
  }
  // Playlist levels count against the hop budget as redirects do; a playlist naming only addresses
  // already visited is a loop.
  if (depth + 1 > MAX_PLAYLIST_DEPTH) {
    throw new StreamFailure('too_many_redirects', 'its playlists are nested too deeply', answer);
  }
  const entries = playlist.entries.filter((entry) => !walk.visited.has(entry));
  if (entries.length === 0) {
    const reason = playlist.entries.length > 0 ? 'too_many_redirects' : 'not_audio';
    throw new StreamFailure(reason, 'its playlist lists no stream', answer);
  }
  let firstProblem: unknown = null;
  for (const entry of entries) {
    try {
      return await walkTo(entry, depth + 1, walk);
    } catch (error) {
      if (walk.signal.aborted) throw error;
      firstProblem ??= error;
    }
  }
  throw firstProblem;
}

/**
 * A playlist by its content, or by its type unless the body starts like audio (0xFF opens every MP3
 * and AAC frame): servers mislabel both ways, and a playlist of relative entries has no signature.
 */
function isPlaylist(contentType: string | undefined, first: Buffer): boolean {
  return looksLikePlaylist(first) || (isPlaylistType(contentType) && first.length > 0 && first[0] !== 0xff);
}

/** The resolved address first (Radio Browser already checked it), then the original; no repeats. */
function addressesOf(station: Station): string[] {
  return [...new Set([station.url_resolved, station.url].filter((url): url is string => Boolean(url)))];
}

interface FirstBytes {
  bytes: Buffer;
  /** The body ended within them; otherwise they were put back and the body reads from the start. */
  ended: boolean;
}

/** Waits for the first bytes of a body, to tell a playlist from audio before deciding what to do. */
function peek(body: SafeResponse['body']): Promise<FirstBytes> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let length = 0;
    const done = (error: Error | null, ended: boolean) => {
      body.off('readable', onReadable);
      body.off('end', onEnd);
      body.off('error', onError);
      if (error) return reject(error);
      const bytes = Buffer.concat(parts, length);
      if (!ended && bytes.length > 0) body.unshift(bytes);
      resolve({ bytes, ended });
    };
    const onReadable = () => {
      for (let chunk = body.read() as Buffer | null; chunk !== null; chunk = body.read() as Buffer | null) {
        parts.push(chunk);
        length += chunk.length;
      }
      if (length >= PEEK_BYTES) done(null, false);
    };
    const onEnd = () => done(null, true);
    const onError = (error: Error) => done(error, false);
    body.on('readable', onReadable);
    body.once('end', onEnd);
    body.once('error', onError);
  });
}

async function readAll(response: SafeResponse, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) throw new StreamFailure('not_audio', 'its playlist is too large', answerOf(response));
    parts.push(chunk);
  }
  return Buffer.concat(parts, length);
}
