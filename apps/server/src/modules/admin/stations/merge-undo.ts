// A merge's snapshot beside its audit entry: kept when the merge is made, claimed once by the undo
// (a second undo, or two admins at once, get a 409), released again if the undo could not apply.
import type { Db } from '../../../platform/db';
import { Conflict, NotFound } from '../../../platform/http/errors';
import type { MergeSnapshot } from '../../catalogue';

export async function saveMergeSnapshot(db: Db, auditId: string, snapshot: MergeSnapshot): Promise<void> {
  await db
    .insertInto('station_merge_snapshots')
    .values({
      audit_id: auditId,
      from_id: snapshot.from.id,
      into_id: snapshot.into.id,
      snapshot: JSON.stringify(snapshot),
      created_at: new Date().toISOString(),
      undone_at: null,
    })
    .execute();
}

/** The snapshot, marked undone; 404 when the entry has none, 409 when it was undone already. */
export async function claimMergeSnapshot(db: Db, auditId: string): Promise<MergeSnapshot> {
  const row = await db
    .selectFrom('station_merge_snapshots')
    .select(['snapshot', 'undone_at'])
    .where('audit_id', '=', auditId)
    .executeTakeFirst();
  if (!row) throw new NotFound('This audit entry has nothing that can be undone.');
  const claimed = await db
    .updateTable('station_merge_snapshots')
    .set({ undone_at: new Date().toISOString() })
    .where('audit_id', '=', auditId)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  if (row.undone_at !== null || Number(claimed.numUpdatedRows) !== 1) {
    throw new Conflict('This merge was already undone.');
  }
  return JSON.parse(row.snapshot) as MergeSnapshot;
}

export async function releaseMergeSnapshot(db: Db, auditId: string): Promise<void> {
  await db.updateTable('station_merge_snapshots').set({ undone_at: null }).where('audit_id', '=', auditId).execute();
}
