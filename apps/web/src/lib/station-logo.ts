// Station logos come from our own origin (GET /api/logos/:id), as square WebP at one of LOGO_SIZES,
// never from a station's host. When a logo cannot be had that address answers the station's genre
// icon instead; the page draws that icon itself, in its own frame, so a loaded picture that is the
// stand-in is put aside like a failed one.
import { LOGO_SIZES, type LogoSize, logoPath } from '@sauti/contract';

/** An <img>'s src and srcSet: one served size for a 1x screen, another for a 2x screen. */
export function logoSources(
  station: { id: string; logo: string | null },
  [onePixel, twoPixels]: readonly [LogoSize, LogoSize],
): { src: string; srcSet: string } | null {
  const single = logoPath(station, onePixel);
  const double = logoPath(station, twoPixels);
  return single && double ? { src: single, srcSet: `${single} 1x, ${double} 2x` } : null;
}

/**
 * Logos are served at one of LOGO_SIZES (a 2x picture reports half its width, still one of them: the
 * 2x size of each place is the next size up); the stand-in is an SVG of another size.
 */
export function isStandIn(image: HTMLImageElement): boolean {
  return !(LOGO_SIZES as readonly number[]).includes(image.naturalWidth);
}
