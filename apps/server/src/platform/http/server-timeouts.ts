// How long a client may take to send a request, for Node's HTTP server. Node's own defaults let a
// client take a minute for its headers and checked only every 30 s; the checks here run often
// enough that a headers timeout of a few seconds ends a dripping connection within a second of it.
import type { ServerOptions } from 'node:http';

export interface RequestTimeouts {
  /** From the connection (or the end of the previous request) to the end of the request's headers. */
  headersTimeoutMs: number;
  /** From the connection to the end of the whole request, body included; at least the headers timeout. */
  requestTimeoutMs: number;
}

export function serverTimeoutOptions(timeouts: RequestTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: Math.max(timeouts.requestTimeoutMs, timeouts.headersTimeoutMs),
    connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(timeouts.headersTimeoutMs / 4))),
  };
}
