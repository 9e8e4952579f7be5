// Who is looking at an ad: their country (from their network address through the offline GeoIP
// database, else the country they registered with, else the page's country filter), and whether they
// see ads at all (premium users and admins do not; crawlers are invalid-traffic.ts's).
import type { Db } from '../../platform/db';
import { countryOfAddress } from '../../platform/geoip';
import type { AuthenticatedUser } from '../../platform/http/access';
import { registeredCountry } from './repo';

export interface Viewer {
  user: AuthenticatedUser | null;
  /** The client's address as Fastify sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  address: string;
  userAgent: string | undefined;
}

/** Premium and admin accounts get no ads (spec section 6: admins count as premium). */
export function seesAds(viewer: Viewer): boolean {
  return viewer.user?.role !== 'premium' && viewer.user?.role !== 'admin';
}

export class Audience {
  constructor(private readonly db: Db) {}

  /** The viewer's two-letter country, or null when nothing tells. */
  async countryOf(viewer: Viewer, pageCountry: string | undefined): Promise<string | null> {
    const located = countryOfAddress(viewer.address);
    if (located) return located;
    const registered = viewer.user ? await registeredCountry(this.db, viewer.user.id) : null;
    if (registered && /^[A-Z]{2}$/.test(registered)) return registered;
    return pageCountry && /^[A-Z]{2}$/.test(pageCountry) ? pageCountry : null;
  }
}
