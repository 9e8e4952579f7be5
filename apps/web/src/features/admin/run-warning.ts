// A check run's warning in the admin's language: a run whose failures were judged network-level says
// "Not applied: N failed at network level"; any other warning (applying the results failed) as the server wrote it.
import type { CheckRunProgress } from '@sauti/contract';
import { useTranslation } from '../../i18n';

export function useRunWarning() {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale);
  return (run: Pick<CheckRunProgress, 'warning' | 'applied' | 'network_failures'>): string | null => {
    if (!run.warning) return null;
    return run.applied ? run.warning : t('admin.run.notApplied', { count: number.format(run.network_failures) });
  };
}
