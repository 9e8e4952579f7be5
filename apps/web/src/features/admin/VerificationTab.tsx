// The verification tab (spec: "Verify All", labelled "Verifying..." while running, and the results): a
// live progress bar over the run's events, Cancel, and the results filtered by outcome or name.
import type { VerificationRun } from '@sauti/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { RunProgress } from './RunProgress';
import { Notice, selectClass, TabSection } from './ui';
import { useCheckRun } from './use-check-run';

type Shown = 'all' | 'working' | 'failing';

function Results({ run }: { run: VerificationRun }) {
  const { t } = useTranslation();
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
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {[
          [t('admin.run.total'), run.total_stations],
          [t('admin.health.working'), run.working_stations],
          [t('admin.run.failed'), run.failed_stations],
          [t('admin.run.successRate'), `${run.success_rate}%`],
        ].map(([label, value]) => (
          <div key={String(label)} className="rounded-xl border border-stone-800 bg-stone-900 p-3">
            <dt className="text-stone-400">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {run.warning && <Notice tone="error">{run.warning}</Notice>}
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.run.show')}
          <select value={shown} onChange={(event) => setShown(event.target.value as Shown)} className={selectClass}>
            <option value="all">{t('admin.run.showAll')}</option>
            <option value="working">{t('admin.health.working')}</option>
            <option value="failing">{t('admin.run.failed')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.run.search')}
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={selectClass}
          />
        </label>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('admin.run.noResults')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t('admin.run.results')}</caption>
            <thead className="text-stone-400">
              <tr>
                <th scope="col" className="py-2 pe-3">
                  {t('admin.station.name')}
                </th>
                <th scope="col" className="py-2 pe-3">
                  {t('admin.station.country')}
                </th>
                <th scope="col" className="py-2 pe-3">
                  {t('admin.run.working')}
                </th>
                <th scope="col" className="py-2 pe-3">
                  {t('admin.run.statusCode')}
                </th>
                <th scope="col" className="py-2">
                  {t('admin.run.outcome')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.station_id} className="border-t border-stone-800">
                  <td className="py-2 pe-3">{row.station_name}</td>
                  <td className="py-2 pe-3">{row.country}</td>
                  <td className={`py-2 pe-3 ${row.is_working ? 'text-emerald-300' : 'text-red-300'}`}>
                    {row.is_working ? t('admin.yes') : t('admin.no')}
                  </td>
                  <td className="py-2 pe-3">{row.status_code ?? '—'}</td>
                  <td className="py-2">{row.outcome}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
