import { aStation } from '@sauti/contract/testing';
import { describe, expect, it } from 'vitest';
import { playingBitrate, streamsByWeight } from './low-data-stream';

describe("a station's streams by weight", () => {
  it('lists the station and its alternates lightest first, unknown last, the station first among equals', () => {
    const station = aStation({
      bitrate: 64,
      alternates: [
        { url: 'https://a.example/unknown', codec: null, bitrate: 0 },
        { url: 'https://a.example/64', codec: 'AAC', bitrate: 64 },
        { url: 'https://a.example/24', codec: 'AAC', bitrate: 24 },
      ],
    });
    expect(streamsByWeight(station).map((stream) => [stream.url, stream.bitrate, stream.own])).toEqual([
      ['https://a.example/24', 24, false],
      ['https://radio.example/live.mp3', 64, true],
      ['https://a.example/64', 64, false],
      ['https://a.example/unknown', null, false],
    ]);
  });
});

describe('the bitrate the data meter counts', () => {
  const station = aStation({ bitrate: 128, alternates: [{ url: 'https://a.example/32', codec: 'AAC', bitrate: 32 }] });

  it("is the alternate's when the audio plays its address, else the station's own", () => {
    expect(playingBitrate(station, 'https://a.example/32')).toBe(32);
    expect(playingBitrate(station, 'http://localhost:8080/api/streams/st-1')).toBe(128);
    expect(playingBitrate(station, 'blob:http://localhost:8080/1234')).toBe(128);
  });

  it('is unknown when the catalogue does not know it', () => {
    expect(playingBitrate(aStation({ bitrate: 0 }), '/api/streams/st-1')).toBeNull();
  });
});
