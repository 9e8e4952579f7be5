// /profile: the logged-in user's own settings that belong to no one feature; for now the people they
// blocked in chat, with a way to undo it.
import { Link } from 'react-router-dom';
import { buttonClass } from '../components/ui/Button';
import { PageHeader } from '../components/ui/PageHeader';
import { EmptyState } from '../components/ui/States';
import { useAuth, useFormPath } from '../features/auth';
import { BlockedPeople } from '../features/chat/page';
import { usePageTitle, useTranslation } from '../i18n';

export function ProfileRoute() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const auth = useAuth();
  const loginPath = useFormPath('/login');
  return (
    <>
      <PageHeader title={t('profile.title')} intro={auth.user?.username} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        {auth.checking ? null : auth.isAuthenticated ? (
          <>
            <p className="mb-6">
              <Link to="/studio" className={buttonClass('secondary')}>
                {t('profile.studio')}
              </Link>
            </p>
            <BlockedPeople />
          </>
        ) : (
          <EmptyState title={t('profile.loginFirst')}>
            <Link to={loginPath} className={buttonClass('primary')}>
              {t('account.login')}
            </Link>
          </EmptyState>
        )}
      </div>
    </>
  );
}
