import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BacklogLimit } from './backlog-limit';

/** A client whose socket takes writes only when told to, like one that reads only now and then. */
function aClient() {
  const waiting: Array<() => void> = [];
  const stream = new Writable({
    highWaterMark: 1,
    write(_chunk, _encoding, done) {
      waiting.push(done);
    },
  });
  return {
    stream,
    /** The client reads everything written so far. */
    readAll: () => {
      for (const done of waiting.splice(0)) done();
    },
  };
}

const chunk = Buffer.alloc(100);

describe('the backlog limit', () => {
  it('drops a client whose unsent bytes would pass the size limit', () => {
    const limit = new BacklogLimit({ maxBytes: 350, maxStallMs: 60_000 });
    const client = aClient();
    const written = [0, 1, 2, 3].map((second) => limit.write(client.stream, chunk, second * 1000));
    expect(written).toEqual([true, true, true, false]);
    expect(client.stream.destroyed).toBe(true);
  });

  it('drops a client whose backlog has not shrunk for the stall time, though it is small', () => {
    const limit = new BacklogLimit({ maxBytes: 1_000_000, maxStallMs: 10_000 });
    const client = aClient();
    expect(limit.write(client.stream, chunk, 0)).toBe(true);
    expect(limit.write(client.stream, chunk, 9_000)).toBe(true);
    expect(limit.write(client.stream, chunk, 10_000)).toBe(false);
    expect(client.stream.destroyed).toBe(true);
  });

  it('keeps a slow client that reads now and then, however long it runs', () => {
    const limit = new BacklogLimit({ maxBytes: 1_000_000, maxStallMs: 10_000 });
    const client = aClient();
    for (let second = 0; second < 120; second += 3) {
      expect(limit.write(client.stream, chunk, second * 1000)).toBe(true);
      expect(limit.write(client.stream, chunk, second * 1000 + 1500)).toBe(true);
      if (second % 9 === 0) client.readAll();
    }
    expect(client.stream.destroyed).toBe(false);
  });

  it('never drops a client that has taken everything, however large the next chunk', () => {
    const limit = new BacklogLimit({ maxBytes: 50, maxStallMs: 10_000 });
    const client = aClient();
    expect(limit.write(client.stream, chunk, 0)).toBe(true);
    client.readAll();
    expect(limit.write(client.stream, chunk, 1000)).toBe(true);
  });

  it('writes nothing to a stream that is already gone', () => {
    const limit = new BacklogLimit({ maxBytes: 1_000_000, maxStallMs: 10_000 });
    const client = aClient();
    client.stream.destroy();
    expect(limit.write(client.stream, chunk, 0)).toBe(false);
  });
});
