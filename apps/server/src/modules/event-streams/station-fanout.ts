// Delivers a station's live events to every open event stream of it on this instance. One pub/sub
// subscription per station, each event formatted once, and writes batched per stream: a socket
// write is a system call, and 1,000 listeners of a busy chat would otherwise cost 1,000 of them per
// message. The first event after a quiet spell goes out at once; events that follow within
// FLUSH_EVERY_MS are sent together. A stream of a signed-in listener may leave out chat messages by
// authors they blocked: those streams get the batch filtered, every other stream the same text.
import type { ServerResponse } from 'node:http';
import { CHAT_EVENTS } from '@sauti/contract';
import { BacklogLimit, type BacklogRules } from '../../platform/http/backlog-limit';
import { formatServerSentEvent, type LiveEvent, type StationEvents } from '../../platform/live-events';
import type { Unsubscribe } from '../../platform/pubsub';

export const FLUSH_EVERY_MS = 50;
const HEARTBEAT_MS = 15_000;
// A stream this far behind, or whose unsent events have not shrunk for two heartbeats (a stalled
// connection), is dropped rather than buffered for without end; its browser reconnects and reloads
// the chat.
const STALLED_STREAMS: BacklogRules = { maxBytes: 1024 * 1024, maxStallMs: 2 * HEARTBEAT_MS };

/** Authors whose chat messages a stream leaves out; none for most streams. */
export type HiddenAuthors = ReadonlySet<string>;

interface PendingFrame {
  frame: string;
  /** The author of a chat message, for the streams that hide some authors. */
  author: string | undefined;
}

interface StationFeed {
  streams: Set<ServerResponse>;
  /** The streams that hide some authors, with whom. */
  hiding: Map<ServerResponse, HiddenAuthors>;
  pending: string;
  pendingFrames: PendingFrame[];
  lastFlushAt: number;
  flushTimer: NodeJS.Timeout | undefined;
  heartbeat: NodeJS.Timeout;
  subscription: Promise<Unsubscribe>;
}

export class StationFanout {
  private readonly feeds = new Map<string, StationFeed>();
  private readonly backlogLimit: BacklogLimit;

  constructor(
    private readonly stationEvents: StationEvents,
    stalled: BacklogRules = STALLED_STREAMS,
  ) {
    this.backlogLimit = new BacklogLimit(stalled);
  }

  /**
   * Adds a stream; resolves once every event published from then on will reach it, with the function
   * that removes it again, or rejects when the station's subscription failed. Nothing is written to
   * the stream before its own headers are, so a failed attach leaves its response untouched.
   */
  async attach(stationId: string, stream: ServerResponse, hidden?: HiddenAuthors): Promise<() => void> {
    const feed = this.feeds.get(stationId) ?? this.open(stationId);
    feed.streams.add(stream);
    if (hidden && hidden.size > 0) feed.hiding.set(stream, hidden);
    const detach = () => this.detach(stationId, feed, stream);
    try {
      await feed.subscription;
    } catch (error) {
      detach();
      throw error;
    }
    return detach;
  }

  /** Ends every open stream, as the app closes. */
  endAll(): void {
    for (const feed of this.feeds.values()) for (const stream of feed.streams) stream.end();
  }

  private open(stationId: string): StationFeed {
    const feed: StationFeed = {
      streams: new Set(),
      hiding: new Map(),
      pending: '',
      pendingFrames: [],
      lastFlushAt: 0,
      flushTimer: undefined,
      heartbeat: setInterval(() => this.writeAll(feed, ': keep-alive\n\n'), HEARTBEAT_MS),
      subscription: this.stationEvents.subscribe(stationId, (event) => this.queue(feed, event)),
    };
    this.feeds.set(stationId, feed);
    return feed;
  }

  private detach(stationId: string, feed: StationFeed, stream: ServerResponse): void {
    feed.streams.delete(stream);
    feed.hiding.delete(stream);
    if (feed.streams.size > 0 || this.feeds.get(stationId) !== feed) return;
    this.feeds.delete(stationId);
    clearInterval(feed.heartbeat);
    clearTimeout(feed.flushTimer);
    feed.subscription.then(
      (unsubscribe) => unsubscribe(),
      () => undefined,
    );
  }

  private queue(feed: StationFeed, event: LiveEvent): void {
    const frame = formatServerSentEvent(event);
    feed.pending += frame;
    feed.pendingFrames.push({ frame, author: authorOf(event) });
    if (feed.flushTimer) return;
    const wait = feed.lastFlushAt + FLUSH_EVERY_MS - performance.now();
    if (wait <= 0) {
      this.flush(feed);
      return;
    }
    feed.flushTimer = setTimeout(() => this.flush(feed), wait);
  }

  private flush(feed: StationFeed): void {
    feed.flushTimer = undefined;
    feed.lastFlushAt = performance.now();
    const frames = feed.pending;
    const pendingFrames = feed.pendingFrames;
    feed.pending = '';
    feed.pendingFrames = [];
    if (frames) this.writeAll(feed, frames, pendingFrames);
  }

  private writeAll(feed: StationFeed, text: string, frames?: readonly PendingFrame[]): void {
    const now = performance.now();
    for (const stream of feed.streams) {
      // A stream still attaching has no headers yet; what happened before them reaches it in the snapshot.
      if (!stream.headersSent) continue;
      const hidden = frames && feed.hiding.get(stream);
      const shown = hidden ? visibleText(frames, hidden) : text;
      if (shown) this.backlogLimit.write(stream, shown, now);
    }
  }
}

function authorOf(event: LiveEvent): string | undefined {
  if (event.event !== CHAT_EVENTS.message) return undefined;
  const author = (event.data as { user_id?: unknown } | null)?.user_id;
  return typeof author === 'string' ? author : undefined;
}

function visibleText(frames: readonly PendingFrame[], hidden: HiddenAuthors): string {
  let text = '';
  for (const { frame, author } of frames) if (author === undefined || !hidden.has(author)) text += frame;
  return text;
}

/** Whether a stream hiding these authors shows the event (used for events written outside the fanout). */
export function showsEvent(event: LiveEvent, hidden: HiddenAuthors | undefined): boolean {
  const author = hidden ? authorOf(event) : undefined;
  return author === undefined || !hidden?.has(author);
}
