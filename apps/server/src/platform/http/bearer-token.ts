// The token of an `Authorization: Bearer <token>` header: a user's session, or the metrics scraper's.

// Our tokens are 43 characters, METRICS_TOKEN at most 200; anything longer is none of ours and is not worth hashing.
const MAX_TOKEN_LENGTH = 200;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
