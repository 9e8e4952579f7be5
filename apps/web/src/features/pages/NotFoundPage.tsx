// The real 404: the address names no page (or no station); offer the ways back in.
import { Compass, Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { usePageTitle, useTranslation } from '../../i18n';

/** `title` is already translated; the default is "Page not found" in the visitor's language. */
export function NotFoundPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  usePageTitle(heading);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-amber-300">404</p>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="text-stone-300">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          <Home aria-hidden="true" className="size-4" /> {t('nav.home')}
        </Link>
        <Link to="/discover" className={buttonClass('secondary')}>
          <Compass aria-hidden="true" className="size-4" /> {t('common.discoverStations')}
        </Link>
      </div>
    </section>
  );
}
