// The typed shape of every table, for Kysely. Booleans are 0/1 integers and times ISO text on both dialects.
import type { Generated } from 'kysely';

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
  /** JSON array of the source's free-form tags. */
  tags: string;
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
  last_check_at: string | null;
  last_check_ok: number | null;
  health: string;
  /** JSON array of the field names an admin changed; imports never overwrite them. */
  edited_fields: string;
  created_at: string;
  updated_at: string;
}

export interface CatalogueMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
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
  role: 'admin' | 'premium' | 'user';
  suspended: number;
  country: string | null;
  preferred_language: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthTokenTable {
  /** SHA-256 of the opaque token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface FavoriteTable {
  user_id: string;
  station_id: string;
  /** Order of adding per user; timestamps can tie within a millisecond. */
  position: number;
  created_at: string;
}

export interface ListeningSessionTable {
  id: string;
  user_id: string;
  station_id: string;
  start_time: string;
  /** The start or the latest heartbeat; the sweep closes sessions quiet for too long. */
  last_seen_at: string;
  end_time: string | null;
  duration_seconds: number | null;
  ended_by: 'client' | 'server' | null;
}

export interface ChatMessageTable {
  id: string;
  station_id: string;
  user_id: string;
  message: string;
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
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  /** The address lower-cased; unique. */
  email_key: string;
  created_at: string;
}

export interface Database {
  countries: CountryTable;
  stations: StationTable;
  catalogue_meta: CatalogueMetaTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  favorites: FavoriteTable;
  listening_sessions: ListeningSessionTable;
  chat_messages: ChatMessageTable;
  chat_reactions: ChatReactionTable;
  contact_messages: ContactMessageTable;
  advertising_inquiries: AdvertisingInquiryTable;
  station_submissions: StationSubmissionTable;
  newsletter_subscribers: NewsletterSubscriberTable;
}
