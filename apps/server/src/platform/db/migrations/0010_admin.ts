// The admin area: stations can be deleted (and restored) and merged, and carry a folded name key
// that the admin list searches and sorts by; edits are remembered by their API names; the inbox keeps its review state; listening sessions
// outlive a deleted account as anonymous rows; and every admin action lands in the audit log.
import { type Kysely, sql } from 'kysely';
import { namesKey } from '../../text/fold';

interface Tables {
  stations: { id: string; name: string; aliases: string; name_key: string; edited_fields: string };
}

/** Edits were stored by column; they are kept by the API's field names from now on. */
const FIELD_OF_COLUMN: Record<string, string> = {
  homepage: 'website',
  url_resolved: 'url',
  languages: 'language',
};
const PROTECTED_FIELDS = new Set(['name', 'url', 'logo', 'genre', 'country', 'city', 'language', 'tags', 'website']);

async function stations(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stations').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('stations').addColumn('merged_into', 'varchar(36)').execute();
  await db.schema
    .alterTable('stations')
    .addColumn('name_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  const typed = db as Kysely<Tables>;
  const rows = await typed.selectFrom('stations').select(['id', 'name', 'aliases', 'edited_fields']).execute();
  for (const row of rows) {
    const edited = (JSON.parse(row.edited_fields) as string[]).map((column) => FIELD_OF_COLUMN[column] ?? column);
    await typed
      .updateTable('stations')
      .set({
        name_key: namesKey([row.name, ...(JSON.parse(row.aliases) as string[])]),
        edited_fields: JSON.stringify([...new Set(edited.filter((field) => PROTECTED_FIELDS.has(field)))]),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

async function inbox(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_messages', 'advertising_inquiries', 'station_submissions']) {
    await db.schema.alterTable(table).addColumn('read_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('admin_notes', 'text').execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
    await sql`update ${sql.table(table)} set updated_at = created_at`.execute(db);
    await db.schema.createIndex(`${table}_created_at`).on(table).columns(['created_at', 'id']).execute();
  }
  await db.schema.alterTable('station_submissions').addColumn('station_id', 'varchar(36)').execute();
  await db.schema.alterTable('station_submissions').addColumn('rejection_reason', 'text').execute();
  // Submissions start 'new' like every other inbox entry.
  await sql`update station_submissions set status = 'new' where status = 'pending'`.execute(db);
}

/**
 * A deleted account's sessions stay, without the account, so listening hours remain countable.
 * Neither dialect can loosen NOT NULL and the foreign key's ON DELETE the same way, so the table is
 * rebuilt (nothing references it).
 */
async function anonymousSessions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listening_sessions_next')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('start_time', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('end_time', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('ended_by', 'text')
    .execute();
  await sql`insert into listening_sessions_next
    (id, user_id, station_id, start_time, last_seen_at, end_time, duration_seconds, ended_by)
    select id, user_id, station_id, start_time, last_seen_at, end_time, duration_seconds, ended_by
    from listening_sessions`.execute(db);
  await db.schema.dropTable('listening_sessions').execute();
  await db.schema.alterTable('listening_sessions_next').renameTo('listening_sessions').execute();
  await db.schema
    .createIndex('listening_sessions_user')
    .on('listening_sessions')
    .columns(['user_id', 'start_time'])
    .execute();
  await db.schema
    .createIndex('listening_sessions_open')
    .on('listening_sessions')
    .columns(['end_time', 'last_seen_at'])
    .execute();
  await db.schema.createIndex('listening_sessions_start').on('listening_sessions').column('start_time').execute();
}

async function audit(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // No foreign key: the record of what an admin did outlives the admin's account.
    .addColumn('admin_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('admin_username', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text')
    .addColumn('target_label', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_at').on('admin_audit').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('admin_audit_target').on('admin_audit').columns(['target_kind', 'target_id']).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await stations(db);
  await inbox(db);
  await anonymousSessions(db);
  await audit(db);
}
