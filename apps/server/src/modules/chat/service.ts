// Station chat: reading a station's messages page by page, posting and reacting as a logged-in user,
// and pushing each change on the station's live events so open dialogs update at once. Text is kept
// exactly as typed (plain text, never HTML); posting and reacting are rate-limited per user.
import { randomUUID } from 'node:crypto';
import {
  type AccountExport,
  CHAT_EVENTS,
  type ChatMessage,
  type ChatMessageRemovedEvent,
  type ChatQuery,
  type ChatReaction,
  type ChatReactionCounts,
  type ChatReactionsEvent,
} from '@sauti/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { BadInput, NotFound } from '../../platform/http/errors';
import type { LiveEvent, StationEvents } from '../../platform/live-events';
import type { Tally } from '../../platform/metrics';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import type { CatalogueService } from '../catalogue';
import {
  findAnyMessage,
  findMessage,
  insertMessage,
  lastPostAt,
  type MessageRow,
  markHidden,
  markRemoved,
  messagesAfter,
  messagesByUser,
  newestMessages,
  type PageCursor,
  reactionCounts,
  toggleReaction,
  userReactions,
} from './repo';

export const CHAT_POSTS_PER_USER: RateRule = { limit: 5, windowMs: 10_000 };
export const CHAT_REACTIONS_PER_USER: RateRule = { limit: 30, windowMs: 10_000 };
// A client reconnects within seconds; more than this was missed only after a long absence, and the
// chat dialog loads its latest page anyway when it opens.
const MAX_REPLAYED_MESSAGES = 200;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

type ChatPage = z.output<typeof ChatQuery>;

/** A message in any state, for moderation. */
export interface StoredChatMessage extends ChatMessage {
  removed: boolean;
  hidden: boolean;
}

/**
 * What moderation adds to the chat (the chat-moderation module provides it): a check before each
 * post that throws when it may not be posted, and the authors a viewer does not want to see.
 */
export interface ChatGate {
  checkPost(author: AuthenticatedUser, stationId: string, text: string): Promise<void>;
  hiddenAuthors(viewerId: string): Promise<readonly string[]>;
}

const OPEN_GATE: ChatGate = { checkPost: async () => undefined, hiddenAuthors: async () => [] };

