// Mailed links (issue 30): password reset and email confirmation tokens, kept only as SHA-256 hashes,
// each for one use within its hour; and when an account's email was confirmed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
  await db.schema
    .createTable('mailed_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    // The address the link went to: a confirmation confirms that address, not one changed since.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mailed_tokens_user_idx').on('mailed_tokens').columns(['user_id', 'purpose']).execute();
}
