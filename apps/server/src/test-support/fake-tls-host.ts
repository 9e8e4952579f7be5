// A fake https host on loopback whose certificate no client trusts: a self-signed pair generated once
// with openssl for tests only (self-signed-tls/, valid until 2126), because Node cannot make X.509
// certificates itself. Every request that gets through the handshake is answered with a little audio.
import { readFileSync } from 'node:fs';
import { createServer, type TLSSocket } from 'node:tls';
import { writeReply } from './fake-host';

export interface FakeTlsHost {
  /** https://127.0.0.1:port */
  url: string;
  authority: string;
  port: number;
  /** TCP connections accepted, whether or not their handshake succeeded. */
  connections: number;
  close(): Promise<void>;
}

const certificate = (name: string) => readFileSync(new URL(`./self-signed-tls/${name}`, import.meta.url));

export async function startFakeTlsHost(): Promise<FakeTlsHost> {
  const sockets = new Set<TLSSocket>();
  const server = createServer(
    { key: certificate('test-only-key.pem'), cert: certificate('test-only-cert.pem') },
    (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.once('data', () => writeReply(socket, { headers: { 'content-type': 'audio/mpeg' }, body: 'audio' }));
    },
  );
  server.on('connection', () => {
    host.connections += 1;
  });
  server.on('tlsClientError', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const host: FakeTlsHost = {
    url: `https://127.0.0.1:${port}`,
    authority: `127.0.0.1:${port}`,
    port,
    connections: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return host;
}
