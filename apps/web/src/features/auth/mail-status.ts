// Whether this server sends mail (SMTP_URL): the reset and confirmation forms say so when it does not.
import { accountEmailEndpoints, MAIL_OFF, MAILED_LINK_REFUSED } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '../../i18n';
import { ApiError, callEndpoint } from '../../lib/api';

export function useMailOn(): boolean | undefined {
  const status = useQuery({
    queryKey: ['mail-status'],
    queryFn: async () => (await callEndpoint(accountEmailEndpoints.mailStatus)).data,
    staleTime: 5 * 60_000,
  });
  return status.data && status.data.mail === 'on';
}

/** Why a mailed-link call failed, in the visitor's words. */
export function mailFailure(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'accountMail.failed';
  if (error.code === MAIL_OFF) return 'accountMail.mailOff';
  if (error.code === MAILED_LINK_REFUSED) return 'accountMail.linkRefused';
  return error.status === 429 ? 'forms.tooMany' : 'accountMail.failed';
}
