// The verification tab (spec: "Verify All", labelled "Verifying..." while running, and the results): a
// live progress bar over the run's events, Cancel, and the results filtered by outcome or name.
import type { VerificationRun } from '@sauti/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { DataTable } from '../../components/ui/DataTable';
import { FigureRow } from '../../components/ui/FigureRow';
import { useTranslation } from '../../i18n';
import { formatCount } from '../../lib/format';
import { RunProgress } from './RunProgress';
import { useRunWarning } from './run-warning';
import { Notice, SearchField, selectClass, TabSection } from './ui';
import { useCheckRun } from './use-check-run';

type Shown = 'all' | 'working' | 'failing';

function Results({ run }: { run: VerificationRun }) {
  const { t, locale } = useTranslation();
  const warning = useRunWarning()(run);
  const [shown, setShown] = useState<Shown>('all');
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  const rows = run.verification_results.filter(
    (row) =>
      (shown === 'all' || row.is_working === (shown === 'working')) &&
      (!wanted || row.station_name.toLowerCase().includes(wanted) || row.country.toLowerCase() === wanted),
  );
  return (
    <div className="flex flex-col gap-3">
      <FigureRow
        figures={[
          { label: t('admin.run.total'), value: formatCount(run.total_stations, locale) },
          { label: t('admin.health.working'), value: formatCount(run.working_stations, locale) },
          { label: t('admin.run.failed'), value: formatCount(run.failed_stations, locale) },
          { label: t('admin.run.successRate'), value: `${run.success_rate}%` },
        ]}
      />
      {warning && <Notice tone="error">{warning}</Notice>}
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.run.show')}
          <select value={shown} onChange={(event) => setShown(event.target.value as Shown)} className={selectClass}>
            <option value="all">{t('admin.run.showAll')}</option>
            <option value="working">{t('admin.health.working')}</option>
            <option value="failing">{t('admin.run.failed')}</option>
          </select>
        </label>
        <SearchField label={t('admin.run.search')} value={search} onChange={setSearch} />
      </div>
      <DataTable
        caption={t('admin.run.results')}
        minWidth="min-w-[32rem]"
        columns={[
          { header: t('admin.station.name'), cell: (row) => row.station_name },
          { header: t('admin.station.country'), cell: (row) => row.country },
          {
            header: t('admin.run.working'),
            cell: (row) => (
              <span className={row.is_working ? 'text-emerald-300' : 'text-red-300'}>
                {row.is_working ? t('admin.yes') : t('admin.no')}
              </span>
            ),
          },
          { header: t('admin.run.statusCode'), cell: (row) => row.status_code ?? '—' },
          { header: t('admin.run.outcome'), cell: (row) => row.outcome },
        ]}
        rows={rows}
        rowKey={(row) => row.station_id}
        empty={t('admin.run.noResults')}
      />
    </div>
  );
}

export default function VerificationTab() {
  const { t } = useTranslation();
  const run = useCheckRun('verify');
  return (
    <TabSection title={t('admin.tab.verification')} intro={t('admin.verify.intro')}>
      <div>
        <Button onClick={run.start} disabled={run.busy}>
          {run.busy ? t('admin.verify.running') : t('admin.verify.start')}
        </Button>
      </div>
      <RunProgress state={run.state} label={t('admin.verify.progress')} onCancel={run.cancel} />
      {run.state.phase === 'failed' && <Notice tone="error">{t('admin.verify.failed')}</Notice>}
      {run.state.phase === 'finished' && run.state.run.kind !== 'repair' && (
        <>
          {run.state.run.status === 'cancelled' && <Notice tone="error">{t('admin.run.cancelled')}</Notice>}
          <Results run={run.state.run} />
        </>
      )}
    </TabSection>
  );
}
