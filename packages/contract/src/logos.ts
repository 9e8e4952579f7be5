// Station logos through our own origin: the server fetches a station's logo once, checks and resizes
// it, and serves it as WebP, so a listener's browser never asks a station's host for anything.
import { z } from 'zod';
import { defineEndpoint, pathOf } from './endpoint';
import { StationParams } from './stations';

/**
 * The square sizes served, in pixels: 64 for the 56 px card logo and 44 px player thumbnail, 128 for
 * those on a 2x screen and the 80 px details logo, 256 for the details logo on a 2x screen, the
 * player's large artwork and link previews.
 */
export const LOGO_SIZES = [64, 128, 256] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

const SIZE_WORDS = LOGO_SIZES.map(String) as ['64', '128', '256'];

export const LogoQuery = z.object({
  size: z
    .enum(SIZE_WORDS, { error: `size must be one of ${SIZE_WORDS.join(', ')}` })
    .default('128')
    .transform((value) => Number(value) as LogoSize),
  /** The logo address's version (logoVersion): a versioned address may be cached for good. */
  v: z
    .string()
    .regex(/^[0-9a-z]{1,16}$/, 'v must be a short version word')
    .optional(),
});

export const logoEndpoints = {
  /**
   * The station's logo as a square WebP of the asked size; its genre's icon (SVG) when it has no logo
   * or the logo cannot be fetched or is not an image. Never an error for a station that exists.
   */
  logo: defineEndpoint({
    method: 'GET',
    path: '/api/logos/:stationId',
    params: StationParams,
    query: LogoQuery,
    errors: [400, 404],
  }),
};

/**
 * A short word that changes when the logo's address changes (32-bit FNV-1a, base 36): the same on
 * the server and in the page, so both agree which address is the current one.
 */
export function logoVersion(logoUrl: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < logoUrl.length; index += 1) {
    hash ^= logoUrl.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Our address of a station's logo at a size, versioned by its logo address; null when it has none. */
export function logoPath(station: { id: string; logo: string | null }, size: LogoSize): string | null {
  if (!station.logo) return null;
  return pathOf(logoEndpoints.logo, {
    params: { stationId: station.id },
    query: { size: String(size) as (typeof SIZE_WORDS)[number], v: logoVersion(station.logo) },
  });
}
