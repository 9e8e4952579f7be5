// Whether the bytes a stream sent are audio, and which: a run of frames that follow one another
// exactly where their headers say (three MPEG audio or ADTS frames, two Ogg pages, or FLAC's fLaC
// marker with its STREAMINFO), so that noise with a stray sync word does not pass. The bitrate comes
// from the frames where they tell it.
import {
  adtsFrameAt,
  flacStreamInfoAt,
  type MpegAudioFrame,
  mpegAudioFrameAt,
  oggCodecHeader,
  oggPageAt,
} from '../stream-gateway';

export interface DetectedAudio {
  /** 'MP3' (or 'MP2', 'MP1'), 'AAC', 'OGG' (Vorbis), 'OPUS' or 'FLAC'. */
  codec: string;
  /**
   * kbit/s: MPEG audio, the average of the frame headers (VBR streams change it frame to frame);
   * ADTS, the frames' bytes over their duration; Ogg Vorbis, the nominal rate of its header; else null.
   */
  bitrate: number | null;
  /** Where the first frame starts. */
  offset: number;
  /** Seconds of audio the bitrate was measured over; null when it is read from a header (or unknown), so more audio would not change it. */
  measuredSeconds: number | null;
}

// One sync word in noise is common and two chained frames happen now and then in 64 KiB of it;
// three chained frames with the same version, layer and sample rate do not.
const MIN_FRAMES = 3;

export function detectAudio(bytes: Uint8Array): DetectedAudio | null {
  for (let at = 0; at < bytes.length; at += 1) {
    const found = detectAt(bytes, at);
    if (found) return found;
  }
  return null;
}

function detectAt(bytes: Uint8Array, at: number): DetectedAudio | null {
  switch (bytes[at]) {
    case 0xff:
      return mpegAudioRun(bytes, at) ?? adtsRun(bytes, at);
    case 0x4f: // "O" of OggS
      return oggStart(bytes, at);
    case 0x66: // "f" of fLaC
      return flacStart(bytes, at);
    default:
      return null;
  }
}

interface Frame {
  length: number;
  sampleRate: number;
  samples: number;
}

/** The frames that follow one another from `at` while they stay in the same stream and whole in the buffer. */
function frameRun<F extends Frame>(
  bytes: Uint8Array,
  at: number,
  frameAt: (bytes: Uint8Array, at: number) => F | null,
  sameStream: (first: F, next: F) => boolean,
): F[] {
  const frames: F[] = [];
  for (let position = at; ; ) {
    const frame = frameAt(bytes, position);
    const first = frames[0] ?? frame;
    if (!frame || !first || !sameStream(first, frame) || position + frame.length > bytes.length) return frames;
    frames.push(frame);
    position += frame.length;
  }
}

const secondsOf = (frames: Frame[]) => frames.reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0);

function mpegAudioRun(bytes: Uint8Array, at: number): DetectedAudio | null {
  const sameStream = (first: MpegAudioFrame, next: MpegAudioFrame) =>
    next.codec === first.codec && next.version === first.version && next.sampleRate === first.sampleRate;
  const frames = frameRun(bytes, at, mpegAudioFrameAt, sameStream);
  const first = frames[0];
  if (!first || frames.length < MIN_FRAMES) return null;
  const bitrate = Math.round(frames.reduce((sum, frame) => sum + frame.bitrate, 0) / frames.length);
  return { codec: first.codec, bitrate, offset: at, measuredSeconds: secondsOf(frames) };
}

function adtsRun(bytes: Uint8Array, at: number): DetectedAudio | null {
  const frames = frameRun(bytes, at, adtsFrameAt, (first, next) => next.sampleRate === first.sampleRate);
  if (frames.length < MIN_FRAMES) return null;
  const seconds = secondsOf(frames);
  const bits = frames.reduce((sum, frame) => sum + frame.length, 0) * 8;
  return { codec: 'AAC', bitrate: Math.round(bits / seconds / 1000), offset: at, measuredSeconds: seconds };
}

/**
 * Two chained Ogg pages. When they open the stream (Icecast sends the header pages first), the
 * first pages name their codecs: the first audio one is the stream's, and a stream whose opening
 * pages name no audio codec (Theora video alone) is not audio. Joined mid-stream, it is just 'OGG'.
 */
function oggStart(bytes: Uint8Array, at: number): DetectedAudio | null {
  const first = oggPageAt(bytes, at);
  if (!first || !oggPageAt(bytes, at + first.length)) return null;
  if (!first.beginsStream) return { codec: 'OGG', bitrate: null, offset: at, measuredSeconds: null };
  for (let position = at, page = oggPageAt(bytes, at); page?.beginsStream; page = oggPageAt(bytes, position)) {
    const header = oggCodecHeader(bytes.subarray(page.dataStart, position + page.length));
    if (header) return { codec: header.codec, bitrate: header.nominalBitrate, offset: at, measuredSeconds: null };
    position += page.length;
  }
  return null;
}

function flacStart(bytes: Uint8Array, at: number): DetectedAudio | null {
  return flacStreamInfoAt(bytes, at) && { codec: 'FLAC', bitrate: null, offset: at, measuredSeconds: null };
}

/** ADTS and MPEG-TS cannot signal HE-AAC (its SBR is implicit), so only what the server declares tells 'AAC+'. */
export function withDeclaredAacPlus(codec: string, declared: string | null): string {
  return codec === 'AAC' && declared === 'AAC+' ? 'AAC+' : codec;
}
