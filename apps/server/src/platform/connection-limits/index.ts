// Caps on long-lived connections (relayed audio, live event streams): how many one client may hold
// at once, and how many this instance holds from everyone. Counted in this process only, on purpose:
// what a cap protects is this instance's sockets, memory and bandwidth, so each instance keeps its
// own (a client spread by the load balancer over N instances may hold N times its cap).
import ipaddr from 'ipaddr.js';
import { ServerBusy, TooManyRequests } from '../http/errors';

export interface SlotCaps {
  /** Connections one client (an address; for IPv6, its /64) may hold at once. */
  perClient: number;
  /** Connections this instance holds at once, from everyone. */
  total: number;
}

/** The words of a refusal, in the error envelope's message. */
export interface SlotRefusals {
  /** A client at its own cap (429). */
  clientFull: string;
  /** Anyone, while the instance is full (503). */
  instanceFull: string;
}

// A slot comes back the moment its connection closes: a client at its cap that closes one may retry
// almost at once, and a full instance frees slots as listeners come and go.
const CLIENT_RETRY_SECONDS = 5;
const INSTANCE_RETRY_SECONDS = 30;

export class ConnectionSlots {
  private readonly heldByClient = new Map<string, number>();
  private held = 0;

  constructor(
    private readonly caps: SlotCaps,
    private readonly refusals: SlotRefusals,
  ) {}

  /** Connections held on this instance right now. */
  get size(): number {
    return this.held;
  }

  /**
   * Takes a slot for a connection from `address`, or throws TooManyRequests (the client is at its
   * cap) or ServerBusy (the instance is full). The function returned gives the slot back; calling it
   * again does nothing, so it can be tied to every way the connection may end.
   */
  take(address: string): () => void {
    const client = clientKey(address);
    const clientHeld = this.heldByClient.get(client) ?? 0;
    if (clientHeld >= this.caps.perClient) throw new TooManyRequests(this.refusals.clientFull, CLIENT_RETRY_SECONDS);
    if (this.held >= this.caps.total) throw new ServerBusy(this.refusals.instanceFull, INSTANCE_RETRY_SECONDS);
    this.heldByClient.set(client, clientHeld + 1);
    this.held += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.held -= 1;
      const left = (this.heldByClient.get(client) ?? 1) - 1;
      if (left > 0) this.heldByClient.set(client, left);
      else this.heldByClient.delete(client);
    };
  }
}

/**
 * Whom an address is counted as: an IPv4 address (IPv4-mapped IPv6 unwrapped) as itself, an IPv6
 * address by its /64, since one subscriber or household is handed a whole /64 and may use any
 * address in it.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}
