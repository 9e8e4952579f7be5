// The quality review's rules: which stations look wrong and why, and the fixes each finding offers.
// Pure functions over stored stations, so every rule is tested without a server.
import type { QualityFinding, QualityFix, QualityIssueKind } from '@sauti/contract';
import { africanCountry, languageCode, languageName, type StationRow, streamKey } from '../catalogue';
import { foreignLanguage, type Place, placesIn } from './country-facts';

/**
 * A logo shared by more stations than this is a host's default picture (a streaming provider's, a
 * directory's "no logo"), not one station filed twice.
 */
const MOST_SHARING_A_LOGO = 5;

export type ReviewedStation = Pick<
  StationRow,
  'id' | 'slug' | 'name' | 'country' | 'city' | 'languages' | 'tags' | 'logo' | 'url' | 'url_resolved' | 'is_active'
>;

const countryName = (code: string) => africanCountry(code)?.name ?? code;
const HIDE: QualityFix = { action: 'hide' };
const DISMISS: QualityFix = { action: 'dismiss' };

function finding(
  station: ReviewedStation,
  kind: QualityIssueKind,
  reason: string,
  detail: QualityFinding['detail'],
  fixes: QualityFix[],
): QualityFinding {
  return {
    station: {
      id: station.id,
      slug: station.slug,
      name: station.name,
      country: station.country,
      country_name: countryName(station.country),
      city: station.city,
      languages: JSON.parse(station.languages) as string[],
      logo: station.logo,
      is_active: station.is_active === 1,
    },
    kind,
    reason,
    detail,
    fixes: [...fixes, DISMISS],
  };
}

/** A name with no letter in any script: "#0#", "1234", "***". */
export function isNotAName(name: string): boolean {
  return !/\p{L}/u.test(name);
}

function notAName(station: ReviewedStation): QualityFinding | null {
  if (!isNotAName(station.name)) return null;
  return finding(station, 'not_a_name', `"${station.name}" has no letters: it is not a station's name.`, {}, [HIDE]);
}

/** A place in the name or city that belongs to another country than the station's. */
function otherCountry(station: ReviewedStation): QualityFinding | null {
  const places = [...placesIn(station.name), ...placesIn(station.city)];
  // A station naming its own country (or its own capital) anywhere says it is where it is filed.
  if (places.some((place) => place.country === station.country)) return null;
  const place = places[0];
  if (!place) return null;
  const field = placesIn(station.name).includes(place) ? 'name' : 'city';
  return finding(
    station,
    'other_country',
    `Its ${field} mentions ${place.name}, in ${place.countryName}, but it is filed under ${countryName(station.country)}.`,
    { place: place.name, place_country: place.country, place_country_name: place.countryName },
    placeFixes(place),
  );
}

function placeFixes(place: Place): QualityFix[] {
  return africanCountry(place.country) ? [{ action: 'move_country', country: place.country }, HIDE] : [HIDE];
}

/** A language official elsewhere but not here, which none of the station's tags speaks of either. */
function languageMismatch(station: ReviewedStation): QualityFinding | null {
  const tags = new Set((JSON.parse(station.tags) as string[]).map((tag) => languageCode(tag)));
  const languages = JSON.parse(station.languages) as string[];
  const misfit = languages.find((code) => foreignLanguage(code, station.country) && !tags.has(code));
  if (!misfit) return null;
  const name = languageName(misfit);
  return finding(
    station,
    'language_mismatch',
    `It is marked as ${name}, which is not spoken in ${countryName(station.country)} and none of its tags mention.`,
    { language: misfit },
    [{ action: 'drop_language', language: misfit }],
  );
}

const safeStreamKey = (station: ReviewedStation): string | null =>
  URL.canParse(station.url_resolved ?? station.url) ? streamKey(station) : null;

const logoKey = (station: ReviewedStation): string | null => station.logo?.trim().toLowerCase() || null;

/** Stations sharing a key (a logo, a stream) with a station of another country. */
function sharedAcrossCountries(
  stations: readonly ReviewedStation[],
  keyOf: (station: ReviewedStation) => string | null,
  most: number,
): Map<string, ReviewedStation[]> {
  const groups = new Map<string, ReviewedStation[]>();
  for (const station of stations) {
    const key = keyOf(station);
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(station);
    else groups.set(key, [station]);
  }
  const others = new Map<string, ReviewedStation[]>();
  for (const group of groups.values()) {
    if (group.length < 2 || group.length > most) continue;
    if (new Set(group.map((station) => station.country)).size < 2) continue;
    for (const station of group) {
      others.set(
        station.id,
        group.filter((other) => other.country !== station.country),
      );
    }
  }
  return others;
}

function duplicate(
  station: ReviewedStation,
  kind: 'duplicate_logo' | 'duplicate_stream',
  others: readonly ReviewedStation[],
): QualityFinding {
  const what = kind === 'duplicate_logo' ? 'logo' : 'stream';
  const names = others.map((other) => `${other.name} (${countryName(other.country)})`).join(', ');
  const countries = [...new Set(others.map((other) => other.country))];
  return finding(
    station,
    kind,
    `It has the same ${what} as ${names}.`,
    {
      others: others.map((other) => ({
        id: other.id,
        name: other.name,
        country: other.country,
        country_name: countryName(other.country),
      })),
    },
    [...countries.map((country) => ({ action: 'move_country' as const, country })), HIDE],
  );
}

/** Every finding over the stations (not deleted ones), in QUALITY_ISSUE_KINDS' order, then by name. */
export function reviewStations(stations: readonly ReviewedStation[]): QualityFinding[] {
  const byName = [...stations].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const sameLogo = sharedAcrossCountries(byName, logoKey, MOST_SHARING_A_LOGO);
  const sameStream = sharedAcrossCountries(byName, safeStreamKey, Number.POSITIVE_INFINITY);
  const rules: Array<(station: ReviewedStation) => QualityFinding | null> = [
    notAName,
    otherCountry,
    languageMismatch,
    (station) => {
      const others = sameLogo.get(station.id);
      return others ? duplicate(station, 'duplicate_logo', others) : null;
    },
    (station) => {
      const others = sameStream.get(station.id);
      return others ? duplicate(station, 'duplicate_stream', others) : null;
    },
  ];
  return rules.flatMap((rule) => byName.map(rule).filter((found): found is QualityFinding => found !== null));
}
