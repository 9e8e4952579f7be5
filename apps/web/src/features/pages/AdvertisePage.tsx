// Advertise: why, formats and prices, targeting, two examples, contact and the quote form.
import { type MessageKey, useTranslation } from '../../i18n';
import { AdvertisingForm } from '../inbox';
import { Card, Section, StaticPage } from './StaticPage';

const FORMATS: Array<{ title: MessageKey; price: MessageKey; text: MessageKey }> = [
  { title: 'advertise.banner', price: 'advertise.banner.price', text: 'advertise.banner.text' },
  { title: 'advertise.audio', price: 'advertise.audio.price', text: 'advertise.audio.text' },
  { title: 'advertise.sponsored', price: 'advertise.sponsored.price', text: 'advertise.sponsored.text' },
];

export function AdvertisePage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('advertise.title')} intro={t('advertise.intro')}>
      <Section title={t('advertise.why')}>
        <ul>
          <li>{t('advertise.why.audience')}</li>
          <li>{t('advertise.why.reach')}</li>
          <li>{t('advertise.why.simple')}</li>
        </ul>
      </Section>
      <Section title={t('advertise.formats')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {FORMATS.map((format) => (
            <Card key={format.title} title={t(format.title)}>
              <p className="text-lg font-bold text-amber-300">{t(format.price)}</p>
              <p className="mt-1">{t(format.text)}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section title={t('advertise.targeting')}>
        <ul>
          <li>{t('advertise.targeting.country')}</li>
          <li>{t('advertise.targeting.genre')}</li>
          <li>{t('advertise.targeting.language')}</li>
          <li>{t('advertise.targeting.position')}</li>
        </ul>
      </Section>
      <Section title={t('advertise.cases')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title={t('advertise.cases.label')}>{t('advertise.cases.label.text')}</Card>
          <Card title={t('advertise.cases.remittance')}>{t('advertise.cases.remittance.text')}</Card>
        </div>
      </Section>
      <Section title={t('advertise.talk')}>
        <p>{t('advertise.talk.text')}</p>
      </Section>
      <Section title={t('advertise.quote')} id="quote">
        <AdvertisingForm />
      </Section>
    </StaticPage>
  );
}
