// Broadcasters (issue 29): claiming a station, its owners, the studio where owners keep it right, and
// the alerts our checks raise for them. Studio calls are for the station's owners (and admins).
import { z } from 'zod';
import {
  RejectSubmissionRequest,
  ReviewedStationFields,
  STATION_EDIT_FIELDS,
  StationEditInboxItem,
  WebAddress,
} from './admin';
import { defineEndpoint } from './endpoint';
import { StoredCheck } from './health';
import { Station, StationIdParams } from './stations';
import { PlainText } from './text';

/** 401: not logged in; 403: not an owner of this station; 404: no such station. */
export const OWNER_ERRORS = [401, 403, 404] as const;

// ---------------------------------------------------------------------------------------------
// Owners.

export const StationOwner = z.object({
  user_id: z.string(),
  username: z.string(),
  /** 'claim': proved it; 'invitation': an owner invited them. */
  via: z.enum(['claim', 'invitation']),
  since: z.string(),
});
export type StationOwner = z.infer<typeof StationOwner>;
export const StationOwnerList = z.array(StationOwner);

export const SOCIAL_LINKS_MAX = 6;
export const SocialLinks = z.array(WebAddress('a social link')).max(SOCIAL_LINKS_MAX, 'Please give at most 6 links.');

/** Whether a verified broadcaster owns the station (the public badge), and the links its owners gave. */
export const StationBroadcaster = z.object({ verified: z.boolean(), social_links: z.array(z.string()) });
export type StationBroadcaster = z.infer<typeof StationBroadcaster>;

export const stationOwnerEndpoints = {
  /** The stations the logged-in user owns (any state: off the air ones too). */
  myStations: defineEndpoint({
    method: 'GET',
    path: '/api/studio/stations',
    response: z.array(Station),
    errors: [401],
  }),
  owners: defineEndpoint({
    method: 'GET',
    path: '/api/studio/stations/:id/owners',
    params: StationIdParams,
    response: StationOwnerList,
    errors: OWNER_ERRORS,
  }),
  /** Public: whether the station shows "Verified by its broadcaster". */
  broadcaster: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id/broadcaster',
    params: StationIdParams,
    response: StationBroadcaster,
    errors: [404],
  }),
  /** Adds a co-owner by username or email address: an owner invites them. */
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/studio/stations/:id/owners',
    params: StationIdParams,
    body: z.object({ user: z.string().trim().min(1, 'Please enter a username or an email address.').max(254) }),
    status: 201,
    response: StationOwnerList,
    errors: [400, ...OWNER_ERRORS, 409],
  }),
  /** Removes an owner (oneself included); the last owner cannot be removed. */
  removeOwner: defineEndpoint({
    method: 'DELETE',
    path: '/api/studio/stations/:id/owners/:userId',
    params: StationIdParams.extend({ userId: z.string().min(1).max(100) }),
    response: StationOwnerList,
    errors: [...OWNER_ERRORS, 409],
  }),
};

// ---------------------------------------------------------------------------------------------
// Studio: what an owner sees of their station and changes in it.

/** An owner's change of name, country or stream, as it waits for (or came back from) an admin. */
export const PendingStationEdit = z.object({
  id: z.string(),
  changes: ReviewedStationFields,
  previous: ReviewedStationFields,
  stream_check: StationEditInboxItem.shape.details.shape.stream_check,
  status: z.enum(['waiting', 'approved', 'rejected']),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
});
export type PendingStationEdit = z.infer<typeof PendingStationEdit>;

/** What our checks say of the station: when they took it off the lists, the checks that did. */
export const OwnerAlert = z.object({
  /** True while our checks keep the station off the lists (its own page still opens). */
  off_air: z.boolean(),
  health: Station.shape.health,
  last_check_at: z.string().nullable(),
  /** The latest checks, newest first: the evidence. */
  checks: z.array(StoredCheck),
});
export type OwnerAlert = z.infer<typeof OwnerAlert>;

