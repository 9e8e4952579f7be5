// The typed shape of every table, for Kysely. Booleans are 0/1 integers and times ISO text on both dialects.
import type { AdPosition, AdType, Role } from '@sauti/contract';
import type { ColumnType, Generated } from 'kysely';

export interface CountryTable {
  code: string;
  name: string;
  flag: string;
  discoverable: number;
}

export interface StationTable {
  id: string;
  slug: string;
  name: string;
  url: string;
  url_resolved: string | null;
  logo: string | null;
  genre: string;
  country: string;
  city: string | null;
  language: string | null;
  /** JSON array of ISO 639-1 codes. */
  languages: string;
  description: string | null;
  /** 'generated' or 'broadcaster' when no person wrote the description (0020); null otherwise. */
  description_source: Generated<string | null>;
  /** JSON array of the source's free-form tags. */
  tags: string;
  /** JSON array of other names (merged duplicates'). */
  aliases: Generated<string>;
  /** JSON array of { url, codec, bitrate }: the streams of merged duplicates. */
  alternates: Generated<string>;
  homepage: string | null;
  codec: string | null;
  bitrate: number | null;
  hls: number;
  source: string;
  source_id: string | null;
  clicks: number;
  votes: number;
  click_trend: number;
  geo_lat: number | null;
  geo_long: number | null;
  is_premium: number;
  boosted: number;
  is_active: number;
  /** 1 while our checks say the station does not play: unlisted, but its page opens. */
  off_air: Generated<number>;
  last_check_at: string | null;
  last_check_ok: number | null;
  health: string;
  /** 'sauti' once our checks judged it, 'radio-browser' for an imported first guess, null when unchecked. */
  health_source: string | null;
  /** JSON array of the API field names an admin changed ('website', not 'homepage'); imports never overwrite them. */
  edited_fields: string;
  /** Set when an admin deleted it: out of every public read, kept for restoring. */
  deleted_at: Generated<string | null>;
  /** The station it was merged into. */
  merged_into: Generated<string | null>;
  /** The folded name, then the folded aliases: what the admin list sorts by and searches. */
  name_key: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A quality finding an admin judged fine: it is not listed again (0020). */
export interface QualityDismissalTable {
  station_id: string;
  kind: string;
  admin_id: string | null;
  dismissed_at: string;
}

export interface CatalogueMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** One write to the catalogue; `version` counts them (catalogue_meta 'version' holds the latest). */
export interface CatalogueChangeTable {
  version: number;
  /** JSON array of the station ids written, or null when all of them may have changed. */
  station_ids: string | null;
  changed_at: string;
}

export interface UserTable {
  id: string;
  /** As the user typed it; `email_key` (lower case) is what makes it unique. */
  email: string;
  email_key: string;
  username: string;
  /** NFKC and lower case, so 'Amina' and 'amina' cannot both exist. */
  username_key: string;
  password_hash: string;
  role: Role;
  suspended: number;
  country: string | null;
  preferred_language: string | null;
  created_at: string;
  updated_at: string;
  /** When the owner followed the confirmation link mailed to `email`; null until then. */
  email_confirmed_at: string | null;
}

/** A link we mailed (modules/account-email): one use, within its expiry. */
export interface MailedTokenTable {
  /** SHA-256 of the token, hex; the token itself is only in the mail. */
  token_hash: string;
  user_id: string;
  purpose: 'password_reset' | 'email_confirmation';
  email: string;
  created_at: string;
  expires_at: string;
}

export interface AuthTokenTable {
  /** SHA-256 of the opaque token, hex; the token itself is never stored. */
  token_hash: string;
  /** How the listener's device list names it (migration 0022; filled in for older tokens). */
  id: string;
  user_id: string;
  /** The User-Agent it was issued to, for the device list; null when none was sent. */
  user_agent: string | null;
  created_at: string;
  /** Touched at most every few minutes (see LAST_USED_GRANULARITY_MS). */
  last_used_at: string;
  expires_at: string;
}

export interface FavoriteTable {
  user_id: string;
  station_id: string;
  /** Order of adding per user; timestamps can tie within a millisecond. */
  position: number;
  created_at: string;
}

export interface PlaylistTable {
  id: string;
  user_id: string;
  name: string;
  /** 1 when anyone with the link may read it. */
  is_public: number;
  created_at: string;
  updated_at: string;
}

/** One relayed listener's connection (see migration 0023): no address or user agent, only what the figures need. */
export interface AudienceSessionTable {
  id: string;
  station_id: string;
  /** The server process that holds (or held) the connection and keeps `last_seen_at` fresh. */
  instance_id: string;
  /** HMAC of address, user agent and UTC day: the same listener within a day, never across days. */
  listener_key: string;
  started_at: string;
  last_seen_at: string;
  ended_at: string | null;
  country: string | null;
  platform: string;
}

export interface PlaylistStationTable {
  playlist_id: string;
  station_id: string;
  /** 0-based place in the list, rewritten whole on every change. */
  position: number;
  added_at: string;
}

export interface ListeningSessionTable {
  id: string;
  /** Null once the account is deleted: the session stays, anonymous, in the listening totals. */
  user_id: string | null;
  station_id: string;
  start_time: string;
  /** The start or the latest heartbeat; the sweep closes sessions quiet for too long. */
  last_seen_at: string;
  end_time: string | null;
  duration_seconds: number | null;
  ended_by: 'client' | 'server' | null;
  /** The listener's two-letter country from the offline GeoIP data when the session started, if known. */
  country: ColumnType<string | null, string | null | undefined, string | null>;
  /** The listener's platform (ListenerPlatform) from the user agent when the session started. */
  platform: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A station's weekly schedule, replaced whole on each save. */
export interface StationScheduleTable {
  station_id: string;
  timezone: string;
  /** The programmes as JSON, in the contract's Programme shape. */
  programmes: string;
  updated_at: string;
  updated_by: string | null;
}

export interface ChatMessageTable {
  id: string;
  station_id: string;
  user_id: string;
  message: string;
  created_at: string;
  removed_at: ColumnType<string | null, string | null | undefined, string | null>;
  removed_by: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChatReportTable {
  message_id: string;
  reporter_id: string;
  reason: string;
  details: string | null;
  created_at: string;
  resolution: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChatMuteTable {
  id: string;
  user_id: string;
  station_id: string | null;
  until: string;
  reason: string | null;
  created_by: string;
  created_at: string;
}

export interface ChatWordFilterTable {
  language: string;
  /** A JSON array of the words as the operator wrote them. */
  words: string;
  updated_at: string;
}

export interface ChatSettingsTable {
  station_id: string;
  slow_mode_seconds: number;
  /** 1 open, 0 closed. */
  enabled: number;
  updated_at: string;
}

export interface UserBlockTable {
  user_id: string;
  blocked_id: string;
  created_at: string;
}

export interface ChatReactionTable {
  message_id: string;
  user_id: string;
  emoji: string;
  created_at: string;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  country: string | null;
  subject: string;
  message: string;
  status: Generated<string>;
  /** When an admin first opened it; null while unread. */
  read_at: Generated<string | null>;
  /** The admins' internal notes. */
  admin_notes: Generated<string | null>;
  updated_at: Generated<string | null>;
  created_at: string;
}

export interface AdvertisingInquiryTable {
  id: string;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  budget: string;
  ad_type: string | null;
  message: string | null;
  status: Generated<string>;
  /** When an admin first opened it; null while unread. */
  read_at: Generated<string | null>;
  /** The admins' internal notes. */
  admin_notes: Generated<string | null>;
  updated_at: Generated<string | null>;
  created_at: string;
}

export interface StationSubmissionTable {
  id: string;
  station_name: string;
  stream_url: string;
  country: string;
  city: string | null;
  language: string;
  genre: string;
  description: string | null;
  website: string | null;
  station_email: string | null;
  submitter_name: string;
  submitter_email: string;
  notes: string | null;
  status: Generated<string>;
  /** The station approving it created. */
  station_id: Generated<string | null>;
  rejection_reason: Generated<string | null>;
  /** When an admin first opened it; null while unread. */
  read_at: Generated<string | null>;
  /** The admins' internal notes. */
  admin_notes: Generated<string | null>;
  updated_at: Generated<string | null>;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  /** The address lower-cased; unique. */
  email_key: string;
  created_at: string;
}

export interface StationPlaysTable {
  station_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  plays: number;
}

export interface StationPlayTotalsTable {
  station_id: string;
  plays: Generated<number>;
  last_play_at: string | null;
  votes: Generated<number>;
  last_vote_at: string | null;
}

export interface PlayHoursTable {
  /** YYYY-MM-DDTHH, UTC. */
  hour: string;
  plays: number;
}

export interface AdTable {
  id: string;
  title: string;
  description: string | null;
  ad_type: AdType;
  position: AdPosition;
  advertiser_name: string;
  advertiser_email: string;
  advertiser_company: string | null;
  click_url: string | null;
  /** Blob names under DATA_DIR/uploads. */
  image_file: string | null;
  audio_file: string | null;
  audio_ms: number | null;
  content_html: string | null;
  station_id: string | null;
  start_at: string;
  end_at: string | null;
  daily_budget_cents: number | null;
  total_budget_cents: number | null;
  /** Dollars per 1,000 impressions, in cents. */
  cpm_rate_cents: number;
  cpc_rate_cents: number;
  /** JSON arrays of country codes and genre ids; empty means everywhere. */
  target_countries: string;
  target_genres: string;
  /** What an admin set; scheduled, ended and budget_spent follow from dates and spend. */
  status: 'active' | 'paused';
  impressions: Generated<number>;
  clicks: Generated<number>;
  /** Spend so far, in millionths of a dollar. */
  revenue_micros: Generated<number>;
  /** Events recorded as invalid traffic, never billed. */
  invalid_impressions: Generated<number>;
  invalid_clicks: Generated<number>;
  report_token: string;
  created_at: string;
  updated_at: string;
  /** When an admin deleted it: out of every list and of serving; its past revenue stays counted. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AdDailyStatsTable {
  ad_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** Two-letter code; ZZ when unknown. */
  country: string;
  impressions: Generated<number>;
  clicks: Generated<number>;
  revenue_micros: Generated<number>;
}

export interface AdSponsoredDayTable {
  ad_id: string;
  day: string;
}

/** Invalid traffic per ad, day, country, kind and reason (contract INVALID_REASONS). */
export interface AdInvalidStatsTable {
  ad_id: string;
  day: string;
  country: string;
  kind: 'impressions' | 'clicks';
  reason: string;
  count: Generated<number>;
}

/** The key of each tracking event written (a page view's impression, a served link's click): each counts once. */
export interface AdEventKeyTable {
  key: string;
  /** Milliseconds since the epoch after which the key may be forgotten (its token has expired). */
  expires_at: number;
}

export interface AdCounterBatchTable {
  id: string;
  applied_at: string;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

export interface CheckRunTable {
  id: string;
  kind: string;
  /** running, finalizing (one instance is applying the results), done or cancelled. */
  status: string;
  total: number;
  checked: Generated<number>;
  working: Generated<number>;
  /** Checks that failed at network level (DNS, refused, timeout): the outage guard's count. */
  network_failures: Generated<number>;
  errors_detected: Generated<number>;
  warning: string | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface StreamCheckTable {
  id: string;
  station_id: string;
  run_id: string | null;
  /** The address the check started from. */
  url: string;
  region: string;
  outcome: string;
  http_status: number | null;
  content_type: string | null;
  codec: string | null;
  bitrate: number | null;
  ms_to_audio: number | null;
  resolved_url: string | null;
  hls: number;
  detail: string;
  /** Set when a repair found this address. */
  fix_method: string | null;
  checked_at: string;
  /** JSON of what the broadcaster published (icy-* headers, streaminfo.json) when the check worked (0020). */
  published: Generated<string | null>;
}

/** What the scheduler and the hiding rule remember of a station between checks. */
export interface StationCheckStateTable {
  station_id: string;
  consecutive_failures: number;
  consecutive_successes: number;
  failing_since: string | null;
  last_ok_at: string | null;
  next_check_at: string | null;
  updated_at: string;
}

export interface StationUrlHistoryTable {
  id: string;
  station_id: string;
  old_url: string;
  new_url: string;
  fix_method: string;
  run_id: string | null;
  changed_at: string;
}

export interface PlayReportTable {
  id: string;
  station_id: string;
  outcome: string;
  reason: string | null;
  ms_to_audio: number | null;
  client_key: string;
  user_id: string | null;
  created_at: string;
}

export interface StationReportTable {
  id: string;
  station_id: string;
  reason: string;
  note: string | null;
  user_id: string | null;
  status: Generated<string>;
  read_at: string | null;
  admin_notes: string | null;
  updated_at: string | null;
  created_at: string;
}

export interface SchedulerLeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface AdminAuditTable {
  id: string;
  admin_id: string;
  admin_username: string;
  action: string;
  target_kind: string;
  target_id: string | null;
  target_label: string | null;
  /** JSON objects, or null. */
  before: string | null;
  after: string | null;
  created_at: string;
}

/** A title a station's stream announced, as the relay heard it (see migration 0015). */
export interface SongHistoryTable {
  station_id: string;
  /** 1 for the station's first entry, then one more than its latest entry's. */
  seq: number;
  title: string;
  /** ISO time the relay heard it. */
  played_at: string;
}

export interface StationMergeSnapshotTable {
  /** The merge's audit entry. */
  audit_id: string;
  from_id: string;
  into_id: string;
  /** JSON: what the merge changed (catalogue/merge-snapshot.ts). */
  snapshot: string;
  created_at: string;
  undone_at: string | null;
}

export interface StationOwnerTable {
  station_id: string;
  user_id: string;
  /** The claim that proved it, or null for a co-owner an owner invited. */
  claim_id: string | null;
  invited_by: string | null;
  created_at: string;
}

export interface StationClaimTable {
  id: string;
  station_id: string;
  user_id: string;
  token: string;
  /** 'file', 'meta' or 'admin' once verified. */
  method: string | null;
  evidence: string | null;
  /** Set when the claimant asks an admin to judge it: from then on it is in the inbox. */
  review_requested_at: string | null;
  verified_at: string | null;
  /** JSON: what the last automatic check found. */
  last_attempt: string | null;
  rejection_reason: string | null;
  /** The inbox status: 'new' while pending, 'approved' once verified, 'rejected'. */
  status: Generated<string>;
  read_at: string | null;
  admin_notes: string | null;
  updated_at: string | null;
  created_at: string;
}

export interface StationEditTable {
  id: string;
  station_id: string;
  user_id: string | null;
  /** JSON: the proposed { name, country, url }. */
  changes: string;
  /** JSON: the same fields as they were. */
  previous: string;
  /** JSON: the proposed stream's check, or null. */
  stream_check: string | null;
  rejection_reason: string | null;
  status: Generated<string>;
  read_at: string | null;
  admin_notes: string | null;
  updated_at: string | null;
  created_at: string;
}

export interface StationProfileTable {
  station_id: string;
  /** JSON array of the station's social network addresses. */
  social_links: string;
  updated_at: string;
}

export interface Database {
  countries: CountryTable;
  stations: StationTable;
  catalogue_meta: CatalogueMetaTable;
  catalogue_changes: CatalogueChangeTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  mailed_tokens: MailedTokenTable;
  favorites: FavoriteTable;
  playlists: PlaylistTable;
  playlist_stations: PlaylistStationTable;
  song_history: SongHistoryTable;
  listening_sessions: ListeningSessionTable;
  audience_sessions: AudienceSessionTable;
  station_schedules: StationScheduleTable;
  chat_messages: ChatMessageTable;
  chat_reactions: ChatReactionTable;
  chat_reports: ChatReportTable;
  chat_mutes: ChatMuteTable;
  chat_word_filters: ChatWordFilterTable;
  chat_settings: ChatSettingsTable;
  user_blocks: UserBlockTable;
  contact_messages: ContactMessageTable;
  advertising_inquiries: AdvertisingInquiryTable;
  station_submissions: StationSubmissionTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  station_plays: StationPlaysTable;
  station_play_totals: StationPlayTotalsTable;
  play_hours: PlayHoursTable;
  ads: AdTable;
  ad_daily_stats: AdDailyStatsTable;
  ad_sponsored_days: AdSponsoredDayTable;
  ad_counter_batches: AdCounterBatchTable;
  ad_invalid_stats: AdInvalidStatsTable;
  ad_event_keys: AdEventKeyTable;
  app_secrets: AppSecretTable;
  check_runs: CheckRunTable;
  stream_checks: StreamCheckTable;
  quality_dismissals: QualityDismissalTable;
  station_check_state: StationCheckStateTable;
  station_url_history: StationUrlHistoryTable;
  play_reports: PlayReportTable;
  station_reports: StationReportTable;
  scheduler_leases: SchedulerLeaseTable;
  admin_audit: AdminAuditTable;
  station_merge_snapshots: StationMergeSnapshotTable;
  station_owners: StationOwnerTable;
  station_claims: StationClaimTable;
  station_edits: StationEditTable;
  station_profiles: StationProfileTable;
}
