import { type AddressInfo, createServer, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type FakeHost, startFakeHost } from '../../test-support/fake-host';
import { startFakeTlsHost } from '../../test-support/fake-tls-host';
import { rejectionOf } from '../../test-support/rejection';
import { type Network, SafeFetch, SafeFetchError, systemNetwork } from './index';

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, SafeFetchError);

/**
 * A network where every connection, whatever address it was meant for, lands on the local counting
 * host: if safe-fetch ever tried to reach a private address, the count would show it, and no packet
 * ever leaves the machine.
 */
function networkInto(target: FakeHost, resolveTo: Record<string, string[]> = {}) {
  const attempts: string[] = [];
  const network: Network = {
    lookup: async (hostname) => resolveTo[hostname] ?? systemNetwork.lookup(hostname),
    connect: ({ address, port }) => {
      attempts.push(`${address}:${port}`);
      return systemNetwork.connect({ address: '127.0.0.1', port: target.port, tls: null });
    },
  };
  return { network, attempts };
}

describe('safe-fetch', () => {
  let refused: FakeHost;
  let refusedV6: FakeHost;
  let allowed: FakeHost;

  beforeAll(async () => {
    refused = await startFakeHost({ '/': { body: 'you reached a private host' } });
    refusedV6 = await startFakeHost({ '/': { body: 'you reached a private host' } }, '::1');
    allowed = await startFakeHost({ '/ok': { headers: { 'content-type': 'text/plain' }, body: 'hello' } });
  });
  afterAll(async () => {
    await Promise.all([refused.close(), refusedV6.close(), allowed.close()]);
  });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${refused.port}/`],
    ['[::1]', () => `http://[::1]:${refusedV6.port}/`],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${refused.port}/`],
    ['2130706433 (127.0.0.1 as a number)', () => `http://2130706433:${refused.port}/`],
    ['0x7f.1 (127.0.0.1 in hex)', () => `http://0x7f.1:${refused.port}/`],
    ['localhost', () => `http://localhost:${refused.port}/`],
  ])('refuses %s and the host there receives no connection', async (_name, url) => {
    const before = refused.connections + refusedV6.connections;
    const safeFetch = new SafeFetch({ allow: [allowed.authority] });
    const error = await refusal(safeFetch.open(url()));
    expect(error.code).toBe('blocked_address');
    expect(refused.connections + refusedV6.connections).toBe(before);
  });

  it.each([
    '10.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '192.168.1.1',
    '0.0.0.0',
    '[fd00::1]',
    '[fe80::1]',
    '224.0.0.1',
  ])('refuses %s before any connection is attempted', async (address) => {
    const before = refused.connections;
    const { network, attempts } = networkInto(refused);
    const error = await refusal(new SafeFetch({ network }).open(`http://${address}/latest/meta-data/`));
    expect(error.code).toBe('blocked_address');
    expect(attempts).toEqual([]);
    expect(refused.connections).toBe(before);
  });

  it('refuses a host name that resolves to a private address, and one whose answers mix public and private', async () => {
    const { network, attempts } = networkInto(refused, {
      'internal.example': ['10.0.0.1'],
      'rebinding.example': ['93.184.216.34', '127.0.0.1'],
    });
    const safeFetch = new SafeFetch({ network });
    expect((await refusal(safeFetch.open('http://internal.example/'))).code).toBe('blocked_address');
    expect((await refusal(safeFetch.open('http://rebinding.example/'))).code).toBe('blocked_address');
    expect(attempts).toEqual([]);
  });

  it('fetches from a host:port listed in SAFE_FETCH_ALLOW, and only that port', async () => {
    const safeFetch = new SafeFetch({ allow: [allowed.authority] });
    const response = await safeFetch.read(`${allowed.url}/ok`, { maxBytes: 1000 });
    expect(response.status).toBe(200);
    expect(response.bytes.toString()).toBe('hello');
    const before = refused.connections;
    expect((await refusal(safeFetch.open(`${refused.url}/`))).code).toBe('blocked_address');
    expect(refused.connections).toBe(before);
  });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${refused.port}/`],
    ['[::1]', () => `http://[::1]:${refusedV6.port}/`],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${refused.port}/`],
  ])('refuses a redirect from an allowed host to %s, which receives nothing', async (_name, target) => {
    const path = `/to-${Math.random().toString(36).slice(2)}`;
    allowed.route(path, { redirect: target() });
    const before = refused.connections + refusedV6.connections;
    const error = await refusal(new SafeFetch({ allow: [allowed.authority] }).open(`${allowed.url}${path}`));
    expect(error.code).toBe('blocked_address');
    expect(refused.connections + refusedV6.connections).toBe(before);
    expect(allowed.requests.some((request) => request.path === path)).toBe(true);
  });

  it.each(['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/'])(
    'refuses a redirect from an allowed host to %s before connecting',
    async (target) => {
      const path = `/to-${Math.random().toString(36).slice(2)}`;
      allowed.route(path, { redirect: target });
      const attempts: string[] = [];
      const network: Network = {
        lookup: systemNetwork.lookup,
        connect: (connectTarget) => {
          attempts.push(connectTarget.address);
          // Only the allowed host is really reachable; anything else would land on the counting host.
          if (connectTarget.port === allowed.port) return systemNetwork.connect(connectTarget);
          return systemNetwork.connect({ address: '127.0.0.1', port: refused.port, tls: null });
        },
      };
      const before = refused.connections;
      const error = await refusal(new SafeFetch({ allow: [allowed.authority], network }).open(`${allowed.url}${path}`));
      expect(error.code).toBe('blocked_address');
      expect(attempts).toEqual(['127.0.0.1']);
      expect(refused.connections).toBe(before);
    },
  );

  it('follows relative redirects up to five times and refuses a sixth', async () => {
    for (let hop = 1; hop <= 6; hop += 1)
      allowed.route(`/hop${hop}`, { redirect: hop === 6 ? '/ok' : `hop${hop + 1}` });
    const safeFetch = new SafeFetch({ allow: [allowed.authority] });
    const fiveHops = await safeFetch.read(`${allowed.url}/hop2`, { maxBytes: 1000 });
    expect(fiveHops.url).toBe(`${allowed.url}/ok`);
    expect(fiveHops.bytes.toString()).toBe('hello');
    expect((await refusal(safeFetch.open(`${allowed.url}/hop1`))).code).toBe('too_many_redirects');
  });

  it('answers a redirect itself when asked to leave it to the caller', async () => {
    allowed.route('/moved', { redirect: '/ok', status: 301 });
    const safeFetch = new SafeFetch({ allow: [allowed.authority] });
    const before = allowed.requests.length;
    const response = await safeFetch.open(`${allowed.url}/moved`, { redirect: 'manual' });
    response.close();
    expect(response).toMatchObject({ status: 301, url: `${allowed.url}/moved`, headers: { location: '/ok' } });
    expect(allowed.requests.slice(before).map((request) => request.path)).toEqual(['/moved']);
  });

  it('refuses schemes other than http and https', async () => {
    const safeFetch = new SafeFetch();
    for (const url of ['file:///etc/passwd', 'ftp://example.org/', 'gopher://example.org/', 'not a url']) {
      expect((await refusal(safeFetch.open(url))).code).toBe('invalid_url');
    }
  });

  it('stops reading a body past the byte cap, with or without Content-Length', async () => {
    allowed.route('/big', { body: 'x'.repeat(5000) });
    allowed.route('/endless', (_request, socket) => {
      socket.write('HTTP/1.0 200 OK\r\ncontent-type: audio/x-mpegurl\r\n\r\n');
      const timer = setInterval(() => socket.write('x'.repeat(1000)), 5);
      socket.on('close', () => clearInterval(timer));
    });
    const safeFetch = new SafeFetch({ allow: [allowed.authority] });
    expect((await refusal(safeFetch.read(`${allowed.url}/big`, { maxBytes: 4096 }))).code).toBe('too_large');
    expect((await refusal(safeFetch.read(`${allowed.url}/endless`, { maxBytes: 4096 }))).code).toBe('too_large');
  });

  it('gives up on a host that accepts and never answers within the response timeout', async () => {
    allowed.route('/silent', { silent: true });
    const safeFetch = new SafeFetch({ allow: [allowed.authority], responseTimeoutMs: 300 });
    const started = Date.now();
    const error = await refusal(safeFetch.open(`${allowed.url}/silent`));
    expect(error.code).toBe('response_timeout');
    expect(error.message).toContain('did not answer');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up on a connection that never completes within the connect timeout', async () => {
    const network: Network = { lookup: systemNetwork.lookup, connect: () => new Socket() };
    const safeFetch = new SafeFetch({ network, connectTimeoutMs: 200 });
    expect((await refusal(safeFetch.open('http://93.184.216.34/'))).code).toBe('connect_timeout');
  });

  it('fails a request whose deadline already passed with its own error, before connecting', async () => {
    const before = allowed.connections;
    const safeFetch = new SafeFetch({ allow: [allowed.authority] });
    const timedOut = AbortSignal.abort(new DOMException('The deadline passed', 'TimeoutError'));
    const late = await refusal(safeFetch.open(`${allowed.url}/ok`, { signal: timedOut }));
    expect(late.code).toBe('response_timeout');
    const cancelled = await refusal(safeFetch.open(`${allowed.url}/ok`, { signal: AbortSignal.abort() }));
    expect(cancelled.code).toBe('aborted');
    expect(allowed.connections).toBe(before);
  });

  it('tells a refused connection from a failed TLS handshake', async () => {
    const tlsHost = await startFakeTlsHost();
    // A plain http server answers the TLS greeting as the bad request it is to it.
    const plain = createServer((socket) => socket.once('data', () => socket.end('HTTP/1.0 400 Bad Request\r\n\r\n')));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const plainAuthority = `127.0.0.1:${(plain.address() as AddressInfo).port}`;
    const port = await closedPort();
    try {
      const safeFetch = new SafeFetch({ allow: [tlsHost.authority, plainAuthority, `127.0.0.1:${port}`] });
      const untrusted = await refusal(safeFetch.open(`${tlsHost.url}/stream`));
      expect(untrusted.code).toBe('tls_failed');
      expect(untrusted.message).toContain('self-signed certificate');
      expect(tlsHost.connections).toBe(1);
      expect((await refusal(safeFetch.open(`https://${plainAuthority}/stream`))).code).toBe('tls_failed');
      expect((await refusal(safeFetch.open(`http://127.0.0.1:${port}/`))).code).toBe('connect_failed');
      expect((await refusal(safeFetch.open(`https://127.0.0.1:${port}/`))).code).toBe('connect_failed');
    } finally {
      plain.close();
      await tlsHost.close();
    }
  });

  it("reads Shoutcast v1's ICY 200 OK status line and a chunked body", async () => {
    allowed.route('/shoutcast', {
      protocol: 'ICY',
      headers: { 'content-type': 'audio/mpeg', 'icy-metaint': '8192', 'icy-name': 'Test' },
      body: 'audio',
    });
    allowed.route('/chunked', {
      protocol: 'HTTP/1.1',
      headers: { 'transfer-encoding': 'chunked', 'content-length': '' },
      body: '5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n',
    });
    const safeFetch = new SafeFetch({ allow: [allowed.authority] });
    const shoutcast = await safeFetch.read(`${allowed.url}/shoutcast`, { maxBytes: 100 });
    expect(shoutcast.protocol).toBe('ICY');
    expect(shoutcast.status).toBe(200);
    expect(shoutcast.headers['icy-metaint']).toBe('8192');
    const chunked = await safeFetch.read(`${allowed.url}/chunked`, { maxBytes: 100 });
    expect(chunked.bytes.toString()).toBe('hello world');
  });

  it('asks in HTTP/1.0 with a User-Agent that Shoutcast does not take for a browser', async () => {
    const safeFetch = new SafeFetch({ allow: [allowed.authority] });
    await safeFetch.read(`${allowed.url}/ok`, { maxBytes: 100, headers: { 'Icy-MetaData': '1' } });
    const request = allowed.requests.at(-1);
    expect(request?.headers['user-agent']).not.toMatch(/^Mozilla/);
    expect(request?.headers['icy-metadata']).toBe('1');
    expect(request?.headers.host).toBe(allowed.authority);
  });
});
