// The catalogue's SQL: countries, stations and import bookkeeping, through Kysely on either dialect.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, Db } from '../../platform/db';
import type { CountryTable, StationTable } from '../../platform/db/schema';
import { AFRICAN_COUNTRIES } from './african-countries';

export type StationRow = Selectable<StationTable>;
export type NewStationRow = Insertable<StationTable>;
export type StationChanges = Updateable<StationTable>;
export type CountryRow = Selectable<CountryTable>;
type Executor = Db | Kysely<Database>;

const INSERT_CHUNK = 200;

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

export async function countStations(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('stations')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertStations(db: Executor, rows: NewStationRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('stations')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

export async function updateStation(db: Executor, id: string, changes: StationChanges): Promise<void> {
  await db.updateTable('stations').set(changes).where('id', '=', id).execute();
}
