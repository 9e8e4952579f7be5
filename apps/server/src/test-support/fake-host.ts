// A fake third-party web host on loopback for tests: canned answers per path (playlists, redirects,
// 404, HTML, a host that never answers, raw handlers such as a radio stream), and a count of every
// TCP connection it accepted, so a test can prove that a refused host received nothing at all.
import { createServer, type Server, type Socket } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export interface CannedReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** `ICY` answers with Shoutcast v1's status line instead of HTTP/1.0. */
  protocol?: 'HTTP/1.0' | 'HTTP/1.1' | 'ICY';
}

/** A path's behaviour: a canned reply, a redirect, silence, or full control of the socket. */
export type Route =
  | CannedReply
  | { redirect: string; status?: number }
  | { silent: true }
  | ((request: FakeRequest, socket: Socket) => void);

export interface FakeHost {
  /** http://address:port, IPv6 addresses in brackets. */
  url: string;
  /** address:port as SAFE_FETCH_ALLOW writes it. */
  authority: string;
  port: number;
  /** TCP connections accepted, whether or not a request followed. */
  connections: number;
  requests: FakeRequest[];
  route(path: string, route: Route): void;
  close(): Promise<void>;
}

const REASONS: Record<number, string> = { 200: 'OK', 301: 'Moved Permanently', 302: 'Found', 404: 'Not Found' };

export function writeReply(socket: Socket, reply: CannedReply): void {
  const status = reply.status ?? 200;
  const body = reply.body === undefined ? Buffer.alloc(0) : Buffer.from(reply.body);
  const headers = { 'content-length': String(body.length), ...reply.headers };
  const head = [`${reply.protocol ?? 'HTTP/1.0'} ${status} ${REASONS[status] ?? 'Status'}`];
  for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]));
}

function parseRequest(text: string): FakeRequest {
  const [requestLine = '', ...lines] = text.split('\r\n');
  const [method = '', path = ''] = requestLine.split(' ');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { method, path, headers };
}

export async function startFakeHost(routes: Record<string, Route> = {}, address = '127.0.0.1'): Promise<FakeHost> {
  const table = new Map(Object.entries(routes));
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    host.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      const request = parseRequest(buffered.slice(0, end));
      host.requests.push(request);
      answer(table.get(request.path.split('?')[0] ?? '') ?? table.get(request.path), request, socket);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const port = (server.address() as { port: number }).port;
  const hostText = address.includes(':') ? `[${address}]` : address;
  const host: FakeHost = {
    url: `http://${hostText}:${port}`,
    authority: `${hostText}:${port}`,
    port,
    connections: 0,
    requests: [],
    route: (path, route) => table.set(path, route),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return host;
}

function answer(route: Route | undefined, request: FakeRequest, socket: Socket): void {
  if (!route) {
    writeReply(socket, { status: 404, headers: { 'content-type': 'text/plain' }, body: 'not found' });
  } else if (typeof route === 'function') {
    route(request, socket);
  } else if ('redirect' in route) {
    writeReply(socket, { status: route.status ?? 302, headers: { location: route.redirect } });
  } else if (!('silent' in route)) {
    writeReply(socket, route);
  }
}

/** A loopback port that was just free and is closed again: connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const host = await startFakeHost();
  await host.close();
  return host.port;
}
