// The player's engine (spec section 4): one audio element, the playback state machine, its timers and
// the Web Audio graph, in a plain class that React reads through useSyncExternalStore.
import type { NowPlaying, PlayReport, Station, StreamResolution } from '@sauti/contract';
import { ApiError } from '../../lib/api';
import { lowDataEnabled } from '../../lib/low-data';
import { audioErrorMessage, type LoadedSource, loadCandidate, playWithin, sleep } from './audio-source';
import { type PlaybackCandidate, playbackCandidates } from './candidates';
import { initialPlayerState, type PlayerAction, type PlayerState, playerReducer } from './player-machine';

/** Spec section 4's pauses: between failed candidates, after the stream ends, after an audio error. */
const RETRY_PAUSE_MS = 1_000;
const RECONNECT_AFTER_END_MS = 2_000;
const RELOAD_AFTER_ERROR_MS = 1_000;
/**
 * A dropped connection is reconnected at once at most this often: a station that closes every
 * connection soon after its burst is left to the reconnect after `ended`, not dialled in a loop.
 */
const QUICK_RECONNECT_SPACING_MS = 10_000;
const FFT_SIZE = 256;

/** What the bar, the full-screen player, cards and the assistant may ask of the player. */
export interface PlayerCommands {
  play(station: Station): void;
  toggle(): void;
  stop(): void;
  close(): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** The analyser over the playing audio, or null when the browser may not read it (not via the gateway). */
  analyser(): AnalyserNode | null;
  /**
   * Plays at this share (0 to 1) of the chosen volume, without changing the choice: the sleep timer's
   * fade. Stopping, closing or a new start plays at the full volume again.
   */
  fadeTo(level: number): void;
  /** The browser's Remote Playback (casting) of the player's audio, or null where it has none. */
  remotePlayback(): RemotePlayback | null;
}

export interface PlayerEngineOptions {
  audio: HTMLAudioElement;
  /** The gateway's addresses for a station; when it fails, the station's own addresses are tried. */
  resolveStream(stationId: string): Promise<StreamResolution>;
  /** The page's protocol: an https page may not play http streams. */
  pageProtocol: string;
  /** Tells the server how a play went (it started, how fast, or why it failed); never waited for. */
  reportPlay(stationId: string, report: PlayReport): void;
}

/**
 * Runs after a station is chosen and before it loads (the ads feature plays an audio spot there). The
 * signal aborts when the listener stops or picks another station; a hook that fails does not stop the play.
 */
export type BeforeStart = (station: Station, signal: AbortSignal) => Promise<void>;

// A play report's reason is kept short; the player's messages are well under it.
const REPORT_REASON_MAX = 300;

/** Whether the audio element is fed by a source that plays on, as opposed to one still being tried. */
type Phase = 'off' | 'trying' | 'live';

export class PlayerEngine implements PlayerCommands {
  private state: PlayerState = initialPlayerState;
  private readonly listeners = new Set<() => void>();
  private readonly audio: HTMLAudioElement;
  /** Bumped by every new start and every cancel, so an attempt it overtook stops where it is. */
  private attempt = 0;
  private phase: Phase = 'off';
  private source: LoadedSource | null = null;
  private candidate: PlaybackCandidate | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private graph: { context: AudioContext; analyser: AnalyserNode } | null = null;
  private beforeStart: BeforeStart | null = null;
  private aborter = new AbortController();
  /** Stops watching the playing source's connection; null while not watching. */
  private unwatchConnection: (() => void) | null = null;
  private quickReconnectAt = Number.NEGATIVE_INFINITY;
  private fadeLevel = 1;

  constructor(private readonly options: PlayerEngineOptions) {
    this.audio = options.audio;
    this.audio.preload = 'none';
    this.applyVolume();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): PlayerState => this.state;

