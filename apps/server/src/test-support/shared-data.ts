// Where the shared Radio Browser export lives: ../shared beside the repository, never inside it.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const sharedExportPath = path.resolve(
  import.meta.dirname,
  '../../../../../shared/data/radio-browser-africa.json',
);

export function requireSharedExport(): string {
  if (!existsSync(sharedExportPath)) {
    throw new Error(`The shared Radio Browser export is missing at ${sharedExportPath}.`);
  }
  return sharedExportPath;
}
