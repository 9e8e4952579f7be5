// Click links signed for one ad and one browser session, so a click cannot be made up for another ad
// or replayed from another session: `{adId}.{sessionTag}.{issued}.{signature}`. The session appears
// as a short hash and the signature is cut to 132 bits, so the link stays within a path parameter's
// 100 characters (Fastify's limit) and never shows the session id itself.
import { createHash } from 'node:crypto';
import type { SigningKey } from '../../platform/signing';

/** How long a served ad's link keeps working: a tab left open for days still clicks through. */
export const CLICK_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface ClickClaim {
  adId: string;
  /** The session's tag (sessionTag); for a page without a session id, the tag of ''. */
  sessionTag: string;
  /** Milliseconds since the epoch, in base 36 as signed (the invalid-traffic rules time clicks from it). */
  issued: string;
}

const SIGNATURE_LENGTH = 22;

/** 66 bits of the session id's SHA-256: enough to tell sessions apart, too few to find the id. */
export const sessionTag = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 11);

const message = ({ adId, sessionTag, issued }: ClickClaim) => `ad-click:${adId}.${sessionTag}.${issued}`;

export class ClickTokens {
  constructor(private readonly key: SigningKey) {}

  issue(adId: string, sessionId: string, now: number): string {
    const claim = { adId, sessionTag: sessionTag(sessionId), issued: now.toString(36) };
    const signature = this.key.sign(message(claim)).slice(0, SIGNATURE_LENGTH);
    return `${adId}.${claim.sessionTag}.${claim.issued}.${signature}`;
  }

  /** The claim of a token this server signed and that has not expired; null for anything else. */
  read(token: string, now: number): ClickClaim | null {
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [adId = '', tag = '', issued = '', signature = ''] = parts;
    const claim = { adId, sessionTag: tag, issued };
    const expected = this.key.sign(message(claim)).slice(0, SIGNATURE_LENGTH);
    if (!this.key.matches(expected, signature)) return null;
    const issuedMs = Number.parseInt(issued, 36);
    return now - issuedMs <= CLICK_TOKEN_LIFETIME_MS ? claim : null;
  }
}
