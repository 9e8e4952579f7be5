// Drops a long-lived response (relayed audio, live events) whose client stopped reading, instead of
// buffering for it without end. Two signs, whichever comes first: its unsent backlog would pass a
// size, or the backlog has not shrunk for a while. Node only sees what the kernel has not taken yet:
// a stalled client's first bytes vanish into the socket buffers (tens to hundreds of KiB on a real
// network, up to 4 MiB on loopback), so either sign shows only once those are full.
import type { Writable } from 'node:stream';

export interface BacklogRules {
  /** A stream whose unsent bytes would pass this is dropped. */
  maxBytes: number;
  /** A stream whose unsent bytes have not shrunk for this long is dropped. */
  maxStallMs: number;
}

interface Progress {
  /** Unsent bytes just after the last write. */
  backlog: number;
  /** When the backlog last shrank or was empty. */
  movedAt: number;
}

export class BacklogLimit {
  private readonly progress = new WeakMap<Writable, Progress>();

  constructor(private readonly rules: BacklogRules) {}

  /** Writes `chunk` to `stream`, or destroys the stream when its client has fallen behind; false if dropped. */
  write(stream: Writable, chunk: Buffer | string, now = performance.now()): boolean {
    if (stream.destroyed) return false;
    const backlog = stream.writableLength;
    let seen = this.progress.get(stream);
    if (!seen) {
      seen = { backlog, movedAt: now };
      this.progress.set(stream, seen);
    } else if (backlog === 0 || backlog < seen.backlog) {
      seen.movedAt = now;
    }
    // A client that has taken everything so far is never behind, however large the next chunk.
    const tooLarge = backlog > 0 && backlog + chunk.length > this.rules.maxBytes;
    if (tooLarge || now - seen.movedAt >= this.rules.maxStallMs) {
      stream.destroy();
      return false;
    }
    stream.write(chunk);
    seen.backlog = stream.writableLength;
    return true;
  }
}
