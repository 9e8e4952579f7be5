// Readable, unique addresses for stations: /station/wazobia-fm-lagos.
import slugify from '@sindresorhus/slugify';

export function uniqueSlug(name: string, countryCode: string, taken: ReadonlySet<string>): string {
  const base = slugify(name).slice(0, 60).replace(/-+$/, '') || 'station';
  const country = countryCode.toLowerCase();
  if (!taken.has(base)) return base;
  const withCountry = `${base}-${country}`;
  if (!taken.has(withCountry)) return withCountry;
  for (let n = 2; ; n += 1) {
    const numbered = `${withCountry}-${n}`;
    if (!taken.has(numbered)) return numbered;
  }
}
