// Countries, languages and genres by name in the visitor's language: countries and languages from the
// browser's own Intl data, genres from the contract's names, which the assistant's replies use too.
// English keeps the catalogue's own names.
import { type GenreId, genreLabel } from '@sauti/contract';
import { useMemo } from 'react';
import { useTranslation } from './use-translation';

type NameOf = (code: string) => string | undefined;

function displayNames(locale: string, type: 'region' | 'language'): NameOf {
  const names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
  return (code) => {
    try {
      return names.of(code);
    } catch {
      // Not a well-formed code (such as 'other'): the caller's own name stands.
      return undefined;
    }
  };
}

export function useNames() {
  const { language, locale } = useTranslation();
  return useMemo(() => {
    const regions = language === 'en' ? null : displayNames(locale, 'region');
    const languages = language === 'en' ? null : displayNames(locale, 'language');
    return {
      /** `name` is the catalogue's English name, kept when Intl does not know the code. */
      country: (code: string, name: string): string => regions?.(code) ?? name,
      language: (code: string, name: string): string => languages?.(code) ?? name,
      genre: (genre: GenreId): string => genreLabel(language, genre),
    };
  }, [language, locale]);
}
