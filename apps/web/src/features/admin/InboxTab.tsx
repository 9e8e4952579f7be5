// The inbox tab: contact messages, advertising inquiries, station submissions, station reports,
// broadcasters' claims and their changes of name, country or stream in one list, filtered by kind and
// status. Opening an entry marks it read; each has a status, internal notes and a reply link; a
// submission can be approved (its stream is checked and the station created) or rejected with a
// reason, and so can a claim or an owner's change; an inquiry leads to the monetization tab's new ad.
import {
  INBOX_KINDS,
  type InboxItem,
  type InboxKind,
  type InboxStatus,
  InboxStatus as InboxStatuses,
  InboxWorkStatus,
  type StationCreation,
} from '@sauti/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/ui/Button';
import { TextAreaField, TextField } from '../../components/ui/Field';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { type MessageKey, useFormWords, useTranslation } from '../../i18n';
import { useApproveSubmission, useInbox, useRejectSubmission, useReviewOwnerRequest, useUpdateInbox } from './api';
import { CheckResult } from './CheckResult';
import { ListSkeleton, Notice, Pager, selectClass, TabSection, useDateTime } from './ui';

const KIND_WORDS: Record<InboxKind, MessageKey> = {
  contact: 'admin.inbox.kind.contact',
  advertising: 'admin.inbox.kind.advertising',
  submission: 'admin.inbox.kind.submission',
  report: 'admin.inbox.kind.report',
  claim: 'admin.inbox.kind.claim',
  station_edit: 'admin.inbox.kind.station_edit',
};

/** An owner's change as 'old → new' lines. */
function changeLines(item: Extract<InboxItem, { kind: 'station_edit' }>): string {
  const { changes, previous } = item.details;
  return (['name', 'country', 'url'] as const)
    .filter((field) => changes[field] !== undefined)
    .map((field) => `${field}: ${previous[field] ?? ''} → ${changes[field]}`)
    .join('\n');
}

const STATUS_WORDS: Record<InboxStatus, MessageKey> = {
  new: 'admin.inbox.status.new',
  in_review: 'admin.inbox.status.in_review',
  done: 'admin.inbox.status.done',
  approved: 'admin.inbox.status.approved',
  rejected: 'admin.inbox.status.rejected',
};

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

