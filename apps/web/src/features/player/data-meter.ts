// The data meter (issue 16): an estimate of the audio this visit has downloaded (the playing stream's
// bitrate times the time it played) and what an hour costs at that bitrate. Browsers do not tell a
// page how many bytes a media element fetched, so the bitrate is the honest measure at hand.
import type { Station } from '@sauti/contract';
import { playingBitrate } from './low-data-stream';

/** Megabytes (10^6 bytes) a stream of `kbps` uses in `seconds`: 64 kbps is 28.8 MB an hour. */
export function megabytesFor(kbps: number, seconds: number): number {
  return (kbps * seconds) / 8 / 1000;
}

export interface DataUse {
  /** Megabytes played so far this visit. */
  usedMegabytes: number;
  /** The playing stream's kbps; null while nothing plays, or when the catalogue does not know it. */
  kbps: number | null;
}

/** How often the figure moves while a stream plays. */
const TICK_MS = 5_000;

/** The audio element as far as the meter reads it (an EventTarget in tests). */
type MeteredAudio = Pick<HTMLAudioElement, 'currentSrc' | 'addEventListener' | 'removeEventListener'>;

export class DataMeter {
  private counted = 0;
  private kbps: number | null = null;
  private playingSince: number | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private snapshot: DataUse = { usedMegabytes: 0, kbps: null };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly audio: MeteredAudio,
    /** The player's chosen station, whose streams say what the playing address costs. */
    private readonly stationOf: () => Station | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts while the element plays, until the answer is called. */
  watch(): () => void {
    const start = () => this.start();
    const stop = () => this.stop();
    const stopEvents = ['pause', 'ended', 'error', 'emptied'];
    this.audio.addEventListener('playing', start);
    for (const name of stopEvents) this.audio.addEventListener(name, stop);
    return () => {
      this.stop();
      this.audio.removeEventListener('playing', start);
      for (const name of stopEvents) this.audio.removeEventListener(name, stop);
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): DataUse => this.snapshot;

  private start(): void {
    this.stop();
    const station = this.stationOf();
    this.kbps = station ? playingBitrate(station, this.audio.currentSrc) : null;
    this.playingSince = this.now();
    this.timer = setInterval(() => this.publish(), TICK_MS);
    this.publish();
  }

  private stop(): void {
    if (this.playingSince === null) return;
    this.counted += this.runningMegabytes();
    this.playingSince = null;
    this.kbps = null;
    clearInterval(this.timer);
    this.publish();
  }

  private runningMegabytes(): number {
    if (this.playingSince === null || this.kbps === null) return 0;
    return megabytesFor(this.kbps, (this.now() - this.playingSince) / 1000);
  }

  private publish(): void {
    this.snapshot = { usedMegabytes: this.counted + this.runningMegabytes(), kbps: this.kbps };
    for (const listener of this.listeners) listener();
  }
}
