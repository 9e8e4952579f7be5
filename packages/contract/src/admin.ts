// The admin area (spec sections 2 and 7, issue 11): the dashboard, stations, add-station, countries,
// the inbox, users and the audit log. Every call here is admin-only on the server.
import { z } from 'zod';
import { Role, User } from './auth';
import { Country } from './catalogue';
import { defineEndpoint } from './endpoint';
import { GenreId } from './genres';
import { StationReportReason, StreamCheck } from './health';
import { Station, StationHealth, StationIdParams } from './stations';
import { PlainText } from './text';

// ---------------------------------------------------------------------------------------------
// Shared pieces: query flags and pages.

/** A yes/no query parameter: `true` or `false` in the address. */
const QueryFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

export const ADMIN_PAGE_DEFAULT = 50;
export const ADMIN_PAGE_MAX = 200;

/** Pages count from 1; a page_size over the most is served as the most. */
const Paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .default(ADMIN_PAGE_DEFAULT)
    .transform((value) => Math.min(value, ADMIN_PAGE_MAX)),
};

/** One page of a list, with the total over all pages. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  });
}

const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((value) => value.toUpperCase());

const LanguageCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code (ISO 639-1)')
  .transform((value) => value.toLowerCase());

/** Forms send an emptied field as ''; for a field that may be cleared, that means null. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `Please keep ${label} under 2000 characters.`)
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, `Please enter ${label} starting with http:// or https://.`);

const required = (label: string, max: number) =>
  PlainText({ max, blank: `Please enter ${label}.`, tooLong: `Please keep ${label} under ${max} characters.` });

/** Optional text that may be cleared: '' and null both clear it. */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsNull, schema.nullable());

const StationName = required('a name', 120);
const StreamUrl = z.string().trim().min(1, 'Please enter the streaming URL.').pipe(webAddress('the streaming URL'));
const StationTag = z.string().trim().toLowerCase().min(1).max(40);
const StationTags = z.array(StationTag).max(12, 'Please give at most 12 tags.');

// ---------------------------------------------------------------------------------------------
// Dashboard: the spec's stats, and what an operator needs beyond them.

