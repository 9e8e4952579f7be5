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

export interface Database {
  countries: CountryTable;
  stations: StationTable;
  catalogue_meta: CatalogueMetaTable;
}
