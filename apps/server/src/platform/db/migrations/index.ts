// The ordered migration list; the same list runs on SQLite and PostgreSQL.
import type { Migration } from 'kysely';
import * as catalogue from './0001_catalogue';
import * as accounts from './0002_accounts';
import * as inbox from './0003_inbox';

export const migrations: Record<string, Migration> = {
  '0001_catalogue': catalogue,
  '0002_accounts': accounts,
  '0003_inbox': inbox,
};
