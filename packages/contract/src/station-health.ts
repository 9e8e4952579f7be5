// A station's health, read one way by every surface (cards, details, lists, the admin stations tab and
// dashboard, Radio Browser's /json) and every pick (featured, similar, for you, try instead, the
// assistant): what our own checks found, else Radio Browser's last check as a labelled first guess.
import { z } from 'zod';

/** The label listeners read ("Stream Health: Good"). `down`: our checks found it silent; `unknown`: nobody can say. */
export const StationHealth = z.enum(['excellent', 'good', 'poor', 'down', 'unknown']);
export type StationHealth = z.infer<typeof StationHealth>;

/** Whose check a station's health comes from: our own checks, or Radio Browser's last check (a first guess at import). */
export const HealthSource = z.enum(['sauti', 'radio-browser']);
export type HealthSource = z.infer<typeof HealthSource>;

/**
 * What our checks say about a station, the four ways the dashboard counts them: `working`, our last
 * check played; `down`, our last check failed; `unchecked`, we have not checked it yet (Radio Browser
 * may have); `unknown`, our last check could not tell (it failed at network level in a run whose
 * failures were judged our own network's, so it was not applied).
 */
export const HealthStatus = z.enum(['working', 'down', 'unchecked', 'unknown']);
export type HealthStatus = z.infer<typeof HealthStatus>;

/** What the reading needs of a station: the fields every station payload carries. */
export interface HealthFacts {
  health_source: HealthSource | null;
  last_check_at: string | null;
  last_check_ok: boolean | null;
}

/** The one reading of a station's health by our checks. */
export function healthStatus(station: HealthFacts): HealthStatus {
  if (station.health_source !== 'sauti') return 'unchecked';
  if (station.last_check_ok === null) return 'unknown';
  return station.last_check_ok ? 'working' : 'down';
}

/**
 * How recent a check must be for a pick to trust it. Our scheduler checks every working station at
 * least daily, so two days leaves room for one missed round; Radio Browser's checkers run far from
 * Africa and less often, so a week is as far as its word goes.
 */
export const RECENT_CHECK_MS = { sauti: 2 * 24 * 3600_000, 'radio-browser': 7 * 24 * 3600_000 } as const;

/**
 * Whose recent check says a station plays, which is what featured stations and suggestions are made
 * of: `sauti` (our check found it working recently) before `radio-browser` (Radio Browser's did); null
 * for every other station: one whose last check failed, one nobody checked lately, one whose last
 * check could not tell. A null station is never promoted.
 */
export type PickTrust = HealthSource | null;

export function pickTrust(station: HealthFacts, now: number = Date.now()): PickTrust {
  const { health_source: source, last_check_at: checkedAt, last_check_ok: ok } = station;
  if (!source || ok !== true || !checkedAt) return null;
  const age = now - Date.parse(checkedAt);
  return age <= RECENT_CHECK_MS[source] ? source : null;
}

/**
 * A time-free ranking for orders kept sorted as stations change ("best health" first): our working
 * check, then Radio Browser's good word, then nobody's word, then a failed last check, whoever made it.
 */
export function checkRank(station: HealthFacts): number {
  if (station.last_check_ok === false) return 0;
  if (station.last_check_ok === null || station.health_source === null) return 1;
  return station.health_source === 'sauti' ? 3 : 2;
}
