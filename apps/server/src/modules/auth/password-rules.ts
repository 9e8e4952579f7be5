// What a new password must not be (ASVS 2.1.7): one of the most common passwords (zxcvbn-ts's list of
// 49,233, of which the 17,950 long enough to pass the length rule are kept), checked without regard
// to case or surrounding spaces. The list stays on the server and is loaded at the first registration.
// The contract's own rules (length, not the email or username) run first.
import { PASSWORD_MIN_LENGTH } from '@sauti/contract';

export const COMMON_PASSWORD = 'is one of the most common passwords; please choose one that is harder to guess';

let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH)),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.trim().toLowerCase());
}
