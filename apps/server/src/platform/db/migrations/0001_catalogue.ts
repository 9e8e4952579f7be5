// Countries and stations: every field of the spec's Station plus what import, health and admin edits need.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('code', 'varchar(2)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('flag', 'text', (col) => col.notNull())
    .addColumn('discoverable', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('stations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('url_resolved', 'text')
    .addColumn('logo', 'text')
    .addColumn('genre', 'text', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull().references('countries.code'))
    .addColumn('city', 'text')
    .addColumn('language', 'text')
    .addColumn('languages', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('description', 'text')
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('homepage', 'text')
    .addColumn('codec', 'text')
    .addColumn('bitrate', 'integer')
    .addColumn('hls', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('source_id', 'text')
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('votes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('click_trend', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('geo_lat', 'double precision')
    .addColumn('geo_long', 'double precision')
    .addColumn('is_premium', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('boosted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_check_at', 'text')
    .addColumn('last_check_ok', 'integer')
    .addColumn('health', 'text', (col) => col.notNull().defaultTo('unknown'))
    .addColumn('edited_fields', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema.createIndex('stations_source_id').on('stations').columns(['source', 'source_id']).unique().execute();
  await db.schema.createIndex('stations_country').on('stations').column('country').execute();

  await db.schema
    .createTable('catalogue_meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
}
