// What each station is playing, shared by every server instance: a title change seen by the
// instance relaying the station goes out on pub/sub, so any instance answers GET now-playing and
// every listener's live event stream hears it.
import { type NowPlaying, STREAM_EVENTS } from '@sauti/contract';
import type { StationEvents } from '../../platform/live-events';
import type { PubSub, Unsubscribe } from '../../platform/pubsub';
import { splitStreamTitle } from './icy-metadata';

const CHANNEL = 'streams.now-playing';

const UNKNOWN: NowPlaying = { title: null, artist: null, song: null, updated_at: null };

interface TitleChange {
  stationId: string;
  nowPlaying: NowPlaying;
}

export class NowPlayingBoard {
  private readonly current = new Map<string, NowPlaying>();
  private unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly pubsub: PubSub,
    private readonly stationEvents: StationEvents,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(CHANNEL, (message) => {
      const change = message as TitleChange;
      this.current.set(change.stationId, change.nowPlaying);
    });
  }

  stop(): void {
    this.unsubscribe?.();
  }

  get(stationId: string): NowPlaying {
    return this.current.get(stationId) ?? UNKNOWN;
  }

  /** Whether a title is known for the station. */
  has(stationId: string): boolean {
    return this.current.get(stationId)?.title != null;
  }

  /** Records an ICY StreamTitle; an empty one means the station stopped saying what it plays. */
  async titleChanged(stationId: string, streamTitle: string): Promise<void> {
    const parts = splitStreamTitle(streamTitle);
    const nowPlaying: NowPlaying = {
      title: parts?.title ?? null,
      artist: parts?.artist ?? null,
      song: parts?.song ?? null,
      updated_at: new Date().toISOString(),
    };
    this.current.set(stationId, nowPlaying);
    await this.pubsub.publish(CHANNEL, { stationId, nowPlaying } satisfies TitleChange);
    await this.stationEvents.publish(stationId, STREAM_EVENTS.nowPlaying, nowPlaying);
  }
}