export class ChatService {
  private gate: ChatGate = OPEN_GATE;

  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly stationEvents: StationEvents,
    private readonly limiter: RateLimiter,
    /** A live event that could not be published is reported here; the 5-second poll still delivers. */
    private readonly onPublishError: (error: unknown) => void,
    /** Counts every message posted (sauti_chat_messages_total). */
    private readonly postedMessages: Tally,
  ) {}

  useGate(gate: ChatGate): void {
    this.gate = gate;
  }

  /** The newest messages of a station (before a message id or an ISO time), oldest first. */
  async list(stationRef: string, page: ChatPage, viewerId: string | null): Promise<ChatMessage[]> {
    const station = this.catalogue.get(stationRef);
    const cursor = page.before === undefined ? undefined : await this.cursorFor(station.id, page.before);
    const hiddenAuthors = viewerId ? await this.gate.hiddenAuthors(viewerId) : [];
    const rows = (await newestMessages(this.db, station.id, cursor, page.limit, hiddenAuthors)).reverse();
    return rows.map(
      await this.viewer(
        rows.map((row) => row.id),
        viewerId,
      ),
    );
  }

  async post(author: AuthenticatedUser, stationRef: string, text: string): Promise<ChatMessage> {
    const station = this.catalogue.get(stationRef);
    await enforceRate(
      this.limiter,
      `chat:post:${author.id}`,
      CHAT_POSTS_PER_USER,
      'You are sending messages too quickly. Please wait a few seconds before sending another.',
    );
    await this.gate.checkPost(author, station.id, text);
    const row = { id: randomUUID(), station_id: station.id, message: text, created_at: new Date().toISOString() };
    await insertMessage(this.db, { ...row, user_id: author.id });
    this.postedMessages.inc();
    const message: ChatMessage = {
      id: row.id,
      station_id: row.station_id,
      user_id: author.id,
      username: author.username,
      user_role: author.role,
      message: row.message,
      timestamp: row.created_at,
      emoji_reactions: {},
      my_reactions: [],
    };
    await this.publish(station.id, CHAT_EVENTS.message, message, message.id);
    return message;
  }

  /**
   * The chat_message events after the message a reconnecting event stream saw last (its
   * Last-Event-ID), so messages sent while it moved to another instance are not lost. An id that
   * is no message of this station replays nothing.
   */
  async replay(stationId: string, lastMessageId: string): Promise<LiveEvent[]> {
    const last = await findAnyMessage(this.db, lastMessageId);
    if (!last || last.station_id !== stationId) return [];
    const rows = await messagesAfter(this.db, stationId, last, MAX_REPLAYED_MESSAGES);
    const render = await this.viewer(
      rows.map((row) => row.id),
      null,
    );
    return rows.map((row) => ({ event: CHAT_EVENTS.message, data: render(row), id: row.id }));
  }

  /** Toggles the user's reaction: the first time adds it, the second takes it back. */
  async react(user: AuthenticatedUser, messageId: string, emoji: ChatReaction): Promise<ChatMessage> {
    await enforceRate(
      this.limiter,
      `chat:react:${user.id}`,
      CHAT_REACTIONS_PER_USER,
      'You are reacting too quickly. Please wait a few seconds.',
    );
    const row = await findMessage(this.db, messageId);
    if (!row) throw new NotFound(`No chat message '${messageId}'.`);
    await toggleReaction(this.db, { messageId, userId: user.id, emoji, createdAt: new Date().toISOString() });
    const message = (await this.viewer([row.id], user.id))(row);
    const event: ChatReactionsEvent = {
      message_id: message.id,
      station_id: message.station_id,
      emoji_reactions: message.emoji_reactions,
    };
    await this.publish(row.station_id, CHAT_EVENTS.reactions, event);
    return message;
  }

  /** A message in any state (removed, hidden), or undefined. */
  async stored(messageId: string): Promise<StoredChatMessage | undefined> {
    const row = await findAnyMessage(this.db, messageId);
    if (!row) return undefined;
    const message = (await this.viewer([row.id], null))(row);
    return { ...message, removed: row.removed_at !== null, hidden: row.hidden_at !== null };
  }

  /** Everything the user wrote, removed messages too, newest first: for a copy of their data. */
  async messagesBy(userId: string): Promise<AccountExport['chat_messages']> {
    const rows = await messagesByUser(this.db, userId);
    return rows.map((row) => ({
      id: row.id,
      station_id: row.station_id,
      station_name: this.catalogue.find(row.station_id)?.name ?? null,
      message: row.message,
      created_at: row.created_at,
      removed: row.removed_at !== null,
    }));
  }

  /** When the user last posted in the station's chat, if ever (ISO time). */
  lastPostAt(userId: string, stationId: string): Promise<string | undefined> {
    return lastPostAt(this.db, userId, stationId);
  }

  /** Takes a message out of every list and every open chat; `by` is who removed it. */
  async remove(message: StoredChatMessage, by: AuthenticatedUser): Promise<void> {
    await markRemoved(this.db, message.id, by.id, new Date().toISOString());
    await this.publishRemoved(message);
  }

  /** Hides a message from everyone until a moderator decides, as if removed. */
  async hide(message: StoredChatMessage): Promise<void> {
    await markHidden(this.db, message.id, new Date().toISOString());
    await this.publishRemoved(message);
  }

  /** Shows a hidden message again, in lists and to open chats. */
  async unhide(message: StoredChatMessage): Promise<void> {
    await markHidden(this.db, message.id, null);
    if (message.removed) return;
    const { removed: _removed, hidden: _hidden, ...shown } = message;
    await this.publish(message.station_id, CHAT_EVENTS.message, shown, message.id);
  }

  private async publishRemoved(message: StoredChatMessage): Promise<void> {
    const event: ChatMessageRemovedEvent = { message_id: message.id, station_id: message.station_id };
    await this.publish(message.station_id, CHAT_EVENTS.removed, event);
  }

  private async cursorFor(stationId: string, before: string): Promise<PageCursor> {
    if (ISO_TIME.test(before)) {
      const time = Date.parse(before);
      if (Number.isNaN(time)) throw new BadInput(`Invalid query parameter 'before': '${before}' is not a valid time.`);
      return { createdAt: new Date(time).toISOString() };
    }
    const message = await findAnyMessage(this.db, before);
    if (!message || message.station_id !== stationId) {
      throw new BadInput(`Invalid query parameter 'before': no message '${before}' in this chat.`);
    }
    return { createdAt: message.created_at, id: message.id };
  }

  /** A function that renders rows among `ids` with their reaction counts and the viewer's own. */
  private async viewer(ids: string[], viewerId: string | null): Promise<(row: MessageRow) => ChatMessage> {
    const [counts, mine] = await Promise.all([
      reactionCounts(this.db, ids),
      viewerId ? userReactions(this.db, viewerId, ids) : [],
    ]);
    return (row) => {
      const emojiReactions: ChatReactionCounts = {};
      for (const count of counts) {
        if (count.message_id === row.id) emojiReactions[count.emoji as ChatReaction] = count.count;
      }
      return {
        id: row.id,
        station_id: row.station_id,
        user_id: row.user_id,
        username: row.username,
        user_role: row.role,
        message: row.message,
        timestamp: row.created_at,
        emoji_reactions: emojiReactions,
        my_reactions: mine.filter((mark) => mark.message_id === row.id).map((mark) => mark.emoji as ChatReaction),
      };
    };
  }

  private async publish(stationId: string, event: string, data: unknown, id?: string): Promise<void> {
    await this.stationEvents.publish(stationId, event, data, id).catch(this.onPublishError);
  }
}
