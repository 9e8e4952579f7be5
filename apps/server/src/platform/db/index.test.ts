import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../../test-support/test-app';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '.';

describe('the database adapter', () => {
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

  it('uses PostgreSQL when a URL is given, SQLite otherwise', () => {
    expect(handle.dialect).toBe(testDatabaseUrl ? 'postgres' : 'sqlite');
  });

  it('migrates an empty database, and a second run changes nothing', async () => {
    await migrateToLatest(handle);
    await migrateToLatest(handle);
    const tables = await handle.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['countries', 'stations', 'catalogue_meta']));
    const stations = tables.find((table) => table.name === 'stations');
    const columns = stations?.columns.map((column) => column.name) ?? [];
    expect(columns).toEqual(
      expect.arrayContaining(['slug', 'source_id', 'edited_fields', 'health', 'last_check_at', 'created_at']),
    );
  });

  it('answers counts as numbers on either dialect', async () => {
    await migrateToLatest(handle);
    await handle.db
      .insertInto('countries')
      .values({ code: 'GH', name: 'Ghana', flag: '🇬🇭', discoverable: 1 })
      .execute();
    const row = await handle.db
      .selectFrom('countries')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    expect(row.total).toBe(1);
  });

  it('refuses two stations with the same slug', async () => {
    await migrateToLatest(handle);
    const station = (id: string) => ({
      id,
      slug: 'same-slug',
      name: id,
      url: 'https://x.example/',
      url_resolved: null,
      logo: null,
      genre: 'variety',
      country: 'GH',
      city: null,
      language: null,
      languages: '[]',
      description: null,
      tags: '[]',
      homepage: null,
      codec: null,
      bitrate: null,
      hls: 0,
      source: 'test',
      source_id: id,
      clicks: 0,
      votes: 0,
      click_trend: 0,
      geo_lat: null,
      geo_long: null,
      is_premium: 0,
      boosted: 0,
      is_active: 1,
      last_check_at: null,
      last_check_ok: null,
      health: 'unknown',
      edited_fields: '[]',
      created_at: '2024-01-01',
      updated_at: '2024-01-01',
    });
    await handle.db.insertInto('stations').values(station('one')).execute();
    await expect(handle.db.insertInto('stations').values(station('two')).execute()).rejects.toThrow();
  });

  it.skipIf(!testDatabaseUrl)(
    'migrates its own schema when another schema of the database is already migrated',
    async () => {
      const other = await createTestDatabase();
      const otherHandle = openDatabase(other);
      try {
        await migrateToLatest(handle);
        await migrateToLatest(otherHandle);
        const tables = await otherHandle.db.introspection.getTables();
        const mine = await sql<{ schema: string }>`select current_schema() as schema`.execute(otherHandle.db);
        const schema = mine.rows[0]?.schema;
        expect(tables.some((table) => table.name === 'stations' && table.schema === schema)).toBe(true);
      } finally {
        await otherHandle.close();
        await other.drop();
      }
    },
  );

  it.skipIf(testDatabaseUrl)('keeps SQLite in WAL mode in a file under DATA_DIR', async () => {
    expect(existsSync(path.join(database.dataDir, 'sauti.sqlite'))).toBe(true);
    const result = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
    expect(result.rows[0]?.journal_mode).toBe('wal');
  });
});
