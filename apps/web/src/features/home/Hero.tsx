// The first thing a visitor reads: what Sauti is, and two ways in.
import { Compass, Radio } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b border-stone-800 bg-[radial-gradient(ellipse_at_top_right,_rgba(245,158,11,0.25),_transparent_60%),radial-gradient(ellipse_at_bottom_left,_rgba(190,24,93,0.2),_transparent_55%)]">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-stone-900/80 px-3 py-1 text-xs font-medium text-amber-300 ring-1 ring-amber-400/30">
          <Radio aria-hidden="true" className="size-3.5" /> Live now, free, no account needed
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          The sound of Africa, live from every corner of the continent
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-300">
          Afrobeats from Lagos, Amapiano from Johannesburg, Bongo Flava from Dar es Salaam, gospel, highlife, news and
          talk: thousands of African radio stations, one tap away.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/discover" className={buttonClass('primary', 'px-6 py-3 text-base')}>
            <Compass aria-hidden="true" className="size-5" /> Discover stations
          </Link>
          <a href="#countries" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
            Browse by country
          </a>
        </div>
      </div>
    </section>
  );
}
