// Discover's filters and order live in the URL query (search, country, language, genre, sort): a link
// or the Back button restores them, and every change is written back.
import { StationSort } from '@sauti/contract';
import { useSearchParams } from 'react-router-dom';

export const FILTER_KEYS = ['search', 'country', 'language', 'genre'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type DiscoverFilters = Record<FilterKey, string>;

export function useDiscoverFilters() {
  const [params, setParams] = useSearchParams();
  // An order the API does not know is left out, as if none were chosen.
  const chosenSort = StationSort.safeParse(params.get('sort'));
  const sort = chosenSort.success ? chosenSort.data : undefined;
  const filters: DiscoverFilters = {
    search: params.get('search')?.trim() ?? '',
    country: params.get('country')?.trim().toUpperCase() ?? '',
    language: params.get('language')?.trim().toLowerCase() ?? '',
    genre: params.get('genre')?.trim().toLowerCase() ?? '',
  };

  /** Typing replaces the history entry; choosing from a list adds one, so Back undoes it. */
  function setFilter(key: FilterKey, value: string, options: { replace?: boolean } = {}) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: options.replace ?? false },
    );
  }

  /** A new order adds a history entry, so Back returns to the previous one. */
  function setSort(value: StationSort | undefined) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('sort', value);
      else next.delete('sort');
      return next;
    });
  }

  function clearAll() {
    setParams(new URLSearchParams());
  }

  const active = FILTER_KEYS.some((key) => filters[key] !== '');
  return { filters, sort, setFilter, setSort, clearAll, active };
}
