// A backup's table of contents, manifest.json: which database it holds and every file with its size
// and SHA-256, so a restore can prove the archive whole before it writes anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isBlobName, UPLOADS_FOLDER } from '../blobs';
import { SQLITE_FILE } from '../db';

export const MANIFEST_FILE = 'manifest.json';

/** The only paths a backup may hold besides its manifest: the SQLite file and stored uploads. */
export const isBackedUpPath = (entry: string): boolean => {
  if (entry === SQLITE_FILE) return true;
  const [folder, name, ...deeper] = entry.split('/');
  return folder === UPLOADS_FOLDER && name !== undefined && isBlobName(name) && deeper.length === 0;
};

export const BackedUpFile = z.strictObject({
  path: z.string().refine(isBackedUpPath, 'must be the database or an upload'),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});
export type BackedUpFile = z.infer<typeof BackedUpFile>;

export const Manifest = z.strictObject({
  format: z.literal('sauti-backup'),
  version: z.literal(1),
  created_at: z.iso.datetime(),
  /** sqlite: the database is in this file; postgresql: it is not (pg_dump keeps it), only the uploads are. */
  database: z.enum(['sqlite', 'postgresql']),
  files: z.array(BackedUpFile),
});
export type Manifest = z.infer<typeof Manifest>;

/** The file's size and SHA-256, read as a stream so a large database never sits in memory. */
export async function describeFile(root: string, entry: string): Promise<BackedUpFile> {
  const file = path.join(root, entry);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return { path: entry, bytes: (await stat(file)).size, sha256: hash.digest('hex') };
}

/** Writes manifest.json into the folder, dated now, and answers it. */
export async function writeManifest(
  folder: string,
  database: Manifest['database'],
  files: BackedUpFile[],
): Promise<Manifest> {
  const manifest: Manifest = {
    format: 'sauti-backup',
    version: 1,
    created_at: new Date().toISOString(),
    database,
    files,
  };
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** What differs between the files under `root` and the manifest's list; empty when they match. */
export async function mismatchedFiles(root: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const expected of manifest.files) {
    const found = await describeFile(root, expected.path).catch(() => null);
    if (!found) problems.push(`${expected.path} is missing`);
    else if (found.bytes !== expected.bytes)
      problems.push(`${expected.path} has ${found.bytes} bytes, not ${expected.bytes}`);
    else if (found.sha256 !== expected.sha256) problems.push(`${expected.path} does not match its checksum`);
  }
  return problems;
}
