// Turns a request's `Authorization: Bearer <token>` into the user it speaks for (or nobody).
import type { Authenticator } from '../../platform/http/access';
import { bearerToken } from '../../platform/http/bearer-token';
import type { AccountService } from './service';

export function bearerAuthenticator(accounts: AccountService): Authenticator {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    return token ? accounts.userForToken(token) : null;
  };
}
