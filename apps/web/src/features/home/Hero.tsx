// The first thing a visitor reads: what Sauti is, and two ways in.
import { Compass, Radio } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { HERO_CLASSES } from './hero-copy';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={HERO_CLASSES.section}>
      <div className={HERO_CLASSES.container}>
        <p className={HERO_CLASSES.badge}>
          <Radio aria-hidden="true" className="size-3.5" /> {t('home.hero.badge')}
        </p>
        <h1 className={HERO_CLASSES.title}>{t('home.hero.title')}</h1>
        <p className={HERO_CLASSES.intro}>{t('home.hero.intro')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/discover" className={buttonClass('primary', 'px-6 py-3 text-base')}>
            <Compass aria-hidden="true" className="size-5" /> {t('common.discoverStations')}
          </Link>
          <a href="#countries" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
            {t('home.hero.byCountry')}
          </a>
        </div>
      </div>
    </section>
  );
}
