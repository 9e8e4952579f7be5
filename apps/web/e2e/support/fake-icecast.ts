// A stand-in for an Icecast server on 127.0.0.1: every GET gets an endless audio/mpeg stream of silent
// MPEG-1 Layer III frames, paced like a live 128 kbps broadcast, with the ICY headers Icecast sends;
// a listener that asks for ICY metadata (Icy-MetaData: 1, as the gateway does) also gets a StreamTitle.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One 128 kbps, 44.1 kHz, mono frame without CRC or padding: 144 * 128000 / 44100 = 417 bytes. The
 * header is sync (11 bits), MPEG-1, Layer III, no CRC (0xFFFB); bitrate index 9, 44.1 kHz, no padding
 * (0x90); mono, original (0xC4). An all-zero side information block gives every granule zero
 * bits of main data, which a decoder renders as silence.
 */
const FRAME_BYTES = 417;
const FRAME_HEADER = [0xff, 0xfb, 0x90, 0xc4];
const SAMPLES_PER_FRAME = 1152;
const SAMPLE_RATE = 44_100;
const FRAME_MS = (SAMPLES_PER_FRAME / SAMPLE_RATE) * 1000;

/** Sent at once on connect, like an Icecast burst-on-connect, so playback can start without waiting. */
const BURST_SECONDS = 2;
const TICK_MS = 100;

function silentFrames(count: number): Buffer {
  const frames = Buffer.alloc(FRAME_BYTES * count);
  for (let index = 0; index < count; index += 1) frames.set(FRAME_HEADER, index * FRAME_BYTES);
  return frames;
}

/** A silent MP3 file of about `seconds` (an audio ad's spot, say). */
export function silentMp3(seconds: number): Buffer {
  return silentFrames(Math.round((seconds * 1000) / FRAME_MS));
}

/** Audio bytes between ICY metadata blocks, Icecast's usual value. */
const ICY_METAINT = 16_000;

/** An ICY metadata block: its length in 16-byte units, then the text padded with zeros. */
function icyBlock(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const block = Buffer.alloc(1 + Math.ceil(bytes.length / 16) * 16);
  block[0] = (block.length - 1) / 16;
  bytes.copy(block, 1);
  return block;
}

/** Writes audio with a metadata block after every ICY_METAINT audio bytes. */
function icyWriter(response: ServerResponse, title: string): (audio: Buffer) => void {
  const block = icyBlock(`StreamTitle='${title.replaceAll("'", '')}';`);
  let untilBlock = ICY_METAINT;
  return (audio) => {
    let offset = 0;
    while (offset < audio.length) {
      const take = Math.min(untilBlock, audio.length - offset);
      response.write(audio.subarray(offset, offset + take));
      offset += take;
      untilBlock -= take;
      if (untilBlock === 0) {
        response.write(block);
        untilBlock = ICY_METAINT;
      }
    }
  };
}

export interface FakeIcecast {
  /** The stream's address, e.g. http://127.0.0.1:41234/live.mp3 */
  streamUrl: string;
  port: number;
  /** How many listeners (GET requests) have connected so far. */
  connections(): number;
  stop(): Promise<void>;
}

function streamSilence(response: ServerResponse, name: string, title: string | null, burstSeconds: number): void {
  // Icecast answers a plain HTTP/1.0-style body that ends when the connection does, not chunks.
  response.useChunkedEncodingByDefault = false;
  response.writeHead(200, {
    'content-type': 'audio/mpeg',
    'cache-control': 'no-cache, no-store',
    connection: 'close',
    'icy-name': name,
    'icy-br': '128',
    'icy-genre': 'gospel',
    'icy-pub': '0',
    ...(title === null ? {} : { 'icy-metaint': String(ICY_METAINT) }),
  });
  const write = title === null ? (audio: Buffer) => response.write(audio) : icyWriter(response, title);
  const burstFrames = Math.round((burstSeconds * 1000) / FRAME_MS);
  write(silentFrames(burstFrames));
  const startedAt = Date.now();
  let framesSent = burstFrames;
  // Keep sending in real time (plus the burst), so the browser's buffer neither drains nor overflows.
  const timer = setInterval(() => {
    const due = burstFrames + Math.floor((Date.now() - startedAt) / FRAME_MS);
    if (due > framesSent) {
      write(silentFrames(due - framesSent));
      framesSent = due;
    }
  }, TICK_MS);
  response.on('close', () => clearInterval(timer));
}

/**
 * `title` is the StreamTitle sent to listeners that ask for ICY metadata; `burstSeconds` the audio
 * each listener gets at once on connect (a real Icecast's default burst is 64 kB, 4 s at 128 kbps).
 */
export async function startFakeIcecast(
  name = 'Sauti Test Gospel',
  title = 'Sauti Choir - Morning Praise',
  { burstSeconds = BURST_SECONDS }: { burstSeconds?: number } = {},
): Promise<FakeIcecast> {
  let connections = 0;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    if (request.method === 'HEAD') {
      response.writeHead(200, { 'content-type': 'audio/mpeg', 'icy-name': name, 'icy-br': '128' }).end();
      return;
    }
    connections += 1;
    streamSilence(response, name, request.headers['icy-metadata'] === '1' ? title : null, burstSeconds);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    streamUrl: `http://127.0.0.1:${port}/live.mp3`,
    port,
    connections: () => connections,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
