// The checker benchmark's fake radio stations, in a worker thread so the checker keeps the main thread
// to itself: a few servers on 127.0.0.1, each answering many stations' paths, /s/{n}. Each station's
// behaviour follows from its number: it answers after 50–500 ms; 10% are dead (404), 5% accept and never
// answer, the rest send MP3 audio at once (a burst, as Icecast does) and stay connected. Plain JavaScript
// so the worker starts the same whether or not a TypeScript loader is active.
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { servers } = workerData;

/** A repeatable number in [0, 1) for a station and a purpose. */
function hash(n, salt) {
  let x = (n * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 2246822507) >>> 0;
  x ^= x >>> 13;
  x = Math.imul(x, 3266489909) >>> 0;
  x ^= x >>> 16;
  return (x >>> 0) / 2 ** 32;
}

export function behaviourOf(n) {
  const kind = hash(n, 1);
  return {
    kind: kind < 0.1 ? 'dead' : kind < 0.15 ? 'silent' : 'live',
    latencyMs: 50 + Math.floor(hash(n, 2) * 450),
  };
}

// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417-byte frames; 60 frames is about 1.6 s of audio.
const frame = Buffer.alloc(417);
frame.set([0xff, 0xfb, 0x90, 0x00]);
const LIVE = Buffer.concat([
  Buffer.from('HTTP/1.0 200 OK\r\ncontent-type: audio/mpeg\r\nicy-br: 128\r\nicy-name: Bench FM\r\n\r\n', 'latin1'),
  ...Array.from({ length: 60 }, () => frame),
]);
const DEAD = Buffer.from(
  'HTTP/1.0 404 Not Found\r\ncontent-type: text/plain\r\ncontent-length: 9\r\n\r\nnot found',
  'latin1',
);

function serve(socket) {
  socket.on('error', () => socket.destroy());
  let head = '';
  const onData = (chunk) => {
    head += chunk.toString('latin1');
    // A TLS hello sent to this plain port (a repair trying https) is closed at once, as radio servers do.
    if (!/^[A-Z]/.test(head)) return void socket.destroy();
    if (!head.includes('\r\n\r\n')) return;
    socket.off('data', onData);
    const n = Number(/^GET \/s\/(\d+)/.exec(head)?.[1] ?? -1);
    const { kind, latencyMs } = behaviourOf(n);
    if (kind === 'silent') return;
    const timer = setTimeout(() => {
      if (kind === 'dead') socket.end(DEAD);
      else socket.write(LIVE);
    }, latencyMs);
    socket.once('close', () => clearTimeout(timer));
  };
  socket.on('data', onData);
}

const ports = await Promise.all(
  Array.from(
    { length: servers },
    () =>
      new Promise((resolve) => {
        const server = createServer(serve);
        server.listen(0, '127.0.0.1', () => resolve(server.address().port));
      }),
  ),
);
parentPort.postMessage({ ports });
