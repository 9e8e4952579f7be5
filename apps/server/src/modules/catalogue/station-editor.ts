// The admin's writes to the catalogue: adding, editing, deleting and restoring stations, merging two
// duplicates, and hiding a country. Each write ends by telling every instance's catalogue to reload,
// so listeners see it at once wherever they are served.
import { randomUUID } from 'node:crypto';
import type {
  AdminStationChanges,
  GenreId,
  ProtectedStationField,
  StationHealth,
  StreamAlternate,
} from '@sauti/contract';
import { type Db, toFlag } from '../../platform/db';
import { BadInput, Conflict, InvalidFields, NotFound } from '../../platform/http/errors';
import { foldText } from '../../platform/text/fold';
import { africanCountry } from './african-countries';
import { KeptStation } from './duplicate-merge';
import {
  duplicateCandidates,
  findStationRow,
  insertStations,
  moveStationBelongings,
  type NewStationRow,
  type StationChanges,
  type StationRow,
  setCountryDiscoverable,
  stationSlugs,
  updateStation,
} from './repo';
import type { CatalogueService } from './service';
import { uniqueSlug } from './slug';
import { nameKey, streamKey } from './station-draft';
import { editedFields } from './station-fields';

/** A station an admin adds, or a submission an admin approves, with what its stream check found. */
export interface NewStationRecord {
  source: 'admin' | 'submission';
  source_id: string | null;
  name: string;
  url: string;
  url_resolved: string | null;
  country: string;
  language: string | null;
  genre: GenreId;
  city: string | null;
  website: string | null;
  logo: string | null;
  description: string | null;
  tags: string[];
  codec: string | null;
  bitrate: number | null;
  hls: boolean;
  health: StationHealth;
  last_check_at: string | null;
  last_check_ok: boolean | null;
}

export interface StationEdit {
  before: StationRow;
  after: StationRow;
}

const NOT_AFRICAN = 'is not one of the 54 African countries';

function africanCode(code: string, field = 'country'): string {
  if (!africanCountry(code)) throw new InvalidFields({ [field]: NOT_AFRICAN });
  return code;
}

/** The streams a station can be reached at: its own, its resolved one, and its merged duplicates'. */
function streamsOf(row: StationRow): string[] {
  const alternates = JSON.parse(row.alternates) as StreamAlternate[];
  return [row.url, row.url_resolved, ...alternates.map((alternate) => alternate.url)].filter(
    (url): url is string => url !== null,
  );
}

const safeStreamKey = (url: string): string | null =>
  URL.canParse(url) ? streamKey({ url, url_resolved: null }) : null;

/** The columns an edit writes, and the protected fields whose value it really changed. */
function columnsOf(
  row: StationRow,
  changes: AdminStationChanges,
): { columns: StationChanges; edited: ProtectedStationField[] } {
  const columns: StationChanges = {};
  const edited: ProtectedStationField[] = [];
  const protect = (field: ProtectedStationField, changed: boolean, write: () => StationChanges) => {
    if (!changed) return;
    edited.push(field);
    Object.assign(columns, write());
  };
  const { name, url, logo, genre, country, city, language, tags, website, description } = changes;
  protect('name', name !== undefined && name !== row.name, () => ({ name }));
  // A new address has not been checked: the old one's resolution and checks say nothing about it.
  protect('url', url !== undefined && url !== row.url, () => ({
    url,
    url_resolved: null,
    health: 'unknown',
    last_check_at: null,
    last_check_ok: null,
    off_air: 0,
  }));
  protect('logo', logo !== undefined && logo !== row.logo, () => ({ logo }));
  protect('genre', genre !== undefined && genre !== row.genre, () => ({ genre }));
  protect('country', country !== undefined && country !== row.country, () => ({ country: africanCode(country ?? '') }));
  protect('city', city !== undefined && city !== row.city, () => ({ city }));
  protect('language', language !== undefined && language !== row.language, () => {
    const others = (JSON.parse(row.languages) as string[]).filter((code) => code !== language);
    return { language, languages: JSON.stringify(language ? [language, ...others] : others) };
  });
  const { languages } = changes;
  protect('language', languages !== undefined && JSON.stringify(languages) !== row.languages, () => ({
    language: languages?.[0] ?? null,
    languages: JSON.stringify(languages),
  }));
  protect('tags', tags !== undefined && JSON.stringify(tags) !== row.tags, () => ({ tags: JSON.stringify(tags) }));
  protect('website', website !== undefined && website !== row.homepage, () => ({ homepage: website }));
  if (description !== undefined) columns.description = description;
  if (changes.is_active !== undefined) columns.is_active = toFlag(changes.is_active);
  if (changes.boosted !== undefined) columns.boosted = toFlag(changes.boosted);
  if (changes.is_premium !== undefined) columns.is_premium = toFlag(changes.is_premium);
  return { columns, edited };
}

export class StationEditor {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Any stored station by id or slug, deleted ones too. */
  find(idOrSlug: string): Promise<StationRow | undefined> {
    return findStationRow(this.db, idOrSlug);
  }

  async get(idOrSlug: string): Promise<StationRow> {
    const row = await this.find(idOrSlug);
    if (!row) throw new NotFound(`No station '${idOrSlug}'.`);
    return row;
  }

