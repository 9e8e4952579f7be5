// Six genre tiles, each opening Discover filtered to that genre, with live station counts: the six
// of the spec's linked genres that have the most stations, so no tile leads to an empty list.
import type { GenreId } from '@sauti/contract';
import { Link } from 'react-router-dom';
import { useNames, useTranslation } from '../../i18n';
import { genreLook, useGenres } from '../stations';

const LINKED_GENRES: GenreId[] = ['afrobeats', 'amapiano', 'gospel', 'highlife', 'hiphop', 'electronic', 'traditional'];
const TILES = 6;

export function GenreTiles() {
  const { t } = useTranslation();
  const names = useNames();
  const genres = useGenres();
  const counts = new Map(genres.data?.map((genre) => [genre.id, genre.count]));
  const tiles = [...LINKED_GENRES].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0)).slice(0, TILES);
  return (
    <section aria-labelledby="genres-heading" className="flex flex-col gap-5">
      <h2 id="genres-heading" className="text-2xl font-bold">
        {t('home.genres.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((genre) => {
          const look = genreLook(genre);
          const Icon = look.icon;
          const count = counts.get(genre);
          return (
            <li key={genre}>
              <Link
                to={`/discover?genre=${genre}`}
                className={`flex h-28 flex-col justify-between rounded-2xl bg-gradient-to-br p-4 text-white shadow-lg transition-transform hover:-translate-y-0.5 ${look.tone}`}
              >
                <Icon aria-hidden="true" className="size-6" />
                <span>
                  <span className="block font-bold">{names.genre(genre)}</span>
                  <span className="block text-xs text-white/90">
                    {count === undefined ? '\u00a0' : t('stations.count', { count })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
