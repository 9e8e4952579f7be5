// How screens speak: `t(key, values)` for text and attributes, <RichMessage> for a sentence with links
// inside, both re-rendering when the visitor switches language.
import { Trans, useLingui } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageKey } from './catalogues';
import { intlLocale, isLanguage, type Language } from './languages';

export type MessageValues = Record<string, string | number>;

export function useTranslation() {
  // Lingui hands out a new `_` on each language change only, so `t` is stable between changes.
  const { i18n, _ } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return {
    t: _ as (key: MessageKey, values?: MessageValues) => string,
    language,
    /** The locale to hand Intl formatters (numbers, dates, names). */
    locale: intlLocale(language),
  };
}

/** A message whose `<name>…</name>` parts become the given elements, e.g. links. */
export function RichMessage({
  id,
  values,
  parts,
}: {
  id: MessageKey;
  values?: MessageValues;
  parts: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={parts} />;
}
