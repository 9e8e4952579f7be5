// Station reports join the admin inbox: the same review columns the other inbox tables gained in 0010.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('station_reports').addColumn('read_at', 'text').execute();
  await db.schema.alterTable('station_reports').addColumn('admin_notes', 'text').execute();
  await db.schema.alterTable('station_reports').addColumn('updated_at', 'text').execute();
  await sql`update station_reports set updated_at = created_at`.execute(db);
}
