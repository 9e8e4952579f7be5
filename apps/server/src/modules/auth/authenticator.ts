// Turns a request's `Authorization: Bearer <token>` into the user it speaks for (or nobody).
import type { Authenticator } from '../../platform/http/access';
import type { AccountService } from './service';

// Our tokens are 43 characters; anything far longer is not one of ours and is not worth hashing.
const MAX_TOKEN_LENGTH = 200;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

export function bearerAuthenticator(accounts: AccountService): Authenticator {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    return token ? accounts.userForToken(token) : null;
  };
}
