import { describe, expect, it } from 'vitest';
import { icyBlock } from '../../test-support/fake-radio';
import { IcyDemuxer, parseIcyMetadata, splitStreamTitle } from './icy-metadata';

/** Audio with ICY blocks inserted every `metaint` bytes, as a server sends it. */
function interleave(audio: Buffer, metaint: number, titles: Array<string | null>): Buffer {
  const parts: Buffer[] = [];
  let block = 0;
  for (let at = 0; at < audio.length; at += metaint) {
    parts.push(audio.subarray(at, at + metaint));
    if (at + metaint <= audio.length) parts.push(icyBlock(titles[block++ % titles.length] ?? null));
  }
  return Buffer.concat(parts);
}

function demux(wire: Buffer, metaint: number, chunkSizes: number[]) {
  const audio: Buffer[] = [];
  const titles: string[] = [];
  const demuxer = new IcyDemuxer(
    metaint,
    (part) => audio.push(Buffer.from(part)),
    (block) => titles.push(parseIcyMetadata(block).StreamTitle ?? '?'),
  );
  let at = 0;
  for (let i = 0; at < wire.length; i += 1) {
    const size = chunkSizes[i % chunkSizes.length] ?? 1;
    demuxer.push(wire.subarray(at, at + size));
    at += size;
  }
  return { audio: Buffer.concat(audio), titles };
}

describe('ICY metadata', () => {
  const audio = Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 7) % 251));
  const titles = ["StreamTitle='Artist - One';", null, "StreamTitle='Artist - Two';StreamUrl='';"];

  it.each([1, 7, 100, 8192, 16000])(
    'strips metadata at metaint %i whatever the chunk boundaries, keeping the audio byte for byte',
    (metaint) => {
      const wire = interleave(audio, metaint, titles);
      const expectedBlocks = Math.floor(audio.length / metaint);
      const expectedTitles = Array.from({ length: expectedBlocks }, (_, i) => titles[i % 3])
        .filter((title): title is string => title !== null)
        .map((title) => (title.includes('One') ? 'Artist - One' : 'Artist - Two'));
      for (const sizes of [[1], [3, 1, 4096], [metaint + 1], [metaint - 1 || 1, 17], [65536]]) {
        const result = demux(wire, metaint, sizes);
        expect(result.audio.equals(audio)).toBe(true);
        expect(result.titles).toEqual(expectedTitles);
      }
    },
  );

  it('passes everything through as audio when the server sends no metaint', () => {
    expect(demux(audio, 0, [1000]).audio.equals(audio)).toBe(true);
  });

  it("keeps ' and ; inside a title, and trims the NUL padding", () => {
    const block = icyBlock("StreamTitle='Rock 'n' Roll; Live';StreamUrl='http://x.example/?a=1;b=2';").subarray(1);
    expect(parseIcyMetadata(block)).toEqual({
      StreamTitle: "Rock 'n' Roll; Live",
      StreamUrl: 'http://x.example/?a=1;b=2',
    });
  });

  it('decodes UTF-8 titles, and Latin-1 ones that are not valid UTF-8', () => {
    expect(parseIcyMetadata(Buffer.from("StreamTitle='Fela Kuti - Zombie é';")).StreamTitle).toBe(
      'Fela Kuti - Zombie é',
    );
    expect(parseIcyMetadata(Buffer.from("StreamTitle='Caf\xe9 Noir';", 'latin1')).StreamTitle).toBe('Café Noir');
  });

  it('splits "Artist - Title" and keeps titles without the separator whole', () => {
    expect(splitStreamTitle('Burna Boy - Last Last')).toEqual({
      title: 'Burna Boy - Last Last',
      artist: 'Burna Boy',
      song: 'Last Last',
    });
    expect(splitStreamTitle('Morning Show')).toEqual({ title: 'Morning Show', artist: null, song: null });
    expect(splitStreamTitle('  ')).toBeNull();
  });
});
