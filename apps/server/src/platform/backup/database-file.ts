// The SQLite side of a backup: a consistent copy of the live database, and the check that a copy is sound.
import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE } from '../db';

/**
 * Copies DATA_DIR's database to `into` while the server goes on writing. VACUUM INTO reads in one
 * transaction, so the copy is the database as it was when that transaction began, and in WAL mode a
 * reader never holds up the server's writes. SQLite's online backup API (better-sqlite3's backup())
 * starts its copy over whenever another process writes, so under steady writes it might never end.
 */
export function snapshotDatabase(dataDir: string, into: string): void {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`There is no database at ${source} to back up: is DATA_DIR right?`);
  const database = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('VACUUM INTO ?').run(into);
  } finally {
    database.close();
  }
}

/** What `PRAGMA integrity_check` finds wrong with the file; empty when it is sound. */
export function integrityProblems(file: string): string[] {
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
    const rows = database.pragma('integrity_check') as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    return problems.map((line) => `${SQLITE_FILE}: ${line}`);
  } catch (error) {
    return [`${SQLITE_FILE} cannot be read as a database (${(error as Error).message})`];
  } finally {
    database?.close();
  }
}
