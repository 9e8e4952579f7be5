// The catalogue's SQL: countries, stations and import bookkeeping, through Kysely on either dialect.
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, Db } from '../../platform/db';
import type { CountryTable, StationTable } from '../../platform/db/schema';
import { namesKey } from '../../platform/text/fold';
import { AFRICAN_COUNTRIES } from './african-countries';

export type StationRow = Selectable<StationTable>;
export type NewStationRow = Insertable<StationTable>;
export type StationChanges = Updateable<StationTable>;
export type CountryRow = Selectable<CountryTable>;
type Executor = Db | Kysely<Database>;

const INSERT_CHUNK = 200;
/** Ids per `in (...)` list: well under SQLite's limit on bound parameters. */
const ID_CHUNK = 500;
/** The change log keeps this many versions; an instance further behind rebuilds its whole index. */
const CHANGES_KEPT = 1000;

export interface CatalogueChange {
  version: number;
  /** The stations written, or null when all of them may have changed. */
  stationIds: string[] | null;
}

/**
 * Records the import in catalogue_meta, as the first write of the import's transaction. That row
 * write makes concurrent imports (two instances filling an empty catalogue at the same start) wait
 * for each other on both dialects, so the second one sees the first one's stations instead of
 * inserting them again and failing on the unique slug and source id.
 */
export async function markImportStarted(db: Executor, at: string): Promise<void> {
  await db
    .insertInto('catalogue_meta')
    .values({ key: 'last_import_at', value: at, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: at, updated_at: at }))
    .execute();
}

/** Makes sure all 54 countries exist, keeping any discoverable flag an admin set. */
export async function ensureCountries(db: Executor): Promise<void> {
  await db
    .insertInto('countries')
    .values(AFRICAN_COUNTRIES.map(({ code, name, flag }) => ({ code, name, flag, discoverable: 1 })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

export function loadCountries(db: Executor): Promise<CountryRow[]> {
  return db.selectFrom('countries').selectAll().orderBy('name').execute();
}

export function loadStations(db: Executor): Promise<StationRow[]> {
  return db.selectFrom('stations').selectAll().execute();
}

/** The stations with these ids that still exist. */
export async function loadStationsById(db: Executor, ids: readonly string[]): Promise<StationRow[]> {
  const rows: StationRow[] = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const chunk = ids.slice(start, start + ID_CHUNK);
    rows.push(...(await db.selectFrom('stations').selectAll().where('id', 'in', chunk).execute()));
  }
  return rows;
}

/**
 * Records a write to the catalogue under the next version. The version row is updated first, so on
 * PostgreSQL a second writer waits for this transaction to end: versions become visible in order,
 * and an instance that has read version n has seen every change up to n.
 */
export async function recordCatalogueChange(db: Db, stationIds: readonly string[] | null, at: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('catalogue_meta')
      .set({ value: sql<string>`cast(cast(value as integer) + 1 as text)`, updated_at: at })
      .where('key', '=', 'version')
      .returning('value')
      .executeTakeFirstOrThrow();
    const version = Number(row.value);
    await trx
      .insertInto('catalogue_changes')
      .values({ version, station_ids: stationIds && JSON.stringify(stationIds), changed_at: at })
      .execute();
    await trx
      .deleteFrom('catalogue_changes')
      .where('version', '<=', version - CHANGES_KEPT)
      .execute();
    return version;
  });
}

