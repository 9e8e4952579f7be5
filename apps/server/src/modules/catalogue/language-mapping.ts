// Maps free-form language names and codes (as Radio Browser and listeners write them) to ISO 639-1.
import langs from 'langs';
import { foldText } from '../../platform/text/fold';
import { LANGUAGE_ALIASES } from './language-aliases';

const byName = new Map<string, string>();
for (const language of langs.all()) {
  for (const name of [language.name, language.local]) {
    for (const part of name.split(/[;,]/)) byName.set(foldText(part), language['1']);
  }
}
for (const [alias, code] of Object.entries(LANGUAGE_ALIASES)) byName.set(foldText(alias), code);

const knownCodes = new Set(langs.codes('1'));

/** One language name or code to its ISO 639-1 code, or undefined when it names no language. */
export function languageCode(value: string): string | undefined {
  const folded = foldText(value);
  if (folded.length === 2 && knownCodes.has(folded)) return folded;
  return byName.get(folded);
}

/** The ISO 639-1 codes of a station, from its language names and codes, in order, without repeats. */
export function languageCodesFor(names: string, codes: string): string[] {
  const parts = [...codes.split(','), ...names.split(/[,/;]/)];
  const found = parts.map((part) => languageCode(part)).filter((code) => code !== undefined);
  return [...new Set(found)];
}

/** The English name of an ISO 639-1 code, for filter lists. */
const nameByCode = new Map(langs.all().map((language) => [language['1'], language.name]));

export function languageName(code: string): string {
  return nameByCode.get(code) ?? code;
}
