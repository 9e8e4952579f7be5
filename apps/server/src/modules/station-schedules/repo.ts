// The station schedules' SQL: one row per station, replaced whole.
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import type { StationScheduleTable } from '../../platform/db/schema';

export type ScheduleRow = Selectable<StationScheduleTable>;

export function findSchedule(db: Db, stationId: string): Promise<ScheduleRow | undefined> {
  return db.selectFrom('station_schedules').selectAll().where('station_id', '=', stationId).executeTakeFirst();
}

export async function saveSchedule(db: Db, row: ScheduleRow): Promise<void> {
  await db
    .insertInto('station_schedules')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('station_id').doUpdateSet({
        timezone: row.timezone,
        programmes: row.programmes,
        updated_at: row.updated_at,
        updated_by: row.updated_by,
      }),
    )
    .execute();
}
