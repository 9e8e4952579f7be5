import type { StreamResolution } from '@sauti/contract';
import { aStation } from '@sauti/contract/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { PlayerEngine } from './player-engine';

/** What the fake element does when asked to play an address: start, fail to load, or never get ready. */
type Outcome = 'plays' | 'fails' | 'hangs';

/** A download as the browser's resource timing records it once it has ended. */
interface Download {
  name: string;
  startTime: number;
}

/** The browser's resource timing as far as the engine reads it: the test says when a download ends. */
class FakePerformanceObserver {
  private static readonly observing = new Set<FakePerformanceObserver>();

  constructor(private readonly callback: (entries: { getEntries(): Download[] }) => void) {}

  static ended(download: Download): void {
    for (const observer of FakePerformanceObserver.observing) observer.callback({ getEntries: () => [download] });
  }

  observe(): void {
    FakePerformanceObserver.observing.add(this);
  }

  disconnect(): void {
    FakePerformanceObserver.observing.delete(this);
  }
}

/** The browser's audio element as far as the engine uses it, playing whatever the test says. */
class FakeAudio extends EventTarget {
  preload = 'auto';
  crossOrigin: string | null = null;
  volume = 1;
  muted = false;
  paused = true;
  /** A live stream has no end; a file's length is known once it loads. */
  duration = Number.POSITIVE_INFINITY;
  error: { message: string } | null = null;
  /** Every address play() was called on, in order. */
  readonly tried: string[] = [];
  private pendingPlay: ((error: Error) => void) | null = null;
  private address = '';
  /** The download of the current address, begun when it was set. */
  download: Download = { name: '', startTime: 0 };

  constructor(public outcomeOf: (url: string) => Outcome) {
    super();
  }

  get src(): string {
    return this.address;
  }

  set src(url: string) {
    this.address = url;
    this.download = { name: url, startTime: performance.now() };
  }

  canPlayType(): string {
    return '';
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.address = '';
  }

  load(): void {
    this.abortPendingPlay();
  }

  play(): Promise<void> {
    this.tried.push(this.src);
    this.paused = false;
    const outcome = this.outcomeOf(this.src);
    if (outcome === 'plays') {
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    }
    if (outcome === 'fails') {
      return Promise.resolve().then(() => {
        this.fail('MEDIA_ELEMENT_ERROR: Format error');
        throw new DOMException('Failed to load because no supported source was found.', 'NotSupportedError');
      });
    }
    return new Promise((_, reject) => {
      this.pendingPlay = reject;
    });
  }

  pause(): void {
    this.abortPendingPlay();
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }

  /** The stream stops: the element pauses, then says it ended. */
  end(): void {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
    this.dispatchEvent(new Event('ended'));
  }

  /** The connection drops: the download ends while the element plays on what it has buffered. */
  dropConnection(): void {
    FakePerformanceObserver.ended(this.download);
  }

  fail(message: string): void {
    this.error = { message };
    this.dispatchEvent(new Event('error'));
  }

