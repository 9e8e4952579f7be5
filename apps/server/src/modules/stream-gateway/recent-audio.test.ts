// A relay's audio blocks: what is appended comes out once and whole, new listeners get the last
// audio sent, and a block is filled again only when no write can still hold it.
import { describe, expect, it } from 'vitest';
import { RecentAudio } from './recent-audio';

const BLOCK = 16;

/** Bytes counting up from `from`, so any slice shows where it came from. */
const counting = (from: number, length: number) => Buffer.from(Array.from({ length }, (_, i) => (from + i) % 256));

describe('recent audio', () => {
  it('hands out everything appended once, in order, across block ends', () => {
    const audio = new RecentAudio(BLOCK, 64);
    audio.append(counting(0, 10));
    audio.append(counting(10, 30));
    expect(audio.unsentLength).toBe(40);
    const parts = audio.takeUnsent();
    expect(parts.map((part) => part.length)).toEqual([16, 16, 8]);
    expect(Buffer.concat(parts)).toEqual(counting(0, 40));
    expect(audio.unsentLength).toBe(0);
    expect(audio.takeUnsent()).toEqual([]);
    audio.append(counting(40, 5));
    expect(Buffer.concat(audio.takeUnsent())).toEqual(counting(40, 5));
  });

  it('gives a new listener the last audio sent, up to what it keeps, and nothing unsent', () => {
    const audio = new RecentAudio(BLOCK, 20);
    audio.append(counting(0, 50));
    audio.takeUnsent();
    audio.append(counting(50, 7));
    expect(Buffer.concat(audio.recent())).toEqual(counting(30, 20));
    audio.keep(8);
    expect(Buffer.concat(audio.recent())).toEqual(counting(42, 8));
  });

  it('keeps every block a new listener may need, however it trims', () => {
    const audio = new RecentAudio(BLOCK, 40);
    for (let at = 0; at < 400; at += 13) {
      audio.append(counting(at, 13));
      audio.takeUnsent();
      audio.trim(0);
      const sent = at + 13;
      expect(Buffer.concat(audio.recent())).toEqual(counting(Math.max(0, sent - 40), Math.min(sent, 40)));
    }
  });

  it('fills a block it let go of again only when it is older than any write may hold', () => {
    /** The slice of the first block sent, after nine more went through, trimmed each time as told. */
    const firstSliceAfterNineBlocks = (heldBytes: number) => {
      const audio = new RecentAudio(BLOCK, BLOCK);
      audio.append(counting(0, BLOCK));
      const [first] = audio.takeUnsent() as [Buffer];
      for (let at = BLOCK; at < 10 * BLOCK; at += BLOCK) {
        audio.append(counting(at, BLOCK));
        audio.takeUnsent();
        audio.trim(heldBytes);
      }
      return first;
    };
    // A backlog reaching back into the first block keeps it whole; a shorter one lets it be filled again.
    expect(firstSliceAfterNineBlocks(Number.POSITIVE_INFINITY)).toEqual(counting(0, BLOCK));
    expect(firstSliceAfterNineBlocks(10 * BLOCK)).toEqual(counting(0, BLOCK));
    expect(firstSliceAfterNineBlocks(0)).not.toEqual(counting(0, BLOCK));
    expect(firstSliceAfterNineBlocks(2 * BLOCK)).not.toEqual(counting(0, BLOCK));
  });
});
