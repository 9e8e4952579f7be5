// The server's refusals of an account form, by field, in the listener's language: a wrong current
// password is told as such; anything else the server names is "check this field".
import { WRONG_PASSWORD } from '@sauti/contract';
import { type FieldProblem, serverProblems } from '../../i18n';
import { ApiError } from '../../lib/api';

export function accountFieldProblems(error: unknown): Record<string, FieldProblem> | null {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return null;
  const problems = serverProblems(error.fields);
  for (const [field, english] of Object.entries(error.fields)) {
    if (english === WRONG_PASSWORD) problems[field] = { english, key: 'myAccount.wrongPassword' };
  }
  return problems;
}
