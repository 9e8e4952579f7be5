// The Radio Browser exports that suites load whole: one generated every run, and the real shared
// export when it is beside the repository (CI has it), whose tests are skipped when it is not.
import { aRadioBrowserExport, type RadioBrowserExport } from '@sauti/contract/testing';
import type { ExportFiles } from './export-files';
import { sharedExport, sharedExportPath } from './shared-data';

export interface CatalogueExport {
  /** What test names call it. */
  name: string;
  /** False when the file is missing: the tests over it are then skipped. */
  present: boolean;
  /** Its path; an export made here is written into the temporary folder first. */
  file(files: ExportFiles): Promise<string> | string;
}

export function aGeneratedExportFile(made: RadioBrowserExport = aRadioBrowserExport()): CatalogueExport {
  return { name: 'a generated export', present: true, file: (files) => files.write(made.records) };
}

/** The shared export; a line says so when it is missing. */
export function theSharedExportFile(): CatalogueExport {
  return { name: 'the shared export', present: sharedExport() !== undefined, file: () => sharedExportPath };
}
