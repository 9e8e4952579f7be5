// Broadcasters' schedules and audience figures. A station's weekly schedule is one row: its zone and
// its programmes as JSON, replaced whole on each save. Listening sessions now keep the listener's
// country (from the offline GeoIP data, never the address itself) and platform (from the user agent,
// never the agent itself) for the studio's audience figures; sessions from before stay without them.
// The studio reads a station's sessions and favourites by time, hence the two indexes.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('station_schedules')
    .addColumn('station_id', 'varchar(36)', (col) => col.primaryKey().references('stations.id').onDelete('cascade'))
    .addColumn('timezone', 'text', (col) => col.notNull())
    .addColumn('programmes', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await db.schema.alterTable('listening_sessions').addColumn('country', 'text').execute();
  await db.schema.alterTable('listening_sessions').addColumn('platform', 'text').execute();
  await db.schema
    .createIndex('listening_sessions_station')
    .on('listening_sessions')
    .columns(['station_id', 'start_time'])
    .execute();
  await db.schema.createIndex('favorites_station').on('favorites').columns(['station_id', 'created_at']).execute();
}
