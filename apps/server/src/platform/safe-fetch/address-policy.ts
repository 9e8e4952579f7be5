// Which addresses the server may connect to on a third party's behalf: public unicast only, plus the
// host:port exceptions of SAFE_FETCH_ALLOW (tests run their fake radio servers on 127.0.0.1).
import ipaddr from 'ipaddr.js';

/**
 * True only for public unicast addresses. ipaddr.js's `process` unwraps IPv4-mapped IPv6
 * (::ffff:127.0.0.1 is 127.0.0.1), and every named range it knows (loopback, private, linkLocal
 * with 169.254.169.254, carrierGradeNat, uniqueLocal, multicast, unspecified, reserved, 6to4,
 * teredo...) is something a radio stream has no business living on.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The canonical text of an IP address, so that '::ffff:7f00:1' and '::ffff:127.0.0.1' compare equal. */
export function canonicalAddress(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address.toLowerCase();
}

interface AllowEntry {
  host: string;
  port: number | '*';
}

/** SAFE_FETCH_ALLOW entries: `host:port` or `host:*`, host being a name, an IPv4 address or a bracketed IPv6. */
export class AllowList {
  private readonly entries: AllowEntry[];

  constructor(entries: readonly string[]) {
    this.entries = entries.map(parseAllowEntry);
  }

  /** Whether a connection to `port` is allowed by the URL's host name or by the address it resolved to. */
  allows(hostname: string, address: string, port: number): boolean {
    const names = new Set([hostname.toLowerCase(), canonicalAddress(hostname), canonicalAddress(address)]);
    return this.entries.some((entry) => (entry.port === '*' || entry.port === port) && names.has(entry.host));
  }
}

export function parseAllowEntry(text: string): AllowEntry {
  const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5}|\*)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`'${text}' is not host:port`);
  const host = canonicalAddress(match[1].replace(/^\[|\]$/g, ''));
  const port = match[2] === '*' ? '*' : Number(match[2]);
  if (port !== '*' && (port < 1 || port > 65535)) throw new Error(`'${text}' has no valid port`);
  return { host, port };
}
