// Discover's filters: search, country, language and genre (options from the API), and Clear All.
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type Option, SelectField } from '../../components/ui/Field';
import { useNames, useTranslation } from '../../i18n';
import { formatCount } from '../../lib/format';
import { useCountries, useGenres, useLanguages } from '../stations';
import { SearchBox } from './SearchBox';
import type { useDiscoverFilters } from './use-discover-filters';

/** Keeps a value from the URL choosable even when the API list does not name it. */
function withCurrent(options: Option[], current: string): Option[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: current }];
}

export function FilterSidebar({ discover }: { discover: ReturnType<typeof useDiscoverFilters> }) {
  const { filters, setFilter, clearAll, active } = discover;
  const { t, locale } = useTranslation();
  const names = useNames();
  const countries = useCountries();
  const genres = useGenres();
  const languages = useLanguages();

  const countryOptions = (countries.data ?? [])
    .filter((country) => country.station_count > 0)
    .map((country) => ({
      value: country.code,
      label: `${country.flag} ${names.country(country.code, country.name)} (${formatCount(country.station_count, locale)})`,
    }));
  const languageOptions = (languages.data ?? []).map((language) => ({
    value: language.code,
    label: `${names.language(language.code, language.name)} (${formatCount(language.count, locale)})`,
  }));
  const genreOptions = (genres.data ?? []).map((genre) => ({
    value: genre.id,
    label: `${names.genre(genre.id)} (${formatCount(genre.count, locale)})`,
  }));
  const listsFailed = countries.isError || genres.isError || languages.isError;
  // On a phone the lists fold away under a Filters button so the results start on the first screen.
  const [unfolded, setUnfolded] = useState(false);
  const listsId = useId();
  const chosen = [filters.country, filters.language, filters.genre].filter(Boolean).length;

  return (
    <section
      aria-label={t('discover.filters')}
      className="flex flex-col gap-4 rounded-2xl border border-stone-800 bg-stone-900/60 p-4"
    >
      <SearchBox value={filters.search} onSearch={(text) => setFilter('search', text, { replace: true })} />
      <button
        type="button"
        aria-expanded={unfolded}
        aria-controls={listsId}
        onClick={() => setUnfolded(!unfolded)}
        className="inline-flex items-center justify-center gap-2 rounded-full border border-stone-700 px-4 py-2 text-sm font-semibold text-stone-200 hover:bg-stone-800 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />{' '}
        {chosen > 0 ? t('discover.filtersChosen', { count: chosen }) : t('discover.filters')}
      </button>
      <div id={listsId} className={`${unfolded ? 'flex' : 'hidden'} flex-col gap-4 lg:flex`}>
        <SelectField
          label={t('discover.country')}
          placeholder={t('discover.allCountries')}
          value={filters.country}
          options={withCurrent(countryOptions, filters.country)}
          onChange={(event) => setFilter('country', event.target.value)}
        />
        <SelectField
          label={t('discover.language')}
          placeholder={t('discover.allLanguages')}
          value={filters.language}
          options={withCurrent(languageOptions, filters.language)}
          onChange={(event) => setFilter('language', event.target.value)}
        />
        <SelectField
          label={t('discover.genre')}
          placeholder={t('discover.allGenres')}
          value={filters.genre}
          options={withCurrent(genreOptions, filters.genre)}
          onChange={(event) => setFilter('genre', event.target.value)}
        />
        {listsFailed && (
          <p role="alert" className="text-sm text-red-300">
            {t('discover.listsFailed')}
          </p>
        )}
        <button
          type="button"
          onClick={clearAll}
          disabled={!active}
          className="inline-flex items-center justify-center gap-1 rounded-full border border-stone-700 px-4 py-2 text-sm font-semibold text-stone-200 hover:bg-stone-800 disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-4" /> {t('discover.clearAll')}
        </button>
      </div>
    </section>
  );
}
