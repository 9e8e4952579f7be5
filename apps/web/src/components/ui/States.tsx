// What a data view shows when there is nothing to show, or when loading failed.
import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from './Button';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-700 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-stone-500" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-900/60 bg-red-950/30 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-red-300" />
      <p className="text-stone-200">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}
