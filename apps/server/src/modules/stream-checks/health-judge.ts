// Judges a station from its checks: its health, whether it is off the air, and when to check it next.
// Pure, so the rules can be walked through hours with a made-up clock.
import type { CheckOutcome, StationHealth } from '@sauti/contract';

/** Outcomes that point at the network between us and the station (ours, perhaps) rather than at the station. */
const NETWORK_OUTCOMES: ReadonlySet<CheckOutcome> = new Set(['dns', 'timeout', 'refused']);

export const isNetworkFailure = (outcome: string): boolean => NETWORK_OUTCOMES.has(outcome as CheckOutcome);

export interface JudgedCheck {
  region: string;
  outcome: string;
  ms_to_audio: number | null;
  checked_at: string;
}

export interface CheckState {
  consecutive_failures: number;
  consecutive_successes: number;
  failing_since: string | null;
  last_ok_at: string | null;
}

export const NO_CHECKS_YET: CheckState = {
  consecutive_failures: 0,
  consecutive_successes: 0,
  failing_since: null,
  last_ok_at: null,
};

export interface HealthRules {
  failuresToHide: number;
  hideAfterMs: number;
}

export interface Judgement {
  state: CheckState;
  health: StationHealth;
  /** Some region's latest check in the window plays. */
  playing: boolean;
  offAir: boolean;
  nextCheckAt: string;
}

export interface JudgeInput {
  previous: CheckState;
  /** The check just made. */
  check: JudgedCheck;
  /** Every check of the station within the window (the hide span), the new one included. */
  recent: readonly JudgedCheck[];
  /** Listeners heard it play within the window. */
  playedForListeners: boolean;
  /** clicks + votes. */
  popularity: number;
  now: number;
  rules: HealthRules;
}

const HOUR = 3600_000;
const FAST_MS = 2000;
const SLOW_MS = 5000;

/** Every station at least daily; popular ones (by clicks and votes) more often. */
function workingInterval(popularity: number): number {
  if (popularity >= 500) return 4 * HOUR;
  if (popularity >= 50) return 8 * HOUR;
  return 24 * HOUR;
}

/** Failing stations are tried again soon, then less often: 1 h, 2 h, 4 h... at most daily. */
function failingInterval(failures: number): number {
  return Math.min(24 * HOUR, HOUR * 2 ** Math.max(0, failures - 1));
}

/** The latest check from each region. */
function latestByRegion(checks: readonly JudgedCheck[]): JudgedCheck[] {
  const latest = new Map<string, JudgedCheck>();
  for (const check of checks) {
    const known = latest.get(check.region);
    if (!known || known.checked_at < check.checked_at) latest.set(check.region, check);
  }
  return [...latest.values()];
}

function nextState(previous: CheckState, check: JudgedCheck): CheckState {
  if (check.outcome === 'ok') {
    return {
      consecutive_failures: 0,
      consecutive_successes: previous.consecutive_successes + 1,
      failing_since: null,
      last_ok_at: check.checked_at,
    };
  }
  return {
    consecutive_failures: previous.consecutive_failures + 1,
    consecutive_successes: 0,
    failing_since: previous.failing_since ?? check.checked_at,
    last_ok_at: previous.last_ok_at,
  };
}

function healthWhilePlaying(fastest: number | null, successes: number): StationHealth {
  if (fastest === null || fastest > SLOW_MS) return 'poor';
  return fastest <= FAST_MS && successes >= 3 ? 'excellent' : 'good';
}

/**
 * A station plays when the latest check from any region that checked it within the window plays: it is
 * down only when it failed from every one of them. It goes off the air after `failuresToHide` failed
 * checks in a row spanning `hideAfterMs`, unless listeners heard it play; its first success brings it back.
 */
export function judge(input: JudgeInput): Judgement {
  const state = nextState(input.previous, input.check);
  const voters = latestByRegion(input.recent.length > 0 ? input.recent : [input.check]);
  const playingChecks = voters.filter((voter) => voter.outcome === 'ok');
  const playing = playingChecks.length > 0;
  const failingFor = state.failing_since ? input.now - Date.parse(state.failing_since) : 0;
  const offAir =
    !playing &&
    !input.playedForListeners &&
    state.consecutive_failures >= input.rules.failuresToHide &&
    failingFor >= input.rules.hideAfterMs;
  const fastest = playingChecks
    .map((check) => check.ms_to_audio)
    .filter((ms): ms is number => ms !== null)
    .reduce<number | null>((best, ms) => (best === null || ms < best ? ms : best), null);
  let health: StationHealth;
  if (playing) health = healthWhilePlaying(fastest, state.consecutive_successes);
  else if (offAir) health = 'down';
  else if (input.playedForListeners || state.consecutive_failures < 2) health = 'poor';
  else health = 'down';
  const interval =
    input.check.outcome === 'ok' ? workingInterval(input.popularity) : failingInterval(state.consecutive_failures);
  return { state, health, playing, offAir, nextCheckAt: new Date(input.now + interval).toISOString() };
}
