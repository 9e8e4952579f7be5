// Lists of stations as files other players read and write: M3U (extended, with #EXTINF titles), PLS
// (version 2) and Sauti's JSON. Writing is for export; reading takes what players commonly write,
// including Radio Browser's JSON and other apps' {"stations": [...]} shapes, and keeps only what
// matching needs: a name, a stream address, and an id when the file carries one.
import { IMPORT_MAX_ENTRIES, type Station, type StationFile, type StationFileFormat } from '@sauti/contract';
import type { FastifyReply } from 'fastify';
import { BadInput } from '../../platform/http/errors';

export interface StationFileDownload {
  filename: string;
  contentType: string;
  body: string;
}

/** One entry read from a file: the ids are Sauti's (`id`) or Radio Browser's (`stationuuid`). */
export interface FileEntry {
  name: string | null;
  url: string | null;
  id?: string | undefined;
  stationuuid?: string | undefined;
}

const CONTENT_TYPES: Record<StationFileFormat, string> = {
  m3u: 'audio/x-mpegurl; charset=utf-8',
  pls: 'audio/x-scpls; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The address a player should open: the resolved stream when known. */
const streamOf = (station: Station) => station.url_resolved ?? station.url;
/** One line, for formats where a line break ends the field. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function writeStationFile(format: StationFileFormat, name: string, stations: readonly Station[]): string {
  if (format === 'json') {
    const file: StationFile = {
      name,
      stations: stations.map((station) => ({
        id: station.id,
        name: station.name,
        url: streamOf(station),
        homepage: station.website,
        country: station.country,
      })),
    };
    return `${JSON.stringify(file, null, 2)}\n`;
  }
  if (format === 'pls') {
    const lines = ['[playlist]'];
    stations.forEach((station, index) => {
      const number = index + 1;
      lines.push(
        `File${number}=${oneLine(streamOf(station))}`,
        `Title${number}=${oneLine(station.name)}`,
        `Length${number}=-1`,
      );
    });
    lines.push(`NumberOfEntries=${stations.length}`, 'Version=2');
    return `${lines.join('\n')}\n`;
  }
  const lines = ['#EXTM3U', `#PLAYLIST:${oneLine(name)}`];
  for (const station of stations) lines.push(`#EXTINF:-1,${oneLine(station.name)}`, oneLine(streamOf(station)));
  return `${lines.join('\n')}\n`;
}

/** A file name from the list's name: letters and digits kept (any script), the rest as dashes. */
function fileName(name: string, format: StationFileFormat): string {
  const base = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'playlist'}.${format}`;
}

export function stationFileDownload(
  format: StationFileFormat,
  name: string,
  stations: readonly Station[],
): StationFileDownload {
  return {
    filename: fileName(name, format),
    contentType: CONTENT_TYPES[format],
    body: writeStationFile(format, name, stations),
  };
}

/** Sends the file as a download: an ASCII fallback name, and the real one for browsers that read it. */
export function sendStationFile(reply: FastifyReply, file: StationFileDownload): FastifyReply {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .send(file.body);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function entryFromObject(item: unknown): FileEntry | null {
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  const entry: FileEntry = {
    name: text(record.name) ?? text(record.title),
    url:
      text(record.url_resolved) ??
      text(record.url) ??
      text(record.stream_url) ??
      text(record.streamUrl) ??
      text(record.stream) ??
      text(record.file),
    id: text(record.id) ?? undefined,
    stationuuid: text(record.stationuuid) ?? undefined,
  };
  return entry.name || entry.url || entry.id || entry.stationuuid ? entry : null;
}

function readJson(source: string): FileEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw new BadInput('The file is not valid JSON.');
  }
  const items = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object'
      ? ((parsed as Record<string, unknown>).stations ?? (parsed as Record<string, unknown>).favorites)
      : undefined;
  if (!Array.isArray(items)) throw new BadInput('The JSON file has no list of stations (an array, or "stations").');
  return items.flatMap((item) => entryFromObject(item) ?? []);
}

function readPls(source: string): FileEntry[] {
  const files = new Map<number, string>();
  const titles = new Map<number, string>();
  for (const line of source.split(/\r?\n/)) {
    const match = /^\s*(file|title)(\d+)\s*=(.*)$/i.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const value = text(match[3]);
    if (value) (match[1].toLowerCase() === 'file' ? files : titles).set(Number(match[2]), value);
  }
  return [...files.keys()]
    .sort((a, b) => a - b)
    .map((number) => ({ name: titles.get(number) ?? null, url: files.get(number) ?? null }));
}

function readM3u(source: string): FileEntry[] {
  const entries: FileEntry[] = [];
  let title: string | null = null;
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      // #EXTINF:-1 tvg-name="…",Title: the title follows the first comma outside quotes.
      const info = /^#EXTINF:[^,"]*(?:"[^"]*"[^,"]*)*,(.*)$/i.exec(line);
      if (info) title = text(info[1]);
      continue;
    }
    // Players write local files here too; only addresses are stations.
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(line)) entries.push({ name: title, url: line });
    title = null;
  }
  return entries;
}

/** The entries of an M3U, PLS or JSON file, told apart by what it holds rather than its name. */
export function readStationFile(bytes: Buffer): FileEntry[] {
  const source = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const start = source.trimStart();
  if (start === '') throw new BadInput('The file is empty.');
  const entries = /^\[playlist\]/i.test(start)
    ? readPls(start)
    : start.startsWith('{') || start.startsWith('[')
      ? readJson(start)
      : readM3u(start);
  if (entries.length === 0) throw new BadInput('No stations were found in the file (M3U, PLS or JSON).');
  if (entries.length > IMPORT_MAX_ENTRIES) {
    throw new BadInput(`The file lists ${entries.length} stations; import at most ${IMPORT_MAX_ENTRIES} at a time.`);
  }
  return entries;
}
