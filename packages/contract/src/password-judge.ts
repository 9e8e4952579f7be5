// How hard a password is to guess, judged alike by the register form and the server with zxcvbn-ts
// (a maintained TypeScript port of Dropbox's zxcvbn): dictionaries of common passwords, words and
// names in English, French and Portuguese, keyboard patterns, repeats, sequences, dates and the
// account's own email and username. Its feedback comes back as keys, so each side words it: the
// server in English, the form in the visitor's language. The packages (a few megabytes) are each
// side's to load when first needed: password-strength.ts on demand for the server, a lazy chunk of
// the web app for the form.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const PASSWORD_WARNINGS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const;
export type PasswordWarning = (typeof PASSWORD_WARNINGS)[number];

export const PASSWORD_SUGGESTIONS = [
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
] as const;
export type PasswordSuggestion = (typeof PASSWORD_SUGGESTIONS)[number];

/**
 * zxcvbn's scores run from 0 to 4; 3 is "safely unguessable": about 10^10 guesses, out of reach
 * of anyone guessing online and costly offline against an argon2 hash.
 */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_WEAK = 'is too easy to guess';

/**
 * Only this many characters are judged: zxcvbn's work grows steeply with length (a 256-character
 * pattern took seconds), and a password this long that is still weak in its first part is rare.
 */
const JUDGED_LENGTH = 32;

export interface PasswordJudgement {
  strong: boolean;
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** What makes it easy to guess, when zxcvbn can tell. */
  warning: PasswordWarning | null;
  /** How to make it harder to guess. */
  suggestions: PasswordSuggestion[];
  /** The whole verdict for a weak password in English ("is too easy to guess: ..."); '' for a strong one. */
  english: string;
}

const keysOf = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, key]));

/** zxcvbn-ts and its language packages, as each side loads them (the server on demand, the web in a lazy chunk). */
export interface EstimatorPackages {
  ZxcvbnFactory: typeof ZxcvbnFactory;
  /** The common package's keyboard layouts. */
  graphs: typeof import('@zxcvbn-ts/language-common').adjacencyGraphs;
  /** Each package's dictionary: the common one, English, French, Portuguese. */
  dictionaries: Record<string, string[]>[];
  /** The English package's words, for the server's messages. */
  english: typeof import('@zxcvbn-ts/language-en').translations;
}

interface Estimator {
  factory: ZxcvbnFactory;
  english: { warnings: Record<string, string>; suggestions: Record<string, string> };
}

async function makeEstimator(load: () => Promise<EstimatorPackages>): Promise<Estimator> {
  const { ZxcvbnFactory, graphs, dictionaries, english } = await load();
  const factory = new ZxcvbnFactory({
    dictionary: Object.assign({}, ...dictionaries),
    graphs,
    maxLength: JUDGED_LENGTH,
    // Each substitution tried doubles the l33t matcher's work: 'a1a1…' took over a second at the default 100.
    l33tMaxSubstitutions: 8,
    // Keys for words: each side puts the feedback in its own language.
    translations: {
      warnings: keysOf(PASSWORD_WARNINGS),
      suggestions: keysOf(PASSWORD_SUGGESTIONS),
      timeEstimation: english.timeEstimation,
    } as typeof english,
  });
  return { factory, english };
}

export interface PasswordJudge {
  /** Judges a new password; `userInputs` are the account's own words (email, username). */
  judgePassword(password: string, userInputs?: readonly string[]): Promise<PasswordJudgement>;
  /** Starts loading the estimator, so that the first judgement does not wait for it (a form calls it on focus). */
  preparePasswordJudgement(): void;
}

/** A judge whose estimator is made from the packages `load` gives, at the first judgement. */
export function createPasswordJudge(load: () => Promise<EstimatorPackages>): PasswordJudge {
  let estimator: Promise<Estimator> | undefined;
  const loaded = () => {
    estimator ??= makeEstimator(load);
    return estimator;
  };
  return {
    judgePassword: async (password, userInputs = []) => judgeWith(await loaded(), password, userInputs),
    preparePasswordJudgement: () => void loaded(),
  };
}

const isWarning = (value: string): value is PasswordWarning => (PASSWORD_WARNINGS as readonly string[]).includes(value);
const isSuggestion = (value: string): value is PasswordSuggestion =>
  (PASSWORD_SUGGESTIONS as readonly string[]).includes(value);

async function judgeWith(
  { factory, english }: Estimator,
  password: string,
  userInputs: readonly string[],
): Promise<PasswordJudgement> {
  const inputs = userInputs.flatMap((input) => [input, ...input.split('@')]).filter((input) => input !== '');
  // Spaces around a password add nothing a guesser would not try.
  const result = await factory.checkAsync(password.trim().slice(0, JUDGED_LENGTH), inputs);
  const strong = result.score >= PASSWORD_MIN_SCORE;
  const warning =
    result.feedback.warning !== null && isWarning(result.feedback.warning) ? result.feedback.warning : null;
  const suggestions = result.feedback.suggestions.filter(isSuggestion);
  const said = [warning && english.warnings[warning], ...suggestions.map((key) => english.suggestions[key])];
  const advice = said.filter((text): text is string => Boolean(text)).join(' ');
  return {
    strong,
    score: result.score,
    warning,
    suggestions,
    english: strong ? '' : advice ? `${PASSWORD_TOO_WEAK}. ${advice}` : `${PASSWORD_TOO_WEAK}.`,
  };
}
