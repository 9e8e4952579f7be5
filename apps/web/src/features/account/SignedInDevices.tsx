// The devices signed in to the account, the most recently used first, each with a way to log it out.
import type { AccountSession } from '@sauti/contract';
import { Laptop } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { formatDate, formatTime } from '../../lib/format';
import { AccountLoading, AccountSection, FormOutcome } from './AccountSection';
import { useAccountActions, useAccountSessions } from './api';
import { useFormFailure } from './field-problems';

function useDeviceName() {
  const { t } = useTranslation();
  return (session: AccountSession) =>
    t('myAccount.device', {
      browser: session.browser ?? t('myAccount.unknownBrowser'),
      os: session.os ?? t('myAccount.unknownSystem'),
    });
}

export function SignedInDevices() {
  const { t, locale } = useTranslation();
  const sessions = useAccountSessions();
  const { revokeSession } = useAccountActions();
  const revokeFailure = useFormFailure(revokeSession.error, 'myAccount.revokeFailed');
  const deviceName = useDeviceName();
  const when = (iso: string) => {
    const date = new Date(iso);
    return `${formatDate(date, locale)} ${formatTime(date, locale)}`;
  };
  return (
    <AccountSection id="account-devices" title={t('myAccount.devices')} intro={t('myAccount.devicesIntro')}>
      {sessions.isPending && <AccountLoading heights={['h-16', 'h-16']} />}
      {sessions.isError && <ErrorState message={t('myAccount.devicesFailed')} onRetry={() => sessions.refetch()} />}
      {sessions.data?.length === 0 && <EmptyState title={t('myAccount.noDevices')} />}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-900 px-3 py-3">
              <Laptop aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">
                  {deviceName(session)}
                  {session.current && (
                    <span className="ms-2 rounded-full bg-amber-400/15 px-2 py-0.5 text-xs font-bold text-amber-300">
                      {t('myAccount.thisDevice')}
                    </span>
                  )}
                </span>
                <span className="text-xs text-stone-400">
                  {t('myAccount.signedIn', { date: when(session.created_at) })}
                  {' · '}
                  {t('myAccount.lastUsed', { date: when(session.last_used_at) })}
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={revokeSession.isPending}
                aria-label={t('myAccount.logOutDevice', { device: deviceName(session) })}
                onClick={() => revokeSession.mutate({ id: session.id, current: session.current })}
              >
                {t('myAccount.logOut')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormOutcome done={null} failure={revokeFailure} />
    </AccountSection>
  );
}
