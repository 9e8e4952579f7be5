// A listener's country from their network address, offline: geoip-country ships MaxMind's GeoLite2
// country data (IPv4 and IPv6, refreshed twice a week) inside its npm package, so nothing downloads
// at install or at run time, and a lookup is an in-memory binary search.
import geoip from 'geoip-country';
import ipaddr from 'ipaddr.js';

/** The two-letter country of an address, or null for a private, loopback or unknown one. */
export function countryOfAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  // '::ffff:102.89.1.1' is an IPv4 client on a dual-stack socket.
  const plain = ipaddr.process(address).toString();
  return geoip.lookup(plain)?.country ?? null;
}
