// Small Radio Browser-format catalogues for browser tests, written to a temporary file the server
// loads through CATALOGUE_FILE.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RadioBrowserStation } from '@sauti/contract';
import { aRadioBrowserStation } from '@sauti/contract/testing';

let serial = 0;

/** A day ago, as Radio Browser writes its check times: recent enough for featured stations and suggestions. */
function aDayAgo(): { iso: string; plain: string } {
  const iso = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 19);
  return { iso: `${iso}Z`, plain: iso.replace('T', ' ') };
}

/**
 * The records as if Radio Browser had checked each a day ago (keeping whether the check passed):
 * featured stations and suggestions offer only stations a recent check found playing.
 */
export function checkedRecently(records: readonly RadioBrowserStation[]): RadioBrowserStation[] {
  const { iso, plain } = aDayAgo();
  return records.map((record) => ({
    ...record,
    lastchecktime: plain,
    lastchecktime_iso8601: iso,
    lastcheckoktime: record.lastcheckok ? plain : record.lastcheckoktime,
    lastcheckoktime_iso8601: record.lastcheckok ? iso : record.lastcheckoktime_iso8601,
  }));
}

/**
 * A working English-language MP3 station in Ghana, checked by Radio Browser a day ago, unless told
 * otherwise; its stream is refused unless given.
 */
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
    lastchecktime_iso8601: aDayAgo().iso,
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
