// Six genre tiles, each opening Discover filtered to that genre, with live station counts. Only genres
// with stations are linked: the spec's genres first, most stations first, then others to make six.
import type { GenreFacet, GenreId } from '@sauti/contract';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../components/ui/Skeleton';
import { useNames, useTranslation } from '../../i18n';
import { genreLook, useGenres } from '../stations';

const LINKED_GENRES: GenreId[] = ['afrobeats', 'amapiano', 'gospel', 'highlife', 'hiphop', 'electronic', 'traditional'];
const TILES = 6;

/** Up to `limit` genres that have stations, the spec's linked ones first, each group most stations first. */
export function genresToLink(genres: readonly GenreFacet[], limit: number): GenreId[] {
  const withStations = genres.filter((genre) => genre.count > 0).sort((a, b) => b.count - a.count);
  const linked = withStations.filter((genre) => LINKED_GENRES.includes(genre.id));
  const others = withStations.filter((genre) => !LINKED_GENRES.includes(genre.id));
  return [...linked, ...others].slice(0, limit).map((genre) => genre.id);
}

/** Genres for links elsewhere (the footer): only those with stations; none until the list arrives. */
export function useLinkedGenres(limit: number): GenreId[] {
  const genres = useGenres();
  return genresToLink(genres.data ?? [], limit);
}

export function GenreTiles() {
  const { t } = useTranslation();
  const names = useNames();
  const genres = useGenres();
  const counts = new Map(genres.data?.map((genre) => [genre.id, genre.count]));
  const tiles = genresToLink(genres.data ?? [], TILES);
  if (genres.isError) return null;
  return (
    <section aria-labelledby="genres-heading" className="flex flex-col gap-5">
      <h2 id="genres-heading" className="text-2xl font-bold">
        {t('home.genres.heading')}
      </h2>
      {genres.isPending && (
        <div
          role="status"
          aria-label={t('home.genres.loading')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        >
          {Array.from({ length: TILES }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <Skeleton key={index} className="h-28 rounded-2xl" />
          ))}
        </div>
      )}
      <ul aria-label={t('home.genres.heading')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((genre) => {
          const look = genreLook(genre);
          const Icon = look.icon;
          const count = counts.get(genre);
          return (
            <li key={genre}>
              <Link
                to={`/discover?genre=${genre}`}
                className="flex h-28 flex-col justify-between rounded-2xl p-4 text-white shadow-lg transition-transform hover:-translate-y-0.5"
                style={look.background}
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
