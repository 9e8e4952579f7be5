// Advertising: the ads, their counts and revenue per day and country, the sponsored days paid for,
// the counter batches already applied (so a retried flush never counts twice), and the secrets every
// instance shares (the key that signs ad click links).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ads')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('ad_type', 'text', (col) => col.notNull())
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('advertiser_name', 'text', (col) => col.notNull())
    .addColumn('advertiser_email', 'text', (col) => col.notNull())
    .addColumn('advertiser_company', 'text')
    .addColumn('click_url', 'text')
    .addColumn('image_file', 'text')
    .addColumn('audio_file', 'text')
    .addColumn('audio_ms', 'integer')
    .addColumn('content_html', 'text')
    .addColumn('station_id', 'text')
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text')
    .addColumn('daily_budget_cents', 'bigint')
    .addColumn('total_budget_cents', 'bigint')
    .addColumn('cpm_rate_cents', 'bigint', (col) => col.notNull())
    .addColumn('cpc_rate_cents', 'bigint', (col) => col.notNull())
    .addColumn('target_countries', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('target_genres', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('impressions', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('revenue_micros', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('report_token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('ad_daily_stats')
    .addColumn('ad_id', 'varchar(36)', (col) => col.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('impressions', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('revenue_micros', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ad_daily_stats_pk', ['ad_id', 'day', 'country'])
    .execute();
  await db.schema.createIndex('ad_daily_stats_by_day').on('ad_daily_stats').columns(['day']).execute();

  await db.schema
    .createTable('ad_sponsored_days')
    .addColumn('ad_id', 'varchar(36)', (col) => col.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ad_sponsored_days_pk', ['ad_id', 'day'])
    .execute();

  await db.schema
    .createTable('ad_counter_batches')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
