// The five languages of the web app, which one a visitor gets (their choice, else their browser's
// first language we have, else English), how that choice is remembered, and how the server is told.
import { isLanguage, LANGUAGE_COOKIE, type Language, languageFromBrowser } from '@sauti/contract';
import type { ChoiceStorage } from '../lib/browser-storage';

export { isLanguage, LANGUAGES, type Language, languageFromBrowser } from '@sauti/contract';

/** Each language named in itself, as a language menu lists them. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  sw: 'Kiswahili',
  pt: 'Português',
};

const STORAGE_KEY = 'sauti.language';

export function isRightToLeft(language: Language): boolean {
  return language === 'ar';
}

/**
 * The locale Intl formats with. Arabic numbers use Latin digits: the Maghreb writes them so, CLDR's
 * current default for Arabic does too, and they match the digits inside our own messages.
 */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}

/** The part of Web Storage the choice needs, so tests can hand in their own. */
export type { ChoiceStorage };

/** The language a visitor chose before, else the one their browser asks for. */
export function chosenLanguage(storage: ChoiceStorage | null, preferred: readonly string[]): Language {
  const remembered = readChoice(storage);
  return remembered ?? languageFromBrowser(preferred);
}

export function rememberLanguage(storage: ChoiceStorage | null, language: Language): void {
  try {
    storage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private modes and full storage refuse writes; the choice then lasts for this visit only.
  }
}

/** The part of `document` that holds cookies, so tests can hand in their own. */
export interface CookieJar {
  cookie: string;
}

/** The cookie policy's "preference storage lasts up to 12 months". */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the language shown, which it cannot read from local storage: the next page it
 * sends then preloads that language's messages alongside the main script.
 */
export function tellServerLanguage(jar: CookieJar, language: Language): void {
  jar.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
}

function readChoice(storage: ChoiceStorage | null): Language | null {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}
