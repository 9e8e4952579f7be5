// Brings a test database to the state just before one migration, like a database made before it.
import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../platform/db';
import { migrations } from '../platform/db/migrations';

/** Runs the migrations before `name` only. */
export async function migrateToJustBefore(handle: DatabaseHandle, name: string): Promise<void> {
  const earlier = Object.keys(migrations)
    .filter((migration) => migration < name)
    .sort()
    .at(-1);
  if (!earlier) throw new Error(`No migration comes before ${name}.`);
  const schema =
    handle.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error } = await migrator.migrateTo(earlier);
  if (error) throw error;
}
