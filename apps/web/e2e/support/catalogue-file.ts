// Small Radio Browser-format catalogues for browser tests, written to a temporary file the server
// loads through CATALOGUE_FILE.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RadioBrowserStation } from '@sauti/contract';
import { aRadioBrowserStation } from '@sauti/contract/testing';

let serial = 0;

/** A working English-language MP3 station in Ghana unless told otherwise; its stream is refused unless given. */
export function aRadioBrowserRecord(fields: Partial<RadioBrowserStation> = {}): RadioBrowserStation {
  serial += 1;
  // Nothing listens on port 9 here: a station that cannot play, refused at once.
  const url = fields.url ?? `http://127.0.0.1:9/station-${serial}.mp3`;
  return aRadioBrowserStation({
    name: `Test Station ${serial}`,
    url,
    url_resolved: url,
    homepage: '',
    clickcount: 10,
    lastchecktime_iso8601: '2026-01-01T00:00:00Z',
    lastchangetime_iso8601: '2026-01-01T00:00:00Z',
    ...fields,
  });
}

export interface CatalogueFile {
  file: string;
  remove(): Promise<void>;
}

export async function writeCatalogueFile(records: readonly RadioBrowserStation[]): Promise<CatalogueFile> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sauti-catalogue-'));
  const file = path.join(folder, 'radio-browser.json');
  await writeFile(file, JSON.stringify(records));
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}
