// Writes one backup file of DATA_DIR while the server runs: a tar archive of manifest.json, a consistent
// copy of the SQLite database (none with PostgreSQL, which pg_dump backs up) and the uploads. It is
// built under a temporary name in a hidden folder and renamed only once complete and on disk, so a
// file under the name asked for is always a whole backup.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { create, replace } from 'tar';
import { BlobStore, UPLOADS_FOLDER } from '../blobs';
import { type DatabaseOptions, SQLITE_FILE } from '../db';
import { integrityProblems, snapshotDatabase } from './database-file';
import { describeFile, MANIFEST_FILE, type Manifest, writeManifest } from './manifest';

export interface BackupSummary {
  file: string;
  database: Manifest['database'];
  uploads: number;
  bytes: number;
}

export async function writeBackup(options: DatabaseOptions, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (existsSync(target))
    throw new Error(`${target} already exists: give the backup a new name, so no backup is replaced.`);
  // Beside the target, so the finished archive is renamed into place on the same filesystem.
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.sauti-backup-'));
  try {
    const manifest = await stageDatabaseAndManifest(options, staging);
    const archive = path.join(staging, 'backup.tar.partial');
    await packArchive(archive, staging, options.dataDir, manifest);
    await publish(archive, target);
    const uploads = manifest.files.filter((entry) => entry.path !== SQLITE_FILE).length;
    return { file: target, database: manifest.database, uploads, bytes: (await stat(target)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function stageDatabaseAndManifest(options: DatabaseOptions, staging: string): Promise<Manifest> {
  const database = options.databaseUrl ? 'postgresql' : 'sqlite';
  if (database === 'sqlite') snapshotSoundDatabase(options.dataDir, path.join(staging, SQLITE_FILE));
  // Listed after the snapshot: an upload is stored before the row that names it is written, and is
  // never removed, so every upload the snapshot names is on this list.
  const uploads = (await new BlobStore(options.dataDir).names()).map((name) => `${UPLOADS_FOLDER}/${name}`);
  const files = database === 'sqlite' ? [await describeFile(staging, SQLITE_FILE)] : [];
  for (const entry of uploads) files.push(await describeFile(options.dataDir, entry));
  return writeManifest(staging, database, files);
}

function snapshotSoundDatabase(dataDir: string, into: string): void {
  snapshotDatabase(dataDir, into);
  const problems = integrityProblems(into);
  if (problems.length > 0) throw new Error(`The database copy failed its integrity check: ${problems.join('; ')}`);
}

/** The manifest first, so `tar -xOf <file> manifest.json` shows it at once; uploads straight from DATA_DIR. */
async function packArchive(archive: string, staging: string, dataDir: string, manifest: Manifest): Promise<void> {
  const own = manifest.database === 'sqlite' ? [MANIFEST_FILE, SQLITE_FILE] : [MANIFEST_FILE];
  await create({ file: archive, cwd: staging, portable: true, strict: true }, own);
  const uploads = manifest.files.map((entry) => entry.path).filter((entry) => entry !== SQLITE_FILE);
  if (uploads.length > 0) await replace({ file: archive, cwd: dataDir, portable: true, strict: true }, uploads);
}

/** On disk first, then under its name, and the name itself on disk: a crash leaves no half backup behind it. */
async function publish(archive: string, target: string): Promise<void> {
  await syncToDisk(archive);
  await rename(archive, target);
  await syncToDisk(path.dirname(target));
}

async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
