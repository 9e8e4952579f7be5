// Fake radio servers for tests and benchmarks: an Icecast-like (or Shoutcast v1) source that sends
// synthesised MP3 frames at a steady rate, with ICY metadata at a chosen interval when asked, and
// titles that change on demand. Frames are valid MPEG-1 Layer III headers with silent content and a
// frame number at the end, so a test can check that audio arrives whole, in order, and clean.
import type { Socket } from 'node:net';
import { mpegFrame } from './audio-fixtures';
import { type FakeHost, type FakeRequest, type Route, startFakeHost } from './fake-host';

// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding: 144 × 128000 / 44100 = 417 bytes a frame.
export const FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x00]);
export const FRAME_BYTES = 417;

/** One silent frame carrying its sequence number in its last four bytes (ignored by decoders). */
export function mp3Frame(sequence: number): Buffer {
  const frame = mpegFrame(128);
  frame.writeUInt32BE(sequence >>> 0, FRAME_BYTES - 4);
  return frame;
}

/** The sequence numbers of the whole frames in `audio`, which must start on a frame; null if it does not. */
export function frameSequence(audio: Buffer): number[] | null {
  const numbers: number[] = [];
  for (let at = 0; at + FRAME_BYTES <= audio.length; at += FRAME_BYTES) {
    if (!audio.subarray(at, at + 4).equals(FRAME_HEADER)) return null;
    numbers.push(audio.readUInt32BE(at + FRAME_BYTES - 4));
  }
  return numbers;
}

/** An ICY metadata block: a length byte in 16-byte units, then the padded text. */
export function icyBlock(text: string | null): Buffer {
  if (text === null) return Buffer.from([0]);
  const bytes = Buffer.from(text, 'utf8');
  const units = Math.ceil(bytes.length / 16);
  const block = Buffer.alloc(1 + units * 16);
  block[0] = units;
  bytes.copy(block, 1);
  return block;
}

export interface FakeSourceOptions {
  /** Audio bytes between metadata blocks when the client asks for them; 0 sends none. */
  metaint?: number;
  /** Shoutcast v1 answers `ICY 200 OK`. */
  protocol?: 'HTTP/1.0' | 'ICY';
  /** Audio bytes per second (16000 = 128 kbit/s). */
  bytesPerSecond?: number;
  contentType?: string;
  title?: string;
  headers?: Record<string, string>;
}

/** A live source: every connection hears the same frame numbers at the same moment, like a real station. */
export class FakeSource {
  title: string;
  /** Connections that asked for the stream, ever. */
  streamRequests = 0;
  readonly requests: FakeRequest[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly started = Date.now();
  private readonly options: Required<Omit<FakeSourceOptions, 'title' | 'headers'>> & {
    headers: Record<string, string>;
  };

  constructor(options: FakeSourceOptions = {}) {
    this.title = options.title ?? 'Fake Artist - First Song';
    this.options = {
      metaint: options.metaint ?? 16000,
      protocol: options.protocol ?? 'HTTP/1.0',
      bytesPerSecond: options.bytesPerSecond ?? 16000,
      contentType: options.contentType ?? 'audio/mpeg',
      headers: options.headers ?? {},
    };
  }

  /** Listeners connected right now. */
  get activeConnections(): number {
    return this.sockets.size;
  }

  /** Cuts every connection, as a radio server restart would. */
  dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  readonly route: Route = (request, socket) => this.serve(request, socket);

  private frameNumberNow(): number {
    return Math.floor(((Date.now() - this.started) * this.options.bytesPerSecond) / 1000 / FRAME_BYTES);
  }

  private serve(request: FakeRequest, socket: Socket): void {
    this.streamRequests += 1;
    this.requests.push(request);
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    const metaint = request.headers['icy-metadata'] === '1' ? this.options.metaint : 0;
    const status = this.options.protocol === 'ICY' ? 'ICY 200 OK' : 'HTTP/1.0 200 OK';
    const headers: Record<string, string> =
      this.options.protocol === 'ICY'
        ? {
            'icy-notice1': '<BR>This stream requires <a href="http://www.winamp.com/">Winamp</a><BR>',
            'icy-notice2': 'SHOUTcast Distributed Network Audio Server/win32 v1.9.8<BR>',
            'icy-name': 'Fake Shoutcast',
            'icy-genre': 'Highlife',
            'icy-url': 'http://example.org',
            'content-type': this.options.contentType,
            'icy-pub': '0',
            'icy-br': '128',
          }
        : {
            'content-type': this.options.contentType,
            'icy-name': 'Fake Icecast',
            'icy-br': '128',
            server: 'Icecast 2.4.4',
          };
    if (metaint > 0) headers['icy-metaint'] = String(metaint);
    Object.assign(headers, this.options.headers);
    const head = [status, ...Object.entries(headers).map(([name, value]) => `${name}:${value}`)].join('\r\n');
    socket.write(`${head}\r\n\r\n`);

    // Like Icecast, start a little in the past so the client gets a burst and can start at once.
    let next = Math.max(0, this.frameNumberNow() - 8);
    let untilMetadata = metaint;
    let sentTitle: string | null = null;
    const send = () => {
      const due = this.frameNumberNow();
      const parts: Buffer[] = [];
      for (; next <= due; next += 1) {
        let frame = mp3Frame(next);
        while (metaint > 0 && frame.length >= untilMetadata) {
          parts.push(frame.subarray(0, untilMetadata));
          frame = frame.subarray(untilMetadata);
          parts.push(icyBlock(this.title === sentTitle ? null : `StreamTitle='${this.title}';StreamUrl='';`));
          sentTitle = this.title;
          untilMetadata = metaint;
        }
        if (frame.length > 0) parts.push(frame);
        untilMetadata -= frame.length;
      }
      if (parts.length > 0 && !socket.destroyed) socket.write(Buffer.concat(parts));
    };
    send();
    const timer = setInterval(send, 20);
    socket.on('close', () => clearInterval(timer));
  }
}

export interface FakeStation {
  host: FakeHost;
  source: FakeSource;
  /** The stream's address on the fake host. */
  streamUrl: string;
  close(): Promise<void>;
}

/** A fake Icecast (or, with protocol 'ICY', Shoutcast v1) server with one mount, `/stream`. */
export async function startFakeStation(options: FakeSourceOptions = {}): Promise<FakeStation> {
  const source = new FakeSource(options);
  const host = await startFakeHost({ '/stream': source.route, '/;': source.route });
  return {
    host,
    source,
    streamUrl: `${host.url}/stream`,
    close: async () => {
      source.dropAll();
      await host.close();
    },
  };
}

export interface HeldStream {
  route: Route;
  /** Connections to it still open. */
  readonly openConnections: number;
}

/** A live stream that sends `audio` at once (a burst, as Icecast does) and then stays connected, silent. */
export function heldStream(audio: Buffer, headers: Record<string, string>): HeldStream {
  const sockets = new Set<Socket>();
  const head = ['HTTP/1.0 200 OK', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return {
    route: (_request, socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.write(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), audio]));
    },
    get openConnections() {
      return sockets.size;
    },
  };
}
