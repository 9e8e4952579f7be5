// Text that people send (chat, names, forms), cleaned and measured one way on both sides: controls,
// and bidi overrides that would reorder what others read, are removed; broken UTF-16 is refused; text
// that is blank once invisible characters are gone counts as blank; length is counted in characters
// as people see them (grapheme clusters), so an emoji or a letter with its accent counts once.
import { z } from 'zod';

// Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they can make a message
// read differently from what was sent ("Trojan Source"). The plain marks LRM/RLM stay.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

// Control characters other than tab and newline have no place in text people read (and PostgreSQL
// refuses NUL).
const CONTROLS = /[\p{Cc}]/gu;

// Characters that show nothing: whitespace, default-ignorable ones (zero-width space, joiners, BOM,
// soft hyphen, variation selectors, Hangul fillers, tags...) and the Braille blank.
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800]/gu;

// A surrogate half without its partner is not text: JSON can carry one, no keyboard types one.
const LONE_SURROGATE = /\p{Surrogate}/u;

// Joiners and combining marks stick to the character before them, so a visible length alone does
// not bound the stored size: this many UTF-16 units per visible character is the most we keep.
const MAX_UNITS_PER_CHARACTER = 16;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How many characters a person sees in the text. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** True when nothing would show: only whitespace and invisible characters, or nothing at all. */
export function isBlankText(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/**
 * The text as it is kept: line ends unified, controls and bidi overrides removed, whitespace trimmed.
 * Other invisible characters stay where they are: a variation selector or a joiner belongs to the
 * emoji or the word before it.
 */
export function cleanText(text: string): string {
  const unified = text.replace(/\r\n?/g, '\n');
  const withoutControls = unified.replace(CONTROLS, (character) =>
    character === '\n' || character === '\t' ? character : '',
  );
  return withoutControls.replace(BIDI_CONTROLS, '').trim();
}

export interface PlainTextRules {
  /** Most characters, as people see them. */
  max: number;
  tooLong: string;
  /** Refuses blank text with this message; without it, blank text is kept as ''. */
  blank?: string;
}

/** A free-text field: cleaned as `cleanText` says, blank and length judged as people see the text. */
export function PlainText({ max, tooLong, blank }: PlainTextRules) {
  const cleaned = z
    .string()
    .refine((text) => !LONE_SURROGATE.test(text), 'contains a broken character; please type it again')
    .transform((text) => {
      const kept = cleanText(text);
      return isBlankText(kept) ? '' : kept;
    });
  const present = blank === undefined ? cleaned : cleaned.refine((text) => text !== '', blank);
  return present.refine((text) => text.length <= max * MAX_UNITS_PER_CHARACTER && visibleLength(text) <= max, tooLong);
}

/** A query or form field left empty counts as not given. */
export const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