function Details({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const rows: Array<[string, string | null]> = (() => {
    switch (item.kind) {
      case 'contact':
        return [
          [t('admin.inbox.subject'), item.details.subject],
          [t('admin.station.country'), item.details.country],
          [t('admin.inbox.message'), item.details.message],
        ];
      case 'advertising':
        return [
          [t('admin.inbox.company'), item.details.companyName],
          [t('admin.inbox.phone'), item.details.phone],
          [t('admin.inbox.budget'), item.details.budget],
          [t('admin.inbox.adType'), item.details.adType],
          [t('admin.inbox.message'), item.details.message],
        ];
      case 'submission':
        return [
          [t('admin.station.name'), item.details.stationName],
          [t('admin.station.url'), item.details.streamUrl],
          [t('admin.station.country'), item.details.country],
          [t('admin.station.city'), item.details.city],
          [t('admin.station.language'), item.details.language],
          [t('admin.station.genre'), item.details.genre],
          [t('admin.station.website'), item.details.website],
          [t('admin.station.description'), item.details.description],
          [t('admin.inbox.submitterNotes'), item.details.notes],
          [t('admin.inbox.rejectionReason'), item.details.rejection_reason],
        ];
      case 'report':
        return [
          [t('admin.inbox.station'), item.details.station_name],
          [t('admin.inbox.reason'), item.details.reason],
          [t('admin.inbox.note'), item.details.note],
        ];
      case 'claim':
        return [
          [t('admin.inbox.station'), item.details.station_name],
          [t('admin.station.website'), item.details.website],
          [t('admin.inbox.evidence'), item.details.evidence],
          [t('admin.inbox.rejectionReason'), item.details.rejection_reason],
        ];
      case 'station_edit':
        return [
          [t('admin.inbox.station'), item.details.station_name],
          [t('admin.inbox.changes'), changeLines(item)],
          [t('admin.inbox.rejectionReason'), item.details.rejection_reason],
        ];
    }
  })();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-400">{label}</dt>
            <dd className="whitespace-pre-wrap break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Rejecting an entry that waits for a verdict: the reason, then Reject. */
function RejectForm({
  reason,
  onReason,
  busy,
  onReject,
}: {
  reason: string;
  onReason: (reason: string) => void;
  busy: boolean;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextAreaField
        label={t('admin.inbox.rejectReason')}
        rows={2}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
      />
      <div>
        <Button variant="secondary" onClick={onReject} disabled={busy || reason.trim() === ''}>
          {t('admin.inbox.reject')}
        </Button>
      </div>
    </>
  );
}

function SubmissionActions({
  item,
  onOutcome,
}: {
  item: Extract<InboxItem, { kind: 'submission' }>;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const words = useFormWords();
  const approve = useApproveSubmission();
  const reject = useRejectSubmission();
  const [creation, setCreation] = useState<StationCreation | null>(null);
  const [country, setCountry] = useState(item.details.country === 'other' ? '' : item.details.country);
  const [reason, setReason] = useState('');
  if (item.status === 'approved' || item.status === 'rejected') return null;
  const doApprove = (confirm: boolean) =>
    approve.mutate(
      {
        id: item.id,
        body: {
          ...(country && country !== item.details.country ? { country } : {}),
          confirm_duplicate: confirm,
          confirm_failing_stream: confirm,
        },
      },
      {
        onSuccess: (answer) => {
          setCreation(answer.creation);
          if (answer.creation.saved)
            onOutcome({ tone: 'ok', text: t('admin.inbox.approved', { name: item.details.stationName }) });
        },
        onError: (error) =>
          onOutcome({ tone: 'error', text: words.failure(error, { fallback: 'admin.actionFailed' }) }),
      },
    );
  const doReject = () =>
    reject.mutate(
      { id: item.id, reason },
      {
        onSuccess: () => onOutcome({ tone: 'ok', text: t('admin.inbox.rejected', { name: item.details.stationName }) }),
        onError: (error) =>
          onOutcome({ tone: 'error', text: words.failure(error, { fallback: 'admin.actionFailed' }) }),
      },
    );
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-stone-800 p-3">
      {item.details.country === 'other' && (
        <TextField
          label={t('admin.inbox.approveCountry')}
          hint={t('admin.inbox.approveCountryHint')}
          value={country}
          maxLength={2}
          onChange={(event) => setCountry(event.target.value.toUpperCase())}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => doApprove(false)} disabled={approve.isPending}>
          {approve.isPending ? t('admin.add.checking') : t('admin.inbox.approve')}
        </Button>
      </div>
      {creation && (
        <div className="flex flex-col gap-2">
          <CheckResult check={creation.check} />
          {!creation.saved && (
            <div className="flex flex-col gap-2 text-sm">
              {creation.held_back.map((held) => (
                <p key={held}>{t(held === 'duplicate' ? 'admin.add.heldDuplicate' : 'admin.add.heldFailing')}</p>
              ))}
              <div>
                <Button variant="secondary" onClick={() => doApprove(true)} disabled={approve.isPending}>
                  {t('admin.inbox.approveAnyway')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
      <RejectForm reason={reason} onReason={setReason} busy={reject.isPending} onReject={doReject} />
    </div>
  );
}

/** Approving a claim makes its claimant an owner; approving a change applies it to the station. */
function OwnerRequestActions({
  item,
  onOutcome,
}: {
  item: Extract<InboxItem, { kind: 'claim' | 'station_edit' }>;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const words = useFormWords();
  const review = useReviewOwnerRequest();
  const [reason, setReason] = useState('');
  if (item.status === 'approved' || item.status === 'rejected') return null;
  const name = item.details.station_name;
  const decide = (rejecting: boolean) =>
    review.mutate(
      { kind: item.kind, id: item.id, ...(rejecting && { reason }) },
      {
        onSuccess: () =>
          onOutcome({
            tone: 'ok',
            text: t(rejecting ? 'admin.inbox.rejected' : 'admin.inbox.ownerApproved', { name }),
          }),
        onError: (error) =>
          onOutcome({ tone: 'error', text: words.failure(error, { fallback: 'admin.actionFailed' }) }),
      },
    );
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-stone-800 p-3">
      {item.kind === 'station_edit' && item.details.stream_check && <CheckResult check={item.details.stream_check} />}
      <div>
        <Button onClick={() => decide(false)} disabled={review.isPending}>
          {t('admin.inbox.approve')}
        </Button>
      </div>
      <RejectForm reason={reason} onReason={setReason} busy={review.isPending} onReject={() => decide(true)} />
    </div>
  );
}

function Entry({ item, onOutcome }: { item: InboxItem; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const update = useUpdateInbox();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState(item.notes ?? '');
  const change = (body: Parameters<typeof update.mutate>[0]['body'], done?: string) =>
    update.mutate(
      { id: item.id, body },
      {
        onSuccess: () => done && onOutcome({ tone: 'ok', text: done }),
        onError: () => onOutcome({ tone: 'error', text: t('admin.actionFailed') }),
      },
    );
  const toggle = () => {
    if (!open && !item.read) change({ read: true });
    setOpen(!open);
  };
  return (
    <li className="rounded-xl border border-stone-800 bg-stone-900">
      <button
        type="button"
        aria-expanded={open}
        onClick={toggle}
        className="flex w-full flex-col items-start gap-1 p-3 text-start hover:bg-stone-800/60 sm:flex-row sm:items-center sm:gap-3"
      >
        <span className="flex items-center gap-2">
          {!item.read && (
            <span className="size-2 rounded-full bg-amber-400">
              <span className="sr-only">{t('admin.inbox.unread')}</span>
            </span>
          )}
          <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs">{t(KIND_WORDS[item.kind])}</span>
          <span className="rounded-full border border-stone-700 px-2 py-0.5 text-xs">
            {t(STATUS_WORDS[item.status])}
          </span>
        </span>
        <span className={`min-w-0 flex-1 truncate ${item.read ? '' : 'font-semibold'}`}>{item.summary}</span>
        <span className="text-xs text-stone-400">
          {item.sender_name} · {dateTime(item.created_at)}
        </span>
      </button>
      {open && (
        <div className="flex flex-col gap-3 border-t border-stone-800 p-3">
          <Details item={item} />
          <div className="flex flex-wrap items-end gap-2">
            {item.sender_email && (
              <a href={`mailto:${item.sender_email}`} className={buttonClass('secondary')}>
                {t('admin.inbox.reply', { email: item.sender_email })}
              </a>
            )}
            {item.kind === 'advertising' && (
              <Link
                to={`/admin/monetization?inquiry=${encodeURIComponent(item.id)}`}
                className={buttonClass('secondary')}
              >
                {t('admin.inbox.createAd')}
              </Link>
            )}
            <Button variant="ghost" onClick={() => change({ read: !item.read })}>
              {item.read ? t('admin.inbox.markUnread') : t('admin.inbox.markRead')}
            </Button>
            {item.status !== 'approved' && item.status !== 'rejected' && (
              <label className="flex flex-col gap-1 text-sm">
                {t('admin.inbox.statusLabel')}
                <select
                  value={item.status}
                  onChange={(event) =>
                    change({ status: event.target.value as (typeof InboxWorkStatus.options)[number] }, t('admin.saved'))
                  }
                  className={selectClass}
                >
                  {InboxWorkStatus.options.map((status) => (
                    <option key={status} value={status}>
                      {t(STATUS_WORDS[status])}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          {item.kind === 'submission' && <SubmissionActions item={item} onOutcome={onOutcome} />}
          {(item.kind === 'claim' || item.kind === 'station_edit') && (
            <OwnerRequestActions item={item} onOutcome={onOutcome} />
          )}
          <TextAreaField
            label={t('admin.inbox.notes')}
            hint={t('admin.inbox.notesHint')}
            rows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <div>
            <Button variant="secondary" disabled={update.isPending} onClick={() => change({ notes }, t('admin.saved'))}>
              {t('admin.inbox.saveNotes')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

export default function InboxTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<InboxKind | ''>('');
  const [status, setStatus] = useState<InboxStatus | ''>('');
  const [unread, setUnread] = useState(false);
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inbox = useInbox({
    kind: kind || undefined,
    status: status || undefined,
    unread: unread || undefined,
    page,
  });
  return (
    <TabSection
      title={t('admin.tab.inbox')}
      intro={inbox.data ? t('admin.inbox.unreadCount', { count: inbox.data.unread }) : undefined}
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.inbox.kindLabel')}
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as InboxKind | '');
              setPage(1);
            }}
            className={selectClass}
          >
            <option value="">{t('admin.all')}</option>
            {INBOX_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(KIND_WORDS[value])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.inbox.statusLabel')}
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as InboxStatus | '');
              setPage(1);
            }}
            className={selectClass}
          >
            <option value="">{t('admin.all')}</option>
            {InboxStatuses.options.map((value) => (
              <option key={value} value={value}>
                {t(STATUS_WORDS[value])}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={unread}
            onChange={(event) => {
              setUnread(event.target.checked);
              setPage(1);
            }}
            className="size-4 accent-amber-400"
          />
          {t('admin.inbox.unreadOnly')}
        </label>
      </div>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {inbox.isPending ? (
        <ListSkeleton />
      ) : inbox.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <EmptyState title={t('admin.inbox.empty')} />
      ) : (
        <>
          <ul aria-label={t('admin.tab.inbox')} className="flex flex-col gap-2">
            {inbox.data.items.map((item) => (
              <Entry key={item.id} item={item} onOutcome={setOutcome} />
            ))}
          </ul>
          <Pager page={inbox.data.page} pageSize={inbox.data.page_size} total={inbox.data.total} onPage={setPage} />
        </>
      )}
    </TabSection>
  );
}
