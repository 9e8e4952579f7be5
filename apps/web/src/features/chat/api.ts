// A station's chat (spec sections 2, 4, 7): the newest messages, kept live by the station's event
// stream; while that stream is down (blocked by a proxy, or the server restarting) the list is polled
// every 5 s as the spec says. Posting and reacting update the list with the server's answer.
import { CHAT_EVENTS, ChatMessage, ChatMessageList, type ChatReaction, ChatReactionsEvent } from '@sauti/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestJson } from '../../lib/api';
import { useAuth } from '../auth';

const POLL_MS = 5_000;

/** Keyed by user too: my_reactions differ from one account to the next. */
const chatKey = (stationId: string, userId: string | undefined) => ['chat', stationId, userId];

function upsert(list: ChatMessage[] = [], message: ChatMessage): ChatMessage[] {
  const at = list.findIndex((item) => item.id === message.id);
  if (at === -1) return [...list, message];
  return list.map((item, index) => (index === at ? message : item));
}

/** Opens the station's event stream while mounted; answers whether it is connected. */
function useLiveChat(stationId: string, userId: string | undefined, queryClient: QueryClient): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const key = chatKey(stationId, userId);
    const source = new EventSource(`/api/stations/${encodeURIComponent(stationId)}/events`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener(CHAT_EVENTS.message, (event) => {
      const message = ChatMessage.safeParse(JSON.parse(event.data));
      if (message.success) queryClient.setQueryData<ChatMessage[]>(key, (list) => upsert(list, message.data));
    });
    source.addEventListener(CHAT_EVENTS.reactions, (event) => {
      const update = ChatReactionsEvent.safeParse(JSON.parse(event.data));
      if (!update.success) return;
      queryClient.setQueryData<ChatMessage[]>(key, (list) =>
        list?.map((item) =>
          item.id === update.data.message_id ? { ...item, emoji_reactions: update.data.emoji_reactions } : item,
        ),
      );
    });
    return () => source.close();
  }, [stationId, userId, queryClient]);
  return connected;
}

export function useChat(stationId: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = chatKey(stationId, user?.id);
  const live = useLiveChat(stationId, user?.id, queryClient);
  const messages = useQuery({
    queryKey: key,
    queryFn: async () => (await requestJson(`/api/chat/${encodeURIComponent(stationId)}`, ChatMessageList)).data,
    refetchInterval: live ? false : POLL_MS,
  });

  const post = useMutation({
    mutationFn: async (message: string) =>
      (
        await requestJson(`/api/chat/${encodeURIComponent(stationId)}`, ChatMessage, {
          method: 'POST',
          body: JSON.stringify({ message }),
        })
      ).data,
    onSuccess: (message) => queryClient.setQueryData<ChatMessage[]>(key, (list) => upsert(list, message)),
  });

  const react = useMutation({
    mutationFn: async ({ messageId, emoji }: { messageId: string; emoji: ChatReaction }) =>
      (
        await requestJson(`/api/chat/${encodeURIComponent(messageId)}/react`, ChatMessage, {
          method: 'PUT',
          body: JSON.stringify({ emoji }),
        })
      ).data,
    onSuccess: (message) => queryClient.setQueryData<ChatMessage[]>(key, (list) => upsert(list, message)),
    // Spec section 8: a failed reaction is only logged.
    onError: (error) => console.warn('Reaction not saved', error),
  });

  return { messages, post, react };
}
