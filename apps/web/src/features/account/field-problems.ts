// The server's refusals of an account form, by field, in the listener's language: a wrong current
// password is told as such; anything else the server names is "check this field". A refusal that
// names no field is said above the button.
import { WRONG_PASSWORD } from '@sauti/contract';
import type { z } from 'zod';
import { type FieldProblem, type MessageKey, problemsByField, serverProblems, useFormWords } from '../../i18n';
import { ApiError } from '../../lib/api';

export function accountFieldProblems(error: unknown): Record<string, FieldProblem> | null {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return null;
  const problems = serverProblems(error.fields);
  for (const [field, english] of Object.entries(error.fields)) {
    if (english === WRONG_PASSWORD) problems[field] = { english, key: 'myAccount.wrongPassword' };
  }
  return problems;
}

/** What a refused submission says above the button, or null when it is said beside the fields. */
export function useFormFailure(error: unknown, fallback: MessageKey, byStatus?: Partial<Record<number, MessageKey>>) {
  const formWords = useFormWords();
  if (!error || accountFieldProblems(error)) return null;
  return formWords.failure(error, { fallback, byStatus });
}

/** The form's values when the contract's schema takes them; otherwise null, its problems shown by field. */
export function valuesIfValid<T>(
  schema: z.ZodType,
  values: T,
  showProblems: (problems: Record<string, FieldProblem>) => void,
): T | null {
  const checked = schema.safeParse(values);
  if (checked.success) return values;
  showProblems(problemsByField(checked.error.issues));
  return null;
}
