// Stream health: one check of one station's stream as the checker records it, check runs ("Verify All",
// "Run Stream Error Correction") and their results, and what listeners report about a station.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Station, StationIdParams } from './stations';
import { PlainText } from './text';

/**
 * How a check ended: `ok` when audio frames (or an HLS playlist whose first segment is audio) came
 * back; otherwise why not. `http_error`: the final answer was not 2xx. `not_audio`: a web page, a
 * playlist without streams, or bytes that hold no audio frames. `timeout`: no audio within the
 * deadline. `dns`, `refused`, `tls`: the server's name, connection or certificate failed.
 * `private_address`: the address, or a redirect, points into a private network. `too_many_redirects`:
 * redirects or nested playlists beyond the limit, or a loop.
 */
export const CheckOutcome = z.enum([
  'ok',
  'http_error',
  'not_audio',
  'timeout',
  'dns',
  'refused',
  'tls',
  'private_address',
  'too_many_redirects',
]);
export type CheckOutcome = z.infer<typeof CheckOutcome>;

export const StreamCheck = z.object({
  outcome: CheckOutcome,
  /** The status of the last answer judged; null when no server answered. */
  http_status: z.number().int().nullable(),
  content_type: z.string().nullable(),
  /** From the frames: 'MP3', 'AAC', 'AAC+', 'OGG' (Vorbis), 'OPUS', 'FLAC'...; null unless ok. */
  codec: z.string().nullable(),
  /** kbit/s: from the frames, else the HLS variant's BANDWIDTH, else the server's icy-br; null when none says. */
  bitrate: z.number().int().nonnegative().nullable(),
  /** From the start of the check to the arrival of the first audio frame; null unless ok. */
  ms_to_audio: z.number().int().nonnegative().nullable(),
  /** The address that answered last, after redirects and playlists: the playable stream (or HLS playlist) when ok. */
  resolved_url: z.string().nullable(),
  hls: z.boolean(),
  /** Where the check ran from (CHECK_REGION). */
  region: z.string(),
  checked_at: z.iso.datetime(),
  /** A short reason in words, for admins. */
  detail: z.string(),
});
export type StreamCheck = z.infer<typeof StreamCheck>;

/** How a repair found a working address, in the order repairs are tried. */
export const FixMethod = z.enum(['playlist', 'permanent_redirect', 'protocol_swap', 'radio_browser', 'alternate']);
export type FixMethod = z.infer<typeof FixMethod>;

/** A check as stored: which address it started from, the run it belongs to, and the repair that found the address. */
export const StoredCheck = StreamCheck.extend({
  id: z.string(),
  station_id: z.string(),
  url: z.string(),
  run_id: z.string().nullable(),
  fix_method: FixMethod.nullable(),
});
export type StoredCheck = z.infer<typeof StoredCheck>;

export const StationCheckHistory = z.object({
  station_id: z.string(),
  /** Newest first; kept 30 days. */
  checks: z.array(StoredCheck),
});
export type StationCheckHistory = z.infer<typeof StationCheckHistory>;

export const StationCheckNow = z.object({
  check: StoredCheck,
  /** The station with the health this check gave it. */
  station: Station,
});
export type StationCheckNow = z.infer<typeof StationCheckNow>;

/** verify: "Verify All"; repair: "Run Stream Error Correction"; scheduled: the scheduler's batches; recheck: after listeners' failures. */
export const CheckRunKind = z.enum(['verify', 'repair', 'scheduled', 'recheck']);
export type CheckRunKind = z.infer<typeof CheckRunKind>;

export const CheckRunStatus = z.enum(['running', 'done', 'cancelled']);
export type CheckRunStatus = z.infer<typeof CheckRunStatus>;

const runState = {
  run_id: z.string(),
  status: CheckRunStatus,
  total_stations: z.number().int().nonnegative(),
  /** Stations checked so far. */
  checked_stations: z.number().int().nonnegative(),
  working_stations: z.number().int().nonnegative(),
  /** Checks that failed at network level (DNS, refused connections, timeouts). */
  network_failures: z.number().int().nonnegative(),
  /**
   * False when more than 30% of the run's checks failed at network level: our side, so its failures
   * were not applied (no station marked down or hidden; their health reads unknown) and `warning`
   * says "Not applied: N failed at network level".
   */
  applied: z.boolean(),
  warning: z.string().nullable(),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  /** Percent of the checked stations that work, one decimal. */
  success_rate: z.number().min(0).max(100),
};

export const VerificationEntry = z.object({
  station_id: z.string(),
  station_name: z.string(),
  country: z.string(),
  is_working: z.boolean(),
  status_code: z.number().int().nullable(),
  outcome: CheckOutcome,
});
export type VerificationEntry = z.infer<typeof VerificationEntry>;

/** The spec's verification result, with the run's state. */
export const VerificationRun = z.object({
  ...runState,
  kind: CheckRunKind.exclude(['repair']),
  failed_stations: z.number().int().nonnegative(),
  verification_results: z.array(VerificationEntry),
});
export type VerificationRun = z.infer<typeof VerificationRun>;

export const FixedStation = z.object({
  station_id: z.string(),
  name: z.string(),
  country: z.string(),
  fix_method: FixMethod,
  old_url: z.string(),
  new_url: z.string(),
});
export type FixedStation = z.infer<typeof FixedStation>;

