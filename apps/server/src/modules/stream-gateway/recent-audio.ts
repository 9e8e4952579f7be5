// A station relay's audio, from upstream to listeners: copied into fixed-size blocks as it arrives,
// sent on as slices of those blocks, and kept for the last few seconds so a new listener starts at
// once. Blocks that fall out of that window are reused when no listener's unsent writes can still
// point into them. A running relay thus makes no audio buffer per flush or per new listener: the
// network reads it copies from die young, and no audio waits in the heap for V8's next full
// collection, which with thousands of listeners had held tens of megabytes (see bench/gateway).

interface Block {
  buffer: Buffer;
  /** Position of its first byte in the station's audio since the relay started. */
  start: number;
}

export class RecentAudio {
  /** Oldest first; the last is the block being filled. */
  private readonly blocks: Block[] = [];
  /** Blocks out of the kept audio that a write may still hold a slice of, oldest first. */
  private readonly retired: Block[] = [];
  private readonly spare: Buffer[] = [];
  /** Audio appended so far, in bytes: the position just after the last byte. */
  private end = 0;
  /** Audio handed out by takeUnsent so far. */
  private sentTo = 0;

  /**
   * @param blockBytes size of each block
   * @param keepBytes how much audio already sent is kept for new listeners (changeable, see `keep`)
   */
  constructor(
    private readonly blockBytes: number,
    private keepBytes: number,
  ) {}

  /** Bytes appended but not yet handed out by takeUnsent. */
  get unsentLength(): number {
    return this.end - this.sentTo;
  }

  /** How much audio already sent is kept for new listeners from now on. */
  keep(bytes: number): void {
    this.keepBytes = bytes;
  }

  /** Copies `audio` in, filling the current block and starting new ones as needed. */
  append(audio: Uint8Array): void {
    let copied = 0;
    while (copied < audio.length) {
      const block = this.writableBlock();
      const at = this.end - block.start;
      const count = Math.min(audio.length - copied, this.blockBytes - at);
      block.buffer.set(audio.subarray(copied, copied + count), at);
      copied += count;
      this.end += count;
    }
  }

  /** Everything appended since the last call, as slices of the blocks (more than one across a block's end). */
  takeUnsent(): Buffer[] {
    const parts = this.slices(this.sentTo, this.end);
    this.sentTo = this.end;
    return parts;
  }

  /** The last `keepBytes` of the audio already sent, oldest first, as slices of the blocks. */
  recent(): Buffer[] {
    const oldest = this.blocks[0]?.start ?? 0;
    return this.slices(Math.max(oldest, this.sentTo - this.keepBytes), this.sentTo);
  }

  /**
   * Lets go of the blocks wholly older than the kept audio. `heldBytes` is how far back from the
   * last audio sent a write may still hold a slice (the longest unsent backlog of any listener, each
   * being the latest audio): blocks wholly before that are filled again, the others once they are.
   */
  trim(heldBytes: number): void {
    const keepFrom = this.sentTo - this.keepBytes;
    for (let oldest = this.blocks[0]; oldest && this.blocks.length > 1; oldest = this.blocks[0]) {
      if (oldest.start + this.blockBytes > keepFrom) break;
      this.retired.push(oldest);
      this.blocks.shift();
    }
    const heldFrom = this.sentTo - heldBytes;
    for (let oldest = this.retired[0]; oldest; oldest = this.retired[0]) {
      if (oldest.start + this.blockBytes > heldFrom) return;
      this.spare.push(oldest.buffer);
      this.retired.shift();
    }
  }

  private writableBlock(): Block {
    const last = this.blocks.at(-1);
    if (last && this.end - last.start < this.blockBytes) return last;
    const block = { buffer: this.spare.pop() ?? Buffer.allocUnsafeSlow(this.blockBytes), start: this.end };
    this.blocks.push(block);
    return block;
  }

  private slices(from: number, to: number): Buffer[] {
    const parts: Buffer[] = [];
    for (const { buffer, start } of this.blocks) {
      const first = Math.max(from, start);
      const last = Math.min(to, start + this.blockBytes);
      if (first < last) parts.push(buffer.subarray(first - start, last - start));
    }
    return parts;
  }
}
