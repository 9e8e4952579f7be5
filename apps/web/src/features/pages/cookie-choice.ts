// The visitor's cookie choice from the Cookie page: which optional kinds they allow. Sauti sets no
// analytics or performance cookies today, so nothing else reads it yet; it is kept so the choice
// stands (and shows on the page) should either ever be added.
import type { ChoiceStorage } from '../../lib/browser-storage';

export interface CookieChoice {
  analytics: boolean;
  performance: boolean;
}

const STORAGE_KEY = 'sauti.cookieChoice';

/** The stored choice; null until the visitor makes one (then nothing optional is allowed). */
export function storedCookieChoice(storage: ChoiceStorage | null): CookieChoice | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { analytics, performance } = parsed as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof performance !== 'boolean') return null;
    return { analytics, performance };
  } catch {
    return null;
  }
}

export function storeCookieChoice(storage: ChoiceStorage | null, choice: CookieChoice): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Refused writes (private modes, full storage): the choice lasts for this visit.
  }
}
