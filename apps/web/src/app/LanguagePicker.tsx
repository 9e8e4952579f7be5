// The language choice: a compact globe in the header and a labelled list in the footer, both the
// browser's own <select> (it opens the phone's native picker and costs no script).
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { changeLanguage, isLanguage, LANGUAGES, NATIVE_NAMES, useTranslation } from '../i18n';

function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language}>
      {NATIVE_NAMES[language]}
    </option>
  ));
}

function choose(value: string) {
  if (isLanguage(value)) changeLanguage(value).catch((error) => console.warn('Language not loaded', error));
}

/** Header: the language's code over an invisible select that takes the whole button. */
export function HeaderLanguageMenu() {
  const { t, language } = useTranslation();
  return (
    <div className="relative inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full px-2 text-sm font-medium text-stone-300 focus-within:outline-2 focus-within:outline-amber-300 hover:bg-stone-800 hover:text-white">
      <Languages aria-hidden="true" className="size-5" />
      <span aria-hidden="true" className="hidden text-xs uppercase sm:inline">
        {language}
      </span>
      <select
        aria-label={t('language.label')}
        value={language}
        onChange={(event) => choose(event.target.value)}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        <LanguageOptions />
      </select>
    </div>
  );
}

/** Footer: a visible, labelled list. */
export function FooterLanguageSelect() {
  const { t, language } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <Languages aria-hidden="true" className="size-4 text-stone-400" />
      <label htmlFor={id} className="text-stone-400">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => choose(event.target.value)}
        className="rounded-full border border-stone-700 bg-stone-900 px-3 py-1.5 text-stone-100"
      >
        <LanguageOptions />
      </select>
    </div>
  );
}
