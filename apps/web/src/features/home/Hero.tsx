// The first thing a visitor reads: what Sauti is, and two ways in.
import { Compass, Radio } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { HERO_CLASSES, HERO_COPY } from './hero-copy';

export function Hero() {
  return (
    <section className={HERO_CLASSES.section}>
      <div className={HERO_CLASSES.container}>
        <p className={HERO_CLASSES.badge}>
          <Radio aria-hidden="true" className="size-3.5" /> {HERO_COPY.badge}
        </p>
        <h1 className={HERO_CLASSES.title}>{HERO_COPY.title}</h1>
        <p className={HERO_CLASSES.intro}>{HERO_COPY.intro}</p>
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
