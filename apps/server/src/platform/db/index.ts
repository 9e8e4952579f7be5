// The database adapter: SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  type RawBuilder,
  type SqlBool,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';

export type { Database } from './schema';
export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** The SQLite database's file name inside DATA_DIR. */
export const SQLITE_FILE = 'sauti.sqlite';

// PostgreSQL answers COUNT(*) and BIGINT as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // An unreachable PostgreSQL fails a query after the connect timeout instead of leaving it, and the
    // request or job behind it, waiting for ever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // A connection that breaks (PostgreSQL restarted, the network dropped) fails the query on it and
    // leaves the pool, whose next query connects anew; unheard, the 'error' event of the connection (in
    // use) or of the pool (idle) would end the process instead.
    pool.on('connect', (client) => client.on('error', () => {}));
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, SQLITE_FILE));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL, Kysely looks for its own bookkeeping tables in every schema unless told which one
 * to use, so a database where another schema was already migrated (another app, or parallel test
 * runs) made it skip creating them in ours and fail. We name the schema the connection works in.
 */
async function migrationTableSchema(database: DatabaseHandle): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return result.rows[0]?.schema;
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(database: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider,
    migrationTableSchema: await migrationTableSchema(database),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | null): boolean => value === 1;

/** True when a write failed on a unique constraint, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * `column LIKE '%text%'` with the text's own % and _ taken literally, on either dialect (SQLite
 * has no default escape character).
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
