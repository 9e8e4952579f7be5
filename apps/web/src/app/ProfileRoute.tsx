// /profile: the logged-in user's own settings that belong to no one feature; for now the people they
// blocked in chat, with a way to undo it.
import { Link } from 'react-router-dom';
import { buttonClass } from '../components/ui/Button';
import { PageHeader } from '../components/ui/PageHeader';
import { useAuth } from '../features/auth';
import { BlockedPeople } from '../features/chat/page';
import { usePageTitle, useTranslation } from '../i18n';
import { SignedInOnly } from './SignedInOnly';

export function ProfileRoute() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const auth = useAuth();
  return (
    <>
      <PageHeader title={t('profile.title')} intro={auth.user?.username} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <SignedInOnly prompt={t('profile.loginFirst')}>
          <p className="mb-6">
            <Link to="/studio" className={buttonClass('secondary')}>
              {t('profile.studio')}
            </Link>
          </p>
          <BlockedPeople />
        </SignedInOnly>
      </div>
    </>
  );
}
