// The catalogue's own figures (/api/catalogue/stats): stations, countries with stations, genres with
// stations and languages. When that call fails, the spec's fallbacks (3000 stations, 54 countries) stand in.
import { useTranslation } from '../../i18n';
import { formatCount } from '../../lib/format';
import { useCatalogueStats } from '../stations';

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

/** The figures formatted for the visitor's locale; null while loading. */
export function useCatalogueNumbers() {
  const { locale } = useTranslation();
  const stats = useCatalogueStats();
  const figure = (value: number | undefined, fallback?: number) => {
    const shown = stats.isError ? fallback : value;
    return shown === undefined ? null : formatCount(shown, locale);
  };
  return {
    stations: figure(stats.data?.stations, FALLBACK_STATIONS),
    countries: figure(stats.data?.countries_with_stations, FALLBACK_COUNTRIES),
    genres: figure(stats.data?.genres_with_stations),
    languages: figure(stats.data?.languages),
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