  /** Stored stations (deleted ones too) with one of the streams, or the same name in the country. */
  async likelyDuplicates(candidate: {
    name: string;
    country: string;
    streams: readonly string[];
  }): Promise<StationRow[]> {
    const keys = new Set(candidate.streams.map(safeStreamKey).filter((key) => key !== null));
    const hosts = [
      ...new Set(candidate.streams.filter((url) => URL.canParse(url)).map((url) => new URL(url).host.toLowerCase())),
    ];
    const wantedName = nameKey(candidate);
    const rows = await duplicateCandidates(this.db, {
      foldedName: foldText(candidate.name),
      country: candidate.country,
      hosts,
    });
    return rows.filter((row) => {
      const names = [row.name, ...(JSON.parse(row.aliases) as string[])];
      if (names.some((name) => nameKey({ name, country: row.country }) === wantedName)) return true;
      return streamsOf(row).some((url) => keys.has(safeStreamKey(url) ?? ''));
    });
  }

  async create(record: NewStationRecord): Promise<StationRow> {
    const country = africanCode(record.country);
    const now = new Date().toISOString();
    const row: NewStationRow = {
      id: randomUUID(),
      slug: uniqueSlug(record.name, country, await stationSlugs(this.db)),
      source: record.source,
      source_id: record.source_id,
      name: record.name,
      url: record.url,
      url_resolved: record.url_resolved,
      logo: record.logo,
      genre: record.genre,
      country,
      city: record.city,
      language: record.language,
      languages: JSON.stringify(record.language ? [record.language] : []),
      description: record.description,
      tags: JSON.stringify(record.tags),
      aliases: '[]',
      alternates: '[]',
      homepage: record.website,
      codec: record.codec,
      bitrate: record.bitrate,
      hls: toFlag(record.hls),
      clicks: 0,
      votes: 0,
      click_trend: 0,
      geo_lat: null,
      geo_long: null,
      is_premium: 0,
      boosted: 0,
      is_active: 1,
      last_check_at: record.last_check_at,
      last_check_ok: record.last_check_ok === null ? null : toFlag(record.last_check_ok),
      health: record.health,
      edited_fields: '[]',
      created_at: now,
      updated_at: now,
    };
    await insertStations(this.db, [row]);
    await this.catalogue.stationsChanged([row.id]);
    return this.get(row.id);
  }

  /** Changes what the admin sent; each protected field it really changed is kept from later imports. */
  async edit(idOrSlug: string, changes: AdminStationChanges): Promise<StationEdit> {
    const before = await this.get(idOrSlug);
    const { columns, edited } = columnsOf(before, changes);
    if (Object.keys(columns).length === 0) return { before, after: before };
    const editedNow = [...new Set([...editedFields(before), ...edited])];
    await updateStation(this.db, before.id, {
      ...columns,
      edited_fields: JSON.stringify(editedNow),
      updated_at: new Date().toISOString(),
    });
    await this.catalogue.stationsChanged([before.id]);
    return { before, after: await this.get(before.id) };
  }

  /** Soft delete: out of every public read, kept for restoring. */
  async remove(idOrSlug: string): Promise<StationEdit> {
    const before = await this.get(idOrSlug);
    if (before.deleted_at !== null) return { before, after: before };
    const now = new Date().toISOString();
    await updateStation(this.db, before.id, { deleted_at: now, updated_at: now });
    await this.catalogue.stationsChanged([before.id]);
    return { before, after: await this.get(before.id) };
  }

  async restore(idOrSlug: string): Promise<StationEdit> {
    const before = await this.get(idOrSlug);
    if (before.deleted_at === null) return { before, after: before };
    await updateStation(this.db, before.id, {
      deleted_at: null,
      merged_into: null,
      updated_at: new Date().toISOString(),
    });
    await this.catalogue.stationsChanged([before.id]);
    return { before, after: await this.get(before.id) };
  }

  /**
   * Merges a duplicate into another station: its names become aliases and its streams alternates of
   * the station kept, which also takes over its favourites, listening sessions and chat; the duplicate
   * is deleted (and remembers where it went).
   */
  async merge(fromRef: string, intoRef: string): Promise<{ from: StationRow; before: StationRow; after: StationRow }> {
    const [from, into] = await Promise.all([this.get(fromRef), this.get(intoRef)]);
    if (from.id === into.id) throw new BadInput('A station cannot be merged into itself.');
    if (from.deleted_at !== null) throw new Conflict(`'${from.name}' is deleted; restore it before merging it.`);
    if (into.deleted_at !== null) throw new Conflict(`'${into.name}' is deleted; restore it before merging into it.`);
    const kept = KeptStation.stored(into);
    const stream = { codec: from.codec, bitrate: from.bitrate };
    kept.absorb({ name: from.name, url: from.url, url_resolved: from.url_resolved, ...stream });
    kept.absorb({ name: from.name, url: from.url, url_resolved: null, ...stream });
    for (const alias of JSON.parse(from.aliases) as string[]) {
      kept.absorb({ name: alias, url: from.url, url_resolved: null, ...stream });
    }
    for (const alternate of JSON.parse(from.alternates) as StreamAlternate[]) {
      kept.absorb({ name: from.name, url_resolved: null, ...alternate });
    }
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const absorbed = kept.absorbed();
      if (absorbed) await updateStation(trx, into.id, { ...absorbed, updated_at: now });
      await moveStationBelongings(trx, from.id, into.id);
      await updateStation(trx, from.id, { deleted_at: now, merged_into: into.id, updated_at: now });
    });
    await this.catalogue.stationsChanged([from.id, into.id]);
    return { from: await this.get(from.id), before: into, after: await this.get(into.id) };
  }

  /** Shows or hides a country, and with it all its stations, from listeners. */
  async setDiscoverable(code: string, discoverable: boolean): Promise<void> {
    const country = africanCountry(code);
    if (!country || !(await setCountryDiscoverable(this.db, country.code, discoverable))) {
      throw new NotFound(`No African country '${code}'.`);
    }
    await this.catalogue.countriesChanged();
  }
}
