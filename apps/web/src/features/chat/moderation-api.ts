// The chat's moderation calls from the listener's side: a station chat's status (slow mode, closed,
// the caller's mute), reporting and removing messages, and the people the caller blocked.
import { type ChatReportRequest, type ChatStatus, chatModerationEndpoints as endpoints } from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { useAuth } from '../auth';

export const chatStatusKey = (stationId: string, userId: string | undefined) => ['chat-status', stationId, userId];
const BLOCKS_KEY = ['chat-blocks'];

export function useChatStatus(stationId: string) {
  const { user } = useAuth();
  return useQuery<ChatStatus>({
    queryKey: chatStatusKey(stationId, user?.id),
    queryFn: async () => (await callEndpoint(endpoints.status, { params: { stationId } })).data,
  });
}

/** The ids of the people the caller blocked (none when logged out). */
export function useBlocks() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...BLOCKS_KEY, user?.id],
    queryFn: async () => (await callEndpoint(endpoints.blocks)).data,
    enabled: user !== null,
  });
}

export function useBlockActions() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: BLOCKS_KEY });
    await queryClient.invalidateQueries({ queryKey: ['chat'] });
  };
  const block = useMutation({
    mutationFn: async (userId: string) => (await callEndpoint(endpoints.block, { body: { user_id: userId } })).data,
    onSuccess: refresh,
  });
  const unblock = useMutation({
    mutationFn: async (userId: string) => {
      await callEndpoint(endpoints.unblock, { params: { userId } });
    },
    onSuccess: refresh,
  });
  return { block, unblock };
}

export function useReportMessage() {
  return useMutation({
    mutationFn: async ({ messageId, report }: { messageId: string; report: ChatReportRequest }) =>
      (await callEndpoint(endpoints.report, { params: { messageId }, body: report })).data,
  });
}

export function useRemoveMessage(onRemoved: (messageId: string) => void) {
  return useMutation({
    mutationFn: async (messageId: string) => {
      await callEndpoint(endpoints.remove, { params: { messageId } });
      return messageId;
    },
    onSuccess: onRemoved,
  });
}
