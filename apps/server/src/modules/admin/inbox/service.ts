// The admin inbox: what listeners, advertisers and broadcasters sent, in one list, with a review
// state (read, status, internal notes); approving a station submission checks its stream and creates
// the station, rejecting it keeps the reason. Every change is written to the audit log.
import {
  type ApproveSubmissionRequest,
  GenreId,
  type InboxChanges,
  type InboxFilters,
  type InboxItem,
  type InboxPage,
  type SubmissionApproval,
} from '@sauti/contract';
import type { z } from 'zod';
import type { Db } from '../../../platform/db';
import type { AuthenticatedUser } from '../../../platform/http/access';
import { Conflict, InvalidFields, NotFound } from '../../../platform/http/errors';
import { changedValues, recordAdminAction } from '../../audit-log';
import type { StationProposal } from '../stations/creation';
import type { AdminStationService } from '../stations/service';
import { inboxItemFromRow, type SubmissionItem, submissionItemFromRow } from './inbox-item';
import {
  findInboxRow,
  type InboxReview,
  inboxPage,
  inboxRows,
  type SubmissionRow,
  unreadCount,
  updateInboxRow,
  updateSubmission,
} from './repo';

type Approval = z.output<typeof ApproveSubmissionRequest>;

/** The submission form's language codes that are not ISO 639-1: Oromo is 'om'; 'other' says nothing. */
const SUBMITTED_LANGUAGE: Readonly<Record<string, string | null>> = { or: 'om', other: null };

function proposalOf(submission: SubmissionRow, country: string): StationProposal {
  const language =
    submission.language in SUBMITTED_LANGUAGE ? SUBMITTED_LANGUAGE[submission.language] : submission.language;
  const genre = GenreId.safeParse(submission.genre);
  return {
    source: 'submission',
    source_id: submission.id,
    name: submission.station_name,
    url: submission.stream_url,
    country,
    language: language ?? null,
    genre: genre.success ? genre.data : 'variety',
    city: submission.city,
    website: submission.website,
    logo: null,
    description: submission.description,
    tags: [],
  };
}

/** What the audit log keeps of an entry: its review state. */
function auditedReview(item: InboxItem) {
  const submission = item.kind === 'submission' ? item.details : null;
  return {
    status: item.status,
    read: item.read,
    notes: item.notes,
    station_id: submission?.station_id ?? null,
    rejection_reason: submission?.rejection_reason ?? null,
  };
}
const REVIEW_FIELDS = ['status', 'read', 'notes', 'station_id', 'rejection_reason'] as const;

export class AdminInboxService {
  constructor(
    private readonly db: Db,
    private readonly stations: AdminStationService,
  ) {}

  async list(filters: InboxFilters): Promise<InboxPage> {
    const { page, page_size } = filters;
    const [{ refs, total }, unread] = await Promise.all([
      inboxPage(this.db, filters, { limit: page_size, offset: (page - 1) * page_size }),
      unreadCount(this.db),
    ]);
    const kinds = [...new Set(refs.map((ref) => ref.kind))];
    const loaded = (
      await Promise.all(
        kinds.map((kind) =>
          inboxRows(
            this.db,
            kind,
            refs.filter((ref) => ref.kind === kind).map((ref) => ref.id),
          ),
        ),
      )
    ).flat();
    const byId = new Map(loaded.map((entry) => [entry.row.id, inboxItemFromRow(entry)]));
    const items = refs.map((ref) => byId.get(ref.id)).filter((item) => item !== undefined);
    return { items, total, page, page_size, unread };
  }

  async get(id: string): Promise<InboxItem> {
    return inboxItemFromRow(await this.find(id));
  }

  async update(admin: AuthenticatedUser, id: string, changes: InboxChanges): Promise<InboxItem> {
    const entry = await this.find(id);
    const before = inboxItemFromRow(entry);
    const review: InboxReview = { updated_at: new Date().toISOString() };
    if (changes.status !== undefined) review.status = changes.status;
    if (changes.notes !== undefined) review.admin_notes = changes.notes;
    if (changes.read !== undefined && changes.read !== before.read)
      review.read_at = changes.read ? review.updated_at : null;
    await updateInboxRow(this.db, entry.kind, id, review);
    const after = inboxItemFromRow(await this.find(id));
    await this.audit(admin, 'inbox.update', before, after);
    return after;
  }

  /** Checks the submitted stream and creates the station; the submission is approved once it is saved. */
  async approve(admin: AuthenticatedUser, id: string, approval: Approval): Promise<SubmissionApproval> {
    const submission = await this.submission(id);
    if (submission.status === 'approved') throw new Conflict('This submission is approved already.');
    const country = approval.country ?? submission.country;
    if (country === 'other') {
      throw new InvalidFields({ country: 'The submission names no country; choose the country to add it to.' });
    }
    const before = submissionItemFromRow(submission);
    const { creation, row } = await this.stations.creator.create(proposalOf(submission, country), approval);
    if (!row || !creation.station) return { item: before, creation };
    const now = new Date().toISOString();
    await updateSubmission(this.db, id, {
      status: 'approved',
      station_id: row.id,
      rejection_reason: null,
      read_at: submission.read_at ?? now,
      updated_at: now,
    });
    const item = await this.submissionItem(id);
    await this.stations.recordCreated(admin, creation.station, 'station.create');
    await this.audit(admin, 'submission.approve', before, item);
    return { item, creation };
  }

  /** Keeps the reason; an approved submission's station exists, so it is deleted instead. */
  async reject(admin: AuthenticatedUser, id: string, reason: string): Promise<SubmissionItem> {
    const submission = await this.submission(id);
    if (submission.status === 'approved') {
      throw new Conflict('This submission is approved and its station exists; delete the station instead.');
    }
    const before = submissionItemFromRow(submission);
    const now = new Date().toISOString();
    await updateSubmission(this.db, id, {
      status: 'rejected',
      rejection_reason: reason,
      read_at: submission.read_at ?? now,
      updated_at: now,
    });
    const item = await this.submissionItem(id);
    await this.audit(admin, 'submission.reject', before, item);
    return item;
  }

  private async find(id: string) {
    const entry = await findInboxRow(this.db, id);
    if (!entry) throw new NotFound(`No inbox entry '${id}'.`);
    return entry;
  }

  private async submission(id: string): Promise<SubmissionRow> {
    const entry = await this.find(id);
    if (entry.kind !== 'submission') throw new NotFound(`No station submission '${id}'.`);
    return entry.row;
  }

  private async submissionItem(id: string): Promise<SubmissionItem> {
    return submissionItemFromRow(await this.submission(id));
  }

  private async audit(admin: AuthenticatedUser, action: string, before: InboxItem, after: InboxItem): Promise<void> {
    const changed = changedValues(auditedReview(before), auditedReview(after), REVIEW_FIELDS);
    if (Object.keys(changed.after).length === 0) return;
    await recordAdminAction(this.db, admin, {
      action,
      target: { kind: after.kind, id: after.id, label: after.summary },
      before: changed.before,
      after: changed.after,
    });
  }
}
