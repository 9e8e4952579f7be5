// /account (issue 30, point 1): the listener's own account. Details and language, password, signed-in
// devices, a copy of their data, and deleting it all; the people they blocked stay on /profile.
import { Download, Loader2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { EmptyState } from '../../components/ui/States';
import { usePageTitle, useTranslation } from '../../i18n';
import { useAuth, useFormPath } from '../auth';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AccountLoading, AccountSection, FormOutcome } from './AccountSection';
import { useAccountActions } from './api';
import { DeleteAccountForm } from './DeleteAccountForm';
import { useFormFailure } from './field-problems';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SignedInDevices } from './SignedInDevices';

function DataDownload() {
  const { t } = useTranslation();
  const { download } = useAccountActions();
  return (
    <AccountSection id="account-data" title={t('myAccount.data')} intro={t('myAccount.dataIntro')}>
      <FormOutcome done={null} failure={useFormFailure(download.error, 'myAccount.downloadFailed')} />
      <Button
        variant="secondary"
        className="self-start"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {t('myAccount.download')}
      </Button>
    </AccountSection>
  );
}

export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('myAccount.title'));
  const auth = useAuth();
  const loginPath = useFormPath('/login');
  return (
    <>
      <PageHeader title={t('myAccount.title')} intro={auth.user?.username} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        {auth.checking && <AccountLoading heights={['h-64', 'h-40']} />}
        {!auth.checking && !auth.user && (
          <EmptyState title={t('myAccount.loginFirst')}>
            <Link to={loginPath} className={buttonClass('primary')}>
              {t('account.login')}
            </Link>
          </EmptyState>
        )}
        {auth.user && (
          <>
            <AccountDetailsForm key={auth.user.id} user={auth.user} />
            <PasswordChangeForm />
            <SignedInDevices />
            <DataDownload />
            <p className="text-sm text-stone-400">
              <Link to="/profile" className="font-semibold text-amber-300 hover:underline">
                {t('myAccount.blocked')}
              </Link>
            </p>
            <DeleteAccountForm />
          </>
        )}
      </div>
    </>
  );
}