  private abortPendingPlay(): void {
    this.pendingPlay?.(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'));
    this.pendingPlay = null;
  }
}

const station = aStation({ url: 'http://radio.example/live', url_resolved: 'https://radio.example/live.mp3' });
const RELAY = '/api/streams/st-1';

const resolution: StreamResolution = {
  station_id: station.id,
  relay_url: RELAY,
  candidates: [
    { url: 'https://radio.example/live.mp3', codec: 'MP3', hls: false, content_type: 'audio/mpeg' },
    { url: 'http://radio.example/live', codec: 'MP3', hls: false, content_type: 'audio/mpeg' },
  ],
  resolved_at: '2026-01-01T00:00:00Z',
};

function aPlayer(
  outcomeOf: (url: string) => Outcome,
  {
    resolveStream = async () => resolution,
    pageProtocol = 'https:',
  }: { resolveStream?: () => Promise<StreamResolution>; pageProtocol?: string } = {},
) {
  const audio = new FakeAudio(outcomeOf);
  const resolveCalls = vi.fn(resolveStream);
  const reports = vi.fn();
  const engine = new PlayerEngine({
    audio: audio as unknown as HTMLAudioElement,
    resolveStream: resolveCalls,
    pageProtocol,
    reportPlay: reports,
  });
  const stopWatching = engine.watchAudio();
  const statuses: string[] = [];
  engine.subscribe(() => {
    const { status } = engine.getSnapshot();
    if (status !== statuses.at(-1)) statuses.push(status);
  });
  return { engine, audio, resolveCalls, reports, statuses, stopWatching };
}

/** A player whose station is playing, every timer of its start run. */
async function aPlayingStation() {
  const player = aPlayer(() => 'plays');
  player.engine.play(station);
  await vi.advanceTimersByTimeAsync(0);
  return player;
}

const state = (engine: PlayerEngine) => engine.getSnapshot();

describe('PlayerEngine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the before-start hook to its end before loading the station, and aborts it when the listener stops', async () => {
    const { engine, audio, resolveCalls } = aPlayer(() => 'plays');
    let finish = () => {};
    const signals: AbortSignal[] = [];
    engine.setBeforeStart((_station, signal) => {
      signals.push(signal);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    engine.play(station);
    await vi.runAllTimersAsync();
    expect(state(engine).status).toBe('loading');
    expect(resolveCalls).not.toHaveBeenCalled();
    expect(signals[0]?.aborted).toBe(false);
    finish();
    await vi.runAllTimersAsync();
    expect(state(engine).status).toBe('playing');
    expect(audio.tried).toEqual([RELAY]);

    engine.play(station);
    await vi.runAllTimersAsync();
    engine.stop();
    finish();
    await vi.runAllTimersAsync();
    expect(signals[1]?.aborted).toBe(true);
    expect(state(engine).status).not.toBe('playing');
    expect(resolveCalls).toHaveBeenCalledTimes(1);
  });

  it('plays the station when the before-start hook fails', async () => {
    const { engine } = aPlayer(() => 'plays');
    engine.setBeforeStart(async () => {
      throw new Error('no spot today');
    });
    engine.play(station);
    await vi.runAllTimersAsync();
    expect(state(engine).status).toBe('playing');
  });

  it('tries the gateway first, then after a 1 s pause the resolved address the page may play', async () => {
    const { engine, audio, statuses } = aPlayer((url) => (url === RELAY ? 'fails' : 'plays'));
    engine.play(station);
    expect(state(engine)).toMatchObject({ status: 'loading', station, error: null });

    await vi.advanceTimersByTimeAsync(999);
    expect(audio.tried).toEqual([RELAY]);
    await vi.advanceTimersByTimeAsync(1);
    // The http original is left out: an https page may not play it.
    expect(audio.tried).toEqual([RELAY, 'https://radio.example/live.mp3']);
    expect(state(engine)).toMatchObject({ status: 'playing', error: null });
    expect(statuses).toEqual(['loading', 'playing']);
    expect(audio.preload).toBe('none');
  });

  it("falls back to the station's own addresses when the gateway cannot resolve, and gives the gateway's reason", async () => {
    const { engine, audio } = aPlayer(() => 'fails', {
      resolveStream: () => Promise.reject(new ApiError(502, 'bad_gateway', 'The station did not answer')),
      pageProtocol: 'http:',
    });
    engine.play(station);
    await vi.runAllTimersAsync();
    expect(audio.tried).toEqual([RELAY, 'https://radio.example/live.mp3', 'http://radio.example/live']);
    expect(state(engine)).toMatchObject({
      status: 'error',
      error: 'Unable to play "Test FM": The station did not answer',
    });
    expect(audio.src).toBe('');
  });

  it("reports the browser's reason when the gateway resolved but no candidate plays", async () => {
    const { engine } = aPlayer(() => 'fails');
    engine.play(station);
    await vi.runAllTimersAsync();
    expect(state(engine).error).toBe('Unable to play "Test FM": MEDIA_ELEMENT_ERROR: Format error');
  });

  it('reports each play to the server: started with its time to audio, or failed with the reason', async () => {
    const playing = aPlayer((url) => (url === RELAY ? 'fails' : 'plays'));
    playing.engine.play(station);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(playing.reports.mock.calls).toEqual([[station.id, { outcome: 'started', ms_to_audio: 1_000 }]]);

    const failing = aPlayer(() => 'fails');
    failing.engine.play(station);
    await vi.runAllTimersAsync();
    expect(failing.reports.mock.calls).toEqual([
      [station.id, { outcome: 'failed', reason: 'MEDIA_ELEMENT_ERROR: Format error' }],
    ]);
  });

  it('gives each candidate 10 seconds to become ready before the next', async () => {
    const { engine, audio } = aPlayer(() => 'hangs');
    engine.play(station);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(audio.tried).toEqual([RELAY]);
    expect(state(engine).status).toBe('loading');

    await vi.advanceTimersByTimeAsync(1 + 1_000);
    expect(audio.tried).toEqual([RELAY, 'https://radio.example/live.mp3']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state(engine).status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(state(engine)).toMatchObject({
      status: 'error',
      error: 'Unable to play "Test FM": Play timeout after 10 seconds',
    });
  });

  it('reconnects 2 s after the stream ends', async () => {
    const { engine, audio, resolveCalls } = await aPlayingStation();
    expect(state(engine).status).toBe('playing');

    audio.end();
    expect(state(engine).status).toBe('paused');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(resolveCalls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolveCalls).toHaveBeenCalledTimes(2);
    expect(state(engine).status).toBe('playing');
    expect(audio.tried).toEqual([RELAY, RELAY]);
  });

  it("reconnects at once when the playing stream's connection drops, without playing out what it buffered", async () => {
    const { engine, audio, resolveCalls, statuses } = aPlayer(() => 'plays');
    engine.play(station);
    await vi.advanceTimersByTimeAsync(5_000);

    audio.dropConnection();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolveCalls).toHaveBeenCalledTimes(2);
    expect(audio.tried).toEqual([RELAY, RELAY]);
    expect(statuses).toEqual(['loading', 'playing', 'loading', 'playing']);
  });

  it('plays on while the connection holds, and ignores the end of a download it already replaced', async () => {
    const { engine, audio } = aPlayer(() => 'plays');
    engine.play(station);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(audio.tried).toHaveLength(1);

    const replaced = audio.download;
    await vi.advanceTimersByTimeAsync(1);
    audio.dropConnection();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.tried).toHaveLength(2);
    // The browser may record the first download's end only after the new one has begun.
    FakePerformanceObserver.ended(replaced);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(audio.tried).toHaveLength(2);
    expect(state(engine).status).toBe('playing');
  });

  it('does not reconnect when the connection of a paused stream drops, and watches again once it resumes', async () => {
    const { engine, audio } = await aPlayingStation();
    engine.toggle();

    audio.dropConnection();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state(engine).status).toBe('paused');
    expect(audio.tried).toHaveLength(1);

    engine.toggle();
    await vi.advanceTimersByTimeAsync(0);
    audio.dropConnection();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.tried).toEqual([RELAY, RELAY, RELAY]);
    expect(state(engine).status).toBe('playing');
  });

  it('reconnects at once at most every 10 s, leaving a station that keeps dropping to the reconnect after it ends', async () => {
    const { audio } = await aPlayingStation();
    audio.dropConnection();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.tried).toHaveLength(2);

    audio.dropConnection();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(audio.tried).toHaveLength(2);
    audio.end();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(audio.tried).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(3_000);
    audio.dropConnection();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.tried).toHaveLength(4);
  });

  it('leaves a finished file to play out: only an endless live download ending is a dropped connection', async () => {
    const { engine, audio } = await aPlayingStation();
    audio.duration = 240;

    audio.dropConnection();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(audio.tried).toHaveLength(1);
    expect(state(engine).status).toBe('playing');
  });

  it('shows an audio error while playing and reloads the stream 1 s later', async () => {
    const { engine, audio } = await aPlayingStation();

    audio.fail('Network connection lost');
    expect(state(engine)).toMatchObject({ status: 'error', error: 'Stream error: Network connection lost' });
    expect(audio.paused).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(audio.tried).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(audio.tried).toHaveLength(2);
    expect(state(engine)).toMatchObject({ status: 'playing', error: null });
  });

  it('pauses while loading without the interrupted attempt coming back as a failure', async () => {
    const { engine, audio, statuses } = aPlayer(() => 'hangs');
    engine.play(station);
    await vi.advanceTimersByTimeAsync(500);
    engine.toggle();
    expect(state(engine)).toMatchObject({ status: 'paused', error: null });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(state(engine)).toMatchObject({ status: 'paused', error: null });
    expect(audio.tried).toEqual([RELAY]);
    expect(statuses).toEqual(['loading', 'paused']);
  });

  it('pauses and resumes the same source, and says so when resuming fails', async () => {
    const { engine, audio } = await aPlayingStation();

    engine.toggle();
    expect(state(engine).status).toBe('paused');
    engine.toggle();
    await vi.advanceTimersByTimeAsync(0);
    expect(state(engine).status).toBe('playing');
    expect(audio.tried).toEqual([RELAY, RELAY]);

    engine.toggle();
    audio.outcomeOf = () => 'fails';
    engine.toggle();
    await vi.advanceTimersByTimeAsync(0);
    expect(state(engine)).toMatchObject({ status: 'error', error: 'Unable to resume playback' });
  });

  it('stops by letting go of the stream, and starts again from the live edge', async () => {
    const { engine, audio, resolveCalls } = await aPlayingStation();

    engine.stop();
    expect(state(engine)).toMatchObject({ status: 'paused', station });
    expect(audio).toMatchObject({ paused: true, src: '' });
    engine.toggle();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolveCalls).toHaveBeenCalledTimes(2);
    expect(state(engine).status).toBe('playing');
  });

  it('closes: forgets the station, keeps the volume and cancels a pending reconnect', async () => {
    const { engine, audio, resolveCalls } = aPlayer(() => 'plays');
    engine.setVolume(0.46);
    engine.play(station);
    await vi.advanceTimersByTimeAsync(0);
    audio.end();

    engine.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state(engine)).toMatchObject({ status: 'idle', station: null, volume: 0.5 });
    expect(resolveCalls).toHaveBeenCalledTimes(1);
    expect(audio).toMatchObject({ paused: true, src: '' });
  });

  it('sets the volume and mute on the audio element', () => {
    const { engine, audio } = aPlayer(() => 'plays');
    expect(audio).toMatchObject({ volume: 0.7, muted: false });
    engine.setMuted(true);
    expect(audio.muted).toBe(true);
    engine.setVolume(0.3);
    expect(audio).toMatchObject({ volume: 0.3, muted: false });
  });

  it('shows the live title and listener count of the chosen station only', () => {
    const { engine } = aPlayer(() => 'hangs');
    const nowPlaying = { title: 'A - B', artist: 'A', song: 'B', updated_at: '2026-01-01T00:00:00Z' };
    engine.showListeners(4);
    expect(state(engine).listeners).toBeNull();
    engine.play(station);
    engine.showNowPlaying(nowPlaying);
    engine.showListeners(4);
    expect(state(engine)).toMatchObject({ nowPlaying, listeners: 4 });
  });

  it('silences the audio and stops following its events once unwatched', async () => {
    const { engine, audio, stopWatching } = await aPlayingStation();
    stopWatching();
    expect(audio.paused).toBe(true);
    audio.fail('late');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state(engine).error).toBeNull();
    expect(audio.tried).toHaveLength(1);
  });
});
