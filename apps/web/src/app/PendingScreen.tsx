// Stands in for a screen another part of the team is building (the admin dashboard). The route
// table points here until it lands.
import { Construction } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../components/ui/Button';
import { type MessageKey, usePageTitle, useTranslation } from '../i18n';

export function PendingScreen({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Construction aria-hidden="true" className="size-12 text-amber-300" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-stone-300">{t('pending.text')}</p>
      <Link to="/discover" className={buttonClass('primary')}>
        {t('common.discoverStations')}
      </Link>
    </section>
  );
}
