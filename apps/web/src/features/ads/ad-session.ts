// The browser's ad session (spec section 3): a random id kept in local storage, so the server can cap
// how often one listener sees an ad and count each impression once. Without storage it lasts the visit.
import { browserStorage } from '../../lib/browser-storage';

const SESSION_KEY = 'sauti.ads.session';

/** A fresh random id in the contract's AdSessionId form. */
export function newAdId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

let visitSession: string | null = null;

export function adSessionId(): string {
  const storage = browserStorage();
  const stored = storage?.getItem(SESSION_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  visitSession ??= newAdId();
  try {
    storage?.setItem(SESSION_KEY, visitSession);
  } catch {
    // A full or locked storage keeps the id for this visit only.
  }
  return visitSession;
}
