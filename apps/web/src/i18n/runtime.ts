// The one Lingui instance of the app: started with the visitor's language before the first render,
// switched from the language menus, mirrored onto <html lang dir> and told to the server (a cookie).
import { i18n } from '@lingui/core';
import { browserStorage } from '../lib/browser-storage';
import { type CataloguePart, loadMessages, loadPart } from './catalogues';
import {
  chosenLanguage,
  intlLocale,
  isLanguage,
  isRightToLeft,
  type Language,
  rememberLanguage,
  tellServerLanguage,
} from './languages';

export { i18n };

/** The attributes of the page root that follow the language (document.documentElement in the app). */
export interface LanguageRoot {
  lang: string;
  dir: string;
}

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

export function applyLanguageTo(root: LanguageRoot, language: Language): void {
  root.lang = language;
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** The catalogue parts screens have needed so far; a language switch loads all of them. */
const partsInUse = new Set<CataloguePart>(['core']);

async function activate(language: Language, root: LanguageRoot): Promise<void> {
  const messages = await loadMessages(language, [...partsInUse]);
  i18n.load(language, messages);
  i18n.activate(language, [intlLocale(language)]);
  applyLanguageTo(root, language);
  tellServerLanguage(document, language);
}

/** Before the first render: the remembered or browser language, its messages loaded. */
export async function startI18n(): Promise<void> {
  const language = chosenLanguage(browserStorage(), navigator.languages ?? [navigator.language]);
  await activate(language, document.documentElement).catch(() => activate('en', document.documentElement));
}

/** Before showing screens whose words are in `part` (the static pages): their messages, loaded once. */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  if (partsInUse.has(part)) return;
  partsInUse.add(part);
  const language = activeLanguage();
  i18n.load(language, await loadPart(language, part));
}

/** A visitor's pick from a language menu: loaded, shown and remembered for their next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  await activate(language, document.documentElement);
  rememberLanguage(browserStorage(), language);
}
