// Small Radio Browser-format catalogues for browser tests, written to a temporary file the server
// loads through CATALOGUE_FILE.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface RadioBrowserRecord {
  stationuuid: string;
  name: string;
  url: string;
  url_resolved: string;
  homepage: string;
  favicon: string;
  tags: string;
  countrycode: string;
  state: string;
  language: string;
  languagecodes: string;
  votes: number;
  codec: string;
  bitrate: number;
  hls: number;
  lastcheckok: number;
  lastchecktime_iso8601: string | null;
  lastchangetime_iso8601: string | null;
  clickcount: number;
  clicktrend: number;
}

let serial = 0;

/** A working English-language MP3 station in Ghana unless told otherwise. */
export function aRadioBrowserRecord(fields: Partial<RadioBrowserRecord> = {}): RadioBrowserRecord {
  serial += 1;
  const url = fields.url ?? `http://127.0.0.1:9/station-${serial}.mp3`;
  return {
    stationuuid: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    name: `Test Station ${serial}`,
    url,
    url_resolved: url,
    homepage: '',
    favicon: '',
    tags: '',
    countrycode: 'GH',
    state: '',
    language: 'english',
    languagecodes: 'en',
    votes: 10,
    codec: 'MP3',
    bitrate: 128,
    hls: 0,
    lastcheckok: 1,
    lastchecktime_iso8601: '2026-01-01T00:00:00Z',
    lastchangetime_iso8601: '2026-01-01T00:00:00Z',
    clickcount: 10,
    clicktrend: 0,
    ...fields,
  };
}

export interface CatalogueFile {
  file: string;
  remove(): Promise<void>;
}

export async function writeCatalogueFile(records: readonly RadioBrowserRecord[]): Promise<CatalogueFile> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sauti-catalogue-'));
  const file = path.join(folder, 'radio-browser.json');
  await writeFile(file, JSON.stringify(records));
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}
