// Playlists: a listener's named lists of stations in their own order, private or shared by link.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playlists')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_public', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('playlists_user_idx').on('playlists').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('playlist_stations')
    .addColumn('playlist_id', 'varchar(36)', (col) => col.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('playlist_stations_pk', ['playlist_id', 'station_id'])
    .execute();
}
