import { describe, expect, it } from 'vitest';
import { adtsFrames, mpegFrames, seededNoise, transportStream } from '../../test-support/audio-fixtures';
import { segmentAudio } from './hls-segment';

/** An MP4 box: its size, its type, its content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An init section with one track of the given handler ('soun', 'vide') and sample entry ('mp4a', 'avc1'). */
function mp4Init(handler: string, sampleEntry: string): Buffer {
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from(handler, 'latin1'), Buffer.alloc(13));
  const stsd = box('stsd', Buffer.alloc(8), box(sampleEntry, Buffer.alloc(28)));
  const track = box('trak', box('mdia', hdlr, box('minf', box('stbl', stsd))));
  return Buffer.concat([box('ftyp', Buffer.from('iso6', 'latin1'), Buffer.alloc(4)), box('moov', track)]);
}

describe('HLS segment audio', () => {
  it('finds the audio stream of an MPEG-TS segment through its PAT and PMT', () => {
    expect(segmentAudio(transportStream(0x0f, adtsFrames(20, [372])), null)).toEqual({ codec: 'AAC', bitrate: null });
    expect(segmentAudio(transportStream(0x03, mpegFrames(20, [128])), null)).toEqual({ codec: 'MP3', bitrate: null });
  });

  it('refuses an MPEG-TS segment that carries video only', () => {
    expect(segmentAudio(transportStream(0x1b, Buffer.alloc(4000)), null)).toBeNull();
  });

  it('finds a sound track in a fragmented MP4 init section, and none in a video-only one', () => {
    const segment = box('moof', Buffer.alloc(16));
    expect(segmentAudio(segment, mp4Init('soun', 'mp4a'))).toEqual({ codec: 'AAC', bitrate: null });
    expect(segmentAudio(segment, mp4Init('vide', 'avc1'))).toBeNull();
  });

  it('measures packed audio by its frames, and refuses noise', () => {
    const id3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x20', 'latin1'), Buffer.alloc(32)]);
    expect(segmentAudio(Buffer.concat([id3, adtsFrames(60, [372])]), null)).toEqual({ codec: 'AAC', bitrate: 128 });
    expect(segmentAudio(seededNoise(20_000), null)).toBeNull();
  });
});
