// Which language the assistant speaks, listens and answers in: the page's language while the app's
// language choice is being built (this is the one place to point at it), English for any other.
import { ASSISTANT_LANGUAGES, type AssistantLanguage } from '@sauti/contract';

/**
 * The locale for speech recognition and synthesis. English stays en-US (spec section 9). Arabic is
 * Egypt's: an African Arabic that recognisers and the voices shipped with Windows and Android know,
 * and that listeners across the region understand. Swahili is Kenya's, the one with recognition and
 * voices in Chrome and Android. Portuguese is Brazil's: its voice is built into Chrome on every
 * desktop (European Portuguese is not), and its recogniser copes with Angolan and Mozambican speech.
 */
const SPEECH_LOCALES: Readonly<Record<AssistantLanguage, string>> = {
  en: 'en-US',
  fr: 'fr-FR',
  ar: 'ar-EG',
  sw: 'sw-KE',
  pt: 'pt-BR',
};

/** The assistant language for a BCP 47 tag ('fr-CA' → 'fr'); English for any it does not speak. */
export function assistantLanguageOf(tag: string): AssistantLanguage {
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  return ASSISTANT_LANGUAGES.find((language) => language === primary) ?? 'en';
}

export function assistantLanguage(): AssistantLanguage {
  return typeof document === 'undefined' ? 'en' : assistantLanguageOf(document.documentElement.lang);
}

export function speechLocale(language: AssistantLanguage): string {
  return SPEECH_LOCALES[language];
}
