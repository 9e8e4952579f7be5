// Reading an HTTP response head ourselves, because Node's parser (llhttp, also inside undici) rejects
// Shoutcast v1's `ICY 200 OK` status line and radio servers are the third parties we talk to most.
import type { Socket } from 'node:net';
import { type Readable, Transform, type TransformCallback } from 'node:stream';

export interface ResponseHead {
  /** 'HTTP/1.0', 'HTTP/1.1' or 'ICY' (Shoutcast v1). */
  protocol: string;
  status: number;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
}

export class HeadError extends Error {
  constructor(
    readonly reason: 'header_too_large' | 'bad_response',
    message: string,
  ) {
    super(message);
  }
}

const STATUS_LINE = /^(HTTP\/\d(?:\.\d)?|ICY)\s+(\d{3})(?:\s.*)?$/i;

export function parseHead(text: string): ResponseHead {
  const lines = text.split(/\r?\n/);
  const match = STATUS_LINE.exec(lines[0]?.trim() ?? '');
  if (!match?.[1] || !match[2]) throw new HeadError('bad_response', 'the server did not answer with HTTP');
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { protocol: match[1].toUpperCase(), status: Number(match[2]), headers };
}

/** Where the head ends: after the first blank line (CRLF, or bare LF from sloppy servers). */
function headEnd(buffer: Buffer): { at: number; length: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n');
  const lf = buffer.indexOf('\n\n');
  if (crlf < 0 && lf < 0) return null;
  if (lf < 0 || (crlf >= 0 && crlf < lf)) return { at: crlf, length: 4 };
  return { at: lf, length: 2 };
}

/**
 * Reads the response head from the socket; the bytes after it are put back so the socket reads on
 * as the body. Resolves once the head is complete.
 */
export function readHead(socket: Socket, maxHeaderBytes: number): Promise<ResponseHead> {
  return new Promise((resolve, reject) => {
    let buffered: Buffer = Buffer.alloc(0);
    const finish = (error: Error | null, head?: ResponseHead) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', onError);
      socket.off('close', onEnd);
      if (error) reject(error);
      else if (head) resolve(head);
    };
    const onData = (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      const end = headEnd(buffered);
      if (!end) {
        if (buffered.length > maxHeaderBytes) {
          finish(new HeadError('header_too_large', `the response headers exceed ${maxHeaderBytes} bytes`));
        }
        return;
      }
      if (end.at > maxHeaderBytes) {
        finish(new HeadError('header_too_large', `the response headers exceed ${maxHeaderBytes} bytes`));
        return;
      }
      socket.pause();
      let head: ResponseHead;
      try {
        head = parseHead(buffered.subarray(0, end.at).toString('latin1'));
      } catch (error) {
        finish(error as Error);
        return;
      }
      const rest = buffered.subarray(end.at + end.length);
      finish(null, head);
      if (rest.length > 0) socket.unshift(rest);
    };
    const onEnd = () => finish(new HeadError('bad_response', 'the connection closed before a response arrived'));
    const onError = (error: Error) => finish(error);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('close', onEnd);
    socket.once('error', onError);
  });
}

/**
 * The response body as its own stream. We ask in HTTP/1.0, so most bodies simply run until the
 * connection closes; a Content-Length limits it, and chunked coding (which some servers send
 * anyway) is decoded.
 */
export function bodyOf(socket: Socket, head: ResponseHead): Readable {
  if (/\bchunked\b/i.test(head.headers['transfer-encoding'] ?? '')) return pipeOwned(socket, new Dechunk());
  const length = Number(head.headers['content-length']);
  if (head.headers['content-length'] !== undefined && Number.isSafeInteger(length) && length >= 0) {
    return pipeOwned(socket, new LimitLength(length));
  }
  return socket;
}

/** Pipes the socket through a transform whose destruction also closes the socket. */
function pipeOwned(socket: Socket, transform: Transform): Readable {
  socket.pipe(transform);
  socket.once('error', (error) => transform.destroy(error));
  transform.once('close', () => socket.destroy());
  return transform;
}

class LimitLength extends Transform {
  constructor(private remaining: number) {
    super();
    if (remaining === 0) this.end();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.remaining <= 0) {
      done();
      return;
    }
    const part = chunk.length > this.remaining ? chunk.subarray(0, this.remaining) : chunk;
    this.remaining -= part.length;
    this.push(part);
    if (this.remaining === 0) this.push(null);
    done();
  }
}

/** Decodes Transfer-Encoding: chunked, across any split of the chunk-size lines. */
class Dechunk extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private inChunk = 0;
  private finished = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (!this.finished && this.pending.length > 0) {
      if (this.inChunk > 0) {
        const part = this.pending.subarray(0, this.inChunk);
        this.push(part);
        this.inChunk -= part.length;
        this.pending = this.pending.subarray(part.length);
        if (this.inChunk === 0) this.inChunk = -2;
        continue;
      }
      if (this.inChunk < 0) {
        // the CRLF after a chunk's data
        const skip = Math.min(-this.inChunk, this.pending.length);
        this.pending = this.pending.subarray(skip);
        this.inChunk += skip;
        continue;
      }
      const lineEnd = this.pending.indexOf('\r\n');
      if (lineEnd < 0) {
        if (this.pending.length > 1024) {
          done(new Error('bad chunked encoding'));
          return;
        }
        break;
      }
      const size = Number.parseInt(this.pending.subarray(0, lineEnd).toString('latin1'), 16);
      if (!Number.isFinite(size) || size < 0) {
        done(new Error('bad chunked encoding'));
        return;
      }
      this.pending = this.pending.subarray(lineEnd + 2);
      if (size === 0) {
        this.finished = true;
        this.push(null);
      } else {
        this.inChunk = size;
      }
    }
    done();
  }
}
