// A data folder with the shared export imported, for benchmarks that start the built server on the real
// catalogue, and the stations it holds (to build realistic queries from).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Station } from '@sauti/contract';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import type { BenchContext } from './types';

export async function importedCatalogue(context: BenchContext): Promise<{ dataDir: string; stations: Station[] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sauti-bench-catalogue-'));
  const app = await buildApp(testConfig({ dataDir }));
  try {
    await app.catalogueImport.importFile(context.sharedExport);
    return { dataDir, stations: app.catalogue.list({ limit: 100_000, offset: 0 }).items };
  } finally {
    await app.close();
  }
}
