// Chat moderation (issue 26): a message can be hidden by reports or removed and still be shown to
// moderators in the queue; reports, mutes, word filters, per-station chat settings and personal blocks.
import type { Kysely } from 'kysely';

async function messages(db: Kysely<unknown>): Promise<void> {
  // Removed (by its author or a moderator) or hidden by reports: gone from every list, kept for the queue.
  await db.schema.alterTable('chat_messages').addColumn('removed_at', 'text').execute();
  await db.schema.alterTable('chat_messages').addColumn('removed_by', 'varchar(36)').execute();
  await db.schema.alterTable('chat_messages').addColumn('hidden_at', 'text').execute();
  // Slow mode reads a user's latest message in a station.
  await db.schema
    .createIndex('chat_messages_author')
    .on('chat_messages')
    .columns(['user_id', 'station_id', 'created_at'])
    .execute();
}

async function reports(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_reports')
    .addColumn('message_id', 'varchar(36)', (col) => col.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('reporter_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Null while open; 'removed' or 'dismissed' once a moderator decided.
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'varchar(36)')
    .addColumn('resolved_at', 'text')
    .addPrimaryKeyConstraint('chat_reports_pk', ['message_id', 'reporter_id'])
    .execute();
  await db.schema.createIndex('chat_reports_open').on('chat_reports').columns(['resolved_at', 'created_at']).execute();
}

async function mutes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_mutes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Null: every station's chat.
    .addColumn('station_id', 'varchar(36)', (col) => col.references('stations.id').onDelete('cascade'))
    .addColumn('until', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_by', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_mutes_user').on('chat_mutes').columns(['user_id', 'until']).execute();
}

async function settings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_word_filters')
    .addColumn('language', 'varchar(8)', (col) => col.primaryKey())
    .addColumn('words', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('chat_settings')
    .addColumn('station_id', 'varchar(36)', (col) => col.primaryKey().references('stations.id').onDelete('cascade'))
    .addColumn('slow_mode_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

async function blocks(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_blocks')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['user_id', 'blocked_id'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await messages(db);
  await reports(db);
  await mutes(db);
  await settings(db);
  await blocks(db);
}
