// Plays and votes counted by Sauti itself: plays per station per UTC day, each station's running
// totals (plays, last play, votes), and all plays per UTC hour for "clicks in the last hour".
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('station_plays')
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    // YYYY-MM-DD, UTC.
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('plays', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('station_plays_pk', ['station_id', 'day'])
    .execute();
  await db.schema.createIndex('station_plays_day').on('station_plays').column('day').execute();

  await db.schema
    .createTable('station_play_totals')
    .addColumn('station_id', 'varchar(36)', (col) => col.primaryKey().references('stations.id').onDelete('cascade'))
    .addColumn('plays', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_play_at', 'text')
    .addColumn('votes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_vote_at', 'text')
    .execute();

  await db.schema
    .createTable('play_hours')
    // YYYY-MM-DDTHH, UTC.
    .addColumn('hour', 'varchar(13)', (col) => col.primaryKey())
    .addColumn('plays', 'integer', (col) => col.notNull())
    .execute();
}