/** A station a repair run found broken and could not fix: the address it tried and why it failed. */
export const UnfixedStation = z.object({
  station_id: z.string(),
  name: z.string(),
  country: z.string(),
  url: z.string(),
  outcome: CheckOutcome,
  /** Why its stream did not play, in words ("its stream address answered HTTP 404"). */
  reason: z.string(),
});
export type UnfixedStation = z.infer<typeof UnfixedStation>;

/** The spec's stream fix result, with the run's state. */
export const StreamFixRun = z.object({
  ...runState,
  kind: z.literal('repair'),
  /** Stations whose stream address did not play as stored. */
  errors_detected: z.number().int().nonnegative(),
  fixes_applied: z.number().int().nonnegative(),
  fixed_stations: z.array(FixedStation),
  /** Every station checked so far that still fails, with the reason; a cancelled run lists those it reached. */
  unfixed_stations: z.array(UnfixedStation),
});
export type StreamFixRun = z.infer<typeof StreamFixRun>;

export const CheckRun = z.union([VerificationRun, StreamFixRun]);
export type CheckRun = z.infer<typeof CheckRun>;

/** The data of a run's `progress` event (GET /api/admin/check-runs/{id}/events); the last one has a final status. */
export const CheckRunProgress = z.object({
  run_id: z.string(),
  kind: CheckRunKind,
  status: CheckRunStatus,
  total_stations: z.number().int().nonnegative(),
  checked_stations: z.number().int().nonnegative(),
  working_stations: z.number().int().nonnegative(),
  network_failures: z.number().int().nonnegative(),
  applied: z.boolean(),
  warning: z.string().nullable(),
});
export type CheckRunProgress = z.infer<typeof CheckRunProgress>;

export const CHECK_RUN_EVENT = 'progress';

export const CheckRunParams = z.object({ runId: z.string().min(1).max(64) });

export const PlayOutcome = z.enum(['started', 'failed']);
export type PlayOutcome = z.infer<typeof PlayOutcome>;

/** What the player says after trying a station: it started (and how fast), or it failed (and why). */
export const PlayReport = z.object({
  outcome: PlayOutcome,
  reason: PlainText({ max: 300, tooLong: 'Please keep the reason under 300 characters.' }).optional(),
  ms_to_audio: z.number().int().min(0).max(600_000).optional(),
});
export type PlayReport = z.infer<typeof PlayReport>;

export const PlayReportReceipt = z.object({
  /** Listeners' failures were enough to check the station again now. */
  recheck_queued: z.boolean(),
});
export type PlayReportReceipt = z.infer<typeof PlayReportReceipt>;

export const STATION_REPORT_REASONS = ['not_playing', 'wrong_details', 'offensive', 'other'] as const;
export const StationReportReason = z.enum(STATION_REPORT_REASONS);
export type StationReportReason = z.infer<typeof StationReportReason>;

/** A listener's "Report station": a reason and, if they like, a note for the admins. */
export const StationReport = z.object({
  reason: StationReportReason,
  note: PlainText({ max: 1000, tooLong: 'Please keep your note under 1000 characters.' }).optional(),
});
export type StationReport = z.infer<typeof StationReport>;

export const StationReportReceipt = z.object({ message: z.string() });
export type StationReportReceipt = z.infer<typeof StationReportReceipt>;

const ADMIN_ERRORS = [401, 403] as const;

export const streamHealthEndpoints = {
  /**
   * 200 with the result when the run ends within 25 s, else 202 with the run so far; with
   * `Prefer: respond-async` (RFC 7240), 202 at once, for a screen that follows the run's events.
   */
  verifyAll: defineEndpoint({
    method: 'POST',
    path: '/api/stations/verify-all',
    status: [200, 202],
    response: VerificationRun,
    errors: ADMIN_ERRORS,
  }),
  /** The spec's "Run Stream Error Correction"; 200 or 202 as verify-all, `Prefer: respond-async` too. */
  fixStreamErrors: defineEndpoint({
    method: 'POST',
    path: '/api/admin/fix-stream-errors',
    status: [200, 202],
    response: StreamFixRun,
    errors: ADMIN_ERRORS,
  }),
  run: defineEndpoint({
    method: 'GET',
    path: '/api/admin/check-runs/:runId',
    params: CheckRunParams,
    response: CheckRun,
    errors: [...ADMIN_ERRORS, 404],
  }),
  /** Server-Sent Events: `progress` events (CheckRunProgress) until the run ends. */
  runEvents: defineEndpoint({
    method: 'GET',
    path: '/api/admin/check-runs/:runId/events',
    params: CheckRunParams,
    errors: [...ADMIN_ERRORS, 404],
  }),
  cancelRun: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/check-runs/:runId',
    params: CheckRunParams,
    response: CheckRun,
    errors: [...ADMIN_ERRORS, 404],
  }),
  checkStation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/stations/:id/check',
    params: StationIdParams,
    response: StationCheckNow,
    errors: [...ADMIN_ERRORS, 404],
  }),
  stationChecks: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stations/:id/checks',
    params: StationIdParams,
    response: StationCheckHistory,
    errors: [...ADMIN_ERRORS, 404],
  }),
  playReport: defineEndpoint({
    method: 'POST',
    path: '/api/stations/:id/play-reports',
    params: StationIdParams,
    body: PlayReport,
    status: 201,
    response: PlayReportReceipt,
    errors: [400, 404, 429],
  }),
  stationReport: defineEndpoint({
    method: 'POST',
    path: '/api/stations/:id/reports',
    params: StationIdParams,
    body: StationReport,
    status: 201,
    response: StationReportReceipt,
    errors: [400, 404, 429],
  }),
};
