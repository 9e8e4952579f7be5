// Chat moderation's SQL: reports on messages, mutes, word lists, per-station chat settings and
// personal blocks.
import type { Db } from '../../platform/db';

export interface ReportRow {
  message_id: string;
  reporter_id: string;
  reason: string;
  details: string | null;
  created_at: string;
  resolution: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
}

/** A report with its message and the message's author, for the queue. */
export interface QueueRow extends ReportRow {
  station_id: string;
  message: string;
  message_created_at: string;
  author_id: string;
  author_username: string;
  removed_at: string | null;
  hidden_at: string | null;
  resolver_username: string | null;
}

/** Records a report; false when this person already reported this message. */
export async function insertReport(
  db: Db,
  row: { message_id: string; reporter_id: string; reason: string; details: string | null; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('chat_reports')
    .values(row)
    .onConflict((conflict) => conflict.columns(['message_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** How many different people reported the message since a moderator last decided on it. */
export async function openReportCount(db: Db, messageId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('message_id', '=', messageId)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many messages wait for a moderator. */
export async function openReportedMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('chat_reports')
    .select((eb) => eb.fn.count<number>('message_id').distinct().as('count'))
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const QUEUE_LIMIT = 1000;

/** Open or resolved reports with their messages, newest report first. */
export function queueRows(db: Db, status: 'open' | 'resolved', messageId?: string): Promise<QueueRow[]> {
  let query = db
    .selectFrom('chat_reports')
    .innerJoin('chat_messages', 'chat_messages.id', 'chat_reports.message_id')
    .innerJoin('users', 'users.id', 'chat_messages.user_id')
    .leftJoin('users as resolver', 'resolver.id', 'chat_reports.resolved_by')
    .select([
      'resolver.username as resolver_username',
      'chat_reports.message_id',
      'chat_reports.reporter_id',
      'chat_reports.reason',
      'chat_reports.details',
      'chat_reports.created_at',
      'chat_reports.resolution',
      'chat_reports.resolved_by',
      'chat_reports.resolved_at',
      'chat_messages.station_id',
      'chat_messages.message',
      'chat_messages.created_at as message_created_at',
      'chat_messages.user_id as author_id',
      'users.username as author_username',
      'chat_messages.removed_at',
      'chat_messages.hidden_at',
    ])
    .where('chat_reports.resolved_at', status === 'open' ? 'is' : 'is not', null);
  if (messageId) query = query.where('chat_reports.message_id', '=', messageId);
  return query
    .orderBy(status === 'open' ? 'chat_reports.created_at' : 'chat_reports.resolved_at', 'desc')
    .limit(QUEUE_LIMIT)
    .execute();
}

export async function resolveReports(
  db: Db,
  messageId: string,
  resolution: 'removed' | 'dismissed',
  by: string,
  at: string,
): Promise<number> {
  const updated = await db
    .updateTable('chat_reports')
    .set({ resolution, resolved_by: by, resolved_at: at })
    .where('message_id', '=', messageId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

export interface MuteRow {
  id: string;
  user_id: string;
  station_id: string | null;
  until: string;
  reason: string | null;
  created_by: string;
  created_at: string;
}

export async function insertMute(db: Db, row: MuteRow): Promise<void> {
  await db.insertInto('chat_mutes').values(row).execute();
}

/** The mute that ends last among those on the user in this station's chat (or every chat) at `now`. */
export function activeMute(
  db: Db,
  userId: string,
  stationId: string | null,
  now: string,
): Promise<MuteRow | undefined> {
  return db
    .selectFrom('chat_mutes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('until', '>', now)
    .where((eb) =>
      stationId === null
        ? eb('station_id', 'is', null)
        : eb.or([eb('station_id', 'is', null), eb('station_id', '=', stationId)]),
    )
    .orderBy('until', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Ends every mute on the user; the number ended. */
export async function endMutes(db: Db, userId: string, now: string): Promise<number> {
  const updated = await db
    .updateTable('chat_mutes')
    .set({ until: now })
    .where('user_id', '=', userId)
    .where('until', '>', now)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

export async function wordLists(db: Db): Promise<Map<string, string[]>> {
  const rows = await db.selectFrom('chat_word_filters').select(['language', 'words']).execute();
  return new Map(rows.map((row) => [row.language, JSON.parse(row.words) as string[]]));
}

export async function saveWordList(db: Db, language: string, words: readonly string[], at: string): Promise<void> {
  const values = { language, words: JSON.stringify(words), updated_at: at };
  await db
    .insertInto('chat_word_filters')
    .values(values)
    .onConflict((conflict) => conflict.column('language').doUpdateSet({ words: values.words, updated_at: at }))
    .execute();
}

export function chatSettingsRow(
  db: Db,
  stationId: string,
): Promise<{ slow_mode_seconds: number; enabled: number } | undefined> {
  return db
    .selectFrom('chat_settings')
    .select(['slow_mode_seconds', 'enabled'])
    .where('station_id', '=', stationId)
    .executeTakeFirst();
}

export async function saveChatSettings(
  db: Db,
  row: { station_id: string; slow_mode_seconds: number; enabled: number; updated_at: string },
): Promise<void> {
  await db
    .insertInto('chat_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('station_id').doUpdateSet({
        slow_mode_seconds: row.slow_mode_seconds,
        enabled: row.enabled,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function insertBlock(db: Db, userId: string, blockedId: string, at: string): Promise<void> {
  await db
    .insertInto('user_blocks')
    .values({ user_id: userId, blocked_id: blockedId, created_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'blocked_id']).doNothing())
    .execute();
}

export async function deleteBlock(db: Db, userId: string, blockedId: string): Promise<void> {
  await db.deleteFrom('user_blocks').where('user_id', '=', userId).where('blocked_id', '=', blockedId).execute();
}

export function blockedUsers(
  db: Db,
  userId: string,
): Promise<Array<{ user_id: string; username: string; blocked_at: string }>> {
  return db
    .selectFrom('user_blocks')
    .innerJoin('users', 'users.id', 'user_blocks.blocked_id')
    .select(['user_blocks.blocked_id as user_id', 'users.username', 'user_blocks.created_at as blocked_at'])
    .where('user_blocks.user_id', '=', userId)
    .orderBy('user_blocks.created_at', 'desc')
    .execute();
}

export async function blockedIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_blocks').select('blocked_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.blocked_id);
}

export function userById(db: Db, userId: string): Promise<{ id: string; username: string } | undefined> {
  return db.selectFrom('users').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
}
