// A check run's progress bar: moving while the run goes (with the stations working so far, and
// Cancel), and where it ended once it is over.
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../i18n';
import { useRunWarning } from './run-warning';
import { ProgressBar } from './ui';
import type { RunState } from './use-check-run';

export function RunProgress({ state, label, onCancel }: { state: RunState; label: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const sayWarning = useRunWarning();
  if (state.phase === 'starting') return <ProgressBar value={0} max={0} label={label} />;
  if (state.phase === 'finished') {
    return <ProgressBar value={state.run.checked_stations} max={state.run.total_stations} label={label} />;
  }
  if (state.phase !== 'running') return null;
  const { progress } = state;
  const warning = sayWarning(progress);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-3">
      <ProgressBar value={progress.checked_stations} max={progress.total_stations} label={label} />
      <p className="text-sm text-stone-300">
        {t('admin.run.workingSoFar', { working: progress.working_stations, checked: progress.checked_stations })}
      </p>
      {warning && <p className="text-sm text-amber-300">{warning}</p>}
      <div>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.run.cancel')}
        </Button>
      </div>
    </div>
  );
}
