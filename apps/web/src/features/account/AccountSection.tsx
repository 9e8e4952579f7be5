// One part of the account page: a heading the part is named by, a line saying what it does, its body.
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useTranslation } from '../../i18n';

export function AccountSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-stone-800 bg-stone-900/40 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {intro && <p className="text-sm text-stone-400">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** What a form says after it worked (read out) or failed (announced at once). */
export function FormOutcome({ done, failure }: { done: string | null; failure: string | null }) {
  return (
    <>
      <p role="status" className={done ? 'text-sm text-emerald-300' : 'sr-only'}>
        {done}
      </p>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-950/40 px-3 py-2 text-sm text-red-200">
          {failure}
        </p>
      )}
    </>
  );
}

/** Grey blocks where the account's parts will be, said once to a screen reader. */
export function AccountLoading({ heights }: { heights: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('myAccount.loading')}</span>
      {heights.map((height, index) => (
        // The blocks never move or change: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Skeleton key={index} className={height} />
      ))}
    </div>
  );
}

/** A form's submit button: disabled and spinning, saying "Please wait", while the form is sent. */
export function SubmitButton({
  pending,
  label,
  icon,
  variant = 'primary',
}: {
  pending: boolean;
  label: string;
  icon?: ReactNode;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  return (
    <Button type="submit" variant={variant} disabled={pending} className="self-start">
      {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : icon}
      {pending ? t('auth.wait') : label}
    </Button>
  );
}
