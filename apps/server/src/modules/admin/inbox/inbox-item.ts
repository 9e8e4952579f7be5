// A stored inbox entry as admins see it: the shared review state, who to reply to, a line for the
// list, and the entry's own fields under the names its form used.
import type { InboxItem, InboxStatus, ReviewedStationFields, StationReportReason, StreamCheck } from '@sauti/contract';
import type { InboxRow, SubmissionRow } from './repo';

const SUMMARY_LENGTH = 120;

function firstLine(text: string | null): string {
  const line = (text ?? '').split('\n')[0]?.trim() ?? '';
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}

export type SubmissionItem = Extract<InboxItem, { kind: 'submission' }>;

/** The review state every kind shares. */
function reviewOf(row: InboxRow['row']) {
  return {
    id: row.id,
    status: row.status as InboxStatus,
    read: row.read_at !== null,
    notes: row.admin_notes,
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
  };
}

export function submissionItemFromRow(submission: SubmissionRow): SubmissionItem {
  return {
    ...reviewOf(submission),
    kind: 'submission',
    sender_name: submission.submitter_name,
    sender_email: submission.submitter_email,
    summary: `${submission.station_name} (${submission.country})`,
    details: {
      stationName: submission.station_name,
      streamUrl: submission.stream_url,
      country: submission.country,
      city: submission.city,
      language: submission.language,
      genre: submission.genre,
      description: submission.description,
      website: submission.website,
      email: submission.station_email,
      submitterName: submission.submitter_name,
      submitterEmail: submission.submitter_email,
      notes: submission.notes,
      station_id: submission.station_id,
      rejection_reason: submission.rejection_reason,
    },
  };
}

export function inboxItemFromRow(entry: InboxRow): InboxItem {
  const review = reviewOf(entry.row);
  switch (entry.kind) {
    case 'contact': {
      const { name, email, country, subject, message } = entry.row;
      return {
        ...review,
        kind: 'contact',
        sender_name: name,
        sender_email: email,
        summary: firstLine(message),
        details: { name, email, country, subject, message },
      };
    }
    case 'advertising': {
      const inquiry = entry.row;
      return {
        ...review,
        kind: 'advertising',
        sender_name: inquiry.contact_name,
        sender_email: inquiry.email,
        summary: `${inquiry.company_name} (${inquiry.budget})`,
        details: {
          companyName: inquiry.company_name,
          contactName: inquiry.contact_name,
          email: inquiry.email,
          phone: inquiry.phone,
          budget: inquiry.budget,
          adType: inquiry.ad_type,
          message: inquiry.message,
        },
      };
    }
    case 'submission':
      return submissionItemFromRow(entry.row);
    case 'claim': {
      const claim = entry.row;
      return {
        ...review,
        kind: 'claim',
        sender_name: claim.claimant_name,
        sender_email: claim.claimant_email,
        summary: `Claim: ${claim.station_name}`,
        details: {
          station_id: claim.station_id,
          station_name: claim.station_name,
          website: claim.website,
          claimant_id: claim.user_id,
          evidence: claim.evidence,
          method: claim.method,
          rejection_reason: claim.rejection_reason,
        },
      };
    }
    case 'station_edit': {
      const edit = entry.row;
      const changes = JSON.parse(edit.changes) as ReviewedStationFields;
      return {
        ...review,
        kind: 'station_edit',
        sender_name: edit.proposer_name ?? 'deleted user',
        sender_email: edit.proposer_email,
        summary: `${edit.station_name}: change of ${Object.keys(changes).join(', ')}`,
        details: {
          station_id: edit.station_id,
          station_name: edit.station_name,
          changes,
          previous: JSON.parse(edit.previous) as ReviewedStationFields,
          stream_check: edit.stream_check ? (JSON.parse(edit.stream_check) as StreamCheck) : null,
          rejection_reason: edit.rejection_reason,
        },
      };
    }
    case 'report': {
      const report = entry.row;
      return {
        ...review,
        kind: 'report',
        sender_name: report.reporter_name ?? 'Anonymous listener',
        sender_email: report.reporter_email,
        summary: `${report.station_name}: ${report.reason.replaceAll('_', ' ')}`,
        details: {
          station_id: report.station_id,
          station_name: report.station_name,
          reason: report.reason as StationReportReason,
          note: report.note,
        },
      };
    }
  }
}
