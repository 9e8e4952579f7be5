// The pg_dump and pg_restore commands that npm run backup and restore print with DATABASE_URL set, run
// as printed against a real PostgreSQL (TEST_DATABASE_URL, with PostgreSQL's client tools installed).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test-support/test-app';
import { migrateToLatest, openDatabase } from '../db';
import { POSTGRESQL_BACKUP_ADVICE, POSTGRESQL_RESTORE_ADVICE } from '.';

const hasClientTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);

/** The advice's last line is the command, indented. */
const commandOf = (advice: string) => advice.split('\n').at(-1)?.trim() ?? '';

describe.runIf(testDatabaseUrl && hasClientTools)('the PostgreSQL backup advice', () => {
  const created: string[] = [];
  let work: string | undefined;

  /** A database of its own, since pg_dump copies a whole database. */
  async function aDatabase(): Promise<string> {
    const name = `sauti_backup_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    created.push(name);
    const url = new URL(testDatabaseUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const runAsPrinted = (advice: string, databaseUrl: string, cwd: string) =>
    execFileSync('sh', ['-c', commandOf(advice)], { cwd, env: { ...process.env, DATABASE_URL: databaseUrl } });

  it('dumps a Sauti database and restores it, migrations and rows, into an empty one', async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'sauti-pg-dump-'));
    const sourceUrl = await aDatabase();
    const source = openDatabase({ dataDir: work, databaseUrl: sourceUrl });
    await migrateToLatest(source);
    const secret = { name: 'kept', value: randomBytes(8).toString('hex'), created_at: new Date().toISOString() };
    await source.db.insertInto('app_secrets').values(secret).execute();
    await source.close();

    runAsPrinted(POSTGRESQL_BACKUP_ADVICE, sourceUrl, work);
    const targetUrl = await aDatabase();
    runAsPrinted(POSTGRESQL_RESTORE_ADVICE, targetUrl, work);

    const target = openDatabase({ dataDir: work, databaseUrl: targetUrl });
    try {
      expect(await target.db.selectFrom('app_secrets').selectAll().execute()).toEqual([secret]);
      // Kysely's own migration tables came along: migrating again finds nothing to do, instead of
      // failing on tables that already exist.
      await migrateToLatest(target);
    } finally {
      await target.close();
    }
  });
});
