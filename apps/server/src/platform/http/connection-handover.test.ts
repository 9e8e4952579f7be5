// A connection taken from Node's HTTP server after its answer's head: the caller writes to it
// alone, a client that hangs up (or only closes its side) ends it, and the server has let go of it.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { takeConnection } from './connection-handover';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose every answer is a head, then its connection handed to `taken`. */
async function aServer(taken: (socket: Socket) => void): Promise<number> {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'audio/mpeg', connection: 'close' });
    response.flushHeaders();
    const socket = takeConnection(response);
    if (socket) taken(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A raw client: sends a request and collects everything it reads. */
async function aClient(port: number) {
  const client = connect(port, '127.0.0.1');
  let received = '';
  client.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  await once(client, 'connect');
  client.write('GET /stream HTTP/1.1\r\nHost: test\r\n\r\n');
  return { client, received: () => received };
}

const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a connection taken from the HTTP server', () => {
  it('carries what the caller writes after the head, and no more of the server', async () => {
    const port = await aServer((socket) => {
      socket.write('audio-1');
      socket.write('audio-2');
    });
    const { client, received } = await aClient(port);
    await until(() => received().includes('audio-2'));
    expect(received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\naudio-1audio-2$/);
    // Bytes a listener sends after its request are not read as another request.
    client.write('GET /again HTTP/1.1\r\nHost: test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received().match(/HTTP\/1\.1/g)).toHaveLength(1);
    client.destroy();
  });

  it('ends when the client closes its side, and when it hangs up', async () => {
    const taken: Socket[] = [];
    const port = await aServer((socket) => taken.push(socket));
    const halfClosing = await aClient(port);
    await until(() => taken.length === 1);
    const closed = once(taken[0] as Socket, 'close');
    halfClosing.client.end();
    await closed;

    const hangingUp = await aClient(port);
    await until(() => taken.length === 2);
    const hungUp = once(taken[1] as Socket, 'close');
    hangingUp.client.destroy();
    await hungUp;
    // Writing to a connection the client reset ends it without an uncaught error.
    (taken[1] as Socket).write('late audio');
  });

  it('is no longer one of the server connections it would close as idle or time out', async () => {
    const taken: Socket[] = [];
    const port = await aServer((socket) => taken.push(socket));
    const { client, received } = await aClient(port);
    await until(() => taken.length === 1);
    server?.closeIdleConnections();
    (taken[0] as Socket).write('still here');
    await until(() => received().includes('still here'));
    expect(received()).toContain('still here');
    expect((taken[0] as Socket & { parser?: unknown }).parser).toBeNull();
    client.destroy();
  });
});
