// What a page shows only to a logged-in visitor: nothing while the session is checked, the page's
// own content once logged in, and otherwise what the page needs a login for, with a login link that
// comes back here.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../components/ui/Button';
import { EmptyState } from '../components/ui/States';
import { useAuth, useFormPath } from '../features/auth';
import { useTranslation } from '../i18n';

export function SignedInOnly({ prompt, children }: { prompt: string; children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const loginPath = useFormPath('/login');
  if (auth.checking) return null;
  if (auth.isAuthenticated) return children;
  return (
    <EmptyState title={prompt}>
      <Link to={loginPath} className={buttonClass('primary')}>
        {t('account.login')}
      </Link>
    </EmptyState>
  );
}