export const StudioStation = z.object({
  station: Station,
  social_links: z.array(z.string()),
  owners: StationOwnerList,
  /** Changes waiting for an admin, and the last ones decided, newest first. */
  edits: z.array(PendingStationEdit),
  alert: OwnerAlert,
});
export type StudioStation = z.infer<typeof StudioStation>;

/**
 * An owner's change. Description, website, social links, genre, languages, tags and city are public
 * at once; name, country and stream address wait for an admin's review (the stream is checked first).
 */
export const StudioStationUpdate = z
  .object({
    description: STATION_EDIT_FIELDS.description,
    website: STATION_EDIT_FIELDS.website,
    social_links: SocialLinks.optional(),
    genre: STATION_EDIT_FIELDS.genre,
    languages: STATION_EDIT_FIELDS.languages,
    tags: STATION_EDIT_FIELDS.tags,
    city: STATION_EDIT_FIELDS.city,
    name: STATION_EDIT_FIELDS.name,
    country: STATION_EDIT_FIELDS.country,
    url: STATION_EDIT_FIELDS.url,
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'give at least one field to change',
  });
export type StudioStationUpdate = z.input<typeof StudioStationUpdate>;
export type StudioStationChanges = z.output<typeof StudioStationUpdate>;

/** The fields of an owner's change that need an admin's review. */
export const REVIEWED_FIELDS = ['name', 'country', 'url'] as const;

export const StudioEditResult = z.object({
  studio: StudioStation,
  /** The fields changed at once. */
  applied: z.array(z.string()),
  /** The change that waits for review, if the update asked for one. */
  waiting: PendingStationEdit.nullable(),
});
export type StudioEditResult = z.infer<typeof StudioEditResult>;

/** The logo upload: one image in the `logo` field of a multipart form. */
export const STUDIO_LOGO_UPLOAD = { field: 'logo', maxBytes: 2 * 1024 * 1024 } as const;

export const EditIdParams = z.object({ editId: z.string().min(1).max(100) });

export const studioEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/studio/stations/:id',
    params: StationIdParams,
    response: StudioStation,
    errors: OWNER_ERRORS,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/studio/stations/:id',
    params: StationIdParams,
    body: StudioStationUpdate,
    response: StudioEditResult,
    errors: [400, ...OWNER_ERRORS],
  }),
  /** multipart/form-data with the image in `logo`: PNG, JPEG, WebP or GIF, checked by its bytes. */
  logo: defineEndpoint({
    method: 'POST',
    path: '/api/studio/stations/:id/logo',
    params: StationIdParams,
    response: StudioStation,
    errors: [400, ...OWNER_ERRORS, 413, 415],
  }),
  /** "Check again": checks the stream now; at most a few times an hour. */
  check: defineEndpoint({
    method: 'POST',
    path: '/api/studio/stations/:id/check',
    params: StationIdParams,
    response: StudioStation,
    errors: [...OWNER_ERRORS, 429],
  }),
  /** An uploaded station logo, as stored (the station's logo address names it). */
  uploadedLogo: defineEndpoint({
    method: 'GET',
    path: '/api/station-uploads/:file',
    params: z.object({ file: z.string().min(1).max(100) }),
    errors: [404],
  }),
  approveEdit: defineEndpoint({
    method: 'POST',
    path: '/api/admin/station-edits/:editId/approve',
    params: EditIdParams,
    response: StationEditInboxItem,
    errors: [401, 403, 404, 409],
  }),
  rejectEdit: defineEndpoint({
    method: 'POST',
    path: '/api/admin/station-edits/:editId/reject',
    params: EditIdParams,
    body: RejectSubmissionRequest,
    response: StationEditInboxItem,
    errors: [400, 401, 403, 404, 409],
  }),
};

// ---------------------------------------------------------------------------------------------
// Claims: a signed-in user claims a station and proves it by a file or a meta tag on the station's
// website (read through safe-fetch), or asks an admin to judge the evidence they give.

/** Where the verification file lives on the station's website. */
export const VERIFICATION_FILE_PATH = '/.well-known/sauti-verification.txt';
/** The name of the home page's meta tag that holds the token. */
export const VERIFICATION_META_NAME = 'sauti-verification';

