// Live numbers from the API: stations, countries with stations, genres and languages. When the count
// call fails, the spec's fallbacks (3000 stations, 54 countries) stand in.
import { useTranslation } from '../../i18n';
import { formatCount } from '../../lib/format';
import { useCountries, useGenres, useLanguages, useStationCount } from '../stations';

const FALLBACK_STATIONS = 3000;
const FALLBACK_COUNTRIES = 54;

function Stat({ value, label, className = '' }: { value: string | null; label: string; className?: string }) {
  // The term comes first for screen readers; the number shows on top.
  return (
    <div
      className={`flex flex-col-reverse rounded-2xl border border-stone-800 bg-stone-900/60 px-4 py-5 text-center ${className}`}
    >
      <dt className="mt-1 text-sm text-stone-300">{label}</dt>
      <dd className="text-3xl font-extrabold text-amber-300 tabular-nums sm:text-4xl">
        {value ?? <span className="mx-auto block h-9 w-16 animate-pulse rounded bg-stone-800" />}
      </dd>
    </div>
  );
}

export function useCatalogueNumbers() {
  const { locale } = useTranslation();
  const count = useStationCount();
  const countries = useCountries();
  const genres = useGenres();
  const languages = useLanguages();
  const stations = count.isError ? FALLBACK_STATIONS : count.data?.total_stations;
  const withStations = countries.data?.filter((country) => country.station_count > 0).length;
  return {
    stations: stations === undefined ? null : formatCount(stations, locale),
    countries: countries.isError
      ? formatCount(FALLBACK_COUNTRIES, locale)
      : withStations === undefined
        ? null
        : formatCount(withStations, locale),
    genres: genres.data ? formatCount(genres.data.filter((genre) => genre.count > 0).length, locale) : null,
    languages: languages.data ? formatCount(languages.data.length, locale) : null,
  };
}

export function StatsRow() {
  const { t } = useTranslation();
  const numbers = useCatalogueNumbers();
  return (
    <section aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className="sr-only">
        {t('home.stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Stat value={numbers.stations} label={t('home.stats.stations')} />
        <Stat value={numbers.countries} label={t('home.stats.countries')} />
        <Stat value={numbers.genres} label={t('home.stats.genres')} />
        <Stat value={numbers.languages} label={t('home.stats.languages')} />
        <Stat value="24/7" label={t('home.stats.streaming')} className="col-span-2 sm:col-span-1" />
      </dl>
    </section>
  );
}
