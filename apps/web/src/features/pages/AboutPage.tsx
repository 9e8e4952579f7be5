// About: why Sauti exists, what it stands for, live figures, who builds it, how, and what comes next.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { useCatalogueNumbers } from '../home';
import { Card, Section, StaticPage } from './StaticPage';

function ImpactFigures() {
  const { t } = useTranslation();
  const numbers = useCatalogueNumbers();
  const figures = [
    { label: t('home.stats.stations'), value: numbers.stations },
    { label: t('about.impact.countries'), value: numbers.countries },
    { label: t('home.stats.genres'), value: numbers.genres },
    { label: t('home.stats.languages'), value: numbers.languages },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse rounded-2xl border border-stone-800 bg-stone-900/60 p-4 text-center"
        >
          <dt className="text-sm text-stone-300">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-amber-300 tabular-nums">{figure.value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('about.title')} intro={t('about.intro')}>
      <Section title={t('about.story')}>
        <p>{t('about.story.text')}</p>
      </Section>
      <Section title={t('about.mission')}>
        <p>{t('about.mission.text')}</p>
      </Section>
      <Section title={t('about.values')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Card title={t('about.values.countries')}>{t('about.values.countries.text')}</Card>
          <Card title={t('about.values.broadcasters')}>{t('about.values.broadcasters.text')}</Card>
          <Card title={t('about.values.light')}>{t('about.values.light.text')}</Card>
        </div>
      </Section>
      <Section title={t('about.impact')}>
        <ImpactFigures />
      </Section>
      <Section title={t('about.team')}>
        <p>{t('about.team.text')}</p>
      </Section>
      <Section title={t('about.technology')}>
        <p>{t('about.technology.text')}</p>
      </Section>
      <Section title={t('about.roadmap')}>
        <ul>
          <li>{t('about.roadmap.accounts')}</li>
          <li>{t('about.roadmap.assistant')}</li>
          <li>{t('about.roadmap.nowPlaying')}</li>
          <li>{t('about.roadmap.premium')}</li>
        </ul>
      </Section>
      <div className="flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass('primary')}>
          {t('footer.contact')}
        </Link>
        <Link to="/submit-station" className={buttonClass('secondary')}>
          {t('footer.submit')}
        </Link>
      </div>
    </StaticPage>
  );
}
