// Where a decodable frame starts in a stretch of audio, so that a new listener's burst begins on a
// frame (as Icecast's sync points do) and the decoder does not stumble over half a frame.
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

/** The length of the MPEG audio frame whose header starts at `at`, or 0 when there is none. */
export function mp3FrameLength(buffer: Uint8Array, at: number): number {
  if (at + 4 > buffer.length) return 0;
  const b1 = buffer[at + 1] ?? 0;
  const b2 = buffer[at + 2] ?? 0;
  if (buffer[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return 0;
  const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = 4 - ((b1 >> 1) & 3); // bits 11 → I, 10 → II, 01 → III, 00 reserved
  const bitrateIndex = b2 >> 4;
  const sampleRate = MP3_SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || !sampleRate) return 0;
  const table = version === 3 ? `V1L${layer}` : layer === 1 ? 'V2L1' : 'V2L2';
  const bitrate = (MP3_BITRATES[table]?.[bitrateIndex] ?? 0) * 1000;
  const padding = (b2 >> 1) & 1;
  if (layer === 1) return (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
  // Layer III in MPEG-2/2.5 carries half the samples per frame (576), hence 72 instead of 144.
  const factor = layer === 3 && version !== 3 ? 72 : 144;
  return Math.floor((factor * bitrate) / sampleRate) + padding;
}

/** The length of the AAC ADTS frame starting at `at`, or 0. */
export function adtsFrameLength(buffer: Uint8Array, at: number): number {
  if (at + 7 > buffer.length) return 0;
  if (buffer[at] !== 0xff || ((buffer[at + 1] ?? 0) & 0xf6) !== 0xf0) return 0;
  const length = (((buffer[at + 3] ?? 0) & 3) << 11) | ((buffer[at + 4] ?? 0) << 3) | ((buffer[at + 5] ?? 0) >> 5);
  return length >= 7 ? length : 0;
}

/** The length of the Ogg page starting at `at`, or 0. */
export function oggPageLength(buffer: Uint8Array, at: number): number {
  if (at + 27 > buffer.length) return 0;
  if (buffer[at] !== 0x4f || buffer[at + 1] !== 0x67 || buffer[at + 2] !== 0x67 || buffer[at + 3] !== 0x53) return 0;
  const segments = buffer[at + 26] ?? 0;
  if (at + 27 + segments > buffer.length) return 0;
  let length = 27 + segments;
  for (let i = 0; i < segments; i += 1) length += buffer[at + 27 + i] ?? 0;
  return length;
}

const LENGTH_OF: Record<Exclude<FrameFormat, null>, (buffer: Uint8Array, at: number) => number> = {
  mp3: mp3FrameLength,
  adts: adtsFrameLength,
  ogg: oggPageLength,
};

/**
 * The offset of the first frame that is followed by another frame right where its length says (a
 * lone 0xFF in the audio data looks like a sync word; two frames in a row rarely lie), or 0 when the
 * format is unknown or no frame is found.
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
  return 0;
}
