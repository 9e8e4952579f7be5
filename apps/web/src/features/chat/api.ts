// A station's chat (spec sections 2, 4, 7): the newest messages, kept live by the station's event
// stream; while that stream is down (blocked by a proxy, or the server restarting) the list is polled
// every 5 s as the spec says. Older messages load a page at a time on request (?before=). Posting and
// reacting update the lists with the server's answer.
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatReaction, chatEndpoints } from '@sauti/contract';
import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { useStationEvents } from '../../lib/station-events';
import { useAuth } from '../auth';

const POLL_MS = 5_000;

/** Keyed by user too: my_reactions differ from one account to the next. */
const chatKey = (stationId: string, userId: string | undefined) => ['chat', stationId, userId];

/** The pages loaded before the newest one, oldest first; polling the newest page leaves them be. */
interface OlderPages {
  messages: ChatMessage[];
  /** Whether the server may hold messages older still. */
  more: boolean;
}

function upsert(list: ChatMessage[] = [], message: ChatMessage): ChatMessage[] {
  const at = list.findIndex((item) => item.id === message.id);
  if (at === -1) return [...list, message];
  return list.map((item, index) => (index === at ? message : item));
}

function replace(list: ChatMessage[] = [], message: ChatMessage): ChatMessage[] {
  return list.map((item) => (item.id === message.id ? message : item));
}

/** Keeps the cached lists up to date from the station's live events; answers whether they are connected. */
function useLiveChat(stationId: string, keys: { newest: QueryKey; older: QueryKey }, queryClient: QueryClient) {
  return useStationEvents(stationId, {
    chatMessage: (message) => queryClient.setQueryData<ChatMessage[]>(keys.newest, (list) => upsert(list, message)),
    chatReactions: (update) => {
      const apply = (item: ChatMessage) =>
        item.id === update.message_id ? { ...item, emoji_reactions: update.emoji_reactions } : item;
      queryClient.setQueryData<ChatMessage[]>(keys.newest, (list) => list?.map(apply));
      queryClient.setQueryData<OlderPages>(
        keys.older,
        (older) => older && { ...older, messages: older.messages.map(apply) },
      );
    },
  });
}

export function useChat(stationId: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = chatKey(stationId, user?.id);
  const olderKey = [...key, 'older'];
  const live = useLiveChat(stationId, { newest: key, older: olderKey }, queryClient);
  const messages = useQuery({
    queryKey: key,
    queryFn: async () => (await callEndpoint(chatEndpoints.list, { params: { stationId }, query: {} })).data,
    refetchInterval: live ? false : POLL_MS,
  });
  const older = useQuery<OlderPages>({
    queryKey: olderKey,
    queryFn: () => ({ messages: [], more: true }),
    enabled: false,
  });
  const olderMessages = older.data?.messages ?? [];
  const newest = messages.data ?? [];
  const oldestShown = olderMessages[0] ?? newest[0];

  const loadOlder = useMutation({
    mutationFn: async () => {
      if (!oldestShown) return [];
      return (await callEndpoint(chatEndpoints.list, { params: { stationId }, query: { before: oldestShown.id } }))
        .data;
    },
    onSuccess: (page) =>
      queryClient.setQueryData<OlderPages>(olderKey, (current) => ({
        messages: [...page, ...(current?.messages ?? [])],
        more: page.length === CHAT_PAGE_SIZE,
      })),
  });

  const post = useMutation({
    mutationFn: async (message: string) =>
      (await callEndpoint(chatEndpoints.post, { params: { stationId }, body: { message } })).data,
    onSuccess: (message) => queryClient.setQueryData<ChatMessage[]>(key, (list) => upsert(list, message)),
  });

  const react = useMutation({
    mutationFn: async ({ messageId, emoji }: { messageId: string; emoji: ChatReaction }) =>
      (await callEndpoint(chatEndpoints.react, { params: { messageId }, body: { emoji } })).data,
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(key, (list) => replace(list, message));
      queryClient.setQueryData<OlderPages>(
        olderKey,
        (pages) => pages && { ...pages, messages: replace(pages.messages, message) },
      );
    },
    // Spec section 8: a failed reaction is only logged.
    onError: (error) => console.warn('Reaction not saved', error),
  });

  // A full newest page may have older messages behind it; after that, each older page says.
  const hasOlder = older.data ? older.data.more : newest.length === CHAT_PAGE_SIZE;
  const shown = [...olderMessages.filter((message) => !newest.some((item) => item.id === message.id)), ...newest];
  return { messages, shown, hasOlder, loadOlder, post, react };
}