  /** Follows the audio element's own events (resuming, pausing, ending, failing) until the answer is called. */
  watchAudio(): () => void {
    const events: Record<string, () => void> = {
      playing: () => this.onPlaying(),
      pause: () => this.onPause(),
      ended: () => this.onEnded(),
      error: () => this.onError(),
    };
    for (const [name, handler] of Object.entries(events)) this.audio.addEventListener(name, handler);
    return () => {
      this.stopWatchingConnection();
      this.audio.pause();
      for (const [name, handler] of Object.entries(events)) this.audio.removeEventListener(name, handler);
    };
  }

  readonly play = (station: Station): void => void this.start(station);

  readonly toggle = (): void => {
    const { status, station } = this.state;
    if (!station) return;
    if (status === 'playing') {
      this.audio.pause();
    } else if (status === 'loading') {
      this.cancel();
      this.releaseSource();
      this.dispatch({ type: 'paused' });
    } else if (this.phase === 'live' && this.audio.paused) {
      this.audio.play().catch((error: Error) => {
        // A pause() before the resumed play() settles rejects it; that is the listener's choice.
        if (error.name !== 'AbortError') this.dispatch({ type: 'failed', message: 'Unable to resume playback' });
      });
    } else {
      void this.start(station);
    }
  };

  readonly stop = (): void => {
    this.cancel();
    // A live stream has no position to keep: stopping lets go of it, and play starts at the live edge.
    this.releaseSource();
    this.fadeTo(1);
    this.dispatch({ type: 'stopped' });
  };

  readonly close = (): void => {
    this.cancel();
    this.releaseSource();
    this.fadeTo(1);
    this.dispatch({ type: 'closed' });
  };

  readonly setBeforeStart = (hook: BeforeStart | null): void => {
    this.beforeStart = hook;
  };

  readonly setVolume = (volume: number): void => this.dispatch({ type: 'volume', volume });

  readonly fadeTo = (level: number): void => {
    this.fadeLevel = Math.min(1, Math.max(0, level));
    this.applyVolume();
  };

  readonly remotePlayback = (): RemotePlayback | null => this.audio.remote ?? null;

  readonly setMuted = (muted: boolean): void => this.dispatch({ type: 'muted', muted });

  readonly analyser = (): AnalyserNode | null => {
    if (typeof AudioContext === 'undefined') return null;
    if (!this.graph) {
      // Created once the visualizer asks, and only over same-origin gateway audio that it may read.
      if (!this.candidate?.viaGateway) return null;
      const context = new AudioContext();
      const node = context.createAnalyser();
      node.fftSize = FFT_SIZE;
      context.createMediaElementSource(this.audio).connect(node);
      node.connect(context.destination);
      this.graph = { context, analyser: node };
    }
    void this.graph.context.resume();
    return this.candidate?.viaGateway ? this.graph.analyser : null;
  };

  /** The station's live now-playing title. */
  readonly showNowPlaying = (nowPlaying: NowPlaying): void => this.dispatch({ type: 'now-playing', nowPlaying });

  /** The station's live listener count. */
  readonly showListeners = (count: number): void => this.dispatch({ type: 'listeners', count });

  private dispatch(action: PlayerAction): void {
    const next = playerReducer(this.state, action);
    if (next === this.state) return;
    const loudnessChanged = next.volume !== this.state.volume || next.muted !== this.state.muted;
    this.state = next;
    if (loudnessChanged) this.applyVolume();
    for (const listener of this.listeners) listener();
  }

  private applyVolume(): void {
    this.audio.volume = this.state.volume * this.fadeLevel;
    this.audio.muted = this.state.muted;
  }

  /** Stops whatever is loading or scheduled; a pending play() that this interrupts is not a failure. */
  private cancel(): void {
    this.attempt += 1;
    clearTimeout(this.timer);
    this.aborter.abort();
    this.aborter = new AbortController();
  }

  private releaseSource(): void {
    this.stopWatchingConnection();
    this.source?.release();
    this.source = null;
    this.candidate = null;
    this.phase = 'off';
    this.audio.pause();
    this.audio.removeAttribute('src');
    this.audio.load();
  }

