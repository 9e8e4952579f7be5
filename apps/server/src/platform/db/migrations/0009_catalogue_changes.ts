// The catalogue's change log: every write to stations or countries bumps the catalogue version (a row
// of catalogue_meta) and records which stations changed (none named: all of them), so each server
// instance, polling the version or told over pub/sub, brings its in-memory index up to date, even
// after a `catalogue:import` run from another process on a host without Redis.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('version', 'integer', (col) => col.primaryKey())
    // A JSON array of station ids, or null when everything may have changed.
    .addColumn('station_ids', 'text')
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into catalogue_meta (key, value) values ('version', '0')`.execute(db);
}
