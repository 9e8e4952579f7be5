// Broadcasters: who owns a station (station_owners), the claims that prove it (station_claims), the
// owners' changes that wait for an admin (station_edits: a new name, country or stream), and what only
// owners give (station_profiles: social links). Claims and edits carry the admin inbox's review
// columns, so both join its list.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('station_owners')
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** The claim that proved it, or null for a co-owner an owner invited. */
    .addColumn('claim_id', 'varchar(36)')
    /** The owner who invited them; null for the claimant. */
    .addColumn('invited_by', 'varchar(36)')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('station_owners_pk', ['station_id', 'user_id'])
    .execute();
  await db.schema.createIndex('station_owners_user_idx').on('station_owners').column('user_id').execute();

  await db.schema
    .createTable('station_claims')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull())
    /** 'file', 'meta' or 'admin' once verified. */
    .addColumn('method', 'text')
    /** What the claimant gave an admin to judge; set when they ask for an admin's review. */
    .addColumn('evidence', 'text')
    .addColumn('review_requested_at', 'text')
    .addColumn('verified_at', 'text')
    /** What the last automatic check found, for the claimant. */
    .addColumn('last_attempt', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('read_at', 'text')
    .addColumn('admin_notes', 'text')
    .addColumn('updated_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('station_claims_station_idx').on('station_claims').column('station_id').execute();
  await db.schema.createIndex('station_claims_user_idx').on('station_claims').column('user_id').execute();

  await db.schema
    .createTable('station_edits')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('station_id', 'varchar(36)', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    /** JSON: the proposed { name, country, url }, only those given. */
    .addColumn('changes', 'text', (col) => col.notNull())
    /** JSON: the same fields as they were when proposed. */
    .addColumn('previous', 'text', (col) => col.notNull())
    /** JSON: the check of a proposed stream, made before review. */
    .addColumn('stream_check', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('read_at', 'text')
    .addColumn('admin_notes', 'text')
    .addColumn('updated_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('station_edits_station_idx').on('station_edits').column('station_id').execute();

  await db.schema
    .createTable('station_profiles')
    .addColumn('station_id', 'varchar(36)', (col) => col.primaryKey().references('stations.id').onDelete('cascade'))
    /** JSON array of addresses: the station's pages on social networks. */
    .addColumn('social_links', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
