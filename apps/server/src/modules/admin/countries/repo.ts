// The countries as admins see them: every one of the 54, with how many active stations each has.
import type { Db } from '../../../platform/db';

export function countryRows(db: Db) {
  return db.selectFrom('countries').select(['code', 'name', 'flag', 'discoverable']).orderBy('name').execute();
}

/** Active, not deleted stations per country code. */
export async function activeStationCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stations')
    .select((eb) => ['country', eb.fn.countAll<number>().as('count')])
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .groupBy('country')
    .execute();
  return new Map(rows.map((row) => [row.country, Number(row.count)]));
}
