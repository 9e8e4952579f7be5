// The web app's languages and how a browser's preferences pick one. The web app picks with
// navigator.languages; the server picks the same with Accept-Language and the cookie below, to preload
// that language's messages in the page it sends.
export const LANGUAGES = ['en', 'fr', 'ar', 'sw', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie in which the web app tells the server the language it last showed in this browser. */
export const LANGUAGE_COOKIE = 'sauti_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages (most wanted first) that we have, region or not. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
