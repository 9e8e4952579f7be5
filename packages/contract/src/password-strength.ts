// How hard a password is to guess, judged alike by the register form and the server with zxcvbn-ts
// (a maintained TypeScript port of Dropbox's zxcvbn): dictionaries of common passwords, words and
// names in English, French and Portuguese, keyboard patterns, repeats, sequences, dates and the
// account's own email and username. Its feedback comes back as keys, so each side words it: the
// server in English, the form in the visitor's language. The estimator and its dictionaries (a few
// megabytes) load at the first judgement, so a page that never judges a password never loads them.
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

interface Estimator {
  factory: ZxcvbnFactory;
  english: { warnings: Record<string, string>; suggestions: Record<string, string> };
}

let estimator: Promise<Estimator> | undefined;

function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english, french, portuguese] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-fr'),
      import('@zxcvbn-ts/language-pt-br'),
    ]);
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary, ...portuguese.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: JUDGED_LENGTH,
      // Each substitution tried doubles the l33t matcher's work: 'a1a1…' took over a second at the default 100.
      l33tMaxSubstitutions: 8,
      // Keys for words: each side puts the feedback in its own language.
      translations: {
        warnings: keysOf(PASSWORD_WARNINGS),
        suggestions: keysOf(PASSWORD_SUGGESTIONS),
        timeEstimation: english.translations.timeEstimation,
      } as typeof english.translations,
    });
    return { factory, english: english.translations };
  })();
  return estimator;
}

/** Starts loading the estimator, so that the first judgement does not wait for it (a form calls it on focus). */
export function preparePasswordJudgement(): void {
  void loadEstimator();
}

const isWarning = (value: string): value is PasswordWarning => (PASSWORD_WARNINGS as readonly string[]).includes(value);
const isSuggestion = (value: string): value is PasswordSuggestion =>
  (PASSWORD_SUGGESTIONS as readonly string[]).includes(value);

/** Judges a new password; `userInputs` are the account's own words (email, its part before the @, username). */
export async function judgePassword(password: string, userInputs: readonly string[] = []): Promise<PasswordJudgement> {
  const { factory, english } = await loadEstimator();
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
