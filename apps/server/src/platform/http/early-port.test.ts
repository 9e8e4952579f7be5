import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EarlyPort } from './early-port';
import { serverTimeoutOptions } from './server-timeouts';

interface Answer {
  status: number;
  body: string;
  /** The local port of the client's socket: the same number means the same connection. */
  socket: number;
}

function get(port: number, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/hello', agent }, (response) => {
      // Read now: once the answer ends, a kept-alive socket goes back to the agent.
      const socket = (response.socket.address() as AddressInfo).port;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), socket }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the early port', () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterEach(() => agent.destroy());

  it('answers while the app is built, then hands the same open socket to the app', async () => {
    const early = new EarlyPort((_request, response) => response.writeHead(503).end('starting'));
    await early.listen(0, '127.0.0.1');
    const { port } = early.server.address() as AddressInfo;
    const before = await get(port, agent);
    expect(before).toMatchObject({ status: 503, body: 'starting' });

    const app = Fastify({ logger: false, serverFactory: early.serverFactory });
    app.get('/hello', async () => 'from the app');
    // Still building: the early answer holds until the app listens.
    expect((await get(port, agent)).status).toBe(503);
    await app.listen({ port, host: '127.0.0.1' });

    const after = await get(port, agent);
    expect(after).toMatchObject({ status: 200, body: 'from the app' });
    // The keep-alive connection opened before the handover carried on: nothing was closed or refused.
    expect(after.socket).toBe(before.socket);
    expect((app.server.address() as AddressInfo).port).toBe(port);

    agent.destroy();
    await app.close();
    await expect(get(port, new Agent())).rejects.toThrow(/ECONNREFUSED/);
  });

  it('gives Fastify’s server settings to the server it shares', () => {
    const early = new EarlyPort((_request, response) => response.end());
    const app = Fastify({ logger: false, serverFactory: early.serverFactory, keepAliveTimeout: 12_345 });
    expect(app.server).toBe(early.server);
    expect(early.server.keepAliveTimeout).toBe(12_345);
    expect(early.server.requestTimeout).toBe(0);
  });

  it('is made with the request timeouts the app is configured with', () => {
    const options = serverTimeoutOptions({ headersTimeoutMs: 4000, requestTimeoutMs: 30_000 });
    const early = new EarlyPort((_request, response) => response.end(), options);
    Fastify({ logger: false, serverFactory: early.serverFactory, requestTimeout: 30_000 });
    expect(early.server.headersTimeout).toBe(4000);
    expect(early.server.requestTimeout).toBe(30_000);
    expect(options.connectionsCheckingInterval).toBe(1000);
  });

  it('fails to open a port that is taken, as listening does', async () => {
    const first = new EarlyPort((_request, response) => response.end());
    await first.listen(0, '127.0.0.1');
    const { port } = first.server.address() as AddressInfo;
    try {
      await expect(new EarlyPort((_request, response) => response.end()).listen(port, '127.0.0.1')).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      first.server.close();
    }
  });
});
