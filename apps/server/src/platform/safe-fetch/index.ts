// safe-fetch: the only way the server fetches a third party's URL. http and https only; every
// connection, after every redirect, goes to an address that was checked to be public unicast (the
// socket connects to that very address, so DNS rebinding cannot slip a private one in); redirects
// are followed by hand and capped; connect and response timeouts; byte caps for bodies read whole.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type Socket, connect as tcpConnect } from 'node:net';
import type { Readable } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import { AllowList, isPublicAddress } from './address-policy';
import { bodyOf, HeadError, type ResponseHead, readHead } from './response-head';

export { isPublicAddress, parseAllowEntry } from './address-policy';

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'dns_failed'
  | 'connect_failed'
  | 'tls_failed'
  | 'connect_timeout'
  | 'response_timeout'
  | 'bad_response'
  | 'header_too_large'
  | 'too_many_redirects'
  | 'too_large'
  | 'aborted';

/** A refused or failed fetch; `message` is a short reason fit to show a listener. */
export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    readonly url: string,
  ) {
    super(message);
  }
}

export interface ConnectTarget {
  address: string;
  port: number;
  /** Set for https: the name the certificate must carry (undefined for an IP literal). */
  tls: { servername: string | undefined } | null;
}

/** Name resolution and sockets; tests may route them elsewhere, production uses the system's. */
export interface Network {
  lookup(hostname: string): Promise<string[]>;
  connect(target: ConnectTarget): Socket;
}

export const systemNetwork: Network = {
  async lookup(hostname) {
    const answers = await dnsLookup(hostname, { all: true, verbatim: true });
    return answers.map((answer) => answer.address);
  },
  connect({ address, port, tls }) {
    if (!tls) return tcpConnect({ host: address, port });
    return tlsConnect({ host: address, port, servername: tls.servername, ALPNProtocols: ['http/1.1'] });
  },
};

export interface SafeFetchOptions {
  /** SAFE_FETCH_ALLOW: `host:port` (or `host:*`) exceptions to the public-address rule, for tests. */
  allow?: readonly string[];
  /** One TCP/TLS connect to a server. */
  connectTimeoutMs?: number;
  /** From the request being sent to the response head being complete (the first byte and the rest of the head). */
  responseTimeoutMs?: number;
  maxRedirects?: number;
  maxHeaderBytes?: number;
  userAgent?: string;
  network?: Network;
}

/** The timeouts a caller chooses for every fetch. */
export type FetchTimeouts = Required<Pick<SafeFetchOptions, 'connectTimeoutMs' | 'responseTimeoutMs'>>;

export interface RequestOptions {
  headers?: Record<string, string>;
  /** 'manual' answers a redirect itself (its status and Location) instead of following it. */
  redirect?: 'follow' | 'manual';
  /** Aborting it ends the exchange, including a body still being read. */
  signal?: AbortSignal;
}

export interface ReadOptions extends RequestOptions {
  maxBytes: number;
  /** The whole exchange, body included. */
  timeoutMs?: number;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  /** 'HTTP/1.0', 'HTTP/1.1' or 'ICY'. */
  protocol: string;
  headers: Record<string, string>;
  body: Readable;
  close(): void;
}

export type SafeResponseWithBytes = Omit<SafeResponse, 'body' | 'close'> & { bytes: Buffer };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// A User-Agent that does not start with "Mozilla": Shoutcast v1 serves its HTML status page to those.
const DEFAULT_USER_AGENT = 'Sauti/0.1 (+stream gateway)';

export class SafeFetch {
  private readonly allowList: AllowList;
  private readonly network: Network;
  private readonly connectTimeoutMs: number;
  private readonly responseTimeoutMs: number;
  private readonly maxRedirects: number;
  private readonly maxHeaderBytes: number;
  private readonly userAgent: string;

  constructor(options: SafeFetchOptions = {}) {
    this.allowList = new AllowList(options.allow ?? []);
    this.network = options.network ?? systemNetwork;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 5000;
    this.responseTimeoutMs = options.responseTimeoutMs ?? 8000;
    this.maxRedirects = options.maxRedirects ?? 5;
    this.maxHeaderBytes = options.maxHeaderBytes ?? 8192;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  }

