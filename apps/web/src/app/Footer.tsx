// The footer: where to go, popular countries with live counts, stat tiles, the newsletter and a
// status light that reflects the real /api/health.
import { Link } from 'react-router-dom';
import { useCatalogueNumbers } from '../features/home';
import { NewsletterBox } from '../features/newsletter';
import { useCountries } from '../features/stations';
import { formatCount } from '../lib/format';
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
  const countries = useCountries();
  const popular = [...(countries.data ?? [])].sort((a, b) => b.station_count - a.station_count).slice(0, POPULAR);
  return (
    <nav aria-label="Popular countries">
      <h2 className="text-sm font-semibold text-stone-100">Popular countries</h2>
      {countries.isError && <p className="mt-3 text-sm text-stone-400">Countries are unavailable right now.</p>}
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
                {country.name} <span className="text-stone-400">({formatCount(country.station_count)})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StatusLight() {
  const health = useHealth();
  const state = health.isPending
    ? { tone: 'bg-stone-500', text: 'Checking status…' }
    : health.isError
      ? { tone: 'bg-red-500', text: 'Status unavailable' }
      : health.data.status === 'ok'
        ? { tone: 'bg-emerald-400', text: 'All systems operational' }
        : { tone: 'bg-amber-400', text: 'Some systems degraded' };
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-stone-300">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${state.tone}`} />
      {state.text}
    </p>
  );
}

function StatTiles() {
  const numbers = useCatalogueNumbers();
  const tiles = [
    { label: 'Stations', value: numbers.stations },
    { label: 'Countries', value: numbers.countries },
    { label: 'Genres', value: numbers.genres },
    { label: 'Languages', value: numbers.languages },
  ];
  return (
    <dl className="grid grid-cols-4 gap-2">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col-reverse rounded-xl bg-stone-900 px-2 py-3 text-center">
          <dt className="text-xs text-stone-400">{tile.label}</dt>
          <dd className="font-bold text-amber-300 tabular-nums">{tile.value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-stone-800 bg-stone-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="flex flex-col gap-6">
          <div>
            <p className="text-xl font-extrabold">Sauti</p>
            <p className="mt-2 max-w-sm text-sm text-stone-400">
              Live African radio for everyone, everywhere: free, and without an account.
            </p>
          </div>
          <StatTiles />
          <NewsletterBox />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          <LinkList
            title="Explore music"
            links={[
              { to: '/discover', label: 'All stations' },
              { to: '/discover?genre=afrobeats', label: 'Afrobeats' },
              { to: '/discover?genre=amapiano', label: 'Amapiano' },
              { to: '/discover?genre=gospel', label: 'Gospel' },
              { to: '/discover?genre=highlife', label: 'Highlife' },
            ]}
          />
          <PopularCountries />
          <LinkList
            title="Support"
            links={[
              { to: '/help', label: 'Help Center' },
              { to: '/contact', label: 'Contact us' },
              { to: '/submit-station', label: 'Submit a station' },
              { to: '/advertise', label: 'Advertise' },
              { to: '/about', label: 'About Sauti' },
            ]}
          />
          <LinkList
            title="Legal"
            links={[
              { to: '/privacy', label: 'Privacy Policy' },
              { to: '/terms', label: 'Terms of Service' },
              { to: '/cookies', label: 'Cookie Policy' },
            ]}
          />
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Sauti. Streams belong to their broadcasters.</p>
          <StatusLight />
        </div>
      </div>
    </footer>
  );
}
