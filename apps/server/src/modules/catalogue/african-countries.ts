// The 54 African UN member states, with names, flags and the other names people use for them,
// taken from the world-countries package rather than typed by hand.
import worldCountries from 'world-countries';

export interface AfricanCountry {
  code: string;
  name: string;
  flag: string;
  /** Official, native, French and Portuguese names and alternative spellings. */
  otherNames: string[];
  /** English and French demonyms, e.g. "Ghanaian", "Ivoirien". */
  demonyms: string[];
  capital: string[];
}

function otherNamesOf(country: (typeof worldCountries)[number]): string[] {
  const names = [
    country.name.official,
    ...Object.values(country.name.native ?? {}).flatMap((native) => [native.common, native.official]),
    ...['fra', 'por'].flatMap((lang) => {
      const translation = country.translations[lang];
      return translation ? [translation.common, translation.official] : [];
    }),
    ...country.altSpellings.filter((spelling) => spelling.length > 2),
  ];
  return [...new Set(names)].filter((name) => name !== country.name.common);
}

function demonymsOf(country: (typeof worldCountries)[number]): string[] {
  const forms = Object.values(country.demonyms ?? {}).flatMap((demonym) => [demonym.m, demonym.f]);
  return [...new Set(forms.filter(Boolean))];
}

export const AFRICAN_COUNTRIES: readonly AfricanCountry[] = worldCountries
  .filter((country) => country.region === 'Africa' && country.unMember)
  .map((country) => ({
    code: country.cca2,
    name: country.name.common,
    flag: country.flag,
    otherNames: otherNamesOf(country),
    demonyms: demonymsOf(country),
    capital: country.capital ?? [],
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

const byCode = new Map(AFRICAN_COUNTRIES.map((country) => [country.code, country]));

export function africanCountry(code: string): AfricanCountry | undefined {
  return byCode.get(code.toUpperCase());
}
