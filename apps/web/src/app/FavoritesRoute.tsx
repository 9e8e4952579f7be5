// /favorites: the logged-in user's stations as the same cards, in the order added. It lives with the
// routes because it joins two features (favourites and the station grid) that must not import each
// other both ways.
import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../components/ui/Button';
import { PageHeader } from '../components/ui/PageHeader';
import { EmptyState, ErrorState } from '../components/ui/States';
import { useAuth } from '../features/auth';
import { useFavorites } from '../features/favorites';
import { StationGrid, StationGridSkeleton } from '../features/stations';
import { usePageTitle } from '../lib/page-title';

function FavoriteStations() {
  const favorites = useFavorites();
  if (favorites.isPending) return <StationGridSkeleton count={4} />;
  if (favorites.isError) {
    return <ErrorState message="Your favorites could not be loaded." onRetry={() => favorites.refetch()} />;
  }
  if (favorites.data.length === 0) {
    return (
      <EmptyState title="No favorites yet">
        <p className="text-stone-400">Tap the heart on any station to keep it here.</p>
        <Link to="/discover" className={buttonClass('primary')}>
          Discover stations
        </Link>
      </EmptyState>
    );
  }
  return <StationGrid stations={favorites.data} label="Favorite stations" />;
}

function LoginPrompt() {
  return (
    <EmptyState title="Log in to see your favorites">
      <Link to="/login" className={buttonClass('primary')}>
        Login
      </Link>
    </EmptyState>
  );
}

export function FavoritesRoute() {
  usePageTitle('Favorites');
  const auth = useAuth();
  return (
    <>
      <PageHeader
        wide
        title="Favorites"
        intro={
          <span className="inline-flex items-center gap-2">
            <Heart aria-hidden="true" className="size-4 text-rose-400" /> The stations you saved, in the order you added
            them.
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
