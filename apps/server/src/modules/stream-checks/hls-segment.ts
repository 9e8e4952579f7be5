// Whether an HLS segment carries audio: MPEG-TS whose program map lists an audio stream that packets
// then carry, fragmented MP4 whose init section declares a sound track, or packed audio (ADTS, MP3)
// found by frame sync. Reads only the first bytes of the segment.
import { detectAudio } from './audio-detection';

export interface SegmentAudio {
  /** null when a sound track is declared in a codec we do not name. */
  codec: string | null;
  /** kbit/s, from the frames of packed audio; transport streams and MP4 do not tell it cheaply. */
  bitrate: number | null;
}

/** `init` is the EXT-X-MAP section fragmented MP4 segments need; null when the playlist names none. */
export function segmentAudio(segment: Uint8Array, init: Uint8Array | null): SegmentAudio | null {
  if (isTransportStream(segment)) return transportStreamAudio(segment);
  if (isMp4(init ?? segment)) return mp4Audio(init ?? segment);
  const audio = detectAudio(segment);
  return audio && { codec: audio.codec, bitrate: audio.bitrate };
}

const TS_PACKET = 188;
// stream_type values of ISO/IEC 13818-1 that are audio a browser plays.
const TS_AUDIO_TYPES: Record<number, string> = { 3: 'MP3', 4: 'MP3', 15: 'AAC', 17: 'AAC' };

function isTransportStream(bytes: Uint8Array): boolean {
  return bytes.length >= 2 * TS_PACKET && bytes[0] === 0x47 && bytes[TS_PACKET] === 0x47;
}

/** Packets in order: the PAT names the PMTs, a PMT names the audio streams, then a packet of one must follow. */
function transportStreamAudio(bytes: Uint8Array): SegmentAudio | null {
  const programMaps = new Set<number>();
  const audioStreams = new Map<number, string>();
  for (let at = 0; at + TS_PACKET <= bytes.length; at += TS_PACKET) {
    if (bytes[at] !== 0x47) return null;
    const pid = (((bytes[at + 1] ?? 0) & 0x1f) << 8) | (bytes[at + 2] ?? 0);
    const codec = audioStreams.get(pid);
    if (codec) return { codec, bitrate: null };
    const startsUnit = ((bytes[at + 1] ?? 0) & 0x40) !== 0;
    const section = startsUnit ? tableSection(bytes.subarray(at, at + TS_PACKET)) : null;
    if (!section) continue;
    if (pid === 0 && section[0] === 0x00) for (const map of programMapPids(section)) programMaps.add(map);
    if (programMaps.has(pid) && section[0] === 0x02) {
      for (const [stream, type] of elementaryStreams(section)) {
        const name = TS_AUDIO_TYPES[type];
        if (name) audioStreams.set(stream, name);
      }
    }
  }
  return null;
}

/** The PSI section a packet starts (after its adaptation field and pointer field), cut to its declared length without the CRC. */
function tableSection(packet: Uint8Array): Uint8Array | null {
  const control = ((packet[3] ?? 0) >> 4) & 3;
  if ((control & 1) === 0) return null; // no payload
  const payload = control === 3 ? 5 + (packet[4] ?? 0) : 4;
  const start = payload + 1 + (packet[payload] ?? 0);
  const length = (((packet[start + 1] ?? 0) & 0x0f) << 8) | (packet[start + 2] ?? 0);
  if (start + 3 > packet.length || length < 9) return null;
  return packet.subarray(start, Math.min(packet.length, start + 3 + length - 4));
}

function programMapPids(pat: Uint8Array): number[] {
  const pids: number[] = [];
  for (let at = 8; at + 4 <= pat.length; at += 4) {
    const program = ((pat[at] ?? 0) << 8) | (pat[at + 1] ?? 0);
    // Program 0 points at the network information table, not a program map.
    if (program !== 0) pids.push((((pat[at + 2] ?? 0) & 0x1f) << 8) | (pat[at + 3] ?? 0));
  }
  return pids;
}

/** [elementary PID, stream_type] of each stream a PMT lists. */
function elementaryStreams(pmt: Uint8Array): [number, number][] {
  const streams: [number, number][] = [];
  let at = 12 + ((((pmt[10] ?? 0) & 0x0f) << 8) | (pmt[11] ?? 0));
  while (at + 5 <= pmt.length) {
    streams.push([(((pmt[at + 1] ?? 0) & 0x1f) << 8) | (pmt[at + 2] ?? 0), pmt[at] ?? 0]);
    at += 5 + ((((pmt[at + 3] ?? 0) & 0x0f) << 8) | (pmt[at + 4] ?? 0));
  }
  return streams;
}

const MP4_TOP_BOXES = new Set(['ftyp', 'styp', 'moov', 'moof', 'sidx']);
// Sample entry types of the audio codecs HLS carries in MP4.
const MP4_AUDIO_ENTRIES: [string, string][] = [
  ['mp4a', 'AAC'],
  ['Opus', 'OPUS'],
  ['fLaC', 'FLAC'],
  ['.mp3', 'MP3'],
  ['ac-3', 'AC3'],
  ['ec-3', 'EAC3'],
];

function isMp4(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && MP4_TOP_BOXES.has(Buffer.from(bytes.subarray(4, 8)).toString('latin1'));
}

/**
 * A sound track is a 'hdlr' box whose handler type (after version, flags and a reserved word) is
 * 'soun'. Searching the bytes for it, rather than walking the box tree, is enough for a yes or no.
 */
function mp4Audio(header: Uint8Array): SegmentAudio | null {
  const text = Buffer.from(header).toString('latin1');
  let sound = false;
  for (let at = text.indexOf('hdlr'); at >= 0 && !sound; at = text.indexOf('hdlr', at + 4)) {
    sound = text.slice(at + 12, at + 16) === 'soun';
  }
  if (!sound) return null;
  const entry = MP4_AUDIO_ENTRIES.find(([type]) => text.includes(type));
  return { codec: entry?.[1] ?? null, bitrate: null };
}
