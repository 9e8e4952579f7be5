// Uploaded files (ad images and audio) under DATA_DIR/uploads, named by the SHA-256 of their bytes,
// so a name never comes from the uploader and the same file is stored once. What may be stored is
// decided by sniffing the bytes (media-types.ts), never by the file's name or declared type.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export { audioSeconds, type MediaKind, type SniffedMedia, sniffMedia, storedMediaType } from './media-types';

/** The folder inside DATA_DIR that holds the uploads. */
export const UPLOADS_FOLDER = 'uploads';

const BLOB_NAME = /^[a-f0-9]{64}\.[a-z0-9]{2,4}$/;

/** True for a name the store gives a file; never for a half-written one or anything else in the folder. */
export const isBlobName = (name: string): boolean => BLOB_NAME.test(name);

export interface StoredBlob {
  stream: ReadStream;
  size: number;
}

export class BlobStore {
  private readonly folder: string;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, UPLOADS_FOLDER);
  }

  /** Stores the bytes and answers their name, `<sha256>.<extension>`. */
  async put(bytes: Uint8Array, extension: string): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
    await mkdir(this.folder, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = path.join(this.folder, `.${randomUUID()}.part`);
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(this.folder, name));
    return name;
  }

  /** The stored file, or null when the name is not one of ours or nothing is stored under it. */
  async open(name: string): Promise<StoredBlob | null> {
    if (!isBlobName(name)) return null;
    const file = path.join(this.folder, name);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    return { stream: createReadStream(file), size: found.size };
  }

  /** The names of every stored file; none when nothing was ever stored. */
  async names(): Promise<string[]> {
    const entries = await readdir(this.folder, { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile() && isBlobName(entry.name)).map((entry) => entry.name);
  }
}
