// Each route names itself in the browser tab and tells assistive technology the page language.
import { useEffect } from 'react';

const SITE = 'Sauti';

export function usePageTitle(title: string | null, lang = 'en'): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE}: live African radio`;
    document.documentElement.lang = lang;
  }, [title, lang]);
}
