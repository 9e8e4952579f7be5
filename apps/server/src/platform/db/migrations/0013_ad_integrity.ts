// Advertising that advertisers can trust: invalid traffic per ad, day, country and reason (recorded,
// never billed), each ad's invalid totals beside its counted ones, and the keys of the tracking events
// written, so a view token or a click link counts once across instances and restarts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ads')
    .addColumn('invalid_impressions', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('ads')
    .addColumn('invalid_clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('ad_invalid_stats')
    .addColumn('ad_id', 'varchar(36)', (col) => col.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ad_invalid_stats_pk', ['ad_id', 'day', 'country', 'kind', 'reason'])
    .execute();
  await db.schema.createIndex('ad_invalid_stats_by_day').on('ad_invalid_stats').columns(['day']).execute();

  await db.schema
    .createTable('ad_event_keys')
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ad_event_keys_by_expiry').on('ad_event_keys').columns(['expires_at']).execute();
}
