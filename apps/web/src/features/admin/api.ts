// The admin area's calls, typed by the contract: every query sits under the 'admin' key, so an action
// refreshes whatever it may have changed with one invalidation.
import {
  type AdminStationQuery,
  type AdminStationUpdate,
  type AdminUserQuery,
  type AdminUserUpdate,
  type ApproveSubmissionRequest,
  type AuditQuery,
  adminCountryEndpoints,
  adminInboxEndpoints,
  adminStationEndpoints,
  adminUserEndpoints,
  auditEndpoints,
  CHECK_RUN_EVENT,
  type CheckRunKind,
  CheckRunProgress,
  claimEndpoints,
  dashboardEndpoints,
  type InboxQuery,
  type InboxUpdate,
  type NewStationRequest,
  pathOf,
  streamHealthEndpoints,
  studioEndpoints,
} from '@sauti/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint, requestJson } from '../../lib/api';
import { tokenStorage } from '../../lib/token-storage';
import { readServerSentEvents } from './server-sent-events';

const ADMIN = ['admin'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: [...ADMIN, 'dashboard'],
    queryFn: async () => (await callEndpoint(dashboardEndpoints.dashboard)).data,
  });
}

export function useAdminStations(query: AdminStationQuery) {
  return useQuery({
    queryKey: [...ADMIN, 'stations', query],
    queryFn: async () => (await callEndpoint(adminStationEndpoints.list, { query })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminStation(id: string) {
  return useQuery({
    queryKey: [...ADMIN, 'station', id],
    queryFn: async () => (await callEndpoint(adminStationEndpoints.one, { params: { id } })).data,
  });
}

export function useStationChecks(id: string) {
  return useQuery({
    queryKey: [...ADMIN, 'checks', id],
    queryFn: async () => (await callEndpoint(streamHealthEndpoints.stationChecks, { params: { id } })).data,
  });
}

export function useAdminCountries() {
  return useQuery({
    queryKey: [...ADMIN, 'countries'],
    queryFn: async () => (await callEndpoint(adminCountryEndpoints.list)).data,
  });
}

export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: [...ADMIN, 'inbox', query],
    queryFn: async () => (await callEndpoint(adminInboxEndpoints.list, { query })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUserQuery) {
  return useQuery({
    queryKey: [...ADMIN, 'users', query],
    queryFn: async () => (await callEndpoint(adminUserEndpoints.list, { query })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: [...ADMIN, 'audit', query],
    queryFn: async () => (await callEndpoint(auditEndpoints.list, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * A mutation after which every cached answer is stale: the admin lists, and the public catalogue the
 * listener screens keep (a hidden country must be gone from Discover at once).
 */
function useAdminAction<A, R>(action: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => client.invalidateQueries() });
}

export const useUpdateStation = () =>
  useAdminAction(
    async ({ id, body }: { id: string; body: AdminStationUpdate }) =>
      (await callEndpoint(adminStationEndpoints.update, { params: { id }, body })).data,
  );
export const useRemoveStation = () =>
  useAdminAction(async (id: string) => (await callEndpoint(adminStationEndpoints.remove, { params: { id } })).data);
export const useRestoreStation = () =>
  useAdminAction(async (id: string) => (await callEndpoint(adminStationEndpoints.restore, { params: { id } })).data);
export const useMergeStation = () =>
  useAdminAction(
    async ({ id, into }: { id: string; into: string }) =>
      (await callEndpoint(adminStationEndpoints.merge, { params: { id }, body: { into } })).data,
  );
export const useCheckStation = () =>
  useAdminAction(
    async (id: string) => (await callEndpoint(streamHealthEndpoints.checkStation, { params: { id } })).data,
  );
export const useCreateStation = () =>
  useAdminAction(async (body: NewStationRequest) => (await callEndpoint(adminStationEndpoints.create, { body })).data);
export const useSetDiscoverable = () =>
  useAdminAction(
    async ({ code, discoverable }: { code: string; discoverable: boolean }) =>
      (
        await callEndpoint(adminCountryEndpoints.setDiscoverable, {
          params: { code },
          query: { discoverable },
        })
      ).data,
  );
export const useUpdateInbox = () =>
  useAdminAction(
    async ({ id, body }: { id: string; body: InboxUpdate }) =>
      (await callEndpoint(adminInboxEndpoints.update, { params: { id }, body })).data,
  );
export const useApproveSubmission = () =>
  useAdminAction(
    async ({ id, body }: { id: string; body: ApproveSubmissionRequest }) =>
      (await callEndpoint(adminInboxEndpoints.approve, { params: { id }, body })).data,
  );
export const useRejectSubmission = () =>
  useAdminAction(
    async ({ id, reason }: { id: string; reason: string }) =>
      (await callEndpoint(adminInboxEndpoints.reject, { params: { id }, body: { reason } })).data,
  );
/** An owner's claim or change from the inbox: approved, or rejected with the reason. */
export const useReviewOwnerRequest = () =>
  useAdminAction(async ({ kind, id, reason }: { kind: 'claim' | 'station_edit'; id: string; reason?: string }) => {
    if (kind === 'claim') {
      return reason === undefined
        ? callEndpoint(claimEndpoints.approve, { params: { claimId: id } })
        : callEndpoint(claimEndpoints.reject, { params: { claimId: id }, body: { reason } });
    }
    return reason === undefined
      ? callEndpoint(studioEndpoints.approveEdit, { params: { editId: id } })
      : callEndpoint(studioEndpoints.rejectEdit, { params: { editId: id }, body: { reason } });
  });
export const useUpdateUser = () =>
  useAdminAction(
    async ({ userId, body }: { userId: string; body: AdminUserUpdate }) =>
      (await callEndpoint(adminUserEndpoints.update, { params: { userId }, body })).data,
  );
export const useRemoveUser = () =>
  useAdminAction(async (userId: string) => {
    await callEndpoint(adminUserEndpoints.remove, { params: { userId } });
    return userId;
  });

const RUN_STARTS = {
  verify: streamHealthEndpoints.verifyAll,
  repair: streamHealthEndpoints.fixStreamErrors,
} as const;

/** Starts "Verify All" or "Run Stream Error Correction" and answers the run at once (RFC 7240 respond-async). */
export async function startRun(kind: keyof typeof RUN_STARTS) {
  const endpoint = RUN_STARTS[kind];
  const init = { method: 'POST', headers: { prefer: 'respond-async' } };
  return (await requestJson(pathOf(endpoint), endpoint.response, init)).data;
}

export async function fetchRun(runId: string) {
  return (await callEndpoint(streamHealthEndpoints.run, { params: { runId } })).data;
}

export async function cancelRun(runId: string) {
  return (await callEndpoint(streamHealthEndpoints.cancelRun, { params: { runId } })).data;
}

/** Hands each progress event of a run to `onProgress` until the run ends or `signal` aborts. */
export async function followRun(
  runId: string,
  onProgress: (progress: CheckRunProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch(pathOf(streamHealthEndpoints.runEvents, { params: { runId } }), {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok || !response.body) throw new ApiError(response.status, 'http_error', response.statusText);
  for await (const event of readServerSentEvents(response.body)) {
    if (event.event !== CHECK_RUN_EVENT) continue;
    const progress = CheckRunProgress.safeParse(JSON.parse(event.data));
    if (progress.success) onProgress(progress.data);
  }
}

export type RunKind = Extract<CheckRunKind, 'verify' | 'repair'>;
