import { describe, expect, it } from 'vitest';
import {
  adtsFrames,
  flacStream,
  mpegFrame,
  mpegFrames,
  oggOpusStream,
  oggPage,
  oggVorbisStream,
  seededNoise,
} from '../../test-support/audio-fixtures';
import { detectAudio } from './audio-detection';

describe('audio detection', () => {
  it('finds MP3 and its bitrate from the frame headers, past junk before the first frame', () => {
    const junk = Buffer.from([0x12, 0xff, 0xfb, 0x90, 0x00, 0x34]);
    const audio = detectAudio(Buffer.concat([junk, mpegFrames(40, [128])]));
    expect(audio).toMatchObject({ codec: 'MP3', bitrate: 128, offset: junk.length });
    expect(audio?.measuredSeconds).toBeCloseTo((40 * 1152) / 44100, 5);
  });

  it('averages the bitrate of a VBR MP3 stream over the frames read', () => {
    expect(detectAudio(mpegFrames(40, [96, 128, 160, 192]))?.bitrate).toBe(144);
  });

  it('needs three MPEG frames in a row, so a pair of sync words in noise is not audio', () => {
    expect(detectAudio(Buffer.concat([mpegFrame(128), mpegFrame(128)]))).toBeNull();
    expect(detectAudio(Buffer.concat([mpegFrame(128), mpegFrame(128), mpegFrame(128)]))?.codec).toBe('MP3');
  });

  it('measures AAC in ADTS by its bytes over its duration', () => {
    // 372 bytes a frame of 1024 samples at 44.1 kHz: 372 × 8 × 44100 / 1024 = 128.2 kbit/s
    expect(detectAudio(adtsFrames(60, [360, 384]))).toMatchObject({ codec: 'AAC', bitrate: 128, offset: 0 });
  });

  it('names Ogg streams by their identification header: Opus, and Vorbis with its nominal bitrate', () => {
    expect(detectAudio(oggOpusStream())).toEqual({ codec: 'OPUS', bitrate: null, offset: 0, measuredSeconds: null });
    expect(detectAudio(oggVorbisStream(112))).toMatchObject({ codec: 'OGG', bitrate: 112 });
    expect(detectAudio(oggVorbisStream(0))).toMatchObject({ codec: 'OGG', bitrate: null });
  });

  it('takes Ogg pages joined mid-stream as Ogg audio, and an Ogg stream of video alone as not audio', () => {
    const opus = oggOpusStream();
    const secondAudioPage = opus.indexOf('OggS', 100);
    expect(detectAudio(opus.subarray(secondAudioPage))).toMatchObject({ codec: 'OGG', offset: 0 });
    const theora = Buffer.concat([Buffer.from('\x80theora', 'latin1'), Buffer.alloc(34)]);
    const video = Buffer.concat([
      oggPage({ packets: [theora], granule: 0n, sequence: 0, beginsStream: true }),
      oggPage({ packets: [Buffer.alloc(100)], granule: 1n, sequence: 1 }),
    ]);
    expect(detectAudio(video)).toBeNull();
  });

  it('finds FLAC by its marker and STREAMINFO', () => {
    expect(detectAudio(flacStream())).toMatchObject({ codec: 'FLAC', offset: 0 });
  });

  it('finds nothing in 64 KiB of noise', () => {
    expect(detectAudio(seededNoise(64 * 1024))).toBeNull();
    expect(detectAudio(seededNoise(64 * 1024, 7))).toBeNull();
  });
});
