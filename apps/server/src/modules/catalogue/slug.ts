// Readable, unique addresses for stations: /station/wazobia-fm-lagos.
import slugify from '@sindresorhus/slugify';

/** Path words that GET /api/stations/{id} cannot reach as slugs because a fixed route owns them. */
const RESERVED = new Set(['count']);

export function uniqueSlug(name: string, countryCode: string, taken: ReadonlySet<string>): string {
  const base = slugify(name).slice(0, 60).replace(/-+$/, '') || 'station';
  const country = countryCode.toLowerCase();
  const isFree = (slug: string) => !taken.has(slug) && !RESERVED.has(slug);
  if (isFree(base)) return base;
  const withCountry = `${base}-${country}`;
  if (isFree(withCountry)) return withCountry;
  for (let n = 2; ; n += 1) {
    const numbered = `${withCountry}-${n}`;
    if (isFree(numbered)) return numbered;
  }
}
