// /admin/monetization: the ads feature's monetization tab behind the admin check, until the admin area
// lists it among its tabs. Non-admins see 'Admin Access Required' with a way to log in (spec section 2).
import { Link } from 'react-router-dom';
import { buttonClass } from '../components/ui/Button';
import { PageHeader } from '../components/ui/PageHeader';
import { EmptyState } from '../components/ui/States';
import { MonetizationTab } from '../features/ads/admin';
import { useAuth } from '../features/auth';
import { usePageTitle, useTranslation } from '../i18n';

export function MonetizationRoute() {
  const { t } = useTranslation();
  usePageTitle(t('monetization.title'));
  const auth = useAuth();
  if (auth.checking) {
    return (
      <div role="status" aria-label={t('monetization.loading')} className="mx-auto h-64 max-w-7xl animate-pulse" />
    );
  }
  if (!auth.isAdmin) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState title={t('monetization.accessRequired')}>
          <p className="text-stone-400">{t('monetization.accessHint')}</p>
          <Link to="/auth" className={buttonClass('primary')}>
            {t('monetization.goToLogin')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      <PageHeader wide title={t('nav.admin')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <MonetizationTab />
      </div>
    </>
  );
}