export const AdminDashboard = z.object({
  total_users: z.number().int().nonnegative(),
  /** Stations listeners see now. */
  total_stations: z.number().int().nonnegative(),
  /** Countries with at least one station listeners see. */
  total_countries: z.number().int().nonnegative(),
  /** Countries by listed stations, most first: `_id` is the country code. */
  top_countries: z.array(z.object({ _id: z.string(), count: z.number().int().nonnegative() })),
  /** Stations with the most listeners now, then the most played over 30 days. */
  top_stations: z.array(z.object({ id: z.string(), name: z.string(), listeners: z.number().int().nonnegative() })),
  /** The last 30 days, oldest first, each day (UTC, YYYY-MM-DD) present. */
  listening_hours_per_day: z.array(z.object({ date: z.string(), hours: z.number().nonnegative() })),
  new_users_per_day: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })),
  /** Listening sessions started over the last 30 days, by the station's country, most first. */
  plays_by_country: z.array(z.object({ country: z.string(), name: z.string(), plays: z.number().int().nonnegative() })),
  /** Listeners connected to the stream gateway now. */
  live_listeners: z.number().int().nonnegative(),
  /** Active stations by their last check: playing, not playing, never checked. */
  health_summary: z.object({
    working: z.number().int().nonnegative(),
    down: z.number().int().nonnegative(),
    unchecked: z.number().int().nonnegative(),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

// ---------------------------------------------------------------------------------------------
// Stations.

/**
 * The fields an admin edit protects from later imports and syncs, by their API names. The toggles
 * (is_active, boosted, is_premium) and the description are never written by an import.
 */
export const PROTECTED_STATION_FIELDS = [
  'name',
  'url',
  'logo',
  'genre',
  'country',
  'city',
  'language',
  'tags',
  'website',
] as const;
export const ProtectedStationField = z.enum(PROTECTED_STATION_FIELDS);
export type ProtectedStationField = z.infer<typeof ProtectedStationField>;

/** A station as admins see it: any state (inactive, deleted, off the air, in a hidden country). */
export const AdminStation = Station.extend({
  /** Where it came from: 'radio-browser', 'admin' or 'submission'. */
  source: z.string(),
  /** Fields an admin changed, which imports leave alone. */
  edited_fields: z.array(ProtectedStationField),
  /** Set when deleted; a deleted station is gone from every public read and can be restored. */
  deleted_at: z.string().nullable(),
  /** The station this one was merged into (it is then deleted). */
  merged_into: z.string().nullable(),
  /** False when its country is hidden from listeners. */
  country_discoverable: z.boolean(),
});
export type AdminStation = z.infer<typeof AdminStation>;

export const AdminStationSort = z.enum(['name', 'newest', 'updated', 'popular', 'country']);
export type AdminStationSort = z.infer<typeof AdminStationSort>;

export const AdminStationQuery = z.object({
  /** Part of the name or of a merged duplicate's name; case and accents do not matter. */
  search: z.string().trim().max(200).optional(),
  country: CountryCode.optional(),
  genre: GenreId.optional(),
  active: QueryFlag.optional(),
  boosted: QueryFlag.optional(),
  premium: QueryFlag.optional(),
  health: StationHealth.optional(),
  /** true: only stations in countries hidden from listeners; false: only the others. */
  hidden: QueryFlag.optional(),
  off_air: QueryFlag.optional(),
  /** true: only deleted stations (the bin); otherwise deleted ones are left out. */
  deleted: QueryFlag.optional(),
  /** name and country sort A to Z, the others newest or most popular first; `order` turns it round. */
  sort: AdminStationSort.default('name'),
  order: z.enum(['asc', 'desc']).optional(),
  ...Paging,
});
export type AdminStationQuery = z.input<typeof AdminStationQuery>;
export type AdminStationFilters = z.output<typeof AdminStationQuery>;

/**
 * A station as the admin list shows it: what a row of the table needs, without the long fields
 * (streams' details, tags, description, coordinates) that the station's own call answers.
 */
export const AdminStationSummary = AdminStation.pick({
  id: true,
  slug: true,
  name: true,
  aliases: true,
  url: true,
  logo: true,
  genre: true,
  country: true,
  country_name: true,
  country_discoverable: true,
  city: true,
  language: true,
  listeners: true,
  clicks: true,
  votes: true,
  health: true,
  last_check_at: true,
  last_check_ok: true,
  off_air: true,
  is_active: true,
  boosted: true,
  is_premium: true,
  source: true,
  edited_fields: true,
  deleted_at: true,
  merged_into: true,
  created_at: true,
  updated_at: true,
});
export type AdminStationSummary = z.infer<typeof AdminStationSummary>;

export const AdminStationPage = pageOf(AdminStationSummary);
export type AdminStationPage = z.infer<typeof AdminStationPage>;

/**
 * The rules of a station's editable fields, shared by an admin's edit and an owner's in the studio.
 * `languages` sets them all, the first being the main one; `language` sets the main one alone.
 */
export const STATION_EDIT_FIELDS = {
  name: StationName.optional(),
  url: StreamUrl.optional(),
  logo: clearable(webAddress('the logo address')).optional(),
  genre: GenreId.optional(),
  country: CountryCode.optional(),
  city: clearable(PlainText({ max: 80, tooLong: 'Please keep the city under 80 characters.' })).optional(),
  language: clearable(LanguageCode).optional(),
  languages: z.array(LanguageCode).max(8, 'Please give at most 8 languages.').optional(),
  description: clearable(
    PlainText({ max: 2000, tooLong: 'Please keep the description under 2000 characters.' }),
  ).optional(),
  tags: StationTags.optional(),
  website: clearable(webAddress('the website')).optional(),
};

/** An address on the web, http or https, as forms check it. */
export const WebAddress = webAddress;

/** A change to a station; give at least one field. null (or '') clears an optional field. */
export const AdminStationUpdate = z
  .object({
    ...STATION_EDIT_FIELDS,
    is_active: z.boolean().optional(),
    boosted: z.boolean().optional(),
    is_premium: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'give at least one field to change',
  });
export type AdminStationUpdate = z.input<typeof AdminStationUpdate>;
export type AdminStationChanges = z.output<typeof AdminStationUpdate>;

/**
 * The add-station form: name, streaming URL and country are required (country NG and language en
 * when not given). The stream is checked and likely duplicates looked up before anything is saved;
 * the confirm flags save it anyway after the admin has seen why it was held back.
 */
export const NewStationRequest = z.object({
  name: StationName,
  url: StreamUrl,
  country: CountryCode.default('NG'),
  language: LanguageCode.default('en'),
  genre: z.preprocess(blankAsNull, GenreId.nullable()).optional(),
  city: clearable(PlainText({ max: 80, tooLong: 'Please keep the city under 80 characters.' })).optional(),
  website: clearable(webAddress('the website')).optional(),
  logo: clearable(webAddress('the logo address')).optional(),
  description: clearable(
    PlainText({ max: 2000, tooLong: 'Please keep the description under 2000 characters.' }),
  ).optional(),
  tags: StationTags.optional(),
  confirm_duplicate: z.boolean().default(false),
  confirm_failing_stream: z.boolean().default(false),
});
export type NewStationRequest = z.input<typeof NewStationRequest>;
export type NewStation = z.output<typeof NewStationRequest>;

/** Why a new station was not saved: each needs its confirm flag (confirm_duplicate, confirm_failing_stream). */
export const HeldBackReason = z.enum(['duplicate', 'failing_stream']);
export type HeldBackReason = z.infer<typeof HeldBackReason>;

/** What adding a station (or approving a submission) answered: the check, and the station or why it waits. */
export const StationCreation = z.object({
  saved: z.boolean(),
  station: AdminStation.nullable(),
  /** The stream check made before saving. */
  check: StreamCheck,
  /** Stations with the same stream, or the same name in the same country. */
  duplicates: z.array(AdminStation),
  /** Empty when saved. */
  held_back: z.array(HeldBackReason),
});
export type StationCreation = z.infer<typeof StationCreation>;

/** Merges the station in the path into `into`: its names become aliases, its streams alternates. */
export const MergeStationsRequest = z.object({ into: z.string().trim().min(1).max(200) });
export type MergeStationsRequest = z.infer<typeof MergeStationsRequest>;

// ---------------------------------------------------------------------------------------------
// Countries.

export const AdminCountry = Country.omit({ station_count: true }).extend({
  /** Active stations, deleted ones left out, whether or not the country is discoverable. */
  station_count: z.number().int().nonnegative(),
  /** Stations listeners see now: 0 while the country is hidden. */
  listed_count: z.number().int().nonnegative(),
});
export type AdminCountry = z.infer<typeof AdminCountry>;
export const AdminCountryList = z.array(AdminCountry);

export const CountryCodeParams = z.object({ code: CountryCode });
export const DiscoverableQuery = z.object({ discoverable: QueryFlag });

// ---------------------------------------------------------------------------------------------
// Inbox: contact messages, advertising inquiries and station submissions in one list.

export const INBOX_KINDS = ['contact', 'advertising', 'submission', 'report', 'claim', 'station_edit'] as const;
export const InboxKind = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof InboxKind>;

export const InboxStatus = z.enum(['new', 'in_review', 'done', 'approved', 'rejected']);
export type InboxStatus = z.infer<typeof InboxStatus>;
/** What an update may set; approved and rejected come only from approving or rejecting a submission. */
export const InboxWorkStatus = z.enum(['new', 'in_review', 'done']);

const inboxEntry = {
  id: z.string(),
  status: InboxStatus,
  read: z.boolean(),
  /** The admins' internal notes; never shown to the sender. */
  notes: z.string().nullable(),
  /** Who sent it and where to reply (the web opens mailto:); a listener's report may come without an email. */
  sender_name: z.string(),
  sender_email: z.string().nullable(),
  /** One line for the list. */
  summary: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const ContactInboxItem = z.object({
  ...inboxEntry,
  kind: z.literal('contact'),
  details: z.object({
    name: z.string(),
    email: z.string(),
    country: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
  }),
});

export const AdvertisingInboxItem = z.object({
  ...inboxEntry,
  kind: z.literal('advertising'),
  details: z.object({
    companyName: z.string(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    budget: z.string(),
    adType: z.string().nullable(),
    message: z.string().nullable(),
  }),
});

export const SubmissionInboxItem = z.object({
  ...inboxEntry,
  kind: z.literal('submission'),
  details: z.object({
    stationName: z.string(),
    streamUrl: z.string(),
    country: z.string(),
    city: z.string().nullable(),
    language: z.string(),
    genre: z.string(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    submitterName: z.string(),
    submitterEmail: z.string(),
    /** The submitter's own notes. */
    notes: z.string().nullable(),
    /** The station approving it created. */
    station_id: z.string().nullable(),
    rejection_reason: z.string().nullable(),
  }),
});

/** A listener's "Report station": why, about which station, and who (when logged in). */
export const ReportInboxItem = z.object({
  ...inboxEntry,
  kind: z.literal('report'),
  details: z.object({
    station_id: z.string(),
    station_name: z.string(),
    reason: StationReportReason,
    note: z.string().nullable(),
  }),
});

/** A claim whose claimant asked an admin to judge it: approving makes them an owner (POST /api/admin/claims/:claimId/approve). */
export const ClaimInboxItem = z.object({
  ...inboxEntry,
  kind: z.literal('claim'),
  details: z.object({
    station_id: z.string(),
    station_name: z.string(),
    website: z.string().nullable(),
    claimant_id: z.string(),
    evidence: z.string().nullable(),
    /** Set once verified: 'file', 'meta' or 'admin'. */
    method: z.string().nullable(),
    rejection_reason: z.string().nullable(),
  }),
});

/** The fields of an owner's change that wait for an admin: name, country, stream address. */
export const ReviewedStationFields = z.object({
  name: z.string().optional(),
  country: z.string().optional(),
  url: z.string().optional(),
});
export type ReviewedStationFields = z.infer<typeof ReviewedStationFields>;

/** An owner's change of name, country or stream, checked (the stream) and waiting for review. */
export const StationEditInboxItem = z.object({
  ...inboxEntry,
  kind: z.literal('station_edit'),
  details: z.object({
    station_id: z.string(),
    station_name: z.string(),
    changes: ReviewedStationFields,
    previous: ReviewedStationFields,
    /** The proposed stream's check, made before review; null when the stream is not changed. */
    stream_check: StreamCheck.nullable(),
    rejection_reason: z.string().nullable(),
  }),
});

export type StationEditInboxItem = z.infer<typeof StationEditInboxItem>;

export const InboxItem = z.discriminatedUnion('kind', [
  ContactInboxItem,
  AdvertisingInboxItem,
  SubmissionInboxItem,
  ReportInboxItem,
  ClaimInboxItem,
  StationEditInboxItem,
]);
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxQuery = z.object({
  kind: InboxKind.optional(),
  status: InboxStatus.optional(),
  unread: QueryFlag.optional(),
  ...Paging,
});
export type InboxQuery = z.input<typeof InboxQuery>;
export type InboxFilters = z.output<typeof InboxQuery>;

export const InboxPage = pageOf(InboxItem).extend({
  /** Unread entries of every kind and status, for a badge. */
  unread: z.number().int().nonnegative(),
});
export type InboxPage = z.infer<typeof InboxPage>;

export const InboxUpdate = z
  .object({
    status: InboxWorkStatus.optional(),
    read: z.boolean().optional(),
    notes: clearable(PlainText({ max: 5000, tooLong: 'Please keep the notes under 5000 characters.' })).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'give a status, read, notes, or several',
  });
export type InboxUpdate = z.input<typeof InboxUpdate>;
export type InboxChanges = z.output<typeof InboxUpdate>;

export const InboxIdParams = z.object({ id: z.string().min(1).max(100) });

/** Approving checks the stream and creates the station from the submission (the country when it said 'other'). */
export const ApproveSubmissionRequest = z
  .object({
    country: CountryCode.optional(),
    confirm_duplicate: z.boolean().default(false),
    confirm_failing_stream: z.boolean().default(false),
  })
  .default({ confirm_duplicate: false, confirm_failing_stream: false });
export type ApproveSubmissionRequest = z.input<typeof ApproveSubmissionRequest>;

export const SubmissionApproval = z.object({
  item: SubmissionInboxItem,
  creation: StationCreation,
});
export type SubmissionApproval = z.infer<typeof SubmissionApproval>;

/** Rejecting an inbox entry that waits for a verdict (a submission, a claim, an owner's change) says why. */
export const RejectSubmissionRequest = z.object({
  reason: required('a reason', 1000),
});
export type RejectSubmissionRequest = z.input<typeof RejectSubmissionRequest>;

// ---------------------------------------------------------------------------------------------
// Users.

/** What an admin sees of an account. */
export const AdminUser = User.extend({ suspended: z.boolean() });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserQuery = z.object({
  /** Part of the username or email address. */
  search: z.string().trim().max(200).optional(),
  role: Role.optional(),
  suspended: QueryFlag.optional(),
  ...Paging,
});
export type AdminUserQuery = z.input<typeof AdminUserQuery>;
export type AdminUserFilters = z.output<typeof AdminUserQuery>;

export const AdminUserPage = pageOf(AdminUser);
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const AdminUserUpdate = z
  .object({ role: Role.optional(), suspended: z.boolean().optional() })
  .refine((update) => update.role !== undefined || update.suspended !== undefined, {
    message: 'give a role, suspended, or both',
  });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

export const UserIdParams = z.object({ userId: z.string().min(1).max(100) });

// ---------------------------------------------------------------------------------------------
// Audit log.

/** One admin action: who, what, on what, when, and the values before and after. */
export const AuditEntry = z.object({
  id: z.string(),
  admin_id: z.string(),
  admin_username: z.string(),
  /** 'station.update', 'country.discoverable', 'user.delete'... */
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string().nullable(),
  /** The target's name when the action was taken (a station's, a country's, a username). */
  target_label: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  action: z.string().trim().max(60).optional(),
  target_kind: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(200).optional(),
  ...Paging,
});
export type AuditQuery = z.input<typeof AuditQuery>;
export type AuditFilters = z.output<typeof AuditQuery>;

export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

// ---------------------------------------------------------------------------------------------
// Endpoints.

const ADMIN_ERRORS = [401, 403] as const;

export const dashboardEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/analytics/dashboard',
    response: AdminDashboard,
    errors: ADMIN_ERRORS,
  }),
};

export const adminStationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stations',
    query: AdminStationQuery,
    response: AdminStationPage,
    errors: [400, ...ADMIN_ERRORS],
  }),
  /** Any station by id or slug, deleted ones too. */
  one: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stations/:id',
    params: StationIdParams,
    response: AdminStation,
    errors: [...ADMIN_ERRORS, 404],
  }),
  /** 201 when saved; 200 with `held_back` when a duplicate or a failing stream waits for confirmation. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/stations',
    body: NewStationRequest,
    status: [201, 200],
    response: StationCreation,
    errors: [400, ...ADMIN_ERRORS],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/stations/:id',
    params: StationIdParams,
    body: AdminStationUpdate,
    response: AdminStation,
    errors: [400, ...ADMIN_ERRORS, 404],
  }),
  /** Soft delete: gone from every public read, kept for restoring. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/stations/:id',
    params: StationIdParams,
    response: AdminStation,
    errors: [...ADMIN_ERRORS, 404],
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/admin/stations/:id/restore',
    params: StationIdParams,
    response: AdminStation,
    errors: [...ADMIN_ERRORS, 404],
  }),
  /** Answers the station merged into. */
  merge: defineEndpoint({
    method: 'POST',
    path: '/api/admin/stations/:id/merge',
    params: StationIdParams,
    body: MergeStationsRequest,
    response: AdminStation,
    errors: [400, ...ADMIN_ERRORS, 404, 409],
  }),
};

