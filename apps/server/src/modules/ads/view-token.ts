// View tokens: what a served ad carries so that only an ad that was served can count, and only once.
// `{adId}.{sessionTag}.{pageViewTag}.{slot}.{issued}.{signature}`: signed for the ad, the browser
// session and page view it was served to (as short hashes, like click links), the slot, and the moment
// of serving in milliseconds (base 36), which the invalid-traffic rules compare with the event's.
import type { AdPosition } from '@sauti/contract';
import type { SigningKey } from '../../platform/signing';
import { sessionTag } from './click-token';

/** How long a served ad may still be counted as seen or heard. */
export const VIEW_TOKEN_LIFETIME_MS = 30 * 60_000;

const SIGNATURE_LENGTH = 22;
/** The page-view part of a token served without a page view. */
const ANY_PAGE_VIEW = '-';

export interface ViewClaim {
  adId: string;
  sessionTag: string;
  /** The page view's tag, or '-' when the ad was served without one. */
  pageViewTag: string;
  slot: string;
  /** Milliseconds since the epoch. */
  issuedMs: number;
  signature: string;
}

export interface ServedTo {
  adId: string;
  sessionId: string;
  pageViewId: string | undefined;
  slot: AdPosition;
}

const message = (parts: readonly string[]) => `ad-view:${parts.join('.')}`;

export class ViewTokens {
  constructor(private readonly key: SigningKey) {}

  issue({ adId, sessionId, pageViewId, slot }: ServedTo, now: number): string {
    const parts = [
      adId,
      sessionTag(sessionId),
      pageViewId ? sessionTag(pageViewId) : ANY_PAGE_VIEW,
      slot,
      now.toString(36),
    ];
    return `${parts.join('.')}.${this.key.sign(message(parts)).slice(0, SIGNATURE_LENGTH)}`;
  }

  /**
   * The claim of a token this server signed, unexpired, for this ad, session and page view; null for
   * anything else. A token issued up to a minute "later" than now (another instance's clock) still reads.
   */
  read(
    token: string,
    expected: { adId: string; sessionId: string; pageViewId: string },
    now: number,
  ): ViewClaim | null {
    const parts = token.split('.');
    if (parts.length !== 6) return null;
    const [adId = '', tag = '', pageViewTag = '', slot = '', issued = '', signature = ''] = parts;
    const wanted = this.key.sign(message(parts.slice(0, 5))).slice(0, SIGNATURE_LENGTH);
    if (!this.key.matches(wanted, signature)) return null;
    const issuedMs = Number.parseInt(issued, 36);
    if (!Number.isFinite(issuedMs) || now - issuedMs > VIEW_TOKEN_LIFETIME_MS || issuedMs - now > 60_000) return null;
    if (adId !== expected.adId || tag !== sessionTag(expected.sessionId)) return null;
    if (pageViewTag !== ANY_PAGE_VIEW && pageViewTag !== sessionTag(expected.pageViewId)) return null;
    return { adId, sessionTag: tag, pageViewTag, slot, issuedMs, signature };
  }
}
