import { describe, expect, it } from 'vitest';
import { FRAME_BYTES, mp3Frame } from '../../test-support/fake-radio';
import { adtsFrameLength, findFrameStart, mp3FrameLength } from './frame-sync';

function adtsFrame(length: number): Buffer {
  const frame = Buffer.alloc(length);
  frame.set([0xff, 0xf1, 0x50, 0x80 | ((length >> 11) & 3), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]);
  return frame;
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
});
