// A TCP proxy in front of PostgreSQL or Redis that a test can cut off as a dropped network does: the
// connections through it break, and new ones are accepted but get no answer, until it is restored.
import { createConnection, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The same address with the proxy's host and port: a postgres:// or redis:// URL through the proxy. */
  through(url: string): string;
  cutOff(): void;
  /** Connects whatever waited, and everything after. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const piped = new Set<Socket>();
  const held: Socket[] = [];
  let cut = false;
  const forward = (client: Socket) => {
    const upstream = createConnection(target);
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        piped.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      piped.add(socket);
      socket.on('error', end).on('close', end);
    }
    client.pipe(upstream).pipe(client);
  };
  const server = createServer((client) => {
    if (!cut) return forward(client);
    client.on('error', () => {});
    held.push(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    through(url) {
      const address = new URL(url);
      address.hostname = '127.0.0.1';
      address.port = String(port);
      return address.toString();
    },
    cutOff() {
      cut = true;
      for (const socket of piped) socket.destroy();
    },
    restore() {
      cut = false;
      for (const client of held.splice(0)) if (!client.destroyed) forward(client);
    },
    close() {
      for (const socket of [...piped, ...held]) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
