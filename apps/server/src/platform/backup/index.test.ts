import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { create, replace } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobStore, UPLOADS_FOLDER } from '../blobs';
import { type DatabaseHandle, migrateToLatest, openDatabase, SQLITE_FILE } from '../db';
import { restoreBackup, writeBackup } from '.';
import { describeFile, MANIFEST_FILE, type Manifest, writeManifest } from './manifest';

const POSTGRES = { databaseUrl: 'postgres://postgres@127.0.0.1:5432/never-connected' };

describe('backup and restore of DATA_DIR', () => {
  let work: string;
  let dataDir: string;
  let restoredDir: string;
  let handle: DatabaseHandle | undefined;

  beforeEach(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'sauti-backup-'));
    dataDir = path.join(work, 'data');
    restoredDir = path.join(work, 'restored');
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
    await rm(work, { recursive: true, force: true });
  });

  const sqlite = { databaseUrl: undefined };
  const backupFile = (name = 'backup.tar') => path.join(work, name);

  /** DATA_DIR as a running server holds it: the database open in WAL mode, its latest rows not yet checkpointed. */
  async function aLiveDataDir(secrets: string[] = ['first', 'second']): Promise<string[]> {
    handle = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(handle);
    const created_at = new Date().toISOString();
    await handle.db
      .insertInto('app_secrets')
      .values(secrets.map((name) => ({ name, value: randomBytes(8).toString('hex'), created_at })))
      .execute();
    const blobs = new BlobStore(dataDir);
    return [await blobs.put(randomBytes(300), 'png'), await blobs.put(randomBytes(500), 'mp3')];
  }

  const secretsIn = (folder: string) => {
    const database = new SQLite(path.join(folder, SQLITE_FILE), { readonly: true });
    try {
      return database.prepare('SELECT name, value FROM app_secrets ORDER BY name').all();
    } finally {
      database.close();
    }
  };

  /** The folder's entries, so a test can show a refused restore left it exactly as it was. */
  const entriesOf = async (folder: string) => (await readdir(folder).catch(() => null))?.sort() ?? null;

  it('copies the live database and every upload, and restores them into an empty DATA_DIR', async () => {
    const uploads = await aLiveDataDir();
    const summary = await writeBackup({ dataDir, ...sqlite }, backupFile());
    expect(summary).toMatchObject({ file: backupFile(), database: 'sqlite', uploads: 2 });

    expect(await restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile())).toEqual({
      database: 'sqlite',
      uploads: 2,
    });
    expect(secretsIn(restoredDir)).toEqual(secretsIn(dataDir));
    for (const name of uploads) {
      const restored = await readFile(path.join(restoredDir, UPLOADS_FOLDER, name));
      expect(restored.equals(await readFile(path.join(dataDir, UPLOADS_FOLDER, name)))).toBe(true);
    }
    expect(await entriesOf(work)).toEqual(['backup.tar', 'data', 'restored']);
  });

  it('writes a plain tar an operator can list, with the manifest first', async () => {
    const uploads = await aLiveDataDir();
    await writeBackup({ dataDir, ...sqlite }, backupFile());
    const listed = execFileSync('tar', ['-tf', backupFile()], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.slice(0, 2)).toEqual([MANIFEST_FILE, SQLITE_FILE]);
    expect(listed.slice(2).sort()).toEqual(uploads.map((name) => `${UPLOADS_FOLDER}/${name}`).sort());
    const manifest = JSON.parse(execFileSync('tar', ['-xOf', backupFile(), MANIFEST_FILE], { encoding: 'utf8' }));
    expect(manifest).toMatchObject({ format: 'sauti-backup', version: 1, database: 'sqlite' });
    expect(manifest.files.map((file: { path: string }) => file.path)).toEqual(listed.slice(1));
  });

  it('backs up a database no server has open', async () => {
    await aLiveDataDir();
    await handle?.close();
    handle = undefined;
    await writeBackup({ dataDir, ...sqlite }, backupFile());
    await restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile());
    expect(secretsIn(restoredDir)).toEqual(secretsIn(dataDir));
  });

  it('makes the folder it is asked to write into', async () => {
    await aLiveDataDir();
    const nested = path.join(work, 'backups', 'nightly', 'backup.tar');
    await writeBackup({ dataDir, ...sqlite }, nested);
    expect(await entriesOf(path.dirname(nested))).toEqual(['backup.tar']);
  });

  it('never replaces a file, and a failed backup leaves nothing behind', async () => {
    await aLiveDataDir();
    await writeFile(backupFile(), 'an older backup');
    await expect(writeBackup({ dataDir, ...sqlite }, backupFile())).rejects.toThrow(/already exists/);
    expect(await readFile(backupFile(), 'utf8')).toBe('an older backup');

    const emptyDataDir = path.join(work, 'empty');
    await expect(writeBackup({ dataDir: emptyDataDir, ...sqlite }, backupFile('new.tar'))).rejects.toThrow(
      /no database/,
    );
    expect(await entriesOf(work)).toEqual(['backup.tar', 'data']);
  });

  describe('restore refuses, changing nothing in DATA_DIR', () => {
    it('when DATA_DIR already holds a database', async () => {
      await aLiveDataDir(['live']);
      await writeBackup({ dataDir, ...sqlite }, backupFile());
      await expect(restoreBackup({ dataDir, ...sqlite }, backupFile())).rejects.toThrow(
        /already holds data \(sauti\.sqlite.*only goes into an empty DATA_DIR/,
      );
      expect(secretsIn(dataDir)).toEqual([{ name: 'live', value: expect.any(String) }]);
    });

    it('when DATA_DIR already holds uploads', async () => {
      await aLiveDataDir();
      await writeBackup({ dataDir, ...sqlite }, backupFile());
      await new BlobStore(restoredDir).put(randomBytes(10), 'gif');
      const before = await entriesOf(restoredDir);
      await expect(restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile())).rejects.toThrow(/1 uploads/);
      expect(await entriesOf(restoredDir)).toEqual(before);
    });

    it('when a byte of the backup was changed', async () => {
      await aLiveDataDir();
      await writeBackup({ dataDir, ...sqlite }, backupFile());
      const archive = await readFile(backupFile());
      // Inside sauti.sqlite's content, which starts after the manifest's header and block and its own header.
      const at = archive.indexOf('SQLite format 3') + 2000;
      archive[at] = (archive[at] ?? 0) ^ 0xff;
      await writeFile(backupFile(), archive);
      await expect(restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile())).rejects.toThrow(
        /sauti\.sqlite does not match its checksum/,
      );
      expect(await entriesOf(restoredDir)).toBeNull();
      expect(await entriesOf(work)).toEqual(['backup.tar', 'data']);
    });

    it.each([
      ['within the database', 0.5, /is not a whole backup archive, so nothing was restored/],
      ['after the database, losing the uploads', 1, /is damaged, so nothing was restored: uploads\/\S+ is missing/],
    ])('when the backup was cut short %s', async (_where, share, refusal) => {
      const uploads = await aLiveDataDir();
      await writeBackup({ dataDir, ...sqlite }, backupFile());
      const archive = await readFile(backupFile());
      // The last mention is the upload's own tar header; the first is in the manifest.
      const firstUpload = archive.lastIndexOf(`${UPLOADS_FOLDER}/${uploads[0]}`);
      await truncate(backupFile(), Math.floor(firstUpload * share));
      await expect(restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile())).rejects.toThrow(refusal);
      expect(await entriesOf(restoredDir)).toBeNull();
      expect(await entriesOf(work)).toEqual(['backup.tar', 'data']);
    });

    it('when the backup holds a file its manifest does not list', async () => {
      await aLiveDataDir();
      await writeBackup({ dataDir, ...sqlite }, backupFile());
      const stray = await new BlobStore(dataDir).put(randomBytes(20), 'png');
      await replace({ file: backupFile(), cwd: dataDir }, [`${UPLOADS_FOLDER}/${stray}`]);
      await expect(restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile())).rejects.toThrow(
        `${UPLOADS_FOLDER}/${stray} is not in the manifest`,
      );
      expect(await entriesOf(restoredDir)).toBeNull();
    });

    it('when the database fails its integrity check, though its checksum matches', async () => {
      const staged = path.join(work, 'staged');
      await mkdir(staged);
      await aDamagedDatabase(path.join(staged, SQLITE_FILE));
      await packWithManifest(staged, backupFile(), 'sqlite', [SQLITE_FILE]);
      await expect(restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile())).rejects.toThrow(
        /is damaged, so nothing was restored: sauti\.sqlite/,
      );
      expect(await entriesOf(restoredDir)).toBeNull();
    });

    it('when the archive holds a link', async () => {
      const staged = path.join(work, 'staged');
      await mkdir(path.join(staged, UPLOADS_FOLDER), { recursive: true });
      await writeFile(path.join(staged, MANIFEST_FILE), '{}');
      execFileSync('ln', ['-s', '/etc/passwd', path.join(staged, UPLOADS_FOLDER, `${'a'.repeat(64)}.png`)]);
      await create({ file: backupFile(), cwd: staged }, [MANIFEST_FILE, UPLOADS_FOLDER]);
      await expect(restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile())).rejects.toThrow(
        /holds entries no backup has/,
      );
      expect(await entriesOf(restoredDir)).toBeNull();
    });
  });

  describe('with DATABASE_URL set (PostgreSQL)', () => {
    it('backs up and restores the uploads only', async () => {
      const uploads = await aLiveDataDir();
      expect(await writeBackup({ dataDir, ...POSTGRES }, backupFile())).toMatchObject({
        database: 'postgresql',
        uploads: 2,
      });
      const listed = execFileSync('tar', ['-tf', backupFile()], { encoding: 'utf8' }).trim().split('\n');
      expect(listed).not.toContain(SQLITE_FILE);

      expect(await restoreBackup({ dataDir: restoredDir, ...POSTGRES }, backupFile())).toEqual({
        database: 'postgresql',
        uploads: 2,
      });
      expect(await entriesOf(restoredDir)).toEqual([UPLOADS_FOLDER]);
      expect((await entriesOf(path.join(restoredDir, UPLOADS_FOLDER)))?.length).toBe(uploads.length);
    });

    it('refuses to restore a backup of the other kind', async () => {
      await aLiveDataDir();
      await writeBackup({ dataDir, ...sqlite }, backupFile('sqlite.tar'));
      await writeBackup({ dataDir, ...POSTGRES }, backupFile('postgresql.tar'));
      await expect(restoreBackup({ dataDir: restoredDir, ...POSTGRES }, backupFile('sqlite.tar'))).rejects.toThrow(
        /holds a SQLite database, but DATABASE_URL is set/,
      );
      await expect(restoreBackup({ dataDir: restoredDir, ...sqlite }, backupFile('postgresql.tar'))).rejects.toThrow(
        /holds only uploads.*pg_restore/,
      );
      expect(await entriesOf(restoredDir)).toBeNull();
    });
  });
});

/** A SQLite file with one page of its table and index trees overwritten with noise; the first page, the schema, is intact. */
async function aDamagedDatabase(file: string): Promise<void> {
  const database = new SQLite(file);
  database.exec('CREATE TABLE notes (body TEXT); CREATE INDEX notes_body ON notes (body);');
  const insert = database.prepare('INSERT INTO notes (body) VALUES (?)');
  for (let row = 0; row < 500; row += 1) insert.run(randomBytes(40).toString('hex'));
  const pageSize = database.pragma('page_size', { simple: true }) as number;
  database.close();
  const handle = await open(file, 'r+');
  await handle.write(randomBytes(pageSize), 0, pageSize, pageSize * 2);
  await handle.close();
}

/** Packs staged files with a manifest that truly describes them, as a backup would. */
async function packWithManifest(
  staged: string,
  file: string,
  database: Manifest['database'],
  entries: string[],
): Promise<void> {
  await writeManifest(staged, database, await Promise.all(entries.map((entry) => describeFile(staged, entry))));
  await create({ file, cwd: staged }, [MANIFEST_FILE, ...entries]);
}
