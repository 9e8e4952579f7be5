// Playlist files radio stations publish instead of a stream address: M3U/M3U8, PLS, ASX, XSPF and
// RAM, told apart by their content (servers label them inconsistently), and HLS kept as HLS.
import { codecOfHlsCodecs } from './stream-types';

export type PlaylistKind = 'hls' | 'pls' | 'asx' | 'xspf' | 'ram' | 'm3u';

export interface Playlist {
  kind: PlaylistKind;
  /** Absolute http(s) addresses in document order, without duplicates or self references. */
  entries: string[];
  /** For HLS: the codec the first variant declares, when it does. */
  codec: string | null;
}

/** At most this many entries are tried per playlist, as Radio Browser's checker does. */
export const MAX_PLAYLIST_ENTRIES = 10;

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const WINDOWS_1252 = new TextDecoder('windows-1252');

/** Playlists are UTF-8 when they are valid UTF-8, else (older Windows tools) Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    text = WINDOWS_1252.decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Whether the first bytes of an answer look like a playlist rather than audio. */
export function looksLikePlaylist(firstBytes: Uint8Array): boolean {
  const start = decodeText(firstBytes.subarray(0, 512)).trimStart().slice(0, 200).toLowerCase();
  return (
    start.startsWith('#extm3u') ||
    start.startsWith('#extinf') ||
    start.startsWith('[playlist]') ||
    start.startsWith('<asx') ||
    start.startsWith('<?xml') ||
    start.startsWith('<playlist') ||
    /^(https?|rtsp|mms|pnm):\/\//.test(start) ||
    (start.startsWith('#') && /\n\s*https?:\/\//.test(start))
  );
}

/**
 * Parses a playlist by its content; `url` is the playlist's own final address, for relative entries.
 * RAM files are plain address lists that only their extension or type tells apart from M3U.
 */
export function parsePlaylist(bytes: Uint8Array, url: string, contentType = ''): Playlist {
  const text = decodeText(bytes);
  const head = text.trimStart().slice(0, 4096).toLowerCase();
  if (/^#extm3u/.test(head) && /#ext-x-/i.test(text)) return { kind: 'hls', entries: [], codec: hlsCodec(text) };
  if (/<playlist[\s>]/.test(head)) return withEntries('xspf', xmlTexts(text, 'location'), url);
  if (/<asx[\s>]/.test(head)) return withEntries('asx', asxEntries(text, url), url);
  if (/^\[playlist\]/.test(head)) return withEntries('pls', plsEntries(text), url);
  if (/\.ram$/i.test(new URL(url).pathname) || /realaudio/i.test(contentType)) {
    return withEntries('ram', ramEntries(text), url);
  }
  return withEntries('m3u', m3uEntries(text), url);
}

function withEntries(kind: PlaylistKind, raw: string[], base: string): Playlist {
  const entries: string[] = [];
  for (const entry of raw) {
    const absolute = absoluteHttpUrl(entry, base);
    if (!absolute || absolute === base || entries.includes(absolute)) continue;
    entries.push(absolute);
    if (entries.length === MAX_PLAYLIST_ENTRIES) break;
  }
  return { kind, entries, codec: null };
}

function absoluteHttpUrl(entry: string, base: string): string | null {
  try {
    const url = new URL(entry.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A playlist's lines, trimmed, blank ones left out. */
export function playlistLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Address lines: not comments, and nothing with spaces or markup, which no address contains unencoded. */
function m3uEntries(text: string): string[] {
  return playlistLines(text).filter((line) => !line.startsWith('#') && !/[\s<>"]/.test(line));
}

/** PLS keys are case-insensitive and numbered (File1=, File2=...); the order is the file's. */
function plsEntries(text: string): string[] {
  return playlistLines(text)
    .map((line) => /^file\d*\s*=\s*(.+)$/i.exec(line)?.[1])
    .filter((value): value is string => Boolean(value));
}

// RealAudio .ram lines may carry player options after '?' (title=, start=...); they are not part of the address.
const RAM_OPTIONS = /\?(?:title|author|copyright|start|end|clipinfo|mode|screensize)=.*$/i;

function ramEntries(text: string): string[] {
  return m3uEntries(text).map((line) => line.replace(RAM_OPTIONS, ''));
}

function decodeXmlEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function xmlTexts(text: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}\\s*>`, 'gi');
  return [...text.matchAll(pattern)].map((match) =>
    decodeXmlEntities((match[1] ?? '').replace(/^<!\[CDATA\[|\]\]>$/g, '').trim()),
  );
}

/**
 * ASX is "not a strict XML document" (VLC's words): tags in any case, unquoted attributes, bare '&'
 * in addresses. So its <ref href> and <entryref href> are read with a tolerant pattern rather than
 * an XML parser, in document order; <base href> sets the base for relative ones.
 */
function asxEntries(text: string, url: string): string[] {
  const attribute = (tag: string) =>
    new RegExp(`<${tag}\\b[^>]*?\\bhref\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi');
  const base = attribute('base').exec(text);
  const baseHref = base ? decodeXmlEntities(base[2] ?? base[3] ?? base[4] ?? '') : '';
  const baseUrl = absoluteHttpUrl(baseHref, url) ?? url;
  return [...text.matchAll(attribute('(?:ref|entryref)'))]
    .map((match) => decodeXmlEntities(match[2] ?? match[3] ?? match[4] ?? ''))
    .map((href) => absoluteHttpUrl(href, baseUrl) ?? href);
}

function hlsCodec(text: string): string | null {
  const variant = /#EXT-X-STREAM-INF:([^\r\n]*)/i.exec(text)?.[1] ?? '';
  return codecOfHlsCodecs(/CODECS="([^"]*)"/i.exec(variant)?.[1]);
}
