// Operator actions (issue 28): merges that can be undone — what a station merge changed (the merged
// station as it was, the kept station's names and streams before, and which favourites, playlist
// places, listening sessions and chat messages moved), kept beside the merge's audit entry — and ads
// an admin deletes, kept out of every list and serving but still counted in past revenue.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('station_merge_snapshots')
    .addColumn('audit_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('from_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('into_id', 'varchar(36)', (col) => col.notNull())
    /** JSON: see catalogue/merge-snapshot.ts. */
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema.alterTable('ads').addColumn('deleted_at', 'text').execute();
}
