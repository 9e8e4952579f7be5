// Reads the first bytes of an answer for the checker, with ICY metadata taken out, up to a byte cap,
// until the caller has heard enough, the body ends or the deadline passes, and notes when each byte
// arrived (for the time to first audio). Never throws: how reading stopped is part of the verdict.
import type { SafeResponse } from '../../platform/safe-fetch';
import { IcyDemuxer } from '../stream-gateway';

export type ReadStop = 'enough' | 'cap' | 'ended' | 'deadline' | 'broken';

export interface BodyRead {
  /** At most the cap, metadata removed. */
  bytes: Buffer;
  stop: ReadStop;
  /** performance.now() when the byte at `offset` had arrived. */
  arrivalOf(offset: number): number;
}

export interface BodyReadOptions {
  maxBytes: number;
  signal: AbortSignal;
  /** The answer's icy-metaint: audio bytes between metadata blocks, 0 for none. */
  metaint?: number;
  /** Asked after every chunk with everything read so far. */
  heardEnough?(bytes: Buffer): boolean;
}

export function readBody(response: SafeResponse, options: BodyReadOptions): Promise<BodyRead> {
  const { body } = response;
  const parts: Buffer[] = [];
  const arrivals: { end: number; at: number }[] = [];
  let length = 0;
  const demuxer = new IcyDemuxer(
    options.metaint ?? 0,
    (audio) => {
      parts.push(audio);
      length += audio.length;
      arrivals.push({ end: length, at: performance.now() });
    },
    () => {},
  );
  const arrivalOf = (offset: number) => (arrivals.find((arrival) => arrival.end > offset) ?? arrivals.at(-1))?.at ?? 0;
  return new Promise((resolve) => {
    let done = false;
    const finish = (stop: ReadStop) => {
      if (done) return;
      done = true;
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      options.signal.removeEventListener('abort', onAbort);
      resolve({ bytes: Buffer.concat(parts, length).subarray(0, options.maxBytes), stop, arrivalOf });
    };
    const onData = (chunk: Buffer) => {
      demuxer.push(chunk);
      if (options.heardEnough?.(Buffer.concat(parts, length).subarray(0, options.maxBytes))) finish('enough');
      else if (length >= options.maxBytes) finish('cap');
    };
    const onEnd = () => finish('ended');
    const onError = () => finish(options.signal.aborted ? 'deadline' : 'broken');
    const onAbort = () => finish('deadline');
    if (options.signal.aborted) return finish('deadline');
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    options.signal.addEventListener('abort', onAbort, { once: true });
    body.resume();
  });
}
