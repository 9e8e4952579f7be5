import { describe, expect, it } from 'vitest';
import { adtsFrame, flacStream, oggOpusStream, oggVorbisStream } from '../../test-support/audio-fixtures';
import { FRAME_BYTES, mp3Frame } from '../../test-support/fake-radio';
import {
  adtsFrameAt,
  adtsFrameLength,
  findFrameStart,
  flacStreamInfoAt,
  mp3FrameLength,
  mpegAudioFrameAt,
  oggCodecHeader,
  oggPageAt,
} from './frame-sync';

/** The first packet of the stream's first Ogg page; header packets are under 255 bytes, so one lacing value. */
function firstPacket(stream: Buffer): Buffer {
  const page = oggPageAt(stream, 0);
  if (!page) throw new Error('no Ogg page');
  return stream.subarray(page.dataStart, page.dataStart + (stream[27] ?? 0));
}

describe('frame sync', () => {
  it('measures MPEG audio frames from their headers', () => {
    expect(mp3FrameLength(mp3Frame(1), 0)).toBe(FRAME_BYTES);
    // MPEG-1 Layer III 128 kbit/s 44.1 kHz with the padding bit: one byte more
    expect(mp3FrameLength(Buffer.from([0xff, 0xfb, 0x92, 0x00]), 0)).toBe(418);
    // MPEG-2 Layer III 64 kbit/s 22.05 kHz: 72 × 64000 / 22050
    expect(mp3FrameLength(Buffer.from([0xff, 0xf3, 0x80, 0x00]), 0)).toBe(208);
    expect(mp3FrameLength(Buffer.from([0xff, 0xfb, 0xf0, 0x00]), 0)).toBe(0);
  });

  it('starts a burst on the first MP3 frame that another frame follows, past a false sync word', () => {
    const junk = Buffer.from([0x12, 0xff, 0xfb, 0x90, 0x00, 0x34, 0x56]);
    const audio = Buffer.concat([junk, mp3Frame(1), mp3Frame(2), mp3Frame(3)]);
    expect(findFrameStart(audio, 'mp3')).toBe(junk.length);
  });

  it('finds AAC ADTS frames', () => {
    expect(adtsFrameLength(adtsFrame(300), 0)).toBe(300);
    const audio = Buffer.concat([Buffer.from([1, 2, 3]), adtsFrame(300), adtsFrame(280)]);
    expect(findFrameStart(audio, 'adts')).toBe(3);
  });

  it('starts at 0 when the format is unknown', () => {
    expect(findFrameStart(Buffer.from([1, 2, 3, 0xff, 0xfb]), null)).toBe(0);
  });

  it('says -1 when no frame starts in the audio', () => {
    expect(findFrameStart(Buffer.from([1, 2, 3, 0xff, 0x12, 0x34]), 'mp3')).toBe(-1);
  });

  it('reads codec, bitrate, sample rate and samples from MPEG audio headers', () => {
    expect(mpegAudioFrameAt(mp3Frame(1), 0)).toEqual({
      codec: 'MP3',
      version: 1,
      length: 417,
      bitrate: 128,
      sampleRate: 44100,
      samples: 1152,
    });
    // MPEG-2 Layer III 64 kbit/s 22.05 kHz: half the samples per frame
    expect(mpegAudioFrameAt(Buffer.from([0xff, 0xf3, 0x80, 0x00]), 0)).toMatchObject({ version: 2, samples: 576 });
    // MPEG-1 Layer II 192 kbit/s 48 kHz
    expect(mpegAudioFrameAt(Buffer.from([0xff, 0xfd, 0xa4, 0x00]), 0)).toMatchObject({
      codec: 'MP2',
      bitrate: 192,
      sampleRate: 48000,
      length: 576,
    });
  });

  it('reads the sample rate of ADTS frames and refuses a reserved rate', () => {
    expect(adtsFrameAt(adtsFrame(372), 0)).toEqual({ length: 372, sampleRate: 44100, samples: 1024 });
    const reserved = adtsFrame(372);
    reserved[2] = 0x7c; // sampling frequency index 15
    expect(adtsFrameAt(reserved, 0)).toBeNull();
  });

  it('names the codec of an Ogg stream from its identification header', () => {
    expect(oggPageAt(oggOpusStream(), 0)).toMatchObject({ beginsStream: true, length: 27 + 1 + 19 });
    expect(oggCodecHeader(firstPacket(oggOpusStream()))).toEqual({
      codec: 'OPUS',
      sampleRate: 48000,
      nominalBitrate: null,
    });
    expect(oggCodecHeader(firstPacket(oggVorbisStream(96)))).toEqual({
      codec: 'OGG',
      sampleRate: 44100,
      nominalBitrate: 96,
    });
    expect(oggCodecHeader(firstPacket(oggVorbisStream(0)))?.nominalBitrate).toBeNull();
    const oggFlac = Buffer.concat([Buffer.from('\x7fFLAC\x01\x00\x00\x01', 'latin1'), flacStream().subarray(0, 42)]);
    expect(oggCodecHeader(oggFlac)).toEqual({ codec: 'FLAC', sampleRate: 44100, nominalBitrate: null });
    expect(oggCodecHeader(Buffer.from('\x80theora and more bytes to be long enough', 'latin1'))).toBeNull();
  });

  it("reads native FLAC's STREAMINFO after the fLaC marker", () => {
    expect(flacStreamInfoAt(flacStream(), 0)).toEqual({ sampleRate: 44100, channels: 2, bitsPerSample: 16 });
    expect(flacStreamInfoAt(Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(60)]), 0)).toBeNull();
  });
});
