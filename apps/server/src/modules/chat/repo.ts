// The chat's SQL: messages per station with their authors, and one row per user, message and reaction.

import type { Role } from '@sauti/contract';
import type { Db } from '../../platform/db';

export interface MessageRow {
  id: string;
  station_id: string;
  user_id: string;
  message: string;
  created_at: string;
  username: string;
  role: Role;
}

/** Where an older page starts: strictly before this time, or before this message at the same time. */
export interface PageCursor {
  createdAt: string;
  id?: string;
}

export async function insertMessage(
  db: Db,
  row: { id: string; station_id: string; user_id: string; message: string; created_at: string },
): Promise<void> {
  await db.insertInto('chat_messages').values(row).execute();
}

const messagesWithAuthors = (db: Db) =>
  db
    .selectFrom('chat_messages')
    .innerJoin('users', 'users.id', 'chat_messages.user_id')
    .select([
      'chat_messages.id',
      'chat_messages.station_id',
      'chat_messages.user_id',
      'chat_messages.message',
      'chat_messages.created_at',
      'users.username',
      'users.role',
    ]);

/** Messages everyone may see: not removed, not hidden by reports, and not by an author the viewer blocked. */
const visibleMessages = (db: Db, hiddenAuthors: readonly string[] = []) => {
  const query = messagesWithAuthors(db)
    .where('chat_messages.removed_at', 'is', null)
    .where('chat_messages.hidden_at', 'is', null);
  return hiddenAuthors.length === 0 ? query : query.where('chat_messages.user_id', 'not in', hiddenAuthors);
};

/** Everything a user wrote, removed and hidden messages too, newest first: for a copy of their data. */
export function messagesByUser(
  db: Db,
  userId: string,
): Promise<{ id: string; station_id: string; message: string; created_at: string; removed_at: string | null }[]> {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'station_id', 'message', 'created_at', 'removed_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A message others can see, by id. */
export function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return visibleMessages(db).where('chat_messages.id', '=', id).executeTakeFirst();
}

/** A message in any state, with whether it is removed or hidden: for moderation. */
export function findAnyMessage(
  db: Db,
  id: string,
): Promise<(MessageRow & { removed_at: string | null; hidden_at: string | null }) | undefined> {
  return messagesWithAuthors(db)
    .select(['chat_messages.removed_at', 'chat_messages.hidden_at'])
    .where('chat_messages.id', '=', id)
    .executeTakeFirst();
}

export async function markRemoved(db: Db, id: string, removedBy: string, at: string): Promise<void> {
  await db.updateTable('chat_messages').set({ removed_at: at, removed_by: removedBy }).where('id', '=', id).execute();
}

export async function markHidden(db: Db, id: string, at: string | null): Promise<void> {
  await db.updateTable('chat_messages').set({ hidden_at: at }).where('id', '=', id).execute();
}

/** When the user last posted in the station's chat, if ever. */
export async function lastPostAt(db: Db, userId: string, stationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('station_id', '=', stationId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** The newest `limit` messages of a station before the cursor, newest first. */
export function newestMessages(
  db: Db,
  stationId: string,
  cursor: PageCursor | undefined,
  limit: number,
  hiddenAuthors: readonly string[],
): Promise<MessageRow[]> {
  let query = visibleMessages(db, hiddenAuthors).where('chat_messages.station_id', '=', stationId);
  if (cursor) {
    const { createdAt, id } = cursor;
    query = query.where((eb) =>
      id === undefined
        ? eb('chat_messages.created_at', '<', createdAt)
        : eb.or([
            eb('chat_messages.created_at', '<', createdAt),
            eb.and([eb('chat_messages.created_at', '=', createdAt), eb('chat_messages.id', '<', id)]),
          ]),
    );
  }
  return query.orderBy('chat_messages.created_at', 'desc').orderBy('chat_messages.id', 'desc').limit(limit).execute();
}

/** The first `limit` messages of a station after the given one (by time, then id), oldest first. */
export function messagesAfter(db: Db, stationId: string, after: MessageRow, limit: number): Promise<MessageRow[]> {
  return visibleMessages(db)
    .where('chat_messages.station_id', '=', stationId)
    .where((eb) =>
      eb.or([
        eb('chat_messages.created_at', '>', after.created_at),
        eb.and([eb('chat_messages.created_at', '=', after.created_at), eb('chat_messages.id', '>', after.id)]),
      ]),
    )
    .orderBy('chat_messages.created_at', 'asc')
    .orderBy('chat_messages.id', 'asc')
    .limit(limit)
    .execute();
}

export async function reactionCounts(
  db: Db,
  messageIds: string[],
): Promise<Array<{ message_id: string; emoji: string; count: number }>> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom('chat_reactions')
    .select((eb) => ['message_id', 'emoji', eb.fn.countAll<number>().as('count')])
    .where('message_id', 'in', messageIds)
    .groupBy(['message_id', 'emoji'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export function userReactions(
  db: Db,
  userId: string,
  messageIds: string[],
): Promise<Array<{ message_id: string; emoji: string }>> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chat_reactions')
    .select(['message_id', 'emoji'])
    .where('user_id', '=', userId)
    .where('message_id', 'in', messageIds)
    .execute();
}

/** Removes the user's reaction if present, else adds it; one user counts at most once per emoji. */
export async function toggleReaction(
  db: Db,
  reaction: { messageId: string; userId: string; emoji: string; createdAt: string },
): Promise<void> {
  const removed = await db
    .deleteFrom('chat_reactions')
    .where('message_id', '=', reaction.messageId)
    .where('user_id', '=', reaction.userId)
    .where('emoji', '=', reaction.emoji)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return;
  await db
    .insertInto('chat_reactions')
    .values({
      message_id: reaction.messageId,
      user_id: reaction.userId,
      emoji: reaction.emoji,
      created_at: reaction.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['message_id', 'user_id', 'emoji']).doNothing())
    .execute();
}
