// The catalogue quality review (issue 28.7): stations that look wrong, each with the reason and the
// fixes an admin applies in one click, and descriptions written for stations nobody described.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const QUALITY_ISSUE_KINDS = [
  /** The name has no letter at all: "#0#", "1234", "***". */
  'not_a_name',
  /** The name or city names a place in another country: "CHENNAI LIVE" under Uganda. */
  'other_country',
  /** A language that fits neither the country nor the station's tags: Spanish on a Kenyan station. */
  'language_mismatch',
  /** The same logo as a station of another country. */
  'duplicate_logo',
  /** The same stream as a station of another country. */
  'duplicate_stream',
] as const;
export const QualityIssueKind = z.enum(QUALITY_ISSUE_KINDS);
export type QualityIssueKind = z.infer<typeof QualityIssueKind>;

export const QUALITY_FIX_ACTIONS = [
  /** Take the station off every listener's list (it stays in the admin's, and can be shown again). */
  'hide',
  /** Move the station to the country named by `country`. */
  'move_country',
  /** Remove the language named by `language` from the station's languages. */
  'drop_language',
  /** The station is right as it is: this finding is not listed again. */
  'dismiss',
] as const;
export const QualityFixAction = z.enum(QUALITY_FIX_ACTIONS);
export type QualityFixAction = z.infer<typeof QualityFixAction>;

/** One fix offered for a finding. */
export const QualityFix = z.object({
  action: QualityFixAction,
  /** For move_country: the ISO 3166-1 code to move to. */
  country: z.string().length(2).optional(),
  /** For drop_language: the ISO 639-1 code to remove. */
  language: z.string().min(2).max(3).optional(),
});
export type QualityFix = z.infer<typeof QualityFix>;

/** Another station a duplicate finding points at. */
export const QualityOtherStation = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  country_name: z.string(),
});

export const QualityFinding = z.object({
  station: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    country: z.string(),
    country_name: z.string(),
    city: z.string().nullable(),
    languages: z.array(z.string()),
    logo: z.string().nullable(),
    is_active: z.boolean(),
  }),
  kind: QualityIssueKind,
  /** Why it looks wrong, in English (the web app words it from `detail` in the admin's language). */
  reason: z.string(),
  detail: z.object({
    /** The place named (other_country). */
    place: z.string().optional(),
    /** Its country: ISO code, and its English name. */
    place_country: z.string().optional(),
    place_country_name: z.string().optional(),
    /** The language that does not fit (language_mismatch), ISO 639-1. */
    language: z.string().optional(),
    /** The stations of other countries with the same logo or stream. */
    others: z.array(QualityOtherStation).optional(),
  }),
  fixes: z.array(QualityFix),
});
export type QualityFinding = z.infer<typeof QualityFinding>;

export const QualityQuery = z.object({
  kind: QualityIssueKind.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type QualityQuery = z.infer<typeof QualityQuery>;

export const QualityReport = z.object({
  /** The findings, at most `limit`, grouped by kind in QUALITY_ISSUE_KINDS' order. */
  findings: z.array(QualityFinding),
  /** Findings of each kind, whatever the limit. */
  counts: z.record(QualityIssueKind, z.number().int().nonnegative()),
  /** Stations with no description, or only "Live radio from X.", that a generated one would describe. */
  descriptions_to_write: z.number().int().nonnegative(),
});
export type QualityReport = z.infer<typeof QualityReport>;

export const QualityFixRequest = QualityFix.extend({
  station_id: z.string().min(1),
  kind: QualityIssueKind,
});
export type QualityFixRequest = z.infer<typeof QualityFixRequest>;

export const QualityFixResult = z.object({
  station_id: z.string(),
  kind: QualityIssueKind,
  action: QualityFixAction,
  /** What was done, in English. */
  message: z.string(),
});
export type QualityFixResult = z.infer<typeof QualityFixResult>;

export const DescriptionsWritten = z.object({ written: z.number().int().nonnegative() });
export type DescriptionsWritten = z.infer<typeof DescriptionsWritten>;

const ADMIN_ERRORS = [401, 403] as const;

export const qualityEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/api/admin/quality',
    query: QualityQuery,
    response: QualityReport,
    errors: [400, ...ADMIN_ERRORS],
  }),
  fix: defineEndpoint({
    method: 'POST',
    path: '/api/admin/quality/fixes',
    body: QualityFixRequest,
    response: QualityFixResult,
    errors: [400, ...ADMIN_ERRORS, 404],
  }),
  /** Writes a generated description for every station with none (or only the placeholder). */
  describe: defineEndpoint({
    method: 'POST',
    path: '/api/admin/quality/descriptions',
    response: DescriptionsWritten,
    errors: [...ADMIN_ERRORS],
  }),
};
