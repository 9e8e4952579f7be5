// The server's clock as seen from the page: a phone's clock can be minutes off, so times the server
// wrote (a chat message's) are compared with the server's "now", not the page's. The offset comes from
// the Date header of answers the app fetches anyway.

/** Under this, a time reads "now": the Date header only has whole seconds, and the answer takes a moment. */
export const JUST_NOW_MS = 10_000;

let offsetMs = 0;

/**
 * How far the server's clock is ahead of the page's (negative when behind), from a Date header read
 * at `receivedAt` (page time); null when there is no usable header.
 */
export function clockOffset(dateHeader: string | null, receivedAt: number): number | null {
  if (!dateHeader) return null;
  const server = Date.parse(dateHeader);
  return Number.isFinite(server) ? server - receivedAt : null;
}

/** Whether an answer could have come from a cache (its Date then tells of an older moment). */
function mayBeCached(headers: Headers): boolean {
  const rules = headers.get('cache-control') ?? '';
  return /max-age=[1-9]|immutable/.test(rules) && !/no-store|no-cache/.test(rules);
}

/** Notes the server's time from an answer's headers. */
export function noteServerTime(headers: Headers, receivedAt = Date.now()): void {
  if (mayBeCached(headers)) return;
  const offset = clockOffset(headers.get('date'), receivedAt);
  if (offset !== null) offsetMs = offset;
}

/** The server's "now", by the page's clock corrected with the last offset seen. */
export function serverNow(pageNow = Date.now()): Date {
  return new Date(pageNow + offsetMs);
}

/** A moment the server wrote, never after `now`, and exactly `now` when it is only seconds away. */
export function notAfter(moment: Date, now: Date): Date {
  return now.getTime() - moment.getTime() < JUST_NOW_MS ? now : moment;
}
