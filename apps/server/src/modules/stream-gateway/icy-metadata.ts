// ICY in-band metadata (Shoutcast/Icecast): after every `icy-metaint` audio bytes the server inserts
// one length byte and that many 16-byte units of `key='value';` text. The demuxer separates audio
// from metadata whatever the interval and however the blocks are split across network chunks.
import { decodeText } from './playlist';

type Expecting = 'audio' | 'length' | 'metadata';

export class IcyDemuxer {
  private expecting: Expecting = 'audio';
  private audioLeft: number;
  private metadataLeft = 0;
  private metadataParts: Buffer[] = [];

  /** `metaint` 0 means the server sends no metadata: everything is audio. */
  constructor(
    private readonly metaint: number,
    private readonly onAudio: (audio: Buffer) => void,
    private readonly onMetadata: (block: Buffer) => void,
  ) {
    this.audioLeft = metaint;
  }

  push(chunk: Buffer): void {
    if (this.metaint <= 0) {
      this.onAudio(chunk);
      return;
    }
    let offset = 0;
    while (offset < chunk.length) {
      if (this.expecting === 'audio') {
        const take = Math.min(this.audioLeft, chunk.length - offset);
        this.onAudio(chunk.subarray(offset, offset + take));
        offset += take;
        this.audioLeft -= take;
        if (this.audioLeft === 0) this.expecting = 'length';
      } else if (this.expecting === 'length') {
        // The length byte counts 16-byte units, so one byte can announce up to 255 × 16 = 4080 bytes;
        // 0 means "no change" and the audio simply continues.
        this.metadataLeft = (chunk[offset] ?? 0) * 16;
        offset += 1;
        this.expecting = this.metadataLeft > 0 ? 'metadata' : 'audio';
        this.audioLeft = this.metaint;
        this.metadataParts = [];
      } else {
        const take = Math.min(this.metadataLeft, chunk.length - offset);
        this.metadataParts.push(chunk.subarray(offset, offset + take));
        offset += take;
        this.metadataLeft -= take;
        if (this.metadataLeft === 0) {
          this.expecting = 'audio';
          this.onMetadata(Buffer.concat(this.metadataParts));
        }
      }
    }
  }
}

// From icecast-metadata-js: a value runs to the next `';` (or the end), so titles may themselves
// contain ';' and "'" as in StreamTitle='Rock 'n' Roll; Live';
const FIELD = /(?<key>[^\0=;']+?)='(?<value>[^\0]*?)(;$|';|'$|$)/g;

/** The fields of one metadata block; NUL padding removed, UTF-8 when valid, else Windows-1252. */
export function parseIcyMetadata(block: Buffer): Record<string, string> {
  const end = block.indexOf(0);
  const text = decodeText(end >= 0 ? block.subarray(0, end) : block);
  const fields: Record<string, string> = {};
  for (const match of text.matchAll(FIELD)) {
    const key = match.groups?.key?.trim();
    if (key) fields[key] = match.groups?.value ?? '';
  }
  return fields;
}

export interface SongTitle {
  title: string;
  artist: string | null;
  song: string | null;
}

/** Splits the conventional "Artist - Title"; a title without the separator stays whole. */
export function splitStreamTitle(streamTitle: string): SongTitle | null {
  const title = streamTitle.trim();
  if (!title) return null;
  const separator = title.indexOf(' - ');
  if (separator <= 0) return { title, artist: null, song: null };
  return { title, artist: title.slice(0, separator).trim(), song: title.slice(separator + 3).trim() || null };
}
