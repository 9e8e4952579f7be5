// Catalogue quality (issue 28.7) and what broadcasters publish (issue 29.7): where a station's
// description came from, what a stream check read from the broadcaster, and the quality findings an
// admin judged fine.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // 'generated' (written from what we know), 'broadcaster' (its stream's or homepage's own words), or
  // null: none, or written by a person, which nothing automatic replaces.
  await db.schema.alterTable('stations').addColumn('description_source', 'text').execute();
  // JSON of the icy-* headers and streaminfo.json fields a working check read, or null when none.
  await db.schema.alterTable('stream_checks').addColumn('published', 'text').execute();
  await db.schema
    .createTable('quality_dismissals')
    .addColumn('station_id', 'varchar(36)', (column) => column.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('admin_id', 'varchar(36)')
    .addColumn('dismissed_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('quality_dismissals_pk', ['station_id', 'kind'])
    .execute();
}
