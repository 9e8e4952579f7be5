// The chat's SQL: messages per station with their authors, and one row per user, message and reaction.

import type { Role } from '@sauti/contract';
import type { Db } from '../../platform/db';

export interface MessageRow {
  id: string;
  station_id: string;
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
      'chat_messages.message',
      'chat_messages.created_at',
      'users.username',
      'users.role',
    ]);

export function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return messagesWithAuthors(db).where('chat_messages.id', '=', id).executeTakeFirst();
}

/** The newest `limit` messages of a station before the cursor, newest first. */
export function newestMessages(
  db: Db,
  stationId: string,
  cursor: PageCursor | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let query = messagesWithAuthors(db).where('chat_messages.station_id', '=', stationId);
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
  return messagesWithAuthors(db)
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
