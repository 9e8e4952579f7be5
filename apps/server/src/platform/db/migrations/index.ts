// The ordered migration list; the same list runs on SQLite and PostgreSQL.
import type { Migration } from 'kysely';
import * as catalogue from './0001_catalogue';

export const migrations: Record<string, Migration> = {
  '0001_catalogue': catalogue,
};
