// Small pieces every admin tab shares: a section frame, a switch, a pager, a spoken notice, a progress
// bar, a search box (and its settled text) and the table skeleton.
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useTranslation } from '../../i18n';

export function TabSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="admin-tab-title" className="flex flex-col gap-4">
      <div>
        <h2 id="admin-tab-title" className="text-2xl font-bold">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-stone-400">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * A checkbox that reads as a switch; `label` names what it turns on for screen readers. It shows the
 * new position at once, while `onChange`'s call is under way, then whatever the server answered.
 */
export function Switch({
  checked,
  label,
  onChange,
  disabled,
  children,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => Promise<unknown>;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const [pending, setPending] = useState<boolean | null>(null);
  const shown = pending ?? checked;
  const change = (next: boolean) => {
    setPending(next);
    onChange(next).finally(() => setPending(null));
  };
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-stone-200">
      <input
        type="checkbox"
        role="switch"
        aria-checked={shown}
        aria-label={label}
        checked={shown}
        disabled={disabled || pending !== null}
        onChange={(event) => change(event.target.checked)}
        className="size-4 accent-amber-400"
      />
      {children}
    </label>
  );
}

/** The outcome of an action in words, read out when it appears. */
export function Notice({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${
        tone === 'error' ? 'bg-red-950/50 text-red-200' : 'bg-emerald-950/50 text-emerald-200'
      }`}
    >
      {children}
    </p>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, locale } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const format = new Intl.NumberFormat(locale);
  return (
    <nav aria-label={t('admin.pages')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-stone-400">
        {t('admin.pageOf', { page: format.format(page), pages: format.format(pages), total: format.format(total) })}
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.previous')}
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('admin.next')}
        </Button>
      </span>
    </nav>
  );
}

export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${value} / ${max}`}
        className="h-3 w-full overflow-hidden rounded-full bg-stone-800"
      >
        <div className="h-full bg-amber-400 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-stone-400">
        {value} / {max} ({percent}%)
      </span>
    </div>
  );
}

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A date and time in the admin's language. */
export function useDateTime() {
  const { locale } = useTranslation();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
}

/** A labelled search box; `className` places the label, for example across a filter grid's columns. */
export function SearchField({
  label,
  value,
  onChange,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={`flex flex-col gap-1 text-sm ${className}`}>
      {label}
      <input type="search" value={value} onChange={(event) => onChange(event.target.value)} className={selectClass} />
    </label>
  );
}

export const selectClass =
  'rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 focus:border-amber-400';

/** The search box's text once typing pauses, so each keystroke does not ask the server. */
export function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
