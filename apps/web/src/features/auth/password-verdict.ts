// A new password judged in the browser before it is sent (register, and a reset's new password).
import type { PasswordJudgement } from '@sauti/contract/password-judge';
import type { FieldProblem, MessageKey } from '../../i18n';

/** The password judge and its dictionaries (about a megabyte gzipped): loaded when first needed. */
export const loadPasswordStrength = () => import('./password-strength');

/** A weak password's verdict: what makes it easy to guess and how to do better, in the visitor's language. */
export function weakPassword(judgement: PasswordJudgement, t: (key: MessageKey) => string): FieldProblem {
  const advice = [
    ...(judgement.warning ? [t(`password.warning.${judgement.warning}`)] : []),
    ...judgement.suggestions.map((suggestion) => t(`password.suggestion.${suggestion}`)),
  ].join(' ');
  return { english: judgement.english, key: 'password.weak', values: { advice } };
}

/** The judge's verdict on `password` for this account, or null when it is strong or the judge did not load. */
export async function passwordProblem(
  password: string,
  account: string[],
  t: (key: MessageKey) => string,
): Promise<FieldProblem | null> {
  // Should the estimator fail to load, the server still judges the password.
  const judgement = await loadPasswordStrength()
    .then(({ judgePassword }) => judgePassword(password, account))
    .catch(() => null);
  return judgement && !judgement.strong ? weakPassword(judgement, t) : null;
}
