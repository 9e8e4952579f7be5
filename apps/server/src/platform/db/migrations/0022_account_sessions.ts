// Signed-in devices: each access token gets an id to name it by (the hash is its key and stays
// private), the user agent it was issued to, and when it was last used, so a listener can see their
// devices and log one out.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_tokens').addColumn('id', 'varchar(36)').execute();
  await db.schema.alterTable('auth_tokens').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('auth_tokens').addColumn('last_used_at', 'text').execute();
  const tokens = db as unknown as Kysely<{
    auth_tokens: { token_hash: string; id: string | null; created_at: string; last_used_at: string | null };
  }>;
  const rows = await tokens.selectFrom('auth_tokens').select(['token_hash', 'created_at']).execute();
  for (const row of rows) {
    await tokens
      .updateTable('auth_tokens')
      .set({ id: randomUUID(), last_used_at: row.created_at })
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  await db.schema.createIndex('auth_tokens_id').on('auth_tokens').column('id').unique().execute();
}
