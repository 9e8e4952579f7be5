// Countries: the four highlighted ones large, then the six with the most stations, then, on request,
// every other discoverable country. Counts are live from the API; a country without a station yet
// invites "Suggest a station" (the submission form, that country chosen) instead of an empty list.
import type { Country } from '@sauti/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../components/ui/Skeleton';
import { ErrorState } from '../../components/ui/States';
import { useNames, useTranslation } from '../../i18n';
import { formatCount } from '../../lib/format';
import { useCountries } from '../stations';

const HIGHLIGHTED = ['NG', 'ZA', 'KE', 'GH'];
const SHOWN = 6;

/** Where a country's tile leads: its stations, or the suggestion form with it chosen. */
export function countryTarget(country: Country): string {
  return country.station_count > 0
    ? `/discover?country=${country.code}`
    : `/submit-station?country=${country.code}#submission`;
}

function CountryTile({ country, large }: { country: Country; large: boolean }) {
  const { t } = useTranslation();
  const names = useNames();
  const empty = country.station_count === 0;
  return (
    <Link
      to={countryTarget(country)}
      className={`flex h-full items-center gap-3 rounded-2xl border transition-colors hover:border-amber-400/60 hover:bg-stone-900 ${
        empty ? 'border-dashed border-stone-700 bg-stone-950' : 'border-stone-800 bg-stone-900/70'
      } ${large ? 'p-5' : 'p-3 sm:p-4'}`}
    >
      <span aria-hidden="true" className={large ? 'text-4xl' : 'text-2xl sm:text-3xl'}>
        {country.flag}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold break-words">{names.country(country.code, country.name)}</span>
        <span className={`block text-sm ${empty ? 'text-amber-300' : 'text-stone-400'}`}>
          {empty ? t('home.countries.suggest') : t('stations.count', { count: country.station_count })}
        </span>
      </span>
    </Link>
  );
}

export function CountryTiles() {
  const { t, locale } = useTranslation();
  const names = useNames();
  const countries = useCountries();
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const all = countries.data ?? [];
  const highlighted = HIGHLIGHTED.flatMap((code) => all.filter((country) => country.code === code));
  const top = all
    .filter((country) => !HIGHLIGHTED.includes(country.code) && country.station_count > 0)
    .sort((a, b) => b.station_count - a.station_count)
    .slice(0, SHOWN);
  const shown = new Set([...highlighted, ...top]);
  const collator = new Intl.Collator(locale);
  const rest = all
    .filter((country) => !shown.has(country))
    .sort((a, b) => collator.compare(names.country(a.code, a.name), names.country(b.code, b.name)));
  const withStations = all.filter((country) => country.station_count > 0).length;

  return (
    <section id="countries" aria-labelledby="countries-heading" className="flex scroll-mt-20 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="countries-heading" className="text-2xl font-bold">
          {t('home.countries.heading')}
        </h2>
        {countries.data && (
          <p className="text-sm text-stone-400">
            {t('home.countries.coverage', {
              withStations: formatCount(withStations, locale),
              total: formatCount(all.length, locale),
            })}
          </p>
        )}
      </div>
      {countries.isPending && (
        <div
          role="status"
          aria-label={t('home.countries.loading')}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          {HIGHLIGHTED.map((code) => (
            <Skeleton key={code} className="h-[86px]" />
          ))}
        </div>
      )}
      {countries.isError && <ErrorState message={t('home.countries.failed')} onRetry={() => countries.refetch()} />}
      {countries.data && (
        <>
          <ul
            aria-label={t('home.countries.highlighted')}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
          >
            {highlighted.map((country) => (
              <li key={country.code}>
                <CountryTile country={country} large />
              </li>
            ))}
          </ul>
          <ul aria-label={t('home.countries.more')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {top.map((country) => (
              <li key={country.code}>
                <CountryTile country={country} large={false} />
              </li>
            ))}
          </ul>
          {rest.length > 0 && (
            <>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={restId}
                onClick={() => setExpanded(!expanded)}
                className="inline-flex items-center gap-2 self-start rounded-full border border-stone-700 px-4 py-2 text-sm font-semibold text-stone-200 hover:bg-stone-800"
              >
                {expanded
                  ? t('home.countries.fewer')
                  : t('home.countries.showAll', { count: formatCount(all.length, locale) })}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
              <ul
                id={restId}
                aria-label={t('home.countries.others')}
                className={`${expanded ? 'grid' : 'hidden'} grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6`}
              >
                {rest.map((country) => (
                  <li key={country.code}>
                    <CountryTile country={country} large={false} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
