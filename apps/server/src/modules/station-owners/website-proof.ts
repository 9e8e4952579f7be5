// The two automatic proofs of a claim, read from the station's website through safe-fetch: the
// verification file holding the token, and the home page's sauti-verification meta tag. Each answers
// what it found in words the claimant can act on; neither throws.
import { type ClaimAttempt, VERIFICATION_FILE_PATH, VERIFICATION_META_NAME } from '@sauti/contract';
import { type SafeFetch, SafeFetchError } from '../../platform/safe-fetch';

/** A verification file is a line or two; a home page's <head> comes early, but pages are often big. */
const MAX_FILE_BYTES = 4 * 1024;
const MAX_PAGE_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

type Way = ClaimAttempt['method'];

const attempt = (method: Way, url: string | null, ok: boolean, detail: string): ClaimAttempt => ({
  method,
  url,
  ok,
  detail,
});

/** The value of one attribute in a tag's text, quoted either way or not at all. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** The contents of every <meta name="sauti-verification"> on the page. */
export function verificationMetaContents(html: string): string[] {
  const tags = html.match(/<meta\b[^>]*>/gi) ?? [];
  return tags
    .filter((tag) => attribute(tag, 'name')?.trim().toLowerCase() === VERIFICATION_META_NAME)
    .map((tag) => (attribute(tag, 'content') ?? '').trim());
}

export const verificationFileUrl = (website: string): string => new URL(VERIFICATION_FILE_PATH, website).href;

export class WebsiteProof {
  constructor(private readonly safeFetch: SafeFetch) {}

  async check(website: string | null, token: string, ways: readonly Way[]): Promise<ClaimAttempt[]> {
    if (!website || !URL.canParse(website)) {
      return ways.map((way) =>
        attempt(way, null, false, 'The station names no website; ask for an admin review instead.'),
      );
    }
    return Promise.all(ways.map((way) => (way === 'file' ? this.file(website, token) : this.meta(website, token))));
  }

  private async file(website: string, token: string): Promise<ClaimAttempt> {
    const url = verificationFileUrl(website);
    const read = await this.read(url, MAX_FILE_BYTES);
    if ('failed' in read) return attempt('file', url, false, read.failed);
    const lines = read.text.split(/\r?\n/).map((line) => line.trim());
    if (lines.includes(token)) return attempt('file', url, true, 'The file holds this claim’s token.');
    return attempt('file', url, false, 'The file is there but does not hold this claim’s token.');
  }

  private async meta(website: string, token: string): Promise<ClaimAttempt> {
    const read = await this.read(website, MAX_PAGE_BYTES);
    if ('failed' in read) return attempt('meta', website, false, read.failed);
    const contents = verificationMetaContents(read.text);
    if (contents.includes(token))
      return attempt('meta', website, true, 'The home page’s meta tag holds this claim’s token.');
    const detail =
      contents.length === 0
        ? `The home page has no <meta name="${VERIFICATION_META_NAME}"> tag.`
        : 'The home page’s meta tag does not hold this claim’s token.';
    return attempt('meta', website, false, detail);
  }

  private async read(url: string, maxBytes: number): Promise<{ text: string } | { failed: string }> {
    try {
      const response = await this.safeFetch.read(url, { maxBytes, timeoutMs: FETCH_TIMEOUT_MS });
      if (response.status !== 200) return { failed: `The website answered ${response.status} at ${response.url}.` };
      return { text: response.bytes.toString('utf8') };
    } catch (error) {
      if (error instanceof SafeFetchError) return { failed: `The website could not be read: ${error.message}.` };
      throw error;
    }
  }
}
