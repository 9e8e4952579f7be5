// The stream-health tab (spec: "Run Stream Error Correction", labelled "Fixing Streams..." while it
// runs; on failure "Failed to run stream error correction"): live progress, then the stations it
// fixed and every station it could not fix with the reason; a cancelled run says how far it got.
// FixResults is exported for its test.
import type { StreamFixRun } from '@sauti/contract';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { RunProgress } from './RunProgress';
import { useRunWarning } from './run-warning';
import { Notice, TabSection } from './ui';
import { useCheckRun } from './use-check-run';

function UnfixedList({ run }: { run: StreamFixRun }) {
  const { t } = useTranslation();
  if (run.unfixed_stations.length === 0) return null;
  const heading = t('admin.fix.unfixedList', { count: run.unfixed_stations.length });
  return (
    <section aria-label={heading} className="flex flex-col gap-2">
      <h3 className="font-semibold">{heading}</h3>
      <ul className="flex flex-col gap-2">
        {run.unfixed_stations.map((station) => (
          <li key={station.station_id} className="rounded-xl border border-red-900 bg-stone-900 p-3 text-sm">
            <p className="font-semibold">
              {station.name} ({station.country}) · <code>{station.outcome}</code>
            </p>
            <p className="text-red-200">{station.reason}</p>
            <p className="break-all text-stone-400">{station.url}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FixResults({ run }: { run: StreamFixRun }) {
  const { t } = useTranslation();
  const warning = useRunWarning()(run);
  const cancelled = run.status === 'cancelled';
  return (
    <div className="flex flex-col gap-3">
      {cancelled ? (
        <Notice tone="error">
          {t('admin.fix.cancelledSummary', {
            checked: run.checked_stations,
            total: run.total_stations,
            errors: run.errors_detected,
          })}
        </Notice>
      ) : (
        <p className="text-sm text-stone-300">
          {t('admin.fix.summary', {
            checked: run.checked_stations,
            errors: run.errors_detected,
            fixed: run.fixes_applied,
          })}
        </p>
      )}
      {warning && <Notice tone="error">{warning}</Notice>}
      {!cancelled && run.errors_detected === 0 && <EmptyState title={t('admin.fix.noneFixed')} />}
      <UnfixedList run={run} />
      {run.fixed_stations.length > 0 && (
        <ul aria-label={t('admin.fix.fixedList')} className="flex flex-col gap-2">
          {run.fixed_stations.map((station) => (
            <li key={station.station_id} className="rounded-xl border border-stone-800 bg-stone-900 p-3 text-sm">
              <p className="font-semibold">
                {station.name} ({station.country}) · {station.fix_method}
              </p>
              <p className="break-all text-stone-400">
                {station.old_url} → <span className="text-emerald-300">{station.new_url}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function StreamHealthTab() {
  const { t } = useTranslation();
  const run = useCheckRun('repair');
  return (
    <TabSection title={t('admin.tab.streamHealth')} intro={t('admin.fix.intro')}>
      <div>
        <Button onClick={run.start} disabled={run.busy}>
          {run.busy ? t('admin.fix.running') : t('admin.fix.start')}
        </Button>
      </div>
      <RunProgress state={run.state} label={t('admin.fix.progress')} onCancel={run.cancel} />
      {run.state.phase === 'failed' && <Notice tone="error">{t('admin.fix.failed')}</Notice>}
      {run.state.phase === 'finished' && run.state.run.kind === 'repair' && <FixResults run={run.state.run} />}
    </TabSection>
  );
}
