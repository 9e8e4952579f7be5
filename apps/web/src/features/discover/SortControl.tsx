// Discover's order: the API's default (best match for a search, else most popular), A to Z, recently
// added, or best health first.
import type { StationSort } from '@sauti/contract';
import { useId } from 'react';
import { type MessageKey, useTranslation } from '../../i18n';

const CHOICES: Array<{ sort: StationSort; label: MessageKey }> = [
  { sort: 'popular', label: 'discover.sort.popular' },
  { sort: 'name', label: 'discover.sort.name' },
  { sort: 'newest', label: 'discover.sort.newest' },
  { sort: 'health', label: 'discover.sort.health' },
];

export function SortControl({
  sort,
  searching,
  onSort,
}: {
  sort: StationSort | undefined;
  searching: boolean;
  onSort: (sort: StationSort | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Without a choice the API ranks a search by relevance and a plain list by popularity.
  const choices = searching ? CHOICES : CHOICES.filter((choice) => choice.sort !== 'popular');
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-stone-300">
        {t('discover.sort.label')}
      </label>
      <select
        id={id}
        value={sort === 'popular' && !searching ? '' : (sort ?? '')}
        onChange={(event) => onSort((event.target.value || undefined) as StationSort | undefined)}
        className="rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-stone-100 focus:border-amber-400"
      >
        <option value="">{searching ? t('discover.sort.relevance') : t('discover.sort.popular')}</option>
        {choices.map((choice) => (
          <option key={choice.sort} value={choice.sort}>
            {t(choice.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
