// What a new password must be (ASVS 2.1.7, 2.1.8): hard to guess, as zxcvbn-ts judges it with the
// contract's judgePassword (common passwords, words, names, keyboard patterns, repeats, sequences,
// dates, and the account's own email and username). The same judgement runs in the register form;
// here it is enforced. The estimator loads at the first registration. The contract's own rules
// (length, not the email or username) run first.
import { judgePassword } from '@sauti/contract/password-strength';

/** Why the password is refused, in English beside the field ("is too easy to guess. ..."), or null. */
export async function weakPasswordProblem(
  password: string,
  account: { email: string; username: string },
): Promise<string | null> {
  const judgement = await judgePassword(password, [account.email, account.username]);
  return judgement.strong ? null : judgement.english;
}
