// The inbox's SQL for admins: contact messages, advertising inquiries, station submissions and station
// reports as one list, newest first. Each kind keeps its own table; they share the columns the list
// works on (id, status, read_at, created_at), so one page is a UNION of them, then each row is read whole.
import type { InboxFilters, InboxKind } from '@sauti/contract';
import { type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../../platform/db';
import type {
  AdvertisingInquiryTable,
  ContactMessageTable,
  StationClaimTable,
  StationEditTable,
  StationReportTable,
  StationSubmissionTable,
} from '../../../platform/db/schema';

export type ContactRow = Selectable<ContactMessageTable>;
export type AdvertisingRow = Selectable<AdvertisingInquiryTable>;
export type SubmissionRow = Selectable<StationSubmissionTable>;
/** A report with the station's name and the reporter's account, when they were logged in. */
export type ReportRow = Selectable<StationReportTable> & {
  station_name: string;
  reporter_name: string | null;
  reporter_email: string | null;
};

/** A claim with its station and claimant. */
export type ClaimRow = Selectable<StationClaimTable> & {
  station_name: string;
  website: string | null;
  claimant_name: string;
  claimant_email: string;
};
/** An owner's change with its station and its proposer (null once their account is deleted). */
export type StationEditRow = Selectable<StationEditTable> & {
  station_name: string;
  proposer_name: string | null;
  proposer_email: string | null;
};

/** One stored entry and its kind. */
export type InboxRow =
  | { kind: 'contact'; row: ContactRow }
  | { kind: 'advertising'; row: AdvertisingRow }
  | { kind: 'submission'; row: SubmissionRow }
  | { kind: 'report'; row: ReportRow }
  | { kind: 'claim'; row: ClaimRow }
  | { kind: 'station_edit'; row: StationEditRow };

const TABLES = {
  contact: 'contact_messages',
  advertising: 'advertising_inquiries',
  submission: 'station_submissions',
  report: 'station_reports',
  claim: 'station_claims',
  station_edit: 'station_edits',
} as const satisfies Record<InboxKind, string>;

const KINDS = Object.keys(TABLES) as InboxKind[];

/** The review state every kind has; what an update writes. */
export type InboxReview = Pick<Updateable<ContactMessageTable>, 'status' | 'read_at' | 'admin_notes' | 'updated_at'>;

type Filters = Pick<InboxFilters, 'kind' | 'status' | 'unread'>;

/** The list's shared columns of one kind, filtered. The tables share them, so one table's type stands for all. */
function shared(db: Db, kind: InboxKind, { status, unread }: Filters) {
  let query = db
    .selectFrom(TABLES[kind] as 'contact_messages')
    .select(['id', 'created_at', sql<InboxKind>`${sql.lit(kind)}`.as('kind')]);
  if (status) query = query.where('status', '=', status);
  if (unread !== undefined) query = query.where('read_at', unread ? 'is' : 'is not', null);
  return kind === 'claim' ? query.where(sql.ref('review_requested_at'), 'is not', null) : query;
}

/** The ids and kinds of one page, newest first, and the total over all pages. */
export async function inboxPage(
  db: Db,
  filters: Filters,
  page: { limit: number; offset: number },
): Promise<{ refs: Array<{ id: string; kind: InboxKind }>; total: number }> {
  const kinds = filters.kind ? [filters.kind] : KINDS;
  const parts = kinds.map((kind) => shared(db, kind, filters));
  const union = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0] ?? shared(db, 'contact', filters));
  const [refs, count] = await Promise.all([
    db
      .selectFrom(union.as('inbox'))
      .select(['id', 'kind'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(union.as('inbox'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { refs, total: Number(count.total) };
}

export async function unreadCount(db: Db): Promise<number> {
  const counts = await Promise.all(
    KINDS.map((kind) =>
      shared(db, kind, { unread: true })
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, count) => sum + Number(count.total), 0);
}

/** The whole entries of one kind by id. */
export async function inboxRows(db: Db, kind: InboxKind, ids: readonly string[]): Promise<InboxRow[]> {
  if (ids.length === 0) return [];
  switch (kind) {
    case 'contact': {
      const rows = await db.selectFrom('contact_messages').selectAll().where('id', 'in', ids).execute();
      return rows.map((row) => ({ kind, row }));
    }
    case 'advertising': {
      const rows = await db.selectFrom('advertising_inquiries').selectAll().where('id', 'in', ids).execute();
      return rows.map((row) => ({ kind, row }));
    }
    case 'submission': {
      const rows = await db.selectFrom('station_submissions').selectAll().where('id', 'in', ids).execute();
      return rows.map((row) => ({ kind, row }));
    }
    case 'report': {
      const rows = await db
        .selectFrom('station_reports')
        .innerJoin('stations', 'stations.id', 'station_reports.station_id')
        .leftJoin('users', 'users.id', 'station_reports.user_id')
        .selectAll('station_reports')
        .select(['stations.name as station_name', 'users.username as reporter_name', 'users.email as reporter_email'])
        .where('station_reports.id', 'in', ids)
        .execute();
      return rows.map((row) => ({ kind, row }));
    }
    case 'claim': {
      const rows = await db
        .selectFrom('station_claims')
        .innerJoin('stations', 'stations.id', 'station_claims.station_id')
        .innerJoin('users', 'users.id', 'station_claims.user_id')
        .selectAll('station_claims')
        .select([
          'stations.name as station_name',
          'stations.homepage as website',
          'users.username as claimant_name',
          'users.email as claimant_email',
        ])
        .where('station_claims.id', 'in', ids)
        .where('station_claims.review_requested_at', 'is not', null)
        .execute();
      return rows.map((row) => ({ kind, row }));
    }
    case 'station_edit': {
      const rows = await db
        .selectFrom('station_edits')
        .innerJoin('stations', 'stations.id', 'station_edits.station_id')
        .leftJoin('users', 'users.id', 'station_edits.user_id')
        .selectAll('station_edits')
        .select(['stations.name as station_name', 'users.username as proposer_name', 'users.email as proposer_email'])
        .where('station_edits.id', 'in', ids)
        .execute();
      return rows.map((row) => ({ kind, row }));
    }
  }
}

/** An entry of any kind by its id (ids are UUIDs, unique across the kinds). */
export async function findInboxRow(db: Db, id: string): Promise<InboxRow | undefined> {
  for (const kind of KINDS) {
    const [found] = await inboxRows(db, kind, [id]);
    if (found) return found;
  }
  return undefined;
}

export async function updateInboxRow(db: Db, kind: InboxKind, id: string, review: InboxReview): Promise<void> {
  await db
    .updateTable(TABLES[kind] as 'contact_messages')
    .set(review)
    .where('id', '=', id)
    .execute();
}

export async function updateSubmission(db: Db, id: string, changes: Updateable<StationSubmissionTable>): Promise<void> {
  await db.updateTable('station_submissions').set(changes).where('id', '=', id).execute();
}
