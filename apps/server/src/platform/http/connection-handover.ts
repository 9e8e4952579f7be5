// Takes a connection away from Node's HTTP server once an answer that lasts as long as the
// connection (relayed audio) has written its head: the server lets go of it as it does for an
// upgrade (its listeners removed, its HTTP parser back in the pool), so the request, the response
// and the framework's request and reply die young instead of living as long as the listener. What
// is left per connection is the socket alone, which its new owner writes to directly.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';

interface HttpParser {
  _consumed?: boolean;
  unconsume(): void;
}

// Node's own helper, as its server calls it on an upgrade: unconsumes, leaves the server's
// connection list (its header and request timeouts) and returns the parser to the pool.
const { freeParser } = createRequire(import.meta.url)('_http_common') as {
  freeParser(parser: HttpParser, request: null, socket: Socket): void;
};

// What a socket listens to itself, before any server adds its own: kept when the server's go.
type Listener = (...args: unknown[]) => void;
const OWN_LISTENERS: ReadonlyArray<readonly [string | symbol, Listener[]]> = (() => {
  const fresh = new Socket();
  const own = fresh.eventNames().map((event) => [event, fresh.listeners(event) as Listener[]] as const);
  fresh.destroy();
  return own;
})();
// The listener-adding methods Node's HTTP server overrides on each connection, put back as a socket's.
const OVERRIDDEN = ['on', 'addListener', 'prependListener', 'setEncoding'] as const;

const ignore = () => undefined;
// One function for every connection (an emitter calls its listeners on itself), not a closure each.
function destroyConnection(this: Socket): void {
  this.destroy();
}

/**
 * The response's connection, handed over to the caller, with the response's head already written
 * (flushed or corked): null when the response has no connection of its own yet (a pipelined answer
 * waiting behind another) or it is gone. The caller owns the socket from then on: the server
 * neither reads it nor times it out; a client that closes its side ends it, and errors end it
 * without being thrown.
 */
export function takeConnection(response: ServerResponse): Socket | null {
  const socket = response.socket;
  if (!socket || socket.destroyed) return null;
  response.detachSocket(socket);
  const owned = socket as Socket & { parser?: HttpParser | null };
  // Assigned and replaced whole rather than deleted one by one, which would leave the socket and its
  // listener table as slow dictionaries (some 1.7 KiB more per connection, measured).
  for (const method of OVERRIDDEN) {
    (owned as unknown as Record<string, unknown>)[method] = Socket.prototype[method];
  }
  if (owned.parser) freeParser(owned.parser, null, owned);
  owned.removeAllListeners();
  for (const [event, listeners] of OWN_LISTENERS) {
    for (const listener of listeners) EventEmitter.prototype.on.call(owned, event, listener);
  }
  owned.on('error', ignore);
  // The server accepts half-closed connections; a listener that closed its side is gone.
  owned.on('end', destroyConnection);
  // Read on, so the end is seen; anything a listener sends after its request is not heard.
  owned.resume();
  return owned;
}
