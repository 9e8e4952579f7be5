// Countries: the four highlighted ones large, then the six with the most stations, each opening
// Discover for that country. Counts are live from the API.
import type { Country } from '@sauti/contract';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../components/ui/Skeleton';
import { ErrorState } from '../../components/ui/States';
import { useNames, useTranslation } from '../../i18n';
import { useCountries } from '../stations';

const HIGHLIGHTED = ['NG', 'ZA', 'KE', 'GH'];
const SHOWN = 6;

function CountryTile({ country, large }: { country: Country; large: boolean }) {
  const { t } = useTranslation();
  const names = useNames();
  return (
    <Link
      to={`/discover?country=${country.code}`}
      className={`flex items-center gap-3 rounded-2xl border border-stone-800 bg-stone-900/70 transition-colors hover:border-amber-400/60 hover:bg-stone-900 ${
        large ? 'p-5' : 'p-3 sm:p-4'
      }`}
    >
      <span aria-hidden="true" className={large ? 'text-4xl' : 'text-2xl sm:text-3xl'}>
        {country.flag}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold break-words">{names.country(country.code, country.name)}</span>
        <span className="block text-sm text-stone-400">{t('stations.count', { count: country.station_count })}</span>
      </span>
    </Link>
  );
}

export function CountryTiles() {
  const { t } = useTranslation();
  const countries = useCountries();
  const all = countries.data ?? [];
  const highlighted = HIGHLIGHTED.flatMap((code) => all.filter((country) => country.code === code));
  const top = [...all]
    .filter((country) => !HIGHLIGHTED.includes(country.code) && country.station_count > 0)
    .sort((a, b) => b.station_count - a.station_count)
    .slice(0, SHOWN);

  return (
    <section id="countries" aria-labelledby="countries-heading" className="flex scroll-mt-20 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="countries-heading" className="text-2xl font-bold">
          {t('home.countries.heading')}
        </h2>
        <p className="text-sm text-stone-400">{t('home.countries.all')}</p>
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
        </>
      )}
    </section>
  );
}