export const ClaimMethod = z.enum(['file', 'meta', 'admin']);
export type ClaimMethod = z.infer<typeof ClaimMethod>;

export const ClaimStatus = z.enum(['pending', 'verified', 'rejected']);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

/** What one automatic way found when the claimant last asked: a short reason in words when it failed. */
export const ClaimAttempt = z.object({
  method: z.enum(['file', 'meta']),
  url: z.string().nullable(),
  ok: z.boolean(),
  detail: z.string(),
});
export type ClaimAttempt = z.infer<typeof ClaimAttempt>;

export const StationClaim = z.object({
  id: z.string(),
  station_id: z.string(),
  station_name: z.string(),
  station_slug: z.string(),
  /** The station's website, where the file or the meta tag goes; null when the station names none. */
  website: z.string().nullable(),
  token: z.string(),
  status: ClaimStatus,
  /** How it was verified. */
  method: ClaimMethod.nullable(),
  instructions: z.object({
    /** The address the file must answer at, holding the token; null without a website. */
    file_url: z.string().nullable(),
    file_content: z.string(),
    /** The tag to put in the home page's <head>. */
    meta_tag: z.string(),
    /** What an admin's review needs. */
    admin: z.string(),
  }),
  /** The evidence given for an admin's review, and when it was asked for. */
  evidence: z.string().nullable(),
  review_requested_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** What the last check of the website found, each way. */
  attempts: z.array(ClaimAttempt),
  created_at: z.string(),
  verified_at: z.string().nullable(),
});
export type StationClaim = z.infer<typeof StationClaim>;

/** Creating a claim takes no body; evidence may come along for an admin's review at once. */
export const NewClaimRequest = z
  .object({
    evidence: PlainText({ max: 2000, tooLong: 'Please keep the evidence under 2000 characters.' }).optional(),
  })
  .default({});
export type NewClaimRequest = z.input<typeof NewClaimRequest>;

/** Which way to check; both automatic ways when left out. */
export const VerifyClaimRequest = z.object({ method: z.enum(['file', 'meta']).optional() }).default({});
export type VerifyClaimRequest = z.input<typeof VerifyClaimRequest>;

export const ClaimReviewRequest = z.object({
  evidence: PlainText({
    max: 2000,
    blank: 'Please say how you are connected to the station (your role, a station email address, a link).',
    tooLong: 'Please keep the evidence under 2000 characters.',
  }),
});
export type ClaimReviewRequest = z.input<typeof ClaimReviewRequest>;

export const ClaimIdParams = z.object({ claimId: z.string().min(1).max(100) });

export const claimEndpoints = {
  /** 201 with a new claim; 200 with the claimant's pending claim on the station when there is one. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/stations/:id/claims',
    params: StationIdParams,
    body: NewClaimRequest,
    status: [201, 200],
    response: StationClaim,
    errors: [400, 401, 404, 409],
  }),
  /** The logged-in user's claims, newest first. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/claims',
    response: z.array(StationClaim),
    errors: [401],
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/api/claims/:claimId',
    params: ClaimIdParams,
    response: StationClaim,
    errors: [401, 403, 404],
  }),
  /** Checks the website for the token (the claimant only); answers the claim, verified or with what was found. */
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/claims/:claimId/verify',
    params: ClaimIdParams,
    body: VerifyClaimRequest,
    response: StationClaim,
    errors: [400, 401, 403, 404, 409],
  }),
  /** Asks an admin to judge the claim by the evidence given: it joins the admin inbox. */
  requestReview: defineEndpoint({
    method: 'POST',
    path: '/api/claims/:claimId/review',
    params: ClaimIdParams,
    body: ClaimReviewRequest,
    response: StationClaim,
    errors: [400, 401, 403, 404, 409],
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/claims/:claimId/approve',
    params: ClaimIdParams,
    response: StationClaim,
    errors: [401, 403, 404, 409],
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/claims/:claimId/reject',
    params: ClaimIdParams,
    body: RejectSubmissionRequest,
    response: StationClaim,
    errors: [400, 401, 403, 404, 409],
  }),
};
