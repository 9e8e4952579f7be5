// Puts a backup back into an empty DATA_DIR. The archive is unpacked beside DATA_DIR and proved whole
// first (every file listed in its manifest with the right size and SHA-256, nothing else, and the
// database passing SQLite's integrity check); only then is anything moved into DATA_DIR.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { BlobStore, UPLOADS_FOLDER } from '../blobs';
import { type DatabaseOptions, SQLITE_FILE } from '../db';
import { integrityProblems } from './database-file';
import { isBackedUpPath, MANIFEST_FILE, Manifest, mismatchedFiles } from './manifest';

export interface RestoreSummary {
  database: Manifest['database'];
  uploads: number;
}

export async function restoreBackup(options: DatabaseOptions, file: string): Promise<RestoreSummary> {
  const { dataDir } = options;
  await requireNoData(dataDir);
  const archive = path.resolve(file);
  if (!existsSync(archive)) throw new Error(`There is no backup at ${archive}.`);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restore-`));
  try {
    const manifest = await unpackChecked(archive, staging, options);
    // Again, in case a server started on DATA_DIR while the backup was being checked.
    await requireNoData(dataDir);
    await moveIntoPlace(staging, dataDir, manifest);
    const uploads = manifest.files.filter((entry) => entry.path !== SQLITE_FILE).length;
    return { database: manifest.database, uploads };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A restore never overwrites: DATA_DIR must hold no database and no uploads (other files are left alone). */
async function requireNoData(dataDir: string): Promise<void> {
  const database = (await readdir(dataDir).catch(() => [])).filter((name) => name.startsWith(SQLITE_FILE));
  const uploads = await new BlobStore(dataDir).names();
  if (database.length === 0 && uploads.length === 0) return;
  const held = [...database, ...(uploads.length > 0 ? [`${uploads.length} uploads`] : [])].join(', ');
  throw new Error(
    `DATA_DIR (${dataDir}) already holds data (${held}). A restore only goes into an empty DATA_DIR, so live ` +
      'data is never overwritten: move that folder aside, or point DATA_DIR at a new one.',
  );
}

async function unpackChecked(archive: string, staging: string, options: DatabaseOptions): Promise<Manifest> {
  const unpacked = await unpack(archive, staging);
  const manifest = await readManifest(staging);
  requireMatchingDatabase(manifest, options);
  const listed = new Set(manifest.files.map((entry) => entry.path));
  const problems = [
    ...unpacked
      .filter((entry) => entry !== MANIFEST_FILE && !listed.has(entry))
      .map((entry) => `${entry} is not in the manifest`),
    ...(await mismatchedFiles(staging, manifest)),
  ];
  if (problems.length === 0 && manifest.database === 'sqlite') {
    problems.push(...integrityProblems(path.join(staging, SQLITE_FILE)));
  }
  if (problems.length > 0) throw new Error(`${archive} is damaged, so nothing was restored: ${problems.join('; ')}.`);
  return manifest;
}

/** Unpacks the archive's plain files; answers their paths. Anything else (links, devices, stray paths) refuses it. */
async function unpack(archive: string, staging: string): Promise<string[]> {
  const files: string[] = [];
  const refused: string[] = [];
  try {
    await extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (entry, info) => {
        const isFile = 'type' in info && info.type === 'File';
        const wanted = isFile && (entry === MANIFEST_FILE || isBackedUpPath(entry));
        (wanted ? files : refused).push(entry);
        return wanted;
      },
    });
  } catch (error) {
    throw new Error(`${archive} is not a whole backup archive, so nothing was restored (${(error as Error).message}).`);
  }
  if (refused.length > 0)
    throw new Error(`${archive} holds entries no backup has (${refused.join(', ')}); nothing was restored.`);
  return files;
}

async function readManifest(staging: string): Promise<Manifest> {
  const json: unknown = await readFile(path.join(staging, MANIFEST_FILE), 'utf8')
    .then(JSON.parse)
    .catch(() => null);
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    throw new Error(`The archive has no readable ${MANIFEST_FILE}: it is not a Sauti backup, or it was cut short.`);
  }
  return parsed.data;
}

function requireMatchingDatabase(manifest: Manifest, options: DatabaseOptions): void {
  if (manifest.database === 'sqlite' && options.databaseUrl) {
    throw new Error('This backup holds a SQLite database, but DATABASE_URL is set: unset it to restore to SQLite.');
  }
  if (manifest.database === 'postgresql' && !options.databaseUrl) {
    throw new Error(
      'This backup was taken with DATABASE_URL set, so it holds only uploads and its database is in your ' +
        'pg_dump file: set DATABASE_URL to restore the uploads, and restore the database with pg_restore.',
    );
  }
}

/** Uploads first and the database last, so DATA_DIR holds a database only once the rest is there. */
async function moveIntoPlace(staging: string, dataDir: string, manifest: Manifest): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (manifest.files.some((entry) => entry.path !== SQLITE_FILE)) {
    await rename(path.join(staging, UPLOADS_FOLDER), path.join(dataDir, UPLOADS_FOLDER));
  }
  if (manifest.database === 'sqlite') await rename(path.join(staging, SQLITE_FILE), path.join(dataDir, SQLITE_FILE));
}
