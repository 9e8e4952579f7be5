// Stream health: our own checks (kept 30 days), check runs, each station's check state and the source of
// its health, the stream addresses a repair replaced, listeners' play reports and "Report station"
// reports, and the lease that makes one instance the scheduler.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stations').addColumn('health_source', 'text').execute();

  await db.schema
    .createTable('check_runs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('checked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('working', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('network_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors_detected', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('warning', 'text')
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('check_runs_status').on('check_runs').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('stream_checks')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('run_id', 'varchar(36)')
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('codec', 'text')
    .addColumn('bitrate', 'integer')
    .addColumn('ms_to_audio', 'integer')
    .addColumn('resolved_url', 'text')
    .addColumn('hls', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('fix_method', 'text')
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('stream_checks_station')
    .on('stream_checks')
    .columns(['station_id', 'checked_at'])
    .execute();
  await db.schema.createIndex('stream_checks_run').on('stream_checks').column('run_id').execute();
  await db.schema.createIndex('stream_checks_checked_at').on('stream_checks').column('checked_at').execute();

  await db.schema
    .createTable('station_check_state')
    .addColumn('station_id', 'varchar(36)', (col) => col.primaryKey().references('stations.id').onDelete('cascade'))
    .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consecutive_successes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failing_since', 'text')
    .addColumn('last_ok_at', 'text')
    .addColumn('next_check_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('station_check_state_next').on('station_check_state').column('next_check_at').execute();

  await db.schema
    .createTable('station_url_history')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('old_url', 'text', (col) => col.notNull())
    .addColumn('new_url', 'text', (col) => col.notNull())
    .addColumn('fix_method', 'text', (col) => col.notNull())
    .addColumn('run_id', 'varchar(36)')
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('station_url_history_station').on('station_url_history').column('station_id').execute();
  await db.schema.createIndex('station_url_history_run').on('station_url_history').column('run_id').execute();

  await db.schema
    .createTable('play_reports')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('ms_to_audio', 'integer')
    // A hash of the client's address: enough to count distinct listeners, not to find them.
    .addColumn('client_key', 'text', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('play_reports_station')
    .on('play_reports')
    .columns(['station_id', 'created_at'])
    .execute();
  await db.schema.createIndex('play_reports_created_at').on('play_reports').column('created_at').execute();

  await db.schema
    .createTable('station_reports')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('user_id', 'varchar(36)')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('station_reports_status')
    .on('station_reports')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('scheduler_leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}
