// What the quality review knows of countries: the places that name one (African countries' names and
// capitals from the catalogue's data, plus a short list of well-known places elsewhere that stations
// get filed under an African country by mistake) and which languages fit where (official languages
// from the world-countries package, which the catalogue's country data also comes from).
import langs from 'langs';
import worldCountries from 'world-countries';
import { foldText } from '../../platform/text/fold';
import { AFRICAN_COUNTRIES, africanCountry } from '../catalogue';

export interface Place {
  /** As written in a reason. */
  name: string;
  /** Folded, as matched against a folded name or city. */
  key: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
}

/**
 * Well-known places outside Africa whose stations turn up under African countries (Radio Browser's
 * country field is free for anyone to set): mostly South Asian and Latin American cities, whose
 * stations share names with African ones ("Radio Mirchi", "Rádio Capital"), and the big Western
 * cities whose names stations carry. Kept short on purpose: a place missing here is only a finding
 * not made; a common word here would be a wrong one on every station that uses it.
 */
const ELSEWHERE: ReadonlyArray<readonly [string, string, string]> = [
  ['India', 'IN', 'India'],
  ['Chennai', 'IN', 'India'],
  ['Mumbai', 'IN', 'India'],
  ['Delhi', 'IN', 'India'],
  ['Kolkata', 'IN', 'India'],
  ['Bengaluru', 'IN', 'India'],
  ['Bangalore', 'IN', 'India'],
  ['Hyderabad', 'IN', 'India'],
  ['Kerala', 'IN', 'India'],
  ['Tamil Nadu', 'IN', 'India'],
  ['Punjab', 'IN', 'India'],
  ['Pakistan', 'PK', 'Pakistan'],
  ['Karachi', 'PK', 'Pakistan'],
  ['Lahore', 'PK', 'Pakistan'],
  ['Bangladesh', 'BD', 'Bangladesh'],
  ['Dhaka', 'BD', 'Bangladesh'],
  ['Sri Lanka', 'LK', 'Sri Lanka'],
  ['Philippines', 'PH', 'Philippines'],
  ['Manila', 'PH', 'Philippines'],
  ['Indonesia', 'ID', 'Indonesia'],
  ['Jakarta', 'ID', 'Indonesia'],
  ['Brasil', 'BR', 'Brazil'],
  ['Brazil', 'BR', 'Brazil'],
  ['São Paulo', 'BR', 'Brazil'],
  ['Rio de Janeiro', 'BR', 'Brazil'],
  ['Lisboa', 'PT', 'Portugal'],
  ['Lisbon', 'PT', 'Portugal'],
  ['Madrid', 'ES', 'Spain'],
  ['México', 'MX', 'Mexico'],
  ['Bogotá', 'CO', 'Colombia'],
  ['Buenos Aires', 'AR', 'Argentina'],
  ['Caracas', 'VE', 'Venezuela'],
  ['New York', 'US', 'United States'],
  ['Los Angeles', 'US', 'United States'],
  ['Chicago', 'US', 'United States'],
  ['Texas', 'US', 'United States'],
  ['London', 'GB', 'United Kingdom'],
  ['Paris', 'FR', 'France'],
  ['Berlin', 'DE', 'Germany'],
  ['Istanbul', 'TR', 'Turkey'],
  ['Beijing', 'CN', 'China'],
];

/** Capitals whose names are also common words or other places' names ("Victoria" is a lake too). */
const AMBIGUOUS_CAPITALS = new Set(['victoria']);

/** Places within one country that hold another country's name: matched first, so they name their own. */
const LOOKALIKES: ReadonlyArray<readonly [string, string]> = [['Benin City', 'NG']];

function africanPlaces(): Place[] {
  const places: Place[] = [];
  for (const country of AFRICAN_COUNTRIES) {
    for (const name of [country.name, ...country.capital]) {
      if (AMBIGUOUS_CAPITALS.has(foldText(name))) continue;
      places.push({ name, key: foldText(name), country: country.code, countryName: country.name });
    }
  }
  for (const [name, code] of LOOKALIKES) {
    places.push({ name, key: foldText(name), country: code, countryName: africanCountry(code)?.name ?? code });
  }
  return places;
}

/** Every place the review knows, longest first, so "Equatorial Guinea" is found before "Guinea". */
export const PLACES: readonly Place[] = [
  ...africanPlaces(),
  ...ELSEWHERE.map(([name, country, countryName]) => ({ name, key: foldText(name), country, countryName })),
].sort((a, b) => b.key.length - a.key.length);

/** The places a text names, each once: a longer name hides the shorter ones inside it. */
export function placesIn(text: string | null): Place[] {
  let folded = ` ${foldText(text ?? '')} `;
  const found: Place[] = [];
  for (const place of PLACES) {
    const word = ` ${place.key} `;
    if (!folded.includes(word)) continue;
    found.push(place);
    folded = folded.replaceAll(word, ' | ');
  }
  return found;
}

const toIso1 = (code: string): string | undefined =>
  (langs.where('3', code) ?? langs.where('2B', code) ?? langs.where('2T', code))?.['1'];

function officialLanguages(country: (typeof worldCountries)[number]): string[] {
  return Object.keys(country.languages ?? {})
    .map(toIso1)
    .filter((code): code is string => Boolean(code));
}

const officialByCountry = new Map(worldCountries.map((country) => [country.cca2, officialLanguages(country)]));

/** Languages official somewhere: a language official nowhere (most African languages) is never judged. */
const OFFICIAL_SOMEWHERE = new Set([...officialByCountry.values()].flat());

/** Official in this many African countries, a language is heard on radio anywhere on the continent. */
const LINGUA_FRANCA_COUNTRIES = 3;

const LINGUA_FRANCAS = (() => {
  const counts = new Map<string, number>();
  for (const country of AFRICAN_COUNTRIES) {
    for (const code of officialByCountry.get(country.code) ?? []) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= LINGUA_FRANCA_COUNTRIES).map(([code]) => code));
})();

/**
 * Whether a language is out of place in a country: official somewhere in the world, but neither in
 * this country nor one of Africa's shared languages (English, French, Arabic, Portuguese, Swahili...).
 */
export function foreignLanguage(language: string, country: string): boolean {
  if (!OFFICIAL_SOMEWHERE.has(language) || LINGUA_FRANCAS.has(language)) return false;
  return !(officialByCountry.get(country) ?? []).includes(language);
}
