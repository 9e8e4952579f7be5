// The inbox: contact messages, advertising inquiries, station submissions and newsletter sign-ups,
// kept until the admin inbox reads them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('country', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('advertising_inquiries')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('budget', 'text', (col) => col.notNull())
    .addColumn('ad_type', 'text')
    .addColumn('message', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('station_submissions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_name', 'text', (col) => col.notNull())
    .addColumn('stream_url', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('city', 'text')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('genre', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('website', 'text')
    .addColumn('station_email', 'text')
    .addColumn('submitter_name', 'text', (col) => col.notNull())
    .addColumn('submitter_email', 'text', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    // Lower-cased address: one sign-up per mailbox however it was typed.
    .addColumn('email_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
