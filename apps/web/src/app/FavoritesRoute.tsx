// /favorites: the logged-in user's stations as the same cards, in the order added. It lives with the
// routes because it joins two features (favourites and the station grid) that must not import each
// other both ways.
import { Heart, ListMusic } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../components/ui/Button';
import { PageHeader } from '../components/ui/PageHeader';
import { EmptyState, ErrorState } from '../components/ui/States';
import { useAuth, useFormPath } from '../features/auth';
import { useFavorites } from '../features/favorites';
import { StationGrid, StationGridSkeleton } from '../features/stations';
import { usePageTitle, useTranslation } from '../i18n';

function FavoriteStations() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  if (favorites.isPending) return <StationGridSkeleton count={4} />;
  if (favorites.isError) {
    return <ErrorState message={t('favorites.failed')} onRetry={() => favorites.refetch()} />;
  }
  if (favorites.data.length === 0) {
    return (
      <EmptyState title={t('favorites.empty')}>
        <p className="text-stone-400">{t('favorites.emptyHint')}</p>
        <Link to="/discover" className={buttonClass('primary')}>
          {t('common.discoverStations')}
        </Link>
      </EmptyState>
    );
  }
  return <StationGrid stations={favorites.data} label={t('favorites.list')} />;
}

function LoginPrompt() {
  const { t } = useTranslation();
  const loginPath = useFormPath('/login');
  return (
    <EmptyState title={t('favorites.loginPrompt')}>
      <Link to={loginPath} className={buttonClass('primary')}>
        {t('account.login')}
      </Link>
    </EmptyState>
  );
}

export function FavoritesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('favorites.title'));
  const auth = useAuth();
  return (
    <>
      <PageHeader
        wide
        title={t('favorites.title')}
        intro={
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="inline-flex items-center gap-2">
              <Heart aria-hidden="true" className="size-4 text-rose-400" /> {t('favorites.intro')}
            </span>
            {auth.isAuthenticated && (
              // The phone's header has no room for Playlists; it is one step away from here.
              <Link
                to="/playlists"
                className="inline-flex items-center gap-1 text-amber-300 underline-offset-4 hover:underline"
              >
                <ListMusic aria-hidden="true" className="size-4" /> {t('nav.playlists')}
              </Link>
            )}
          </span>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {auth.checking ? (
          <StationGridSkeleton count={4} />
        ) : auth.isAuthenticated ? (
          <FavoriteStations />
        ) : (
          <LoginPrompt />
        )}
      </div>
    </>
  );
}
