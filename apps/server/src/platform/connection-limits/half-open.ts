// Connections that have not finished sending their request's headers ("half-open" here: connected,
// nothing to serve yet), capped per client address. A client dripping headers a byte at a time
// (Slowloris) holds a socket for as long as the headers timeout allows; hundreds of them from one
// address would hold hundreds. Past the cap, an address's oldest such connections are closed once
// they have had a moment to send their headers (checked every half of it, never just after the event
// loop was held up): a burst of ordinary clients, whose headers come in their first packet, is never
// touched, and Node's headers timeout ends whatever is left.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from './index';

export interface HalfOpenRules {
  /** Connections without complete headers one client (an address; for IPv6, its /64) may hold. */
  perClient: number;
  /** How long a new connection may take to send its headers before it counts against the cap. */
  graceMs: number;
}

/** Long enough for any client's headers to cross a slow mobile network; short enough that a flood is cut at once. */
export const HALF_OPEN_GRACE_MS = 1000;

/** Caps the server's connections still waiting for their headers, per client address. */
export function limitHalfOpenConnections(
  server: Server,
  perClient: number,
  graceMs = HALF_OPEN_GRACE_MS,
): HalfOpenLimit {
  return new HalfOpenLimit(server, { perClient, graceMs });
}

/** When each waiting connection of one client was accepted, oldest first (a Map keeps insertion order). */
type Waiting = Map<Socket, number>;

export class HalfOpenLimit {
  private readonly byClient = new Map<string, Waiting>();
  /** Each connection's client, kept: a closed socket no longer knows its address. */
  private readonly clientOf = new WeakMap<Socket, string>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly sweepEveryMs: number;
  private lastSweep: number;

  constructor(
    server: Server,
    private readonly rules: HalfOpenRules,
  ) {
    server.on('connection', (socket: Socket) => this.accepted(socket));
    // A request's headers are complete when it is handed over, whatever comes of it.
    const served = (request: { socket: Socket }) => this.settled(request.socket);
    server.on('request', served);
    server.on('upgrade', served);
    server.on('checkContinue', served);
    server.on('close', () => clearInterval(this.sweeper));
    this.sweepEveryMs = Math.max(50, rules.graceMs / 2);
    this.lastSweep = performance.now();
    this.sweeper = setInterval(() => this.sweep(), this.sweepEveryMs).unref();
  }

  /** Connections from everyone still waiting for their headers. */
  get size(): number {
    let count = 0;
    for (const waiting of this.byClient.values()) count += waiting.size;
    return count;
  }

  private accepted(socket: Socket): void {
    const client = clientKey(socket.remoteAddress ?? '');
    this.clientOf.set(socket, client);
    let waiting = this.byClient.get(client);
    if (!waiting) {
      waiting = new Map();
      this.byClient.set(client, waiting);
    }
    waiting.set(socket, performance.now());
    socket.once('close', () => this.settled(socket));
  }

  private settled(socket: Socket): void {
    const client = this.clientOf.get(socket);
    if (client === undefined) return;
    // Judged once: a long-lived connection (relayed audio) would otherwise keep its entry for its life.
    this.clientOf.delete(socket);
    const waiting = this.byClient.get(client);
    if (!waiting?.delete(socket)) return;
    if (waiting.size === 0) this.byClient.delete(client);
  }

  private sweep(): void {
    const now = performance.now();
    // A late sweep means the event loop was held up: headers that arrived meanwhile are not read yet,
    // so the connections that sent them would look half-open. The next sweep judges them.
    const late = now - this.lastSweep > this.sweepEveryMs * 1.5;
    this.lastSweep = now;
    if (late) return;
    for (const [client, waiting] of this.byClient) {
      if (waiting.size > this.rules.perClient) this.trim(client, waiting, now);
    }
  }

  /** Closes the client's oldest waiting connections past its cap, of those past their grace. */
  private trim(client: string, waiting: Waiting, now: number): void {
    let excess = waiting.size - this.rules.perClient;
    for (const [socket, since] of waiting) {
      if (excess <= 0 || now - since < this.rules.graceMs) break;
      waiting.delete(socket);
      socket.destroy();
      excess -= 1;
    }
    if (waiting.size === 0) this.byClient.delete(client);
  }
}
