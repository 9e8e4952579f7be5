// The moderation tab: reported chat messages, open or resolved, each with its text, station, author,
// reasons and count; a moderator removes the message or dismisses its reports, and may mute the author.
import type { ModerationReport, ModerationReportStatus } from '@sauti/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { type MessageKey, useTranslation } from '../../i18n';
import { useModerationReports, useMuteUser, useResolveReport } from './moderation-api';
import { ListSkeleton, Notice, selectClass, TabSection, useDateTime } from './ui';

const REASON_WORDS: Record<ModerationReport['reasons'][number], MessageKey> = {
  spam: 'chat.reason.spam',
  abuse: 'chat.reason.abuse',
  hate: 'chat.reason.hate',
  sexual: 'chat.reason.sexual',
  other: 'chat.reason.other',
};

const MUTE_CHOICES: ReadonlyArray<{ minutes: number; label: MessageKey }> = [
  { minutes: 10, label: 'admin.moderation.minutes10' },
  { minutes: 60, label: 'admin.moderation.hour' },
  { minutes: 24 * 60, label: 'admin.moderation.day' },
];

function MuteControl({ report }: { report: ModerationReport }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const mute = useMuteUser();
  const [minutes, setMinutes] = useState(10);
  const id = `mute-${report.message_id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-300">
        {t('admin.moderation.muteFor', { username: report.author.username })}
      </label>
      <select
        id={id}
        value={minutes}
        onChange={(event) => setMinutes(Number(event.target.value))}
        className={selectClass}
      >
        {MUTE_CHOICES.map((choice) => (
          <option key={choice.minutes} value={choice.minutes}>
            {t(choice.label)}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        disabled={mute.isPending}
        onClick={() => mute.mutate({ userId: report.author.id, body: { minutes, station_id: report.station_id } })}
      >
        {t('admin.moderation.mute')}
      </Button>
      {mute.data && (
        <span role="status" className="text-sm text-emerald-300">
          {t('admin.moderation.muted', { username: report.author.username, time: dateTime(mute.data.until) })}
        </span>
      )}
      {mute.isError && <Notice tone="error">{t('admin.actionFailed')}</Notice>}
    </div>
  );
}

function ReportItem({ report }: { report: ModerationReport }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const resolve = useResolveReport();
  const decide = (action: 'remove' | 'dismiss') =>
    resolve.mutate({ messageId: report.message_id, decision: { action } });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-3">
      <p className="text-xs text-stone-400">
        {t('admin.moderation.by', { username: report.author.username, station: report.station_name })} ·{' '}
        {dateTime(report.message_timestamp)}
      </p>
      <blockquote dir="auto" className="whitespace-pre-wrap break-words text-stone-100">
        {report.message}
      </blockquote>
      <p className="flex flex-wrap gap-2 text-xs">
        <span className="font-semibold text-amber-300">
          {t('admin.moderation.count', { count: report.report_count })}
        </span>
        {report.reasons.map((reason) => (
          <span key={reason} className="rounded-full bg-stone-800 px-2 py-0.5 text-stone-200">
            {t(REASON_WORDS[reason])}
          </span>
        ))}
        {report.hidden && <span className="text-red-300">{t('admin.moderation.hidden')}</span>}
      </p>
      {report.details.map((detail) => (
        <p key={detail} dir="auto" className="text-sm text-stone-400">
          “{detail}”
        </p>
      ))}
      {report.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={resolve.isPending} onClick={() => decide('remove')}>
            {t('admin.moderation.remove')}
          </Button>
          <Button variant="secondary" disabled={resolve.isPending} onClick={() => decide('dismiss')}>
            {t('admin.moderation.dismiss')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-stone-300">
          {t(report.resolution === 'removed' ? 'admin.moderation.removedBy' : 'admin.moderation.dismissedBy', {
            username: report.resolved_by ?? '—',
          })}
        </p>
      )}
      <MuteControl report={report} />
      {resolve.isError && <Notice tone="error">{t('admin.actionFailed')}</Notice>}
    </li>
  );
}

export default function ModerationTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ModerationReportStatus>('open');
  const reports = useModerationReports(status);
  return (
    <TabSection title={t('admin.moderation.title')} intro={t('admin.moderation.intro')}>
      <div className="flex gap-2">
        {(['open', 'resolved'] as const).map((choice) => (
          <Button
            key={choice}
            variant={choice === status ? 'primary' : 'secondary'}
            aria-pressed={choice === status}
            onClick={() => setStatus(choice)}
          >
            {t(choice === 'open' ? 'admin.moderation.open' : 'admin.moderation.resolved')}
          </Button>
        ))}
      </div>
      {reports.isPending && <ListSkeleton rows={3} />}
      {reports.isError && <ErrorState message={t('admin.actionFailed')} onRetry={() => reports.refetch()} />}
      {reports.data?.length === 0 && <EmptyState title={t('admin.moderation.empty')} />}
      {reports.data && reports.data.length > 0 && (
        <ul aria-label={t('admin.moderation.title')} className="flex flex-col gap-3">
          {reports.data.map((report) => (
            <ReportItem key={report.message_id} report={report} />
          ))}
        </ul>
      )}
    </TabSection>
  );
}
