// The account page's calls: the account itself, its devices, and the changes that refresh them.
import { type AccountDeletion, accountEndpoints, type PasswordChange, type ProfileChanges } from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, pathOf } from '../../lib/api';
import { downloadFile } from '../../lib/file-download';
import { applyAccountLanguage, useAuth } from '../auth';

/** Keyed by user, so a second account on the same browser never sees the first one's devices. */
const sessionsKey = (userId: string | undefined) => ['account', 'sessions', userId];

export function useAccountSessions() {
  const { user } = useAuth();
  return useQuery({
    queryKey: sessionsKey(user?.id),
    enabled: user !== null,
    queryFn: async () => (await callEndpoint(accountEndpoints.sessions)).data,
  });
}

export function useAccountActions() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const refreshSessions = () => queryClient.invalidateQueries({ queryKey: sessionsKey(auth.user?.id) });

  const update = useMutation({
    mutationFn: async (body: ProfileChanges) => (await callEndpoint(accountEndpoints.update, { body })).data,
    onSuccess: (user) => {
      auth.updateUser(user);
      applyAccountLanguage(user);
    },
  });
  const changePassword = useMutation({
    mutationFn: (body: PasswordChange) => callEndpoint(accountEndpoints.changePassword, { body }),
    onSuccess: refreshSessions,
  });
  const revokeSession = useMutation({
    mutationFn: async ({ id }: { id: string; current: boolean }) =>
      callEndpoint(accountEndpoints.revokeSession, { params: { id } }),
    // Logging out this very device is logging out.
    onSuccess: (_answer, { current }) => (current ? auth.logout() : refreshSessions()),
  });
  const download = useMutation({
    mutationFn: () => downloadFile(pathOf(accountEndpoints.export), 'sauti-account.json'),
  });
  const remove = useMutation({
    mutationFn: (body: AccountDeletion) => callEndpoint(accountEndpoints.remove, { body }),
    onSuccess: () => auth.logout(),
  });
  return { update, changePassword, revokeSession, download, remove };
}
