// The favourite heart on a station card and in its details: shown only to logged-in users.
import type { Station } from '@sauti/contract';
import { Heart } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { useFavoriteToggle } from './api';

function FavoriteToggle({ station, withLabel }: { station: Station; withLabel: boolean }) {
  const { t } = useTranslation();
  const favorite = useFavoriteToggle(station);
  const icon = (
    <Heart
      aria-hidden="true"
      className={`size-5 ${favorite.isFavorite ? 'fill-rose-500 text-rose-500' : 'text-stone-300'}`}
    />
  );
  if (withLabel) {
    return (
      <Button variant="secondary" aria-pressed={favorite.isFavorite} onClick={favorite.toggle}>
        {icon} {favorite.isFavorite ? t('station.favorited') : t('station.addFavorite')}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={favorite.isFavorite}
      aria-label={t('station.favorite', { name: station.name })}
      onClick={favorite.toggle}
      className="relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-800"
    >
      {icon}
    </button>
  );
}

export function FavoriteButton({ station, withLabel = false }: { station: Station; withLabel?: boolean }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return <FavoriteToggle station={station} withLabel={withLabel} />;
}
