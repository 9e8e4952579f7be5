// What a station keeps of the duplicates merged into it (their names as aliases, their streams as
// alternates), and whether our own checks have taken it off the air.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stations')
    .addColumn('aliases', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('stations')
    .addColumn('alternates', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('stations')
    .addColumn('off_air', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
