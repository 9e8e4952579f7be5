import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToJustBefore } from '../../../test-support/migrations';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '..';

const CREATED = '2026-01-02T03:04:05.000Z';

describe('migration 0022_account_sessions', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('gives tokens made before it an id each and their creation as their last use', async () => {
    await migrateToJustBefore(handle, '0022_account_sessions');
    const db = handle.db as unknown as Kysely<{
      users: Record<string, unknown>;
      auth_tokens: { token_hash: string; user_id: string; created_at: string; expires_at: string };
    }>;
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'u1@example.org',
        email_key: 'u1@example.org',
        username: 'u_one',
        username_key: 'u_one',
        password_hash: 'x',
        role: 'user',
        suspended: 0,
        created_at: CREATED,
        updated_at: CREATED,
      })
      .execute();
    const token = (hash: string) => ({ token_hash: hash, user_id: 'u1', created_at: CREATED, expires_at: CREATED });
    await db
      .insertInto('auth_tokens')
      .values([token('a'.repeat(64)), token('b'.repeat(64))])
      .execute();

    await migrateToLatest(handle);
    const rows = await handle.db.selectFrom('auth_tokens').select(['id', 'last_used_at', 'user_agent']).execute();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row).toMatchObject({ last_used_at: CREATED, user_agent: null });
    }
  });
});
