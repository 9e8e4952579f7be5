// Audio frame headers: where a decodable frame starts in a stretch of audio, so that a new listener's
// burst begins on a frame (as Icecast's sync points do), and what the headers say about the codec,
// sample rate and bitrate, which the stream checker records. MPEG audio, AAC in ADTS, Ogg pages with
// the identification header of Vorbis, Opus or FLAC, and native FLAC's STREAMINFO.
import type { FrameFormat } from './stream-types';

const MP3_BITRATES: Record<string, number[]> = {
  // kbit/s by bitrate index, per MPEG version and layer (index 0 "free" and 15 "bad" are refused)
  V1L1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  V1L2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  V1L3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  V2L1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  V2L2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export interface MpegAudioFrame {
  /** 'MP3' for Layer III, 'MP2' and 'MP1' for the older layers. */
  codec: 'MP1' | 'MP2' | 'MP3';
  /** 1 for MPEG-1, 2 for MPEG-2, 2.5 for MPEG-2.5. */
  version: number;
  length: number;
  /** kbit/s, from this frame's header (it may change from frame to frame in VBR streams). */
  bitrate: number;
  sampleRate: number;
  samples: number;
}

/** The MPEG audio frame whose header starts at `at`, or null when there is none. */
export function mpegAudioFrameAt(buffer: Uint8Array, at: number): MpegAudioFrame | null {
  if (at + 4 > buffer.length) return null;
  const b1 = buffer[at + 1] ?? 0;
  const b2 = buffer[at + 2] ?? 0;
  if (buffer[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = 4 - ((b1 >> 1) & 3); // bits 11 → I, 10 → II, 01 → III, 00 reserved
  const bitrateIndex = b2 >> 4;
  const sampleRate = MP3_SAMPLE_RATES[versionBits]?.[(b2 >> 2) & 3];
  if (versionBits === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || !sampleRate) return null;
  const mpeg1 = versionBits === 3;
  const table = mpeg1 ? `V1L${layer}` : layer === 1 ? 'V2L1' : 'V2L2';
  const bitrate = MP3_BITRATES[table]?.[bitrateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  const codec = layer === 3 ? 'MP3' : layer === 2 ? 'MP2' : 'MP1';
  const version = mpeg1 ? 1 : versionBits === 2 ? 2 : 2.5;
  if (layer === 1) {
    const length = (Math.floor((12 * bitrate * 1000) / sampleRate) + padding) * 4;
    return { codec, version, length, bitrate, sampleRate, samples: 384 };
  }
  // Layer III in MPEG-2/2.5 carries half the samples per frame (576), hence 72 instead of 144.
  const samples = layer === 3 && !mpeg1 ? 576 : 1152;
  const length = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  return { codec, version, length, bitrate, sampleRate, samples };
}

/** The length of the MPEG audio frame whose header starts at `at`, or 0 when there is none. */
export function mp3FrameLength(buffer: Uint8Array, at: number): number {
  return mpegAudioFrameAt(buffer, at)?.length ?? 0;
}

const ADTS_SAMPLE_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

export interface AdtsFrame {
  length: number;
  /** The AAC core's rate: HE-AAC's SBR doubles it on output, but ADTS cannot say so. */
  sampleRate: number;
  samples: number;
}

/** The AAC ADTS frame starting at `at`, or null. */
export function adtsFrameAt(buffer: Uint8Array, at: number): AdtsFrame | null {
  if (at + 7 > buffer.length) return null;
  if (buffer[at] !== 0xff || ((buffer[at + 1] ?? 0) & 0xf6) !== 0xf0) return null;
  const sampleRate = ADTS_SAMPLE_RATES[((buffer[at + 2] ?? 0) >> 2) & 0xf];
  const length = (((buffer[at + 3] ?? 0) & 3) << 11) | ((buffer[at + 4] ?? 0) << 3) | ((buffer[at + 5] ?? 0) >> 5);
  if (!sampleRate || length < 7) return null;
  // Each raw data block is 1024 samples; a frame holds one to four of them.
  const blocks = ((buffer[at + 6] ?? 0) & 3) + 1;
  return { length, sampleRate, samples: 1024 * blocks };
}

/** The length of the AAC ADTS frame starting at `at`, or 0. */
export function adtsFrameLength(buffer: Uint8Array, at: number): number {
  return adtsFrameAt(buffer, at)?.length ?? 0;
}

export interface OggPage {
  length: number;
  /** The first page of a logical stream: its first packet is the codec's identification header. */
  beginsStream: boolean;
  /** Where the page's data (its packets) starts in the buffer. */
  dataStart: number;
}

/** The Ogg page starting at `at`, or null (also when its segment table is not all there yet). */
export function oggPageAt(buffer: Uint8Array, at: number): OggPage | null {
  if (at + 27 > buffer.length) return null;
  if (buffer[at] !== 0x4f || buffer[at + 1] !== 0x67 || buffer[at + 2] !== 0x67 || buffer[at + 3] !== 0x53) return null;
  if (buffer[at + 4] !== 0) return null; // stream structure version, always 0
  const segments = buffer[at + 26] ?? 0;
  if (at + 27 + segments > buffer.length) return null;
  let length = 27 + segments;
  for (let i = 0; i < segments; i += 1) length += buffer[at + 27 + i] ?? 0;
  return { length, beginsStream: ((buffer[at + 5] ?? 0) & 0x02) !== 0, dataStart: at + 27 + segments };
}

/** The length of the Ogg page starting at `at`, or 0. */
export function oggPageLength(buffer: Uint8Array, at: number): number {
  return oggPageAt(buffer, at)?.length ?? 0;
}

export interface CodecHeader {
  /** 'OGG' (Vorbis, as Radio Browser names it), 'OPUS' or 'FLAC'. */
  codec: string;
  sampleRate: number | null;
  /** kbit/s the encoder announced, when it announced one. */
  nominalBitrate: number | null;
}

function startsWith(bytes: Uint8Array, at: number, text: string): boolean {
  if (at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i += 1) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** What an Ogg logical stream carries, from its identification header (the first packet). */
export function oggCodecHeader(packet: Uint8Array): CodecHeader | null {
  if (startsWith(packet, 0, '\x01vorbis') && packet.length >= 30) {
    // Vorbis I identification header: rate at 12, nominal bitrate (bit/s, 0 or -1 when unset) at 20.
    const view = Buffer.from(packet.buffer, packet.byteOffset, packet.length);
    const nominal = view.readInt32LE(20);
    return {
      codec: 'OGG',
      sampleRate: view.readUInt32LE(12),
      nominalBitrate: nominal > 0 ? Math.round(nominal / 1000) : null,
    };
  }
  // Opus always decodes at 48 kHz whatever input rate its header mentions (RFC 7845).
  if (startsWith(packet, 0, 'OpusHead')) return { codec: 'OPUS', sampleRate: 48000, nominalBitrate: null };
  // Ogg FLAC: 0x7F "FLAC", version, header count, then the native "fLaC" and its STREAMINFO block.
  if (startsWith(packet, 0, '\x7fFLAC')) {
    const info = flacStreamInfoAt(packet, 9);
    return info && { codec: 'FLAC', sampleRate: info.sampleRate, nominalBitrate: null };
  }
  return null;
}

export interface FlacStreamInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

/** A native FLAC stream's start: the "fLaC" marker and its STREAMINFO block, or null. */
export function flacStreamInfoAt(buffer: Uint8Array, at: number): FlacStreamInfo | null {
  if (at + 8 + 34 > buffer.length || !startsWith(buffer, at, 'fLaC')) return null;
  // The first metadata block must be STREAMINFO (type 0) and exactly 34 bytes long.
  const type = (buffer[at + 4] ?? 0) & 0x7f;
  const size = ((buffer[at + 5] ?? 0) << 16) | ((buffer[at + 6] ?? 0) << 8) | (buffer[at + 7] ?? 0);
  if (type !== 0 || size !== 34) return null;
  const info = at + 8;
  const minBlockSize = ((buffer[info] ?? 0) << 8) | (buffer[info + 1] ?? 0);
  // 20 bits of sample rate, 3 of channels − 1, 5 of bits per sample − 1, from byte 10 of STREAMINFO.
  const b10 = buffer[info + 10] ?? 0;
  const b11 = buffer[info + 11] ?? 0;
  const b12 = buffer[info + 12] ?? 0;
  const b13 = buffer[info + 13] ?? 0;
  const sampleRate = (b10 << 12) | (b11 << 4) | (b12 >> 4);
  if (minBlockSize < 16 || sampleRate === 0 || sampleRate > 655350) return null;
  return { sampleRate, channels: ((b12 >> 1) & 7) + 1, bitsPerSample: (((b12 & 1) << 4) | (b13 >> 4)) + 1 };
}

const LENGTH_OF: Record<Exclude<FrameFormat, null>, (buffer: Uint8Array, at: number) => number> = {
  mp3: mp3FrameLength,
  adts: adtsFrameLength,
  ogg: oggPageLength,
};

/**
 * The offset of the first frame that is followed by another frame right where its length says (a
 * lone 0xFF in the audio data looks like a sync word; two frames in a row rarely lie), or that runs
 * past the end; 0 when the format is unknown (any byte will do), -1 when no frame is found.
 */
export function findFrameStart(buffer: Uint8Array, format: FrameFormat): number {
  if (!format) return 0;
  const lengthAt = LENGTH_OF[format];
  for (let at = 0; at < buffer.length; at += 1) {
    const length = lengthAt(buffer, at);
    if (length === 0) continue;
    if (at + length >= buffer.length) return at;
    if (lengthAt(buffer, at + length) > 0) return at;
  }
  return -1;
}
