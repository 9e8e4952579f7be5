// A listener's country from their network address, offline: geoip-country ships MaxMind's GeoLite2
// country data (IPv4 and IPv6, refreshed twice a week) inside its npm package, so nothing downloads
// at install or at run time, and a lookup is an in-memory binary search.
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';

type GeoIp = typeof import('geoip-country');

let loaded: GeoIp | undefined;

/**
 * Read on the first lookup rather than at start: loading the data takes a tenth of a second that
 * every start (and every instance a cluster adds) would otherwise wait for.
 */
function geoip(): GeoIp {
  loaded ??= createRequire(import.meta.url)('geoip-country') as GeoIp;
  return loaded;
}

/** Reads the data now: the server does so just after it listens, rather than on a listener's request. */
export function loadGeoIp(): void {
  geoip();
}

/** The two-letter country of an address, or null for a private, loopback or unknown one. */
export function countryOfAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  // '::ffff:102.89.1.1' is an IPv4 client on a dual-stack socket.
  const plain = ipaddr.process(address).toString();
  return geoip().lookup(plain)?.country ?? null;
}
