// Form messages in the visitor's language. The contract's checks and the server speak English: in
// English their own words show (the spec's words); in another language a translated message of the
// same kind stands in, so a French visitor never reads an English error.
import { USERNAME_CHARACTERS, USERNAME_INVISIBLE, USERNAME_MIXED_SCRIPTS } from '@sauti/contract';
import type { z } from 'zod';
import { ApiError } from '../lib/api';
import type { MessageKey } from './catalogues';
import { type MessageValues, useTranslation } from './use-translation';

/** What is wrong with one field: the English words, and the kind of problem to translate. */
export interface FieldProblem {
  english: string;
  key: MessageKey;
  values?: MessageValues;
}

const WEB_ADDRESS_FIELDS = new Set(['streamUrl', 'website']);

/** The contract's own checks that are not of a standard kind, told apart by their words. */
const CUSTOM_WORDS: Record<string, MessageKey> = {
  [USERNAME_CHARACTERS]: 'validation.username',
  [USERNAME_INVISIBLE]: 'username.invisible',
  [USERNAME_MIXED_SCRIPTS]: 'username.scripts',
};

function problemKind(issue: z.core.$ZodIssue, field: string): Pick<FieldProblem, 'key' | 'values'> {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? { key: 'validation.required' }
        : { key: 'validation.tooShort', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'validation.tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (WEB_ADDRESS_FIELDS.has(field)) return { key: 'validation.webAddress' };
      if (field === 'username') return { key: 'validation.username' };
      return { key: 'validation.invalid' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.choose' };
    case 'custom':
      return { key: CUSTOM_WORDS[issue.message] ?? 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** The first problem of each field, from a failed contract check. */
export function problemsByField(issues: readonly z.core.$ZodIssue[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in problems)) problems[field] = { english: issue.message, ...problemKind(issue, field) };
  }
  return problems;
}

/** The server's own messages by field, which name no kind: translated as "please check this field". */
export function serverProblems(fields: Record<string, string>): Record<string, FieldProblem> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, english]) => [field, { english, key: 'validation.invalid' as const }]),
  );
}

interface FailureWords {
  /** Shown when the server gave no message (English) or for any failure without a better key. */
  fallback: MessageKey;
  /** Translations for failures told apart by HTTP status. */
  byStatus?: Partial<Record<number, MessageKey>>;
}

export function useFormWords() {
  const { t, language } = useTranslation();
  const english = language === 'en';
  return {
    problem: (problem: FieldProblem | undefined): string | undefined =>
      problem && (english ? problem.english : t(problem.key, problem.values)),
    /** The server's acknowledgement in English, ours in any other language. */
    acknowledgement: (server: string | null, key: MessageKey): string | null =>
      server === null || english ? server : t(key),
    failure: (error: unknown, words: FailureWords): string => {
      const status = error instanceof ApiError ? error.status : undefined;
      if (english) return error instanceof ApiError && error.message ? error.message : t(words.fallback);
      const byStatus = status === undefined ? undefined : (words.byStatus?.[status] ?? STATUS_WORDS[status]);
      return t(byStatus ?? words.fallback);
    },
  };
}

const STATUS_WORDS: Partial<Record<number, MessageKey>> = { 429: 'forms.tooMany' };
