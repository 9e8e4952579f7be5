// The moderation tab's calls: the report queue and its open count (polled, so the tab's label stays
// current), resolving reports and muting. Under the 'admin' key like every admin query.
import {
  chatModerationEndpoints as endpoints,
  type ModerationDecision,
  type ModerationReportStatus,
  type MuteRequest,
} from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';

const MODERATION = ['admin', 'moderation'] as const;
/** How often the open count and the open queue are read again while the area is open. */
const REFRESH_MS = 10_000;

export function useOpenReportCount(enabled: boolean) {
  return useQuery({
    queryKey: [...MODERATION, 'count'],
    queryFn: async () => (await callEndpoint(endpoints.reportCount)).data.open,
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

export function useModerationReports(status: ModerationReportStatus) {
  return useQuery({
    queryKey: [...MODERATION, 'reports', status],
    queryFn: async () => (await callEndpoint(endpoints.reports, { query: { status } })).data,
    refetchInterval: status === 'open' ? REFRESH_MS : false,
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ messageId, decision }: { messageId: string; decision: ModerationDecision }) =>
      (await callEndpoint(endpoints.resolve, { params: { messageId }, body: decision })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODERATION }),
  });
}

export function useMuteUser() {
  return useMutation({
    mutationFn: async ({ userId, body }: { userId: string; body: MuteRequest }) =>
      (await callEndpoint(endpoints.mute, { params: { userId }, body })).data,
  });
}
