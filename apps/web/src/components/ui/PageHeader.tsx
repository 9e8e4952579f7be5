// The header of every inner page: Back (to where you came from, or a given path) and Home, then the title.
import { ArrowLeft, Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { WIDE_COLUMN } from './page-column';

export function PageHeader({
  title,
  intro,
  backTo,
  wide = false,
}: {
  title: ReactNode;
  intro?: ReactNode;
  backTo?: string;
  /** Line up with a full-width page (Discover, Playlists: WIDE_COLUMN) rather than a reading-width one. */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // React Router's first entry has the key "default": there is no page of ours to go back to.
  const canGoBack = location.key !== 'default';
  const goBack = () => {
    if (backTo) navigate(backTo);
    else if (canGoBack) navigate(-1);
    else navigate('/');
  };
  return (
    <header className="border-b border-stone-800 bg-gradient-to-b from-stone-900 to-stone-950">
      <div className={`py-6 sm:py-10 ${wide ? WIDE_COLUMN : 'mx-auto max-w-5xl px-4'}`}>
        <nav aria-label={t('common.pageNav')} className="mb-4 flex gap-2">
          <button
            type="button"
            onClick={goBack}
            className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm text-stone-300 hover:bg-stone-800 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('common.back')}
          </button>
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm text-stone-300 hover:bg-stone-800 hover:text-white"
          >
            <Home aria-hidden="true" className="size-4" /> {t('nav.home')}
          </Link>
        </nav>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <div className="mt-3 max-w-3xl text-stone-300">{intro}</div>}
      </div>
    </header>
  );
}