  /** Opens a URL and answers once the final response head arrived; the caller reads or closes the body. */
  async open(url: string, options: RequestOptions = {}): Promise<SafeResponse> {
    let current = parseTarget(url);
    for (let redirects = 0; ; redirects += 1) {
      const { head, socket } = await this.exchange(current, options);
      const location = head.headers.location;
      if (!REDIRECTS.has(head.status) || !location || options.redirect === 'manual') {
        return this.response(current, head, socket, options.signal);
      }
      socket.destroy();
      if (redirects >= this.maxRedirects) {
        throw new SafeFetchError('too_many_redirects', `it redirected more than ${this.maxRedirects} times`, url);
      }
      current = parseTarget(location, current);
    }
  }

  /** Reads a whole (small) body, refusing more than `maxBytes` whatever Content-Length says. */
  async read(url: string, { maxBytes, timeoutMs = 10_000, ...options }: ReadOptions): Promise<SafeResponseWithBytes> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    const response = await this.open(url, { ...options, signal });
    const { body, close, ...meta } = response;
    const tooLarge = () => new SafeFetchError('too_large', `the answer is larger than ${maxBytes} bytes`, meta.url);
    try {
      if (Number(meta.headers['content-length']) > maxBytes) throw tooLarge();
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > maxBytes) throw tooLarge();
        chunks.push(chunk);
      }
      return { ...meta, bytes: Buffer.concat(chunks) };
    } catch (error) {
      throw asSafeFetchError(error, meta.url, signal);
    } finally {
      close();
    }
  }

  private response(url: URL, head: ResponseHead, socket: Socket, signal?: AbortSignal): SafeResponse {
    const body = bodyOf(socket, head);
    if (signal) {
      const onAbort = () => body.destroy(asSafeFetchError(signal.reason, url.href, signal));
      signal.addEventListener('abort', onAbort, { once: true });
      body.once('close', () => signal.removeEventListener('abort', onAbort));
    }
    return {
      url: url.href,
      status: head.status,
      protocol: head.protocol,
      headers: head.headers,
      body,
      close: () => {
        body.destroy();
        socket.destroy();
      },
    };
  }

  /** One request on one checked connection, up to the complete response head. */
  private async exchange(url: URL, options: RequestOptions): Promise<{ head: ResponseHead; socket: Socket }> {
    if (options.signal?.aborted) throw asSafeFetchError(options.signal.reason, url.href, options.signal);
    const socket = await this.connect(url, options.signal);
    const onAbort = () => socket.destroy();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      socket.destroy(
        new SafeFetchError('response_timeout', `it did not answer within ${seconds(this.responseTimeoutMs)}`, url.href),
      );
    }, this.responseTimeoutMs);
    try {
      socket.write(this.requestText(url, options.headers));
      const head = await readHead(socket, this.maxHeaderBytes);
      return { head, socket };
    } catch (error) {
      socket.destroy();
      throw asSafeFetchError(error, url.href, options.signal);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  private async connect(url: URL, signal?: AbortSignal): Promise<Socket> {
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const deadline = Date.now() + this.connectTimeoutMs;
    const addresses = isIP(hostname) ? [hostname] : await this.resolve(hostname, url, deadline);
    // The lookup does not listen to the signal; a deadline that passed during it ends the request here.
    if (signal?.aborted) throw asSafeFetchError(signal.reason, url.href, signal);
    // Every address a name resolves to must pass, not just the first: a name that mixes public and
    // private answers is exactly what a rebinding attack looks like.
    const refused = addresses.find((address) => !this.permits(hostname, address, port));
    if (refused !== undefined) {
      throw new SafeFetchError('blocked_address', 'its address is not a public internet address', url.href);
    }
    let lastError: unknown;
    for (const address of addresses) {
      try {
        const tls = url.protocol === 'https:' ? { servername: isIP(hostname) ? undefined : hostname } : null;
        const socket = await this.connectOnce({ address, port, tls }, url, deadline, signal);
        // Check again on the address actually connected to, whatever path the socket took.
        if (!this.permits(hostname, socket.remoteAddress ?? '', port)) {
          socket.destroy();
          throw new SafeFetchError('blocked_address', 'its address is not a public internet address', url.href);
        }
        return socket;
      } catch (error) {
        lastError = error;
        if (error instanceof SafeFetchError && error.code !== 'connect_failed') throw error;
      }
    }
    throw asSafeFetchError(lastError, url.href, signal);
  }

  private permits(hostname: string, address: string, port: number): boolean {
    return isPublicAddress(address) || this.allowList.allows(hostname, address, port);
  }

  private async resolve(hostname: string, url: URL, deadline: number): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new SafeFetchError('connect_timeout', `its name did not resolve in time`, url.href)),
        Math.max(0, deadline - Date.now()),
      );
    });
    try {
      const addresses = await Promise.race([this.network.lookup(hostname), timeout]);
      if (addresses.length === 0) throw new Error('no addresses');
      return addresses;
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      throw new SafeFetchError('dns_failed', `its host name '${hostname}' does not resolve`, url.href);
    } finally {
      clearTimeout(timer);
    }
  }

  private connectOnce(target: ConnectTarget, url: URL, deadline: number, signal?: AbortSignal): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = this.network.connect(target);
      const settle = (error: Error | null) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        socket.off('error', onError);
        socket.off('connect', onTcpConnect);
        socket.off(target.tls ? 'secureConnect' : 'connect', onConnect);
        if (!error) return resolve(socket);
        socket.destroy();
        reject(error);
      };
      const onConnect = () => settle(null);
      // Over https the TCP connection completes first, then the handshake: an error after the first
      // is the certificate or the TLS exchange failing, not a refused connection.
      let tcpConnected = false;
      const onTcpConnect = () => {
        tcpConnected = true;
      };
      const onError = (error: Error) =>
        settle(
          tcpConnected
            ? new SafeFetchError('tls_failed', `its secure connection failed (${error.message})`, url.href)
            : new SafeFetchError('connect_failed', `it refused the connection (${error.message})`, url.href),
        );
      const onAbort = () => settle(asSafeFetchError(signal?.reason, url.href, signal));
      const timer = setTimeout(
        () =>
          settle(
            new SafeFetchError(
              'connect_timeout',
              `it did not answer within ${seconds(this.connectTimeoutMs)}`,
              url.href,
            ),
          ),
        Math.max(0, deadline - Date.now()),
      );
      socket.once(target.tls ? 'secureConnect' : 'connect', onConnect);
      if (target.tls) socket.once('connect', onTcpConnect);
      socket.once('error', onError);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private requestText(url: URL, extra: Record<string, string> = {}): string {
    const headers: Record<string, string> = {
      Host: url.host,
      'User-Agent': this.userAgent,
      Accept: '*/*',
      ...extra,
      Connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => {
      if (/[\r\n]/.test(name + value))
        throw new SafeFetchError('invalid_url', 'a request header is malformed', url.href);
      return `${name}: ${value}`;
    });
    // HTTP/1.0, as Icecast's own relay asks: no chunked answers, and Shoutcast v1 understands it.
    return `GET ${url.pathname}${url.search} HTTP/1.0\r\n${lines.join('\r\n')}\r\n\r\n`;
  }
}

/** Parses and checks a URL (relative to `base` for redirects); the WHATWG parser also canonicalises
 * numeric hosts such as 2130706433 or 0x7f.1 into 127.0.0.1, so they are checked as what they are. */
function parseTarget(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new SafeFetchError('invalid_url', 'its address is not a valid URL', text);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('invalid_url', `its address is not http or https (${url.protocol})`, url.href);
  }
  return url;
}

function asSafeFetchError(error: unknown, url: string, signal?: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal?.aborted) {
    const reason = signal.reason as { name?: string } | undefined;
    if (reason instanceof SafeFetchError) return reason;
    if (reason?.name === 'TimeoutError')
      return new SafeFetchError('response_timeout', 'it did not answer in time', url);
    return new SafeFetchError('aborted', 'the request was cancelled', url);
  }
  if (error instanceof HeadError) return new SafeFetchError(error.reason, error.message, url);
  const message = error instanceof Error ? error.message : String(error);
  return new SafeFetchError('connect_failed', `the connection failed (${message})`, url);
}

function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} second${value === 1 ? '' : 's'}`;
}
