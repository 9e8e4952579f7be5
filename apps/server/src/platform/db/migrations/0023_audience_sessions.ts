// Audience sessions: every listener the gateway relays, signed in or not, one row per connection from
// its start to its disconnect. No address or user agent is kept: only the country (offline GeoIP), the
// platform, and a listener key that is an HMAC of address, user agent and UTC day (unique listeners
// within a day, never joinable across days). `last_seen_at` is refreshed by the instance holding the
// connection; a crashed instance's sessions end there, and a sweep closes them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audience_sessions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('instance_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('listener_key', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('country', 'text')
    .addColumn('platform', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audience_sessions_station')
    .on('audience_sessions')
    .columns(['station_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('audience_sessions_open')
    .on('audience_sessions')
    .columns(['instance_id', 'ended_at'])
    .execute();
}
