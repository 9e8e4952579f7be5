// A station's chat (spec sections 2, 4, 7): the newest messages, kept live by the station's event
// stream; while that stream is down (blocked by a proxy, or the server restarting) the list is polled
// every 5 s as the spec says. Posting and reacting update the list with the server's answer.
import { type ChatMessage, type ChatReaction, chatEndpoints } from '@sauti/contract';
import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { useStationEvents } from '../../lib/station-events';
import { useAuth } from '../auth';

const POLL_MS = 5_000;

/** Keyed by user too: my_reactions differ from one account to the next. */
const chatKey = (stationId: string, userId: string | undefined) => ['chat', stationId, userId];

function upsert(list: ChatMessage[] = [], message: ChatMessage): ChatMessage[] {
  const at = list.findIndex((item) => item.id === message.id);
  if (at === -1) return [...list, message];
  return list.map((item, index) => (index === at ? message : item));
}

/** Keeps the cached list up to date from the station's live events; answers whether they are connected. */
function useLiveChat(stationId: string, key: QueryKey, queryClient: QueryClient): boolean {
  return useStationEvents(stationId, {
    chatMessage: (message) => queryClient.setQueryData<ChatMessage[]>(key, (list) => upsert(list, message)),
    chatReactions: (update) =>
      queryClient.setQueryData<ChatMessage[]>(key, (list) =>
        list?.map((item) =>
          item.id === update.message_id ? { ...item, emoji_reactions: update.emoji_reactions } : item,
        ),
      ),
  });
}

export function useChat(stationId: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = chatKey(stationId, user?.id);
  const live = useLiveChat(stationId, key, queryClient);
  const messages = useQuery({
    queryKey: key,
    queryFn: async () => (await callEndpoint(chatEndpoints.list, { params: { stationId }, query: {} })).data,
    refetchInterval: live ? false : POLL_MS,
  });

  const post = useMutation({
    mutationFn: async (message: string) =>
      (await callEndpoint(chatEndpoints.post, { params: { stationId }, body: { message } })).data,
    onSuccess: (message) => queryClient.setQueryData<ChatMessage[]>(key, (list) => upsert(list, message)),
  });

  const react = useMutation({
    mutationFn: async ({ messageId, emoji }: { messageId: string; emoji: ChatReaction }) =>
      (await callEndpoint(chatEndpoints.react, { params: { messageId }, body: { emoji } })).data,
    onSuccess: (message) => queryClient.setQueryData<ChatMessage[]>(key, (list) => upsert(list, message)),
    // Spec section 8: a failed reaction is only logged.
    onError: (error) => console.warn('Reaction not saved', error),
  });

  return { messages, post, react };
}
