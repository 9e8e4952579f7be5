// The footer: where to go, popular countries with live counts, stat tiles, the newsletter and a
// status light that reflects the real /api/health, the language choice and the low-data switch.
import { Link } from 'react-router-dom';
import { LowDataSwitch } from '../components/ui/LowDataSwitch';
import { WIDE_COLUMN } from '../components/ui/page-column';
import { useCatalogueNumbers, useLinkedGenres } from '../features/home';
import { NewsletterBox } from '../features/newsletter';
import { useCountries } from '../features/stations';
import { useNames, useTranslation } from '../i18n';
import { formatCount } from '../lib/format';
import { FooterLanguageSelect } from './LanguagePicker';
import { popularCountries } from './popular-countries';
import { useHealth } from './use-health';

const POPULAR = 5;

function LinkList({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-stone-100">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-stone-400 hover:text-amber-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PopularCountries() {
  const { t, locale } = useTranslation();
  const names = useNames();
  const countries = useCountries();
  const popular = popularCountries(countries.data ?? [], POPULAR);
  return (
    <nav aria-label={t('footer.popularCountries')}>
      <h2 className="text-sm font-semibold text-stone-100">{t('footer.popularCountries')}</h2>
      {countries.isError && <p className="mt-3 text-sm text-stone-400">{t('footer.countriesUnavailable')}</p>}
      <ul className="mt-3 space-y-2 text-sm">
        {countries.isPending &&
          Array.from({ length: POPULAR }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={index} aria-hidden="true" className="h-5 w-32 animate-pulse rounded bg-stone-800" />
          ))}
        {popular.map((country) => (
          <li key={country.code}>
            <Link to={`/discover?country=${country.code}`} className="flex gap-2 text-stone-400 hover:text-amber-300">
              <span aria-hidden="true">{country.flag}</span>
              <span>
                {names.country(country.code, country.name)}{' '}
                <span className="text-stone-400">({formatCount(country.station_count, locale)})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StatusLight() {
  const { t } = useTranslation();
  const health = useHealth();
  const state = health.isPending
    ? { tone: 'bg-stone-500', text: t('footer.status.checking') }
    : health.isError
      ? { tone: 'bg-red-500', text: t('footer.status.unavailable') }
      : health.data.status === 'ok'
        ? { tone: 'bg-emerald-400', text: t('footer.status.ok') }
        : { tone: 'bg-amber-400', text: t('footer.status.degraded') };
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-stone-300">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${state.tone}`} />
      {state.text}
    </p>
  );
}

function StatTiles() {
  const { t } = useTranslation();
  const numbers = useCatalogueNumbers();
  const tiles = [
    { label: t('footer.stats.stations'), value: numbers.stations },
    { label: t('footer.stats.countries'), value: numbers.countries },
    { label: t('footer.stats.genres'), value: numbers.genres },
    { label: t('footer.stats.languages'), value: numbers.languages },
  ];
  return (
    <dl className="grid grid-cols-4 gap-2">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex min-w-0 flex-col-reverse rounded-xl bg-stone-900 px-1 py-3 text-center">
          <dt className="text-xs break-words text-stone-400">{tile.label}</dt>
          <dd className="font-bold text-amber-300 tabular-nums">{tile.value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Genre links: only genres with stations, so none leads to an empty list. */
const EXPLORED_GENRES = 4;

export function Footer() {
  const { t } = useTranslation();
  const names = useNames();
  const genres = useLinkedGenres(EXPLORED_GENRES);
  return (
    <footer className="border-t border-stone-800 bg-stone-950">
      <div className={`${WIDE_COLUMN} grid gap-10 py-12 lg:grid-cols-[1.2fr_2fr]`}>
        <div className="flex flex-col gap-6">
          <div>
            <p className="text-xl font-extrabold">Sauti</p>
            <p className="mt-2 max-w-sm text-sm text-stone-400">{t('footer.tagline')}</p>
          </div>
          <StatTiles />
          <NewsletterBox />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          <LinkList
            title={t('footer.explore')}
            links={[
              { to: '/discover', label: t('footer.allStations') },
              ...genres.map((genre) => ({ to: `/discover?genre=${genre}`, label: names.genre(genre) })),
            ]}
          />
          <PopularCountries />
          <LinkList
            title={t('footer.support')}
            links={[
              { to: '/help', label: t('footer.help') },
              { to: '/contact', label: t('footer.contact') },
              { to: '/submit-station', label: t('footer.submit') },
              { to: '/advertise', label: t('footer.advertise') },
              { to: '/about', label: t('footer.about') },
            ]}
          />
          <LinkList
            title={t('footer.legal')}
            links={[
              { to: '/privacy', label: t('footer.privacy') },
              { to: '/terms', label: t('footer.terms') },
              { to: '/cookies', label: t('footer.cookies') },
            ]}
          />
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div
          className={`${WIDE_COLUMN} flex flex-col gap-3 py-5 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between`}
        >
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <FooterLanguageSelect />
          <LowDataSwitch className="max-w-xs" />
          <StatusLight />
        </div>
      </div>
    </footer>
  );
}
