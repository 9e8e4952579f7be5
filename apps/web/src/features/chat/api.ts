// A station's chat (spec sections 2, 4, 7): the newest messages, kept live by the station's event
// stream; while that stream is down (blocked by a proxy, or the server restarting) the list is polled
// every 5 s as the spec says. Older messages load a page at a time on request (?before=). Posting and
// reacting update the lists with the server's answer.
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatReaction, type ChatStatus, chatEndpoints } from '@sauti/contract';
import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { useStationEvents } from '../../lib/station-events';
import { useAuth } from '../auth';
import { chatStatusKey, useBlocks, useRemoveMessage } from './moderation-api';

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

/** Takes a removed message out of the cached lists, so no screen keeps showing it. */
function forget(queryClient: QueryClient, keys: { newest: QueryKey; older: QueryKey }, messageId: string) {
  queryClient.setQueryData<ChatMessage[]>(keys.newest, (list) => list?.filter((item) => item.id !== messageId));
  queryClient.setQueryData<OlderPages>(
    keys.older,
    (older) => older && { ...older, messages: older.messages.filter((item) => item.id !== messageId) },
  );
}

/** Keeps the cached lists up to date from the station's live events; answers whether they are connected. */
function useLiveChat(
  stationId: string,
  keys: { newest: QueryKey; older: QueryKey; status: QueryKey },
  queryClient: QueryClient,
  blocked: ReadonlySet<string>,
) {
  return useStationEvents(stationId, {
    chatMessage: (message) => {
      // Someone the listener blocked no longer reaches them, live either.
      if (blocked.has(message.user_id)) return;
      queryClient.setQueryData<ChatMessage[]>(keys.newest, (list) => upsert(list, message));
    },
    chatRemoved: (removed) => forget(queryClient, keys, removed.message_id),
    chatSettings: (settings) =>
      queryClient.setQueryData<ChatStatus>(keys.status, (status) => status && { ...status, ...settings }),
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
  const blocks = useBlocks();
  const blocked = new Set((blocks.data ?? []).map((entry) => entry.user_id));
  const keys = { newest: key, older: olderKey, status: chatStatusKey(stationId, user?.id) };
  const live = useLiveChat(stationId, keys, queryClient, blocked);
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
  const shown = [
    ...olderMessages.filter((message) => !newest.some((item) => item.id === message.id)),
    ...newest,
  ].filter((message) => !blocked.has(message.user_id));
  const remove = useRemoveMessage((messageId) => forget(queryClient, keys, messageId));
  return { messages, shown, hasOlder, loadOlder, post, react, remove };
}
