// Each route names itself in the browser tab, in the visitor's language.
import { useEffect } from 'react';
import { useTranslation } from './use-translation';

/** `title` is the page's own name, already translated; null for Home. */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('site.pageTitle', { title }) : t('site.title');
  }, [title, t]);
}
