// The audit log tab: every admin action, newest first — who, what, on what, when, and the values
// before and after — filtered by action or by what it touched. A merge's entry can undo it.
import type { AuditEntry } from '@sauti/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useAudit, useUndoAuditEntry } from './api';
import { ListSkeleton, Notice, Pager, selectClass, TabSection, useDateTime } from './ui';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** "Undo" on an entry that can be undone (a merge), or when it was undone. */
function UndoControl({ entry, onOutcome }: { entry: AuditEntry; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const undo = useUndoAuditEntry();
  if (entry.undone_at) {
    return (
      <p className="mt-1 text-xs text-amber-300">{t('admin.audit.undoneAt', { when: dateTime(entry.undone_at) })}</p>
    );
  }
  if (!entry.undoable) return null;
  const target = entry.target_label ?? entry.target_id ?? entry.target_kind;
  const merged = typeof entry.after?.merged_name === 'string' ? entry.after.merged_name : target;
  return (
    <div className="mt-2">
      <Button
        variant="secondary"
        disabled={undo.isPending}
        aria-label={t('admin.audit.undoOf', { action: entry.action, target })}
        onClick={() =>
          undo.mutateAsync(entry.id).then(
            () => onOutcome({ tone: 'ok', text: t('admin.audit.undoDone', { name: merged }) }),
            (error: unknown) =>
              onOutcome({
                tone: 'error',
                text: t('admin.audit.undoFailed', {
                  reason: error instanceof ApiError ? error.message : t('admin.actionFailed'),
                }),
              }),
          )
        }
      >
        {t('admin.audit.undo')}
      </Button>
    </div>
  );
}

function Change({ label, values }: { label: string; values: AuditEntry['before'] }) {
  if (!values) return null;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs text-stone-400">{label}</p>
      <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-stone-950 p-2 text-xs">
        {JSON.stringify(values, null, 2)}
      </pre>
    </div>
  );
}

export default function AuditTab() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [action, setAction] = useState('');
  const [targetKind, setTargetKind] = useState('');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const audit = useAudit({ action: action.trim() || undefined, target_kind: targetKind.trim() || undefined, page });
  return (
    <TabSection title={t('admin.tab.audit')} intro={t('admin.audit.intro')}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.audit.action')}
          <input
            value={action}
            placeholder="station.update"
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
            className={selectClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.audit.target')}
          <input
            value={targetKind}
            placeholder="station"
            onChange={(event) => {
              setTargetKind(event.target.value);
              setPage(1);
            }}
            className={selectClass}
          />
        </label>
      </div>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {audit.isPending ? (
        <ListSkeleton />
      ) : audit.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => audit.refetch()} />
      ) : audit.data.items.length === 0 ? (
        <EmptyState title={t('admin.audit.empty')} />
      ) : (
        <>
          <ol aria-label={t('admin.tab.audit')} className="flex flex-col gap-2">
            {audit.data.items.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-stone-800 bg-stone-900 p-3 text-sm">
                <p>
                  <strong>{entry.admin_username}</strong> · <code>{entry.action}</code> ·{' '}
                  {entry.target_label ?? entry.target_id ?? entry.target_kind}
                </p>
                <p className="text-xs text-stone-400">{dateTime(entry.created_at)}</p>
                {(entry.before || entry.after) && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-stone-300">{t('admin.audit.changes')}</summary>
                    <div className="mt-2 flex flex-col gap-2 sm:flex-row">
                      <Change label={t('admin.audit.before')} values={entry.before} />
                      <Change label={t('admin.audit.after')} values={entry.after} />
                    </div>
                  </details>
                )}
                <UndoControl entry={entry} onOutcome={setOutcome} />
              </li>
            ))}
          </ol>
          <Pager page={audit.data.page} pageSize={audit.data.page_size} total={audit.data.total} onPage={setPage} />
        </>
      )}
    </TabSection>
  );
}
