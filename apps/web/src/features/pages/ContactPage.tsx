// Contact: the form, how we answer, and the questions that save a message.
import { Clock, LifeBuoy, Radio } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RichMessage, useTranslation } from '../../i18n';
import { ContactForm } from '../inbox';
import { Card, Section, StaticPage } from './StaticPage';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('contact.title')} intro={t('contact.intro')}>
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <Section title={t('contact.send')}>
          <ContactForm />
        </Section>
        <aside aria-label={t('contact.support')} className="flex flex-col gap-4">
          <Card title={t('contact.response')}>
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-amber-300" /> {t('contact.response.text')}
            </p>
          </Card>
          <Card title={t('contact.help')}>
            <p className="flex items-center gap-2">
              <LifeBuoy aria-hidden="true" className="size-4 text-amber-300" />
              <span>
                <RichMessage
                  id="contact.help.text"
                  parts={{ help: <Link to="/help" className="text-amber-300 underline" /> }}
                />
              </span>
            </p>
          </Card>
          <Card title={t('contact.broadcasters')}>
            <p className="flex items-center gap-2">
              <Radio aria-hidden="true" className="size-4 text-amber-300" />
              <span>
                <RichMessage
                  id="contact.broadcasters.text"
                  parts={{ submit: <Link to="/submit-station" className="text-amber-300 underline" /> }}
                />
              </span>
            </p>
          </Card>
        </aside>
      </div>
      <Section title={t('contact.faq')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title={t('contact.faq.silent.q')}>{t('contact.faq.silent.a')}</Card>
          <Card title={t('contact.faq.add.q')}>{t('contact.faq.add.a')}</Card>
          <Card title={t('contact.faq.advertise.q')}>
            <RichMessage id="contact.faq.advertise.a" parts={{ advertise: <Link to="/advertise" /> }} />
          </Card>
          <Card title={t('contact.faq.delete.q')}>{t('contact.faq.delete.a')}</Card>
        </div>
      </Section>
    </StaticPage>
  );
}
