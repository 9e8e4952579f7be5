// Many fake radio stations on one 127.0.0.1 port, for tests of whole-catalogue runs: /s/{n} answers
// after `latencyMs` with MP3 audio (then holds the connection, as Icecast does), or 404 for the numbers
// `dead` picks; anything that is not an HTTP request (a TLS hello sent to the wrong scheme) is closed at
// once, as a real radio server does. It counts the connections open at once, to measure concurrency.
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { mpegFrames } from './audio-fixtures';

export interface ManyStations {
  url: (n: number) => string;
  /** The most connections that were open at the same time. */
  readonly mostOpen: number;
  /** HTTP requests answered. */
  readonly requests: number;
  resetMostOpen(): void;
  close(): Promise<void>;
}

export async function startManyStations(options: {
  dead: (n: number) => boolean;
  latencyMs: number;
}): Promise<ManyStations> {
  const audio = Buffer.concat([
    Buffer.from('HTTP/1.0 200 OK\r\ncontent-type: audio/mpeg\r\nicy-br: 128\r\n\r\n', 'latin1'),
    mpegFrames(60, [128]),
  ]);
  const notFound = Buffer.from('HTTP/1.0 404 Not Found\r\ncontent-type: text/plain\r\ncontent-length: 4\r\n\r\ngone');
  let open = 0;
  let mostOpen = 0;
  let requests = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    socket.once('close', () => {
      open -= 1;
      sockets.delete(socket);
    });
    socket.on('error', () => socket.destroy());
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!/^[A-Z]/.test(head)) return void socket.destroy();
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      requests += 1;
      const n = Number(/^GET \/s\/(\d+)/.exec(head)?.[1] ?? -1);
      const timer = setTimeout(() => {
        if (n < 0 || options.dead(n)) socket.end(notFound);
        else socket.write(audio);
      }, options.latencyMs);
      socket.once('close', () => clearTimeout(timer));
    };
    socket.on('data', onData);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  return {
    url: (n) => `http://127.0.0.1:${port}/s/${n}`,
    get mostOpen() {
      return mostOpen;
    },
    get requests() {
      return requests;
    },
    resetMostOpen() {
      mostOpen = open;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
