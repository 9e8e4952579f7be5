// The audit log: every admin action (who, what, on what, when, the values before and after), newest
// first. recordAdminAction is the one way to write it, for every module with admin calls.
import type { AuditEntry, AuditFilters, AuditPage } from '@sauti/contract';
import type { Selectable } from 'kysely';
import { v7 as timeOrderedId } from 'uuid';
import type { Db } from '../../platform/db';
import type { AdminAuditTable } from '../../platform/db/schema';
import type { AuthenticatedUser } from '../../platform/http/access';

type Values = Record<string, unknown>;

export interface AdminAction {
  /** What was done, as `kind.verb`: 'station.update', 'country.discoverable', 'user.delete'. */
  action: string;
  target: { kind: string; id: string | null; label: string | null };
  before?: Values | null;
  after?: Values | null;
}

/** Shown instead of a deleted account's username. */
export const DELETED_USER = 'deleted user';

/** Writes the entry and answers its id. */
export async function recordAdminAction(db: Db, admin: AuthenticatedUser, entry: AdminAction): Promise<string> {
  // Time-ordered, and rising within one millisecond, so entries written together keep their order.
  const id = timeOrderedId();
  await db
    .insertInto('admin_audit')
    .values({
      id,
      admin_id: admin.id,
      admin_username: admin.username,
      action: entry.action,
      target_kind: entry.target.kind,
      target_id: entry.target.id,
      target_label: entry.target.label,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/**
 * Adds what an action turned out to change once it is over (a check run started by an admin, applied
 * minutes later): the values join the entry's `after`.
 */
export async function completeAdminAction(
  db: Db,
  action: string,
  target: { kind: string; id: string },
  outcome: Values,
): Promise<void> {
  const entry = await db
    .selectFrom('admin_audit')
    .select(['id', 'after'])
    .where('action', '=', action)
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .executeTakeFirst();
  if (!entry) return;
  const after = { ...(entry.after ? (JSON.parse(entry.after) as Values) : {}), ...outcome };
  await db
    .updateTable('admin_audit')
    .set({ after: JSON.stringify(after) })
    .where('id', '=', entry.id)
    .execute();
}

/** The named values that differ between two versions of a thing, as the audit's before and after. */
export function changedValues<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
): { before: Values; after: Values } {
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/** A deleted account leaves no name behind: neither as an admin who acted nor as a target. */
export async function forgetAccountInAudit(db: Db, userId: string): Promise<void> {
  await db.updateTable('admin_audit').set({ admin_username: DELETED_USER }).where('admin_id', '=', userId).execute();
  await db
    .updateTable('admin_audit')
    .set({ target_label: DELETED_USER })
    .where('target_kind', '=', 'user')
    .where('target_id', '=', userId)
    .execute();
}

type AuditRow = Selectable<AdminAuditTable> & { snapshot_of: string | null; undone_at: string | null };

function entryFromRow({ snapshot_of, ...row }: AuditRow): AuditEntry {
  return {
    ...row,
    before: row.before === null ? null : (JSON.parse(row.before) as Values),
    after: row.after === null ? null : (JSON.parse(row.after) as Values),
    undoable: snapshot_of !== null && row.undone_at === null,
  };
}

/** Entries with whether they can be undone (a merge's snapshot is kept beside its entry). */
function auditRows(db: Db) {
  return db
    .selectFrom('admin_audit')
    .leftJoin('station_merge_snapshots', 'station_merge_snapshots.audit_id', 'admin_audit.id')
    .selectAll('admin_audit')
    .select(['station_merge_snapshots.audit_id as snapshot_of', 'station_merge_snapshots.undone_at']);
}

export async function auditEntry(db: Db, id: string): Promise<AuditEntry | undefined> {
  const row = await auditRows(db).where('admin_audit.id', '=', id).executeTakeFirst();
  return row && entryFromRow(row);
}

export async function auditPage(
  db: Db,
  { action, target_kind, target_id, page, page_size }: AuditFilters,
): Promise<AuditPage> {
  let query = db.selectFrom('admin_audit');
  if (action) query = query.where('action', '=', action);
  if (target_kind) query = query.where('target_kind', '=', target_kind);
  if (target_id) query = query.where('target_id', '=', target_id);
  let rowsQuery = auditRows(db);
  if (action) rowsQuery = rowsQuery.where('admin_audit.action', '=', action);
  if (target_kind) rowsQuery = rowsQuery.where('admin_audit.target_kind', '=', target_kind);
  if (target_id) rowsQuery = rowsQuery.where('admin_audit.target_id', '=', target_id);
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy('admin_audit.created_at', 'desc')
      .orderBy('admin_audit.id', 'desc')
      .limit(page_size)
      .offset((page - 1) * page_size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(entryFromRow), total: Number(count.total), page, page_size };
}