/** The latest catalogue version: one row read by primary key, cheap enough to poll. */
export async function catalogueVersion(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('catalogue_meta')
    .select('value')
    .where('key', '=', 'version')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** The recorded changes after a version, oldest first. */
export async function changesSince(db: Executor, version: number): Promise<CatalogueChange[]> {
  const rows = await db
    .selectFrom('catalogue_changes')
    .select(['version', 'station_ids'])
    .where('version', '>', version)
    .orderBy('version')
    .execute();
  return rows.map((row) => ({
    version: Number(row.version),
    stationIds: row.station_ids === null ? null : (JSON.parse(row.station_ids) as string[]),
  }));
}

export async function countStations(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('stations')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The admin list's search and sort key of a station with these names. */
export const stationNameKey = (name: string, aliases: string): string =>
  namesKey([name, ...(JSON.parse(aliases) as string[])]);

export async function insertStations(db: Executor, rows: NewStationRow[]): Promise<void> {
  const keyed = rows.map((row) => ({ ...row, name_key: stationNameKey(row.name, row.aliases ?? '[]') }));
  for (let start = 0; start < keyed.length; start += INSERT_CHUNK) {
    await db
      .insertInto('stations')
      .values(keyed.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

/** Writes the changes; a new name or new aliases also renew the name key. */
export async function updateStation(db: Executor, id: string, changes: StationChanges): Promise<void> {
  await db.updateTable('stations').set(changes).where('id', '=', id).execute();
  if (changes.name === undefined && changes.aliases === undefined) return;
  const row = await db.selectFrom('stations').select(['name', 'aliases']).where('id', '=', id).executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('stations')
    .set({ name_key: stationNameKey(row.name, row.aliases) })
    .where('id', '=', id)
    .execute();
}

/** Any stored station by id or slug, deleted ones too. */
export function findStationRow(db: Executor, idOrSlug: string): Promise<StationRow | undefined> {
  return db
    .selectFrom('stations')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
}

export async function stationSlugs(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('stations').select('slug').execute();
  return new Set(rows.map((row) => row.slug));
}

/**
 * Stations that may share a name in the country or a stream with a new one: a cheap first cut by
 * the folded name and the stream's host, which the caller narrows down exactly.
 */
export function duplicateCandidates(
  db: Executor,
  { foldedName, country, hosts }: { foldedName: string; country: string; hosts: readonly string[] },
): Promise<StationRow[]> {
  return db
    .selectFrom('stations')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('country', '=', country), eb('name_key', 'like', `%${foldedName}%`)]),
        ...hosts.flatMap((host) =>
          (['url', 'url_resolved', 'alternates'] as const).map((column) => eb(column, 'like', `%${host}%`)),
        ),
      ]),
    )
    .limit(200)
    .execute();
}

/**
 * A merged station's favourites, playlist places, listening sessions and chat move to the station it
 * was merged into; a user who had both as favourites (a list that had both) keeps one.
 */
export async function moveStationBelongings(db: Executor, fromId: string, intoId: string): Promise<void> {
  await db
    .insertInto('favorites')
    .columns(['user_id', 'station_id', 'position', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('favorites')
        .select(['user_id', eb.val(intoId).as('station_id'), 'position', 'created_at'])
        .where('station_id', '=', fromId),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'station_id']).doNothing())
    .execute();
  await db.deleteFrom('favorites').where('station_id', '=', fromId).execute();
  await db
    .insertInto('playlist_stations')
    .columns(['playlist_id', 'station_id', 'position', 'added_at'])
    .expression((eb) =>
      eb
        .selectFrom('playlist_stations')
        .select(['playlist_id', eb.val(intoId).as('station_id'), 'position', 'added_at'])
        .where('station_id', '=', fromId),
    )
    .onConflict((conflict) => conflict.columns(['playlist_id', 'station_id']).doNothing())
    .execute();
  await db.deleteFrom('playlist_stations').where('station_id', '=', fromId).execute();
  await db.updateTable('listening_sessions').set({ station_id: intoId }).where('station_id', '=', fromId).execute();
  await db.updateTable('chat_messages').set({ station_id: intoId }).where('station_id', '=', fromId).execute();
}

/** False when there is no such country. */
export async function setCountryDiscoverable(db: Executor, code: string, discoverable: boolean): Promise<boolean> {
  const result = await db
    .updateTable('countries')
    .set({ discoverable: discoverable ? 1 : 0 })
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The station columns stream checks and repairs write. */
export type CheckedColumns = Pick<
  StationChanges,
  | 'health'
  | 'health_source'
  | 'last_check_at'
  | 'last_check_ok'
  | 'off_air'
  | 'codec'
  | 'bitrate'
  | 'hls'
  | 'url'
  | 'url_resolved'
  | 'edited_fields'
  | 'updated_at'
>;

export interface CheckedStation {
  id: string;
  changes: CheckedColumns;
}

/** Writes many stations' check results in one transaction. */
export async function updateCheckedStations(db: Db, updates: readonly CheckedStation[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { id, changes } of updates) await updateStation(trx, id, changes);
  });
}
