// How the spec's option lists read in the forms, in the visitor's language. Country and language
// names come from the browser's own Intl data rather than being typed here.
import {
  AD_BUDGETS,
  AD_FORMATS,
  CONTACT_SUBJECTS,
  type GenreId,
  SUBMISSION_COUNTRIES,
  SUBMISSION_GENRES,
  SUBMISSION_LANGUAGES,
} from '@sauti/contract';
import { useMemo } from 'react';
import type { Option } from '../../components/ui/Field';
import { type MessageKey, useNames, useTranslation } from '../../i18n';

// The submission list's 'or' is Oromo (ISO 639-1 'om'; 'or' is Odia), and Intl calls Twi 'Akan'.
const INTL_LANGUAGE_CODES: Record<string, string> = { or: 'om' };
const PROPER_LANGUAGE_NAMES: Record<string, string> = { tw: 'Twi' };
// The spec's own wording for two genres.
const GENRE_KEYS: Partial<Record<string, MessageKey>> = { talk: 'forms.genre.talk', variety: 'forms.genre.variety' };

export function useFormOptions() {
  const { t, locale } = useTranslation();
  const names = useNames();
  return useMemo(() => {
    const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
    const languageNames = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    const options = <T extends string>(values: readonly T[], label: (value: T) => string): Option[] =>
      values.map((value) => ({ value, label: label(value) }));
    return {
      subjects: options(CONTACT_SUBJECTS, (value) => t(`forms.subject.${value}`)),
      budgets: options(AD_BUDGETS, (value) => t(`forms.budget.${value}`)),
      formats: options(AD_FORMATS, (value) => t(`forms.format.${value}`)),
      countries: options(SUBMISSION_COUNTRIES, (value) =>
        value === 'other' ? t('forms.anotherCountry') : (regionNames.of(value) ?? value),
      ),
      languages: options(SUBMISSION_LANGUAGES, (value) =>
        value === 'other'
          ? t('forms.otherLanguage')
          : (PROPER_LANGUAGE_NAMES[value] ?? languageNames.of(INTL_LANGUAGE_CODES[value] ?? value) ?? value),
      ),
      genres: options(SUBMISSION_GENRES, (value) => {
        if (value === 'other') return t('forms.otherGenre');
        const key = GENRE_KEYS[value];
        return key ? t(key) : names.genre(value as GenreId);
      }),
    };
  }, [t, locale, names]);
}
