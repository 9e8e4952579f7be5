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