export const adminCountryEndpoints = {
  /** All 54 countries, hidden ones included. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/countries',
    response: AdminCountryList,
    errors: ADMIN_ERRORS,
  }),
  setDiscoverable: defineEndpoint({
    method: 'PUT',
    path: '/api/countries/:code/discoverable',
    params: CountryCodeParams,
    query: DiscoverableQuery,
    response: AdminCountry,
    errors: [400, ...ADMIN_ERRORS, 404],
  }),
};

export const adminInboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/inbox',
    query: InboxQuery,
    response: InboxPage,
    errors: [400, ...ADMIN_ERRORS],
  }),
  /** One entry by id, whatever its kind. */
  one: defineEndpoint({
    method: 'GET',
    path: '/api/admin/inbox/:id',
    params: InboxIdParams,
    response: InboxItem,
    errors: [...ADMIN_ERRORS, 404],
  }),
  /** By id, whatever its kind. */
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/inbox/:id',
    params: InboxIdParams,
    body: InboxUpdate,
    response: InboxItem,
    errors: [400, ...ADMIN_ERRORS, 404],
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/submissions/:id/approve',
    params: InboxIdParams,
    body: ApproveSubmissionRequest,
    response: SubmissionApproval,
    errors: [400, ...ADMIN_ERRORS, 404, 409],
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/submissions/:id/reject',
    params: InboxIdParams,
    body: RejectSubmissionRequest,
    response: SubmissionInboxItem,
    errors: [400, ...ADMIN_ERRORS, 404, 409],
  }),
};

export const adminUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: AdminUserQuery,
    response: AdminUserPage,
    errors: [400, ...ADMIN_ERRORS],
  }),
  /** Role and suspension; suspending logs the account out everywhere at once. */
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:userId',
    params: UserIdParams,
    body: AdminUserUpdate,
    response: AdminUser,
    errors: [400, ...ADMIN_ERRORS, 404],
  }),
  /** Deletes the account and its personal data at once; anonymous listening totals stay. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:userId',
    params: UserIdParams,
    status: 204,
    response: z.null(),
    errors: [...ADMIN_ERRORS, 404],
  }),
};

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: AuditQuery,
    response: AuditPage,
    errors: [400, ...ADMIN_ERRORS],
  }),
};
