// Each request's id, echoed as x-request-id and written in every log line. A client's own
// x-request-id is believed only from a trusted proxy (TRUST_PROXY), judged by the same proxy-addr
// rule Fastify applies to X-Forwarded-For; anyone else could use it to forge or collide log lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

// Printable ASCII without spaces, like the ids load balancers make (UUIDs, trace ids): nothing that
// could break a log line.
const ACCEPTABLE_ID = /^[\x21-\x7e]{1,128}$/;

type TrustsPeer = (address: string) => boolean;

function trustsPeer(trustProxy: boolean | string): TrustsPeer {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const trusts = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusts(address, 0);
}

/** Fastify's genReqId: the proxy's id when a trusted proxy sent one, else a new UUID. */
export function requestIdGenerator(trustProxy: boolean | string): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (request) => {
    const offered = request.headers['x-request-id'];
    const peer = request.socket?.remoteAddress;
    if (typeof offered === 'string' && ACCEPTABLE_ID.test(offered) && peer && trusted(peer)) return offered;
    return randomUUID();
  };
}
