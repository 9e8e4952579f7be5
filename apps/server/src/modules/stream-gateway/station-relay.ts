// One station's relay: a single upstream connection fanned out to every listener on this server,
// as Icecast does for a relayed mount. ICY metadata is stripped from the audio and reported as
// titles; a burst of recent audio, starting on a frame, lets a new listener start at once; a
// listener that stops reading is dropped; the upstream closes a little after the last listener
// leaves and is reopened with back-off when it drops.
import type { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { Station, StreamCandidate } from '@sauti/contract';
import { BacklogLimit } from '../../platform/http/backlog-limit';
import { takeConnection } from '../../platform/http/connection-handover';
import type { SafeResponse } from '../../platform/safe-fetch';
import { findFrameStart } from './frame-sync';
import { IcyDemuxer, parseIcyMetadata } from './icy-metadata';
import { RecentAudio } from './recent-audio';
import type { OpenedStream } from './resolver';
import { StreamUnavailable } from './stream-errors';
import { type FrameFormat, frameFormatOf } from './stream-types';

export interface RelaySettings {
  /** How long an upstream stays open after its last listener left, so a page refresh reuses it. */
  idleCloseMs: number;
  reconnectMinMs: number;
  reconnectMaxMs: number;
  /** How long listeners are kept waiting while a dropped upstream is being reopened. */
  reconnectGiveUpMs: number;
  /** No upstream bytes for this long counts as a dropped upstream. */
  stallTimeoutMs: number;
  burstBytes: number;
  /** A listener whose unsent backlog grows past this is dropped. */
  maxListenerBacklogBytes: number;
  /**
   * A listener whose unsent backlog has not shrunk for this long is dropped, though it is small: a
   * client that stopped reading is found once the kernel's socket buffers are full, whatever the
   * station's bitrate (at 32 kbit/s the backlog limit alone would take two minutes more).
   */
  stalledListenerMs: number;
}

export interface UpstreamSource {
  open(station: Station): Promise<OpenedStream>;
}

export interface RelayObserver {
  title(stationId: string, streamTitle: string): void;
  listeners(stationId: string, count: number): void;
  closed(relay: StationRelay): void;
  warn(message: string): void;
}

/** How a listener joined: relayed audio, or an HLS station whose playlist is served rewritten instead. */
export type JoinOutcome = { kind: 'relayed' } | { kind: 'hls'; candidate: StreamCandidate };

const RELAYED: JoinOutcome = { kind: 'relayed' };

// Upstream audio is gathered before it is written to listeners: one write per block (or per 100 ms,
// whichever comes first) per listener instead of one per network read keeps the cost per listener
// low. 100 ms is inaudible.
const BLOCK_BYTES = 8 * 1024;
const BLOCK_DELAY_MS = 100;
// The burst is also capped to about 8 seconds of audio, so low-bitrate listeners do not start far behind.
const BURST_SECONDS = 8;

// Headers a listener may see from the radio server; icy-metaint is left out because the audio we
// send carries no metadata.
const PASSED_HEADERS = [
  'content-type',
  'icy-br',
  'icy-name',
  'icy-genre',
  'icy-url',
  'icy-description',
  'ice-audio-info',
];

interface Waiting {
  response: ServerResponse;
  onLeave: (() => void) | undefined;
  resolve(outcome: JoinOutcome): void;
  reject(error: Error): void;
}

type State = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'closed';

export class StationRelay {
  private state: State = 'idle';
  /** Each listener's connection, written to directly once its answer's head is out (see attach). */
  private readonly listeners = new Set<Writable>();
  private readonly backlogLimit: BacklogLimit;
  private waiting: Waiting[] = [];
  private upstream: SafeResponse | null = null;
  private listenerHeaders: Record<string, string> = {};
  private frameFormat: FrameFormat = null;
  private readonly audio: RecentAudio;
  private blockTimer: NodeJS.Timeout | null = null;
  private stallTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private backoffMs: number;
  private lostAt: number | null = null;
  private lastTitle: string | null = null;

  constructor(
    readonly station: Station,
    private readonly source: UpstreamSource,
    private readonly settings: RelaySettings,
    private readonly observer: RelayObserver,
  ) {
    this.backoffMs = settings.reconnectMinMs;
    this.audio = new RecentAudio(BLOCK_BYTES, settings.burstBytes);
    this.backlogLimit = new BacklogLimit({
      maxBytes: settings.maxListenerBacklogBytes,
      maxStallMs: settings.stalledListenerMs,
    });
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /**
   * Adds a listener. Resolves once its response is streaming audio, or, with nothing written, with
   * the HLS candidate of a station that plays over HLS; rejects, before anything was written, when
   * the station cannot be opened. `onLeave` runs when a listener that was streaming audio goes away:
   * by then its response no longer emits 'close', for the relay has taken over its connection.
   */
  join(response: ServerResponse, onLeave?: () => void): Promise<JoinOutcome> {
    this.cancelIdleClose();
    if (this.state === 'live' || this.state === 'reconnecting') {
      this.attach(response, onLeave);
      return Promise.resolve(RELAYED);
    }
    const joined = new Promise<JoinOutcome>((resolve, reject) =>
      this.waiting.push({ response, onLeave, resolve, reject }),
    );
    response.once('close', () => this.abandon(response));
    if (this.state === 'idle') void this.connect();
    return joined;
  }

  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const timer of [this.blockTimer, this.stallTimer, this.idleTimer, this.reconnectTimer]) {
      if (timer) clearTimeout(timer);
    }
    this.upstream?.close();
    this.upstream = null;
    for (const listener of this.listeners) listener.end();
    this.listeners.clear();
    this.failWaiting(new StreamUnavailable('the relay stopped'));
    this.observer.closed(this);
  }

  private async connect(): Promise<void> {
    this.state = 'connecting';
    let opened: OpenedStream;
    try {
      opened = await this.source.open(this.station);
    } catch (error) {
      this.failWaiting(error as Error);
      this.close();
      return;
    }
    // close() may have run while the upstream was opening.
    if ((this.state as State) === 'closed') {
      if (opened.kind === 'stream') opened.response.close();
      return;
    }
    if (opened.kind === 'hls') {
      const waiting = this.waiting;
      this.waiting = [];
      for (const { resolve } of waiting) resolve({ kind: 'hls', candidate: opened.candidate });
      this.close();
      return;
    }
    this.startUpstream(opened.response);
    const waiting = this.waiting;
    this.waiting = [];
    for (const { response, onLeave, resolve } of waiting) {
      if (response.destroyed) continue;
      this.attach(response, onLeave);
      resolve(RELAYED);
    }
    this.closeIfIdle();
  }

  private startUpstream(response: SafeResponse): void {
    this.upstream = response;
    this.state = 'live';
    this.lostAt = null;
    this.backoffMs = this.settings.reconnectMinMs;
    this.listenerHeaders = headersForListeners(response.headers);
    this.frameFormat = frameFormatOf(response.headers['content-type']);
    const kbps = Number.parseInt(response.headers['icy-br'] ?? '', 10);
    this.audio.keep(
      kbps > 0 ? Math.min(this.settings.burstBytes, (kbps * 1000 * BURST_SECONDS) / 8) : this.settings.burstBytes,
    );
    const metaint = Number.parseInt(response.headers['icy-metaint'] ?? '', 10);
    const demuxer = new IcyDemuxer(
      metaint > 0 ? metaint : 0,
      (audio) => this.onAudio(audio),
      (block) => this.onMetadata(block),
    );
    const body = response.body;
    this.stallTimer = setTimeout(() => response.close(), this.settings.stallTimeoutMs);
    body.on('data', (chunk: Buffer) => {
      this.stallTimer?.refresh();
      demuxer.push(chunk);
    });
    const lost = () => this.upstreamLost(response);
    body.once('end', lost);
    body.once('close', lost);
    body.once('error', (error) => {
      this.observer.warn(`Upstream of station ${this.station.id} failed: ${error.message}`);
      lost();
    });
    body.resume();
  }

  private onAudio(audio: Buffer): void {
    if (audio.length === 0) return;
    this.audio.append(audio);
    if (this.audio.unsentLength >= BLOCK_BYTES) this.flush();
    else this.blockTimer ??= setTimeout(() => this.flush(), BLOCK_DELAY_MS);
  }

  private onMetadata(block: Buffer): void {
    const title = parseIcyMetadata(block).StreamTitle;
    if (title === undefined || title === this.lastTitle) return;
    this.lastTitle = title;
    this.observer.title(this.station.id, title);
  }

  private flush(): void {
    if (this.blockTimer) clearTimeout(this.blockTimer);
    this.blockTimer = null;
    if (this.audio.unsentLength === 0) return;
    // A listener that is not keeping up is dropped rather than buffered for without end
    // (Icecast: "has fallen too far behind, removing"); its player reconnects.
    const now = performance.now();
    for (const part of this.audio.takeUnsent()) {
      for (const listener of this.listeners) {
        // A listener that hung up is being closed (after its end of the connection); nothing more to send it.
        if (!listener.writableEnded) this.backlogLimit.write(listener, part, now);
      }
    }
    // A listener's unsent bytes are the latest audio (and perhaps its head): blocks older than the
    // longest backlog are held by no write.
    this.audio.trim(this.longestBacklog());
  }

  private longestBacklog(): number {
    let longest = 0;
    for (const listener of this.listeners) longest = Math.max(longest, listener.writableLength);
    return longest;
  }

  /** The recent audio a new listener gets at once, from the first frame found in it (all of it if none is). */
  private burstForNewListener(): Buffer[] {
    const parts = this.audio.recent();
    for (let at = 0; at < parts.length; at += 1) {
      const part = parts[at] as Buffer;
      const start = findFrameStart(part, this.frameFormat);
      if (start >= 0) return [part.subarray(start), ...parts.slice(at + 1)];
    }
    return parts;
  }

  private attach(response: ServerResponse, onLeave: (() => void) | undefined): void {
    // Close-delimited like Icecast's own answers, rather than chunked: less work per write.
    response.removeHeader('transfer-encoding');
    response.writeHead(200, {
      ...this.listenerHeaders,
      'cache-control': 'no-cache, no-store',
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    // The head and the burst leave in one write.
    const socket = response.socket;
    socket?.cork();
    response.flushHeaders();
    // From here the relay owns the connection and lets go of the HTTP response, which would otherwise
    // keep itself, the request and the framework's request and reply alive as long as the listener.
    // A response still waiting for its connection (behind another answer on it) is written to as it is.
    const listener: Writable = takeConnection(response) ?? response;
    for (const part of this.burstForNewListener()) listener.write(part);
    socket?.uncork();
    this.listeners.add(listener);
    listener.on('close', () => {
      this.leave(listener);
      onLeave?.();
    });
    this.observer.listeners(this.station.id, this.listeners.size);
  }

  private leave(listener: Writable): void {
    if (!this.listeners.delete(listener)) return;
    this.observer.listeners(this.station.id, this.listeners.size);
    this.closeIfIdle();
  }

  /** A listener that hung up while its station was still opening. */
  private abandon(response: ServerResponse): void {
    const index = this.waiting.findIndex((waiting) => waiting.response === response);
    if (index < 0) return;
    const [gone] = this.waiting.splice(index, 1);
    gone?.reject(new StreamUnavailable('the listener left before the stream opened'));
    this.closeIfIdle();
  }

  private closeIfIdle(): void {
    if (this.listeners.size > 0 || this.waiting.length > 0 || this.state === 'connecting') return;
    if (this.state === 'closed' || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.listeners.size === 0 && this.waiting.length === 0) this.close();
    }, this.settings.idleCloseMs);
  }

  private cancelIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private failWaiting(error: Error): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const { reject } of waiting) reject(error);
  }

  private upstreamLost(response: SafeResponse): void {
    if (response !== this.upstream) return;
    this.upstream = null;
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.flush();
    if (this.state === 'closed') return;
    if (this.listeners.size === 0) {
      this.close();
      return;
    }
    this.state = 'reconnecting';
    this.lostAt ??= Date.now();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.lostAt !== null && Date.now() - this.lostAt >= this.settings.reconnectGiveUpMs) {
      this.observer.warn(`Giving up on station ${this.station.id}: its upstream did not come back.`);
      this.close();
      return;
    }
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.settings.reconnectMaxMs);
    this.reconnectTimer = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect(): Promise<void> {
    this.reconnectTimer = null;
    if (this.state !== 'reconnecting') return;
    if (this.listeners.size === 0) {
      this.close();
      return;
    }
    let opened: OpenedStream;
    try {
      opened = await this.source.open(this.station);
    } catch {
      if (this.state === 'reconnecting') this.scheduleReconnect();
      return;
    }
    if (this.state !== 'reconnecting' || opened.kind === 'hls') {
      if (opened.kind === 'stream') opened.response.close();
      if (this.state === 'reconnecting') this.close();
      return;
    }
    this.startUpstream(opened.response);
  }
}

/** The radio server's descriptive headers, cleaned of characters Node refuses in a header. */
function headersForListeners(upstream: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'audio/mpeg' };
  for (const name of PASSED_HEADERS) {
    const value = upstream[name]?.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').trim();
    if (value) headers[name] = value;
  }
  return headers;
}
