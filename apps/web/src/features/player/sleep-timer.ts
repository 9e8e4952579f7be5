// The sleep timer: the station plays on at full volume until the last half minute, fades to silence
// over it and stops. Kept outside React, so it runs on while the full-screen player is closed; it
// reads time from Date.now and ticks on setInterval, so a test's clock can move it on.

/** The timer's choices in minutes (a schedule's "end of current show" comes beside them). */
export const SLEEP_MINUTES = [15, 30, 60, 90] as const;

/** How long the fade to silence lasts, ending when the timer does. */
export const FADE_MS = 30_000;

/** How often the timer looks at the clock: the fade steps down once a second, too small a step to hear. */
export const TICK_MS = 1_000;

/** How loud the station plays `now` (a share of the chosen volume): full until the fade, then down in a line to 0. */
export function fadeLevel(now: number, endsAt: number, fadeMs = FADE_MS): number {
  const left = endsAt - now;
  if (left >= fadeMs) return 1;
  return left <= 0 ? 0 : left / fadeMs;
}

/** One of the timer's choices: after some minutes, or at the end of the current show. */
export type SleepChoice = { minutes: number; endsAt: number } | { minutes: null; endsAt: number };

/**
 * The choices at `now`: 15, 30, 60 and 90 minutes, and the end of the current show when the station's
 * schedule gives one (an ISO time) that is still to come.
 */
export function sleepChoices(now: number, showEndsAt: string | null): SleepChoice[] {
  const choices: SleepChoice[] = SLEEP_MINUTES.map((minutes) => ({ minutes, endsAt: now + minutes * 60_000 }));
  const showEnd = showEndsAt ? Date.parse(showEndsAt) : Number.NaN;
  return showEnd > now ? [...choices, { minutes: null, endsAt: showEnd }] : choices;
}

/** Whole seconds left, rounded up, so "0:01" shows until the very end. */
export function secondsLeft(now: number, endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** What the timer does to the player. */
export interface SleepTarget {
  fadeTo(level: number): void;
  stop(): void;
}

export interface SleepTimerState {
  /** When the station stops (ms since the epoch), or null with no timer set. */
  endsAt: number | null;
  now: number;
}

export class SleepTimer {
  private state: SleepTimerState = { endsAt: null, now: Date.now() };
  private interval: ReturnType<typeof setInterval> | undefined;
  private target: SleepTarget | null = null;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SleepTimerState => this.state;

  /** Stops the station at `endsAt`, fading it out first; a timer already set is replaced. */
  start(endsAt: number, target: SleepTarget): void {
    this.clear();
    this.target = target;
    this.interval = setInterval(() => this.tick(), TICK_MS);
    this.set({ endsAt, now: Date.now() });
    this.tick();
  }

  /** Takes the timer away; the station plays on at its full volume. */
  cancel(): void {
    this.target?.fadeTo(1);
    this.clear();
    this.set({ endsAt: null, now: Date.now() });
  }

  private tick(): void {
    const { endsAt } = this.state;
    if (endsAt === null || !this.target) return;
    const now = Date.now();
    if (now >= endsAt) {
      // stop() plays the next start at full volume again.
      this.target.stop();
      this.clear();
      this.set({ endsAt: null, now });
      return;
    }
    this.target.fadeTo(fadeLevel(now, endsAt));
    this.set({ endsAt, now });
  }

  private clear(): void {
    clearInterval(this.interval);
    this.interval = undefined;
    this.target = null;
  }

  private set(state: SleepTimerState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** The one timer of this page (the player is one too). */
export const sleepTimer = new SleepTimer();
