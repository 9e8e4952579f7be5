// What a username may be made of, after Unicode TR39 (security mechanisms for identifiers): nothing
// invisible, letters and digits only from the scripts recommended for identifiers, at most a few
// combining marks on one letter, and one writing system per name ("Moderately Restrictive", §5.2).
// A name that reads "admin" but holds a Hangul filler, or mixes Cyrillic letters into a Latin word,
// is refused here; a name wholly in look-alike letters of one script is caught by the server's
// confusable skeleton instead.

// Default_Ignorable_Code_Point covers zero-width characters, joiners, the BOM, variation selectors,
// tags and the Hangul fillers; the fillers are named too, since they are the letters that show nothing.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u115F\u1160\u3164\uFFA0]/u;

/**
 * UAX #31's recommended scripts (Table 5), which TR39's General Security Profile allows, plus a
 * tailoring the profile permits: the scripts written for African languages that UAX #31 lists as
 * "limited use" (Adlam, Bamum, N'Ko, Tifinagh, Vai), since Sauti's listeners write in them. By their
 * ISO 15924 codes, as regular expressions name scripts.
 */
const SCRIPTS =
  'Arab Armn Beng Bopo Cyrl Deva Ethi Geor Grek Gujr Guru Hani Hang Hebr Hira Knda Kana Khmr Laoo Latn Mlym Mymr Orya Sinh Taml Telu Thaa Thai Tibt Adlm Bamu Nkoo Tfng Vaii'.split(
    ' ',
  );
/** An ISO 15924 script code. */
type Script = string;

const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{scx=${script}}`, 'u')] as const);

/** A letter, a combining mark or a decimal digit, or one of the three separators. */
const NAME_CHARACTER = /^[\p{L}\p{M}\p{Nd}_.-]$/u;
// Characters of every script (digits 0-9, '_', '.', '-') and marks that take their letter's script.
const ANY_SCRIPT = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;

/** TR39 §5.4: more than four nonspacing marks in a row, or one mark twice on a letter, hides what it sits on. */
const MARK_PILE = /\p{Mn}{5}/u;
const REPEATED_MARK = /(\p{Mn})\p{Mn}*\1/u;

/** Scripts that may share a name with Latin (§5.2): any recommended one but the two that look like it. */
const LATIN_PARTNERS: readonly Script[] = SCRIPTS.filter((script) => script !== 'Cyrl' && script !== 'Grek');
/** How Chinese, Japanese and Korean are written, each with Latin too (§5.2, Highly Restrictive). */
const EAST_ASIAN: ReadonlyArray<readonly Script[]> = [
  ['Latn', 'Hani', 'Hira', 'Kana'],
  ['Latn', 'Hani', 'Bopo'],
  ['Latn', 'Hani', 'Hang'],
];
const SCRIPT_COMBINATIONS: ReadonlyArray<readonly Script[]> = [
  ...EAST_ASIAN,
  ...LATIN_PARTNERS.filter((script) => script !== 'Latn').map((script) => ['Latn', script]),
];

/** The allowed scripts a character belongs to; null when it belongs to any (digits, separators, marks). */
function scriptsOf(character: string): Script[] | null {
  if (ANY_SCRIPT.test(character)) return null;
  return SCRIPT_PATTERNS.filter(([, pattern]) => pattern.test(character)).map(([script]) => script);
}

/** Every character can be read in some one script of the set. */
const coveredBy = (scripts: readonly Script[], sets: readonly Script[][]) =>
  sets.every((set) => set.some((script) => scripts.includes(script)));

export const USERNAME_INVISIBLE = 'must not hold invisible characters';
export const USERNAME_CHARACTERS = "may only hold letters, digits, '_', '.' and '-'";
export const USERNAME_MIXED_SCRIPTS = 'must be written in one alphabet (Latin may go with one other)';

/** Why a (normalised) username is refused, or null when it is fine. */
export function usernameProblem(name: string): string | null {
  if (INVISIBLE.test(name)) return USERNAME_INVISIBLE;
  const sets: Script[][] = [];
  for (const character of name) {
    if (!NAME_CHARACTER.test(character)) return USERNAME_CHARACTERS;
    const scripts = scriptsOf(character);
    if (scripts === null) continue;
    if (scripts.length === 0) return USERNAME_CHARACTERS;
    sets.push(scripts);
  }
  const decomposed = name.normalize('NFD');
  if (MARK_PILE.test(decomposed) || REPEATED_MARK.test(decomposed)) return USERNAME_CHARACTERS;
  const single = SCRIPTS.some((script) => sets.every((set) => set.includes(script)));
  if (single || SCRIPT_COMBINATIONS.some((scripts) => coveredBy(scripts, sets))) return null;
  return USERNAME_MIXED_SCRIPTS;
}