  /** Tries the station's candidates in order until one plays (spec section 4), or reports why none did. */
  private async start(station: Station): Promise<void> {
    this.cancel();
    const attempt = this.attempt;
    const current = () => attempt === this.attempt;
    const startedAt = Date.now();
    this.releaseSource();
    this.fadeTo(1);
    this.phase = 'trying';
    this.dispatch({ type: 'load', station });
    if (this.beforeStart) {
      await this.beforeStart(station, this.aborter.signal).catch(() => {});
      if (!current()) return;
    }

    let resolution: StreamResolution | null = null;
    let reason = '';
    try {
      resolution = await this.options.resolveStream(station.id);
    } catch (error) {
      // The gateway could not reach the station; its own addresses may still play from this browser.
      if (error instanceof ApiError) reason = error.message;
    }
    const candidates = playbackCandidates(station, resolution, {
      pageProtocol: this.options.pageProtocol,
      hls: typeof MediaSource !== 'undefined' || this.audio.canPlayType('application/vnd.apple.mpegurl') !== '',
      lowData: lowDataEnabled(),
    });
    for (const [index, candidate] of candidates.entries()) {
      if (index > 0) await sleep(RETRY_PAUSE_MS);
      if (!current()) return;
      try {
        this.source?.release();
        this.source = await loadCandidate(this.audio, candidate, this.graph !== null);
        if (!current()) return;
        await playWithin(this.audio);
        if (!current()) return;
        this.candidate = candidate;
        this.phase = 'live';
        this.watchConnection();
        this.dispatch({ type: 'playing' });
        this.options.reportPlay(station.id, { outcome: 'started', ms_to_audio: Date.now() - startedAt });
        return;
      } catch (error) {
        if (!current()) return;
        // The server's explanation of why the station is unreachable says more than the browser's.
        if (!resolution && reason) continue;
        reason = error instanceof Error ? error.message : String(error);
      }
    }
    this.releaseSource();
    this.dispatch({
      type: 'failed',
      message: reason
        ? `Unable to play "${station.name}": ${reason}`
        : `All playback attempts failed for "${station.name}"`,
    });
    this.options.reportPlay(station.id, {
      outcome: 'failed',
      reason: (reason || 'All playback attempts failed').slice(0, REPORT_REASON_MAX),
    });
  }

  private onPlaying(): void {
    if (this.phase !== 'live') return;
    this.watchConnection();
    this.dispatch({ type: 'playing' });
  }

  /**
   * While candidates are being tried the element pauses as each source replaces the last. A paused
   * stream's connection is not watched: the gateway may let go of a listener that stopped reading,
   * and reconnecting would play what the listener paused.
   */
  private onPause(): void {
    this.stopWatchingConnection();
    if (this.phase === 'live') this.dispatch({ type: 'paused' });
  }

  /**
   * While the live source plays, a dropped connection starts the station again at once, through the
   * gateway again (behind a load balancer, another instance): the seconds of audio the element still
   * holds would only delay the `ended` event and the reconnect after it.
   */
  private watchConnection(): void {
    const { station } = this.state;
    if (this.unwatchConnection || !this.source || !station) return;
    this.unwatchConnection = this.source.watchConnection(() => this.onConnectionDropped(station));
  }

  private onConnectionDropped(station: Station): void {
    if (Date.now() - this.quickReconnectAt < QUICK_RECONNECT_SPACING_MS) return;
    this.quickReconnectAt = Date.now();
    void this.start(station);
  }

  private stopWatchingConnection(): void {
    this.unwatchConnection?.();
    this.unwatchConnection = null;
  }

  private onEnded(): void {
    const { station } = this.state;
    this.stopWatchingConnection();
    if (this.phase !== 'live' || !station) return;
    this.timer = setTimeout(() => void this.start(station), RECONNECT_AFTER_END_MS);
  }

  private onError(): void {
    const { station } = this.state;
    this.stopWatchingConnection();
    if (this.phase !== 'live' || !station) return;
    const message = `Stream error: ${audioErrorMessage(this.audio)}`;
    this.phase = 'off';
    this.audio.pause();
    this.dispatch({ type: 'failed', message });
    this.timer = setTimeout(() => void this.start(station), RELOAD_AFTER_ERROR_MS);
  }
}
