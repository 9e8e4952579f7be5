// Help Center: answers to what listeners ask most, and where to go next.
import { Link } from 'react-router-dom';
import { RichMessage, useTranslation } from '../../i18n';
import { Card, Section, StaticPage } from './StaticPage';

export function HelpPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('help.title')} intro={t('help.intro')}>
      <Section title={t('help.start')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title={t('help.account.q')}>{t('help.account.a')}</Card>
          <Card title={t('help.find.q')}>
            <RichMessage id="help.find.a" parts={{ discover: <Link to="/discover" /> }} />
          </Card>
          <Card title={t('help.share.q')}>{t('help.share.a')}</Card>
          <Card title={t('help.cost.q')}>{t('help.cost.a')}</Card>
        </div>
      </Section>
      <Section title={t('help.silent')}>
        <ul>
          <li>{t('help.silent.offAir')}</li>
          <li>{t('help.silent.health')}</li>
          <li>{t('help.silent.volume')}</li>
          <li>{t('help.silent.slow')}</li>
        </ul>
      </Section>
      <Section title={t('help.broadcasters')}>
        <p>
          <RichMessage
            id="help.broadcasters.text"
            parts={{ submit: <Link to="/submit-station" />, contact: <Link to="/contact" /> }}
          />
        </p>
      </Section>
      <Section title={t('help.privacy')}>
        <p>
          <RichMessage
            id="help.privacy.text"
            parts={{ privacy: <Link to="/privacy" />, cookies: <Link to="/cookies" /> }}
          />
        </p>
      </Section>
    </StaticPage>
  );
}
