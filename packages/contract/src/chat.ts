// Station chat: messages, the five quick reactions and the live events that carry them (spec sections 2, 3, 7).
import { z } from 'zod';
import { Role } from './auth';
import { defineEndpoint } from './endpoint';
import { StationParams } from './stations';
import { PlainText } from './text';

/** The spec's reactions in its order: thumbs up, heart, laugh, music note, fire. */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '🎵', '🔥'] as const;
export const ChatReaction = z.enum(CHAT_REACTIONS);
export type ChatReaction = z.infer<typeof ChatReaction>;

export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const CHAT_PAGE_SIZE = 50;

/** Names of the station live events (GET /api/stations/{id}/events) that chat publishes. */
export const CHAT_EVENTS = {
  message: 'chat_message',
  reactions: 'chat_reactions',
  /** A message was removed (by its author or a moderator) or hidden by reports: no screen keeps showing it. */
  removed: 'chat_message_removed',
} as const;

/** A message as the user typed it: kept as plain text, never interpreted as HTML. */
export const ChatMessageText = PlainText({
  max: CHAT_MESSAGE_MAX_LENGTH,
  blank: 'must not be blank',
  tooLong: `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
});

export const ChatPostRequest = z.object({ message: ChatMessageText });
export type ChatPostRequest = z.input<typeof ChatPostRequest>;

export const ChatReactRequest = z.object({ emoji: ChatReaction });
export type ChatReactRequest = z.input<typeof ChatReactRequest>;

/** Reaction counts; an emoji nobody chose is absent. */
export const ChatReactionCounts = z.partialRecord(ChatReaction, z.number().int().positive());
export type ChatReactionCounts = z.infer<typeof ChatReactionCounts>;

export const ChatMessage = z.object({
  id: z.string(),
  station_id: z.string(),
  /** The author's account id, for blocking them. */
  user_id: z.string(),
  username: z.string(),
  /** For the Admin, Moderator and Premium badges beside a name. */
  user_role: Role,
  message: z.string(),
  timestamp: z.string(),
  emoji_reactions: ChatReactionCounts,
  /** The reactions the caller chose on this message; empty when anonymous. */
  my_reactions: z.array(ChatReaction),
});
export type ChatMessage = z.infer<typeof ChatMessage>;
export const ChatMessageList = z.array(ChatMessage);

export const ChatQuery = z.object({
  /** A message id or an ISO time: only messages older than it. */
  before: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export type ChatQuery = z.input<typeof ChatQuery>;

export const ChatMessageParams = z.object({ messageId: z.string().min(1).max(100) });

/** The `chat_reactions` event: a message's new counts, for everyone watching the station. */
export const ChatReactionsEvent = z.object({
  message_id: z.string(),
  station_id: z.string(),
  emoji_reactions: ChatReactionCounts,
});
export type ChatReactionsEvent = z.infer<typeof ChatReactionsEvent>;

/** The `chat_message_removed` event: the message is gone from this station's chat. */
export const ChatMessageRemovedEvent = z.object({ message_id: z.string(), station_id: z.string() });
export type ChatMessageRemovedEvent = z.infer<typeof ChatMessageRemovedEvent>;

export const chatEndpoints = {
  /** Anyone may read; a logged-in caller also sees their own reactions. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/chat/:stationId',
    params: StationParams,
    query: ChatQuery,
    response: ChatMessageList,
    errors: [400, 404],
  }),
  post: defineEndpoint({
    method: 'POST',
    path: '/api/chat/:stationId',
    params: StationParams,
    body: ChatPostRequest,
    status: 201,
    response: ChatMessage,
    errors: [400, 401, 404, 429],
  }),
  react: defineEndpoint({
    method: 'PUT',
    path: '/api/chat/:messageId/react',
    params: ChatMessageParams,
    body: ChatReactRequest,
    response: ChatMessage,
    errors: [400, 401, 404, 429],
  }),
};
