// Temporary Radio Browser export files for import tests, removed when the test file ends.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface ExportFiles {
  /** Writes the records (or raw text) to a new file and returns its path. */
  write(content: unknown[] | string, name?: string): Promise<string>;
  remove(): Promise<void>;
}

export async function exportFiles(): Promise<ExportFiles> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sauti-export-'));
  let counter = 0;
  return {
    async write(content, name) {
      counter += 1;
      const file = path.join(folder, name ?? `export-${counter}.json`);
      await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
      return file;
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
