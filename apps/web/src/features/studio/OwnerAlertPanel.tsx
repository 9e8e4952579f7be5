// What our checks say of the owner's station: when they took it off the lists, the checks that did
// (when, what answered, why), and "Check again", which checks the stream now.
import type { StudioStation } from '@sauti/contract';
import { AlertTriangle, CheckCircle2, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { useFormWords, useTranslation } from '../../i18n';
import { useStudioChanges } from './api';

export function OwnerAlertPanel({ studio }: { studio: StudioStation }) {
  const { t, locale } = useTranslation();
  const words = useFormWords();
  const { checkAgain } = useStudioChanges(studio.station.id);
  const { alert } = studio;
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      aria-labelledby="owner-alert-heading"
      className={`rounded-2xl border p-4 ${alert.off_air ? 'border-red-800 bg-red-950/30' : 'border-stone-800 bg-stone-900'}`}
    >
      <h2 id="owner-alert-heading" className="flex items-center gap-2 font-semibold">
        {alert.off_air ? (
          <AlertTriangle aria-hidden="true" className="size-5 text-red-300" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-300" />
        )}
        {alert.off_air ? t('studio.alert.offAir') : t('studio.alert.listed')}
      </h2>
      {alert.off_air && <p className="mt-1 text-sm text-stone-300">{t('studio.alert.explain')}</p>}
      <p className="mt-1 text-sm text-stone-400">
        {alert.last_check_at
          ? t('studio.alert.lastCheck', { when: when(alert.last_check_at) })
          : t('studio.alert.never')}
      </p>
      {alert.off_air && alert.checks.length > 0 && (
        <ul aria-label={t('studio.alert.evidence')} className="mt-3 flex flex-col gap-2 text-sm">
          {alert.checks.map((check) => (
            <li key={check.id} className="rounded-lg bg-stone-950/60 p-2">
              <span className="font-semibold">{when(check.checked_at)}</span>
              {' · '}
              {check.http_status === null ? t('studio.alert.noAnswer') : `HTTP ${check.http_status}`}
              {' · '}
              <span dir="auto">{check.detail}</span>
              <span className="block text-xs break-all text-stone-400">{check.url}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => checkAgain.mutate()} disabled={checkAgain.isPending}>
          <RefreshCw aria-hidden="true" className={`size-4 ${checkAgain.isPending ? 'animate-spin' : ''}`} />
          {checkAgain.isPending ? t('studio.alert.checking') : t('studio.alert.checkAgain')}
        </Button>
        {checkAgain.isError && (
          <p role="alert" className="text-sm text-red-300">
            {words.failure(checkAgain.error, { fallback: 'studio.failed' })}
          </p>
        )}
        {checkAgain.isSuccess && (
          <p role="status" className="text-sm text-stone-300">
            {checkAgain.data.alert.off_air ? t('studio.alert.stillOff') : t('studio.alert.back')}
          </p>
        )}
      </div>
    </section>
  );
}
