// /confirm-email (issue 30): the link mailed after registering. Confirming takes a press of the
// button, so a mail scanner that opens the link confirms nothing; a logged-in listener whose link no
// longer works can ask for another.
import { accountEmailEndpoints } from '@sauti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { usePageTitle, useTranslation } from '../../i18n';
import { callEndpoint } from '../../lib/api';
import { ME_KEY, useAuth } from './AuthProvider';
import { mailFailure, useMailOn } from './mail-status';
import { MailMessage, Notice } from './ResetPasswordPage';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const title = t('accountMail.confirmTitle');
  usePageTitle(title);
  const token = useSearchParams()[0].get('token');
  const auth = useAuth();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (link: string) => callEndpoint(accountEmailEndpoints.confirmEmail, { body: { token: link } }),
    // /api/auth/me now says email_confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY }),
  });
  const resend = useMutation({ mutationFn: () => callEndpoint(accountEmailEndpoints.requestEmailConfirmation) });
  const mailOn = useMailOn();
  const canResend = auth.user !== null && auth.user.email_confirmed === false && mailOn !== false;

  return (
    <>
      <PageHeader title={title} intro={t('accountMail.confirmIntro')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-8">
        {confirm.isSuccess ? (
          <Notice>{t('accountMail.confirmed')}</Notice>
        ) : token ? (
          <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
            {confirm.isPending ? t('auth.wait') : t('accountMail.confirm')}
          </Button>
        ) : (
          <Notice>{t('accountMail.noToken')}</Notice>
        )}
        {confirm.error && (
          <Notice tone="alert">
            <MailMessage id={mailFailure(confirm.error)} />
          </Notice>
        )}
        {canResend &&
          !confirm.isSuccess &&
          (resend.isSuccess ? (
            <Notice>{t('accountMail.resent', { email: auth.user?.email ?? '' })}</Notice>
          ) : (
            <Button type="button" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {t('accountMail.resend')}
            </Button>
          ))}
        {resend.error && (
          <Notice tone="alert">
            <MailMessage id={mailFailure(resend.error)} />
          </Notice>
        )}
      </div>
    </>
  );
}
