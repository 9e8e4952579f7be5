import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToJustBefore } from '../../../test-support/migrations';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '..';

const SKELETON = '0004_username_skeleton';

const aUser = (id: string, username: string, createdAt: string) => ({
  id,
  email: `${id}@example.org`,
  email_key: `${id}@example.org`,
  username,
  username_key: username.normalize('NFKC').toLowerCase(),
  password_hash: 'x',
  role: 'user',
  suspended: 0,
  country: null,
  preferred_language: null,
  created_at: createdAt,
  updated_at: createdAt,
});

describe('migration 0004_username_skeleton', () => {
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

  it('keys existing usernames by their skeleton; the older of two look-alikes keeps the plain key', async () => {
    await migrateToJustBefore(handle, SKELETON);
    const db = handle.db as unknown as Kysely<{ users: ReturnType<typeof aUser> }>;
    await db
      .insertInto('users')
      .values([
        aUser('u-bob', 'bob', '2024-01-02'),
        // Older than 'bob', so it takes the key 'bob' still holds as its old one: a clash without the first pass.
        aUser('u-b0b', 'b0b', '2024-01-01'),
        aUser('u-alice', 'alice', '2024-01-01'),
        aUser('u-cyrillic', 'alic\u0435', '2024-01-03'),
        aUser('u-amara', 'Amara', '2024-01-01'),
      ])
      .execute();
    await migrateToLatest(handle);
    const keys = Object.fromEntries(
      (await db.selectFrom('users').select(['id', 'username_key']).execute()).map((row) => [row.id, row.username_key]),
    );
    expect(keys).toEqual({
      'u-b0b': 'bob',
      'u-bob': 'bob#u-bob',
      'u-alice': 'allce',
      'u-cyrillic': 'allce#u-cyrillic',
      'u-amara': 'arnara',
    });
  });
});
