import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToJustBefore } from '../../../test-support/migrations';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '..';

const ADMIN = '0010_admin';
const CREATED = '2025-06-01T10:00:00.000Z';

const aStation = (id: string, name: string, aliases: string[], editedFields: string[]) => ({
  id,
  slug: id,
  name,
  url: `https://streams.example.org/${id}`,
  genre: 'pop',
  country: 'GH',
  languages: '["en"]',
  tags: '[]',
  aliases: JSON.stringify(aliases),
  hls: 0,
  source: 'radio-browser',
  source_id: id,
  edited_fields: JSON.stringify(editedFields),
  created_at: CREATED,
  updated_at: CREATED,
});

describe('migration 0010_admin', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database);
    await migrateToJustBefore(handle, ADMIN);
    // The tables as they were before 0007, which the typed schema no longer describes.
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await db.insertInto('countries').values({ code: 'GH', name: 'Ghana', flag: '🇬🇭', discoverable: 1 }).execute();
    await db
      .insertInto('stations')
      .values([
        aStation('sky', 'Sky FM Accra', ['Sky 97.1'], ['name', 'homepage', 'url_resolved', 'url', 'languages']),
        aStation('joy', 'Joy FM', [], []),
      ])
      .execute();
    await db
      .insertInto('users')
      .values({
        id: 'u-1',
        email: 'ama@example.org',
        email_key: 'ama@example.org',
        username: 'ama',
        username_key: 'ama',
        password_hash: 'x',
        role: 'user',
        suspended: 0,
        created_at: CREATED,
        updated_at: CREATED,
      })
      .execute();
    await db
      .insertInto('listening_sessions')
      .values({
        id: 's-1',
        user_id: 'u-1',
        station_id: 'joy',
        start_time: CREATED,
        last_seen_at: CREATED,
        end_time: CREATED,
        duration_seconds: 600,
        ended_by: 'client',
      })
      .execute();
    await db
      .insertInto('station_submissions')
      .values({
        id: 'sub-1',
        station_name: 'Radio Kanem',
        stream_url: 'https://stream.example.org/kanem.mp3',
        country: 'NE',
        language: 'fr',
        genre: 'traditional',
        submitter_name: 'Idrissa',
        submitter_email: 'idrissa@example.org',
        created_at: CREATED,
      })
      .execute();
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('stores edited fields by their API names and keys every station by its folded names', async () => {
    const rows = await handle.db
      .selectFrom('stations')
      .select(['id', 'edited_fields', 'name_key', 'deleted_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'joy', edited_fields: '[]', name_key: 'joy fm', deleted_at: null },
      {
        id: 'sky',
        edited_fields: '["name","website","url","language"]',
        name_key: 'sky fm accra | sky 97 1',
        deleted_at: null,
      },
    ]);
  });

  it('starts old submissions as new, with a review state', async () => {
    const submission = await handle.db.selectFrom('station_submissions').selectAll().executeTakeFirstOrThrow();
    expect(submission).toMatchObject({ status: 'new', read_at: null, admin_notes: null, updated_at: CREATED });
  });

  it('keeps the listening sessions, which now outlive their account as anonymous ones', async () => {
    await handle.db.deleteFrom('users').where('id', '=', 'u-1').execute();
    const sessions = await handle.db.selectFrom('listening_sessions').selectAll().execute();
    expect(sessions).toMatchObject([{ id: 's-1', user_id: null, station_id: 'joy', duration_seconds: 600 }]);
  });
});
