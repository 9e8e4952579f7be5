// The five languages of the web app, which one a visitor gets (their choice, else their browser's
// first language we have, else English) and how that choice is remembered.
import type { ChoiceStorage } from '../lib/browser-storage';

export const LANGUAGES = ['en', 'fr', 'ar', 'sw', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a language menu lists them. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  sw: 'Kiswahili',
  pt: 'Português',
};

const STORAGE_KEY = 'sauti.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

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

/** The first of the browser's languages (navigator.languages, most wanted first) that we have. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
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

function readChoice(storage: ChoiceStorage | null): Language | null {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}
